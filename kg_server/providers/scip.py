"""Where every name of a Python repository is defined, in one pass: Sourcegraph's scip-python indexer.

A language server answers one `definition` request at a time (about 3 ms of its time a name: 200,000
lines of Python are some 150,000 names, most of a run's time). scip-python (npm, pinned with the
language servers in lsp/node/package.json, installed by `kg language-servers install`) is pyright inside,
as basedpyright is, and writes every occurrence of every name with the symbol it resolves to in one
pass over the tree (about 120 s of one core for 216,000 lines): the code pass asks the index, not the
server, when it reads many files (kg_server.ingest.code.readers).

The index is a protobuf message (SCIP, github.com/sourcegraph/scip). Only the fields read here are
declared (`_SCHEMA`, by their field numbers; the others are skipped by the parser) and the message
classes are made from that declaration by the protobuf runtime, a dependency of onnxruntime already.
Positions are UTF-16 columns from 0, as the language servers' (pyright counts in JavaScript strings).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from lsprotocol import types

from kg_server.errors import KGError

from .lsp.install import INSTALL_COMMAND, node_program, node_servers_dir

PACKAGE = "@sourcegraph/scip-python"
PROGRAM = "index.js"
HEAP_MB = 8192  # node's default heap (about 2 GB) is too small for 200,000 lines
DEFINITION_ROLE = 0x1  # SymbolRole.Definition: the symbol is defined at this occurrence
MODULE = "/__init__:"  # how the symbol of a module ends: `click.types`/__init__:
PROJECT, VERSION = "repository", "kg"  # the package the indexed files are said to be
OWN_PACKAGE = f"scip-python python {PROJECT} {VERSION} "  # how their symbols begin
# Where a name defined in a library points: outside the repository, as the server's answer into typeshed.
LIBRARY = types.Location(uri="kg-scip:library", range=types.Range(start=types.Position(line=0, character=0),
                                                                   end=types.Position(line=0, character=0)))


class IndexerFailed(KGError):
    """scip-python is not installed, failed or ran out of time; the pass asks the language server instead."""


# --- the index's schema: (message, [(field, number, type, repeated, message type)]) --------------------
_SCHEMA: list[tuple[str, list[tuple[str, int, str, bool, str | None]]]] = [
    ("Index", [("documents", 2, "message", True, "Document")]),
    ("Document", [("relative_path", 1, "string", False, None), ("occurrences", 2, "message", True, "Occurrence")]),
    ("Occurrence", [("range", 1, "int32", True, None), ("symbol", 2, "string", False, None),
                    ("symbol_roles", 3, "int32", False, None)]),
]


def _index_class() -> Any:
    from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

    proto = descriptor_pb2.FieldDescriptorProto
    kinds = {"message": proto.TYPE_MESSAGE, "string": proto.TYPE_STRING, "int32": proto.TYPE_INT32}
    file = descriptor_pb2.FileDescriptorProto(name="kg_server_scip.proto", package="scip", syntax="proto3")
    for name, fields in _SCHEMA:
        message = file.message_type.add(name=name)
        for field_name, number, kind, repeated, of in fields:
            declared = message.field.add(name=field_name, number=number, type=kinds[kind],
                                         label=proto.LABEL_REPEATED if repeated else proto.LABEL_OPTIONAL)
            if of is not None:
                declared.type_name = f".scip.{of}"
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file)
    return message_factory.GetMessageClass(pool.FindMessageTypeByName("scip.Index"))


# --- running the indexer -------------------------------------------------------------------------------
def indexer_program(cache_dir: Path) -> Path | None:
    path = node_servers_dir(cache_dir) / "node_modules" / PACKAGE / PROGRAM
    return path if path.is_file() else None


async def index_python(texts: Mapping[str, str], scratch: Path, *, cache_dir: Path, timeout: float) -> Path:
    """Index Python files, given as {path: text}, into scratch/index.scip; the path of each is where its
    module name puts it (src/click/core.py at click/core.py): scip-python names the symbols of a file by
    its path, and leaves a name imported through another search root (src/) unresolved. The files are
    written into scratch/tree as they were read, with no configuration beside them (scip-python's pyright
    is older than the projects' pyproject.toml files it would read), and it is given an empty environment:
    it neither runs pip nor reads installed packages."""
    program, node = indexer_program(cache_dir), node_program()
    if program is None or node is None:
        raise IndexerFailed(f"{PACKAGE} is not installed; install it with `{INSTALL_COMMAND}`")
    tree, output = scratch / "tree", scratch / "index.scip"
    for name, text in texts.items():
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_text(text, encoding="utf-8")
    environment = scratch / "environment.json"
    environment.write_text("[]\n")
    log_file = scratch / "indexer.log"
    argv = [str(node), f"--max-old-space-size={HEAP_MB}", str(program), "index", "--cwd", str(tree),
            "--output", str(output), "--environment", str(environment), "--quiet",
            # without a version (and outside git) scip-python 0.6.6 fails on the first file
            "--project-name", PROJECT, "--project-version", VERSION]
    began = time.perf_counter()
    with log_file.open("wb") as log:
        process = await asyncio.create_subprocess_exec(*argv, cwd=tree, stdout=log, stderr=log,
                                                       stdin=asyncio.subprocess.DEVNULL, start_new_session=True)
        try:
            code = await asyncio.wait_for(process.wait(), timeout)
        except (TimeoutError, asyncio.CancelledError) as stopped:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            await process.wait()
            if isinstance(stopped, asyncio.CancelledError):
                raise
            raise IndexerFailed(f"scip-python did not finish in {timeout:.0f} s") from None
    if code != 0 or not output.is_file():
        tail = " | ".join(log_file.read_text(errors="replace").strip().splitlines()[-4:])
        raise IndexerFailed(f"scip-python failed (exit {code}) after {time.perf_counter() - began:.0f} s: {tail}")
    return output


# --- reading it ----------------------------------------------------------------------------------------
@dataclass
class PythonIndex:
    """The symbol at each occurrence of each file, and where each symbol is defined."""

    root: Path
    documents: Mapping[str, Any]  # a file's path in the repository -> its Document message
    definitions: dict[str, list[tuple[str, int, int]]]  # symbol -> (path, line, column) of each
    _sites: dict[str, dict[tuple[int, int], str | None]] = field(default_factory=dict)
    _names: dict[Path, str] = field(default_factory=dict)
    _uris: dict[str, str] = field(default_factory=dict)  # a file's path in the repository -> its URI

    def definition(self, path: Path, position: types.Position) -> list[types.Location] | None:
        """Where the name at `position` of `path` is defined, as a server's definition request answers
        (none: a local name, or a library's); None when the index cannot say: a file it did not read, a
        name it has no occurrence at, or one it could not resolve (scip-python gives a name imported
        through a re-export, as `click.command`, a local symbol defined nowhere)."""
        relative = self._relative(path)
        sites = self._sites.get(relative)
        if sites is None:
            document = self.documents.get(relative)
            sites = self._sites[relative] = {} if document is None else _document_sites(document)
        symbol = sites.get((position.line, position.character), None)
        if symbol is None:
            return None
        if symbol and symbol not in self.definitions:
            # a library's symbol; or one of the repository defined under another name, which the server
            # knows: scip-python names a module imported relatively (`from .core import`) `core`, and
            # click's `BOOL: t.Final[...] = ...` is defined as BOOL.BOOL. and used as BOOL#
            return None if symbol.startswith(OWN_PACKAGE) else [LIBRARY]
        return [types.Location(uri=self._uri(name), range=types.Range(
            start=types.Position(line=line, character=column), end=types.Position(line=line, character=column)))
            for name, line, column in self.definitions.get(symbol, [])]

    def defines_in_library(self, path: Path, position: types.Position) -> bool:
        """Whether the name defined at `position` is, to the index, a library's: an attribute a class of
        the repository sets over its library base's (click's TextWrapper.initial_indent, textwrap's), whose
        uses the server lists among the references of the repository's member."""
        return self.definition(path, position) == [LIBRARY]

    def _uri(self, name: str) -> str:
        uri = self._uris.get(name)
        if uri is None:
            uri = self._uris[name] = (self.root / name).as_uri()
        return uri

    def _relative(self, path: Path) -> str:
        relative = self._names.get(path)
        if relative is None:  # resolved once per file: a pass asks about every name of it
            try:
                relative = Path(path).resolve().relative_to(self.root).as_posix()
            except ValueError:
                relative = ""
            self._names[path] = relative
        return relative


def _document_sites(document: Any) -> dict[tuple[int, int], str | None]:
    """(line, column) -> the symbol a name written there is: "" for a local name the file defines, None
    for one the index could not resolve. A definition is a site too (a parameter's name, a class's
    attribute declared): the server's answer there is the definition itself."""
    occurrences = document.occurrences
    local = {o.symbol for o in occurrences if o.symbol_roles & DEFINITION_ROLE and o.symbol.startswith("local ")}
    sites: dict[tuple[int, int], str | None] = {}
    for occurrence in occurrences:
        symbol, where = occurrence.symbol, occurrence.range
        sites[where[0], where[1]] = ("" if symbol in local else None) if symbol.startswith("local ") else symbol
        if symbol.endswith(MODULE) and len(where) == 3:
            # a module is one occurrence over its dotted name (`from .types import`, `import a.b`): its
            # last name is the module's, where a server is asked about `types`
            last = _module_name(symbol).rpartition(".")[2]
            if where[2] - where[1] > len(last):
                sites.setdefault((where[0], where[2] - len(last)), symbol)
    return sites


def _module_name(symbol: str) -> str:
    """The module a module's symbol names: scip-python python click kg `click.types`/__init__: -> click.types"""
    return symbol[symbol.rindex(" ") + 1:-len(MODULE)].strip("`")


# A name declared again: scip-python marks a function's first `def` as its definition and the others (the
# overloads after the first, an `if`'s other branch) as uses, where a server's answer lists them all.
_DECLARED = re.compile(r"(?:^|[\s;:])(?:async\s+)?(?:def|class)\s+$")


def read_index(path: Path, root: Path, names: Mapping[str, str], texts: Mapping[str, str]) -> PythonIndex:
    """The index at `path` of files of the repository at `root`; `names`: each indexed path -> the file's
    path in the repository; `texts`: each file's text (by its path in the repository)."""
    try:
        index = _index_class().FromString(path.read_bytes())
    except Exception as error:  # the protobuf runtime raises its own DecodeError, and others on garbage
        raise IndexerFailed(f"{path.name} is not a SCIP index: {error}") from None
    documents = {names[d.relative_path]: d for d in index.documents if d.relative_path in names}
    definitions: dict[str, list[tuple[str, int, int]]] = {}
    for name, document in documents.items():
        for occurrence in document.occurrences:
            if occurrence.symbol_roles & DEFINITION_ROLE and not occurrence.symbol.startswith("local "):
                definitions.setdefault(occurrence.symbol, []).append((name, occurrence.range[0], occurrence.range[1]))
    for name, document in documents.items():
        lines = texts[name].splitlines()
        for occurrence in document.occurrences:
            line, column = occurrence.range[0], occurrence.range[1]
            if occurrence.symbol in definitions and not occurrence.symbol_roles & DEFINITION_ROLE \
                    and line < len(lines) and _DECLARED.search(lines[line][:column]):
                definitions[occurrence.symbol].append((name, line, column))
    return PythonIndex(Path(root).resolve(), documents, definitions)
