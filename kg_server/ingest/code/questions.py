"""What a code pass asks its language servers: where each name written in a file is defined (the uses
in the files read), and a symbol's references (the uses of a changed file's symbols in the others)."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence

from lsprotocol import types

from kg_server.errors import KGError
from kg_server.providers.lsp import LanguageServerSession, utf16_column
from kg_server.providers.scip import LIBRARY
from kg_server.syntax import Site, bound_in_file

from .blocks import block_at
from .model import Block, CodeFile, Symbol
from .readers import Readers, SiteAnswers
from .report import ServerRun
from .uses import Sites, SymbolSite, name_sites
from .vectors import Read

MEMBER_KINDS = {"method", "property", "attribute"}  # the kinds a library's class may declare and the repository's set


class SymbolIndex:
    """The symbols of one server's files, by name and by where each is defined."""

    def __init__(self, group: list[CodeFile], read: Read) -> None:
        symbols = [s for f in group for s in read.symbols[f.name] if s.kind != "module"]
        self.names = {s.name for s in symbols}
        self.by_definition = {(s.document, s.name_at[0], s.name_at[1]): s for s in symbols}
        self.by_qualified_name = {s.qualified_name: s for s in symbols}
        self.by_id = {s.concept_id: s for s in symbols}
        self.by_name: dict[str, list[Symbol]] = {}
        for symbol in symbols:
            self.by_name.setdefault(symbol.name, []).append(symbol)
        self.sites = Sites(group)
        self.group = group


async def references(session: LanguageServerSession, group: list[CodeFile], targets: list[Symbol], sites: Sites,
                      run: ServerRun) -> list[SymbolSite]:
    by_name = {f.name: f for f in group}
    answers = await asyncio.gather(*(session.references(by_name[s.document].path, position(by_name[s.document], s))
                                     for s in targets), return_exceptions=True)
    located = []
    for symbol, answer in zip(targets, answers, strict=True):
        if _failed(answer, run, symbol.qualified_name):
            continue
        assert not isinstance(answer, BaseException)
        run.references += 1
        located += sites.locate(symbol, answer)
    return located


async def defined_uses(readers: Readers, batch: list[CodeFile], index: SymbolIndex, run: ServerRun,
                       beyond: set[str], *, blocks: Mapping[str, Sequence[Block]],
                       kept: Mapping[str, SiteAnswers] | None = None, reusable: Mapping[str, set[str]] | None = None
                       ) -> tuple[list[SymbolSite], dict[str, SiteAnswers]]:
    """The uses written in these files: the server says where each name that a symbol has is defined.
    Not asked: a symbol's own definition, and the names the syntax proves local (a function's own, a
    call's keywords). `beyond` gathers the names defined in a library. A site in a paragraph of
    `reusable[file]` (whose text is unchanged, in a file where nothing it could resolve to changed) keeps
    the answer `kept[file]` holds for it. Returns the uses, and every site's answer to keep."""
    asked: list[tuple[CodeFile, Site]] = []
    listed: list[tuple[CodeFile, Site]] = []
    answered: dict[str, SiteAnswers] = {}
    located: list[SymbolSite] = []
    bound: dict[tuple[str, str], Symbol] = {}  # what a name of a file is, where the server said so

    def keep(file: CodeFile, site: Site, targets: Sequence[Symbol], in_library: bool) -> None:
        block = block_at(blocks[file.name], site.line)
        if block is not None:
            key = (block.text, site.line - block.start, site.column)
            answered.setdefault(file.name, {})[key] = (tuple(t.concept_id for t in targets), in_library)
        if in_library:
            beyond.add(site.name)
        for target in targets:
            located.append(SymbolSite(target, file, site.line, site.column))
        if targets:
            bound.setdefault((file.name, site.name), targets[0])

    for file in batch:
        written = name_sites(file, index.names)
        local = bound_in_file(file.language, file.text, [(s.line, s.column) for s in written if not s.listed],
                              locals_only=True)
        same = (reusable or {}).get(file.name, set())
        before = (kept or {}).get(file.name, {})
        for site in written:
            if (file.name, site.line, site.column) in index.by_definition:
                continue
            if (site.line, site.column) in local and not readers.indexed_at(file, _at(file, site)):
                continue  # a keyword names a dataclass's field, which the index says and a server is not asked
            if site.listed:
                listed.append((file, site))
                continue
            block = block_at(blocks[file.name], site.line) if same else None
            held = before.get((block.text, site.line - block.start, site.column)) if block and block.text in same \
                else None
            targets = [index.by_id[i] for i in held[0] if i in index.by_id] if held is not None else []
            if held is None or len(targets) != len(held[0]):
                asked.append((file, site))
            else:
                keep(file, site, targets, held[1])
    answers = await asyncio.gather(*(readers.definition(f, _at(f, s)) for f, s in asked), return_exceptions=True)
    for (file, site), answer in zip(asked, answers, strict=True):
        if _failed(answer, run, f"{file.name}:{site.line}"):
            continue
        assert not isinstance(answer, BaseException)
        run.definitions += 1
        targets, in_library = [], False
        for location in answer:
            found = index.sites.locate_definition(location)
            # a library's name the index answered asks no references of the repository's members so named
            # (a server's answer does, run.py: _read_batches): on mypy they were thousands of requests
            in_library = in_library or (found is None and location is not LIBRARY)
            target = index.by_definition.get(found) if found else None
            if target is not None:
                targets.append(target)
                if (constructor := _constructor(target, file, site, index)) is not None:
                    targets.append(constructor)
        keep(file, site, targets, in_library)
    # `__all__ = ["Context"]` re-exports what the module binds as Context (the references of Context
    # list the string too)
    located += [SymbolSite(target, file, site.line, site.column) for file, site in listed
                if (target := bound.get((file.name, site.name))) is not None]
    return located, answered


def _failed(answer: object, run: ServerRun, what: str) -> bool:
    """A request the server could not answer (a timeout, an error it sent) is said in the report and the
    pass goes on; anything else is a bug, raised."""
    if not isinstance(answer, BaseException):
        return False
    if not isinstance(answer, KGError):
        raise answer
    run.failed.append(f"{what}: {answer.message}")
    return True


def _constructor(target: Symbol, file: CodeFile, site: Site, index: SymbolIndex) -> Symbol | None:
    """A Python class called (`Editor(...)`) is a use of the `__init__` it defines too, as basedpyright's
    references of that `__init__` count it."""
    if target.kind != "class" or file.language != "python":
        return None
    after = file.lines[site.line - 1][site.column + len(site.name):].lstrip()
    return index.by_qualified_name.get(f"{target.qualified_name}.__init__") if after.startswith("(") else None


def _at(file: CodeFile, site: Site) -> types.Position:
    return types.Position(line=site.line - 1, character=utf16_column(file.lines[site.line - 1], site.column))


def position(file: CodeFile, symbol: Symbol) -> types.Position:
    line, column = symbol.name_at
    return types.Position(line=line - 1, character=utf16_column(file.lines[line - 1], column))
