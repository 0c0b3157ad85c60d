"""Code as a corpus: a repository's code files read by real language servers into the concept graph.

- files.py: which files are code, read as the servers read them; `require_servers` before anything runs;
- symbols.py: a file's symbols (documentSymbol) as concepts: kind, language, qualified name, description
  (signature and docstring, from syntax/);
- blocks.py: a file's paragraphs, its definitions' own lines;
- uses.py: the servers' references as uses: the line, the kind of use (syntax/), the symbol it sits in;
- writing.py: rows and the transaction that replaces what the graph held of changed files;
- run.py: the code pass of `kg ingest` (`ingest_code`), only what changed read again;
- mentions.py: prose that names a symbol, linked to it (a quote, DESCRIBES);
- syntax/: the syntax around a site and of a definition (Python's ast, tree-sitter for TypeScript and
  JavaScript).
"""

from .files import is_code, load_code, require_servers
from .mentions import link_prose_and_code, symbol_names
from .model import CodeFile
from .run import CodeReport, ingest_code

__all__ = ["CodeFile", "CodeReport", "ingest_code", "is_code", "link_prose_and_code", "load_code", "require_servers",
           "symbol_names"]
