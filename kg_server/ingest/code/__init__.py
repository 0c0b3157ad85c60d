"""Code as a corpus: a repository's code files read by real language servers into the concept graph.

- files.py: which files are code, read as the servers read them; `require_servers` before anything runs;
- symbols.py: a file's symbols (documentSymbol) as concepts: kind, language, qualified name, description
  (signature and docstring, from syntax/);
- blocks.py: a file's paragraphs, its definitions' own lines;
- uses.py: the servers' answers as uses: the line, the kind of use (syntax/), the symbol it sits in;
- questions.py: what the servers are asked: where each name of a file is defined, a symbol's references;
- readers.py: the server sessions a pass reads with (two for a big read; warm ones kept by a long-lived
  process, told each saved file);
- indexing.py: scip-python's index of a big read's Python, where each name is defined, in one pass;
- vectors.py: what paragraphs and symbols of code are embedded from, their vectors, made with the CPU left
  idle while the servers answer, and those owed, made once the graph is complete;
- writing.py: rows and the bounded transactions a pass writes them in;
- report.py: what a pass did;
- run.py: the code pass of `kg ingest` (`ingest_code`), only what changed read again;
- mentions.py: prose that names a symbol, linked to it (a quote, DESCRIBES);
- syntax/: the syntax around a site and of a definition (Python's ast, tree-sitter for TypeScript and
  JavaScript).
"""

from .files import is_code, load_code, require_servers
from .indexing import Indexing
from .mentions import link_prose_and_code, symbol_names
from .model import CodeFile
from .run import CodeReport, ingest_code, start_indexing
from .vectors import make_owed

__all__ = ["CodeFile", "CodeReport", "Indexing", "ingest_code", "is_code", "link_prose_and_code", "load_code",
           "make_owed", "require_servers", "start_indexing", "symbol_names"]
