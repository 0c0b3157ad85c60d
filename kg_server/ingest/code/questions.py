"""What a code pass asks its language servers: where each name written in a file is defined (the uses
in the files read), and a symbol's references (the uses of a changed file's symbols in the others)."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence

from lsprotocol import types

from kg_server.errors import KGError
from kg_server.providers.lsp import LanguageServerSession, utf16_column
from kg_server.providers.scip import LIBRARY
from kg_server.syntax import Site, bound_in_file, builtin_in_file
from kg_server.syntax.cpp_scopes import out_of_line, parse_cpp

from .blocks import block_at
from .model import Block, CodeFile, Symbol
from .readers import Readers, SiteAnswers
from .report import ServerRun
from .uses import Sites, SymbolSite, name_sites
from .vectors import Read

MEMBER_KINDS = {"method", "property", "attribute"}  # the kinds a library's class may declare and the repository's set
_JAVA_NAME = re.compile(r"[\w$]+")


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
        self._files = {f.name: f for f in group if f.language == "cpp"}
        self._java = {f.name: f for f in group if f.language == "java"}

    def defined_at(self, found: tuple[str, int, int]) -> Symbol | None:
        """The symbol defined at (document, line, column): its name, or the name of a C++ method's body
        out of its class (`void Square::grow(...) { ... }`), where clangd says a call's definition is;
        the symbol is the class's declaration of it, found by its scopes (`geo.Square.grow`)."""
        target = self.by_definition.get(found)
        if target is None and found[0] in self._java:
            return self._overload(self._java[found[0]], found)
        file = self._files.get(found[0]) if target is None else None
        if file is None:
            return target
        named = out_of_line(parse_cpp(file.text), found[1], found[2])
        if named is None:
            return None
        ending = "." + ".".join(named)
        return next((s for s in self.by_name.get(named[-1], []) if s.qualified_name.endswith(ending)), None)


    def _overload(self, file: CodeFile, found: tuple[str, int, int]) -> Symbol | None:
        """A Java method's (or constructor's) overload, one symbol with its first declaration: the symbol
        of that name whose class holds the line (the innermost class: a nested one's before its own)."""
        _, line, column = found
        named = _JAVA_NAME.match(file.lines[line - 1], column) if 1 <= line <= len(file.lines) else None
        holders = []
        for symbol in self.by_name.get(named[0], []) if named else []:
            owner = self.by_id.get(symbol.parent or "")
            if symbol.document == file.name and symbol.kind == "method" and owner is not None \
                    and owner.block[0] <= line <= owner.block[1]:
                holders.append((owner.block[1] - owner.block[0], symbol))
        return min(holders, key=lambda held: held[0])[1] if holders else None


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


async def over_library(session: LanguageServerSession, index: SymbolIndex, named: list[Symbol], run: ServerRun
                       ) -> list[Symbol]:
    """Of the members named as a library's names, those whose references may hold a library's uses: every
    one of TypeScript (tsserver lists `error.name` among the references of HTTPError.name, its own
    definition being HTTPError's), and a Python member whose server says its own definition is (also) a
    library's: an attribute a class sets over its library base's (click's TextWrapper.initial_indent,
    textwrap's). A definition request is answered from the server's analysis; a references request
    searches the repository (a save of click's testing.py asked 70 of them, 2.8 s; a whole ingest of
    click asks 2 instead of 184, and makes the same graph)."""
    python = [s for s in named if s.language == "python"]
    by_name = {f.name: f for f in index.group}
    answers = await asyncio.gather(*(session.definition(by_name[s.document].path, position(by_name[s.document], s))
                                     for s in python), return_exceptions=True)
    over: dict[str, Symbol] = {}
    for symbol, answer in zip(python, answers, strict=True):
        if _failed(answer, run, symbol.qualified_name) or isinstance(answer, BaseException):
            continue
        others = [_elsewhere(location, symbol, index) for location in answer]
        if any(other is not False for other in others):  # and the base's member: its references hold the site
            over |= {s.concept_id: s for s in [symbol, *(o for o in others if isinstance(o, Symbol))]}
    return [s for s in named if s.language != "python"] + list(over.values())


def _elsewhere(location: types.Location, symbol: Symbol, index: SymbolIndex) -> Symbol | bool:
    """Whether a definition the server gives at a symbol's own name is another's: a library's (True),
    or a base class's member it sets (httpx's HTTPStatusError.request over HTTPError's property: that
    member)."""
    found = index.sites.locate_definition(location)
    if found is None:
        return True
    target = index.by_definition.get(found)
    return target if target is not None and target.concept_id != symbol.concept_id else False


async def defined_uses(readers: Readers, batch: list[CodeFile], index: SymbolIndex, run: ServerRun,
                       beyond: set[str], *, blocks: Mapping[str, Sequence[Block]],
                       kept: Mapping[str, SiteAnswers] | None = None, reusable: Mapping[str, set[str]] | None = None
                       ) -> tuple[list[SymbolSite], dict[str, SiteAnswers]]:
    """The uses written in these files: the server says where each name that a symbol has is defined.
    Not asked: a symbol's own definition, and the names the syntax proves local (a function's own, a
    call's keywords), nor a builtin's name the file does not bind (a library's, as a server says). `beyond`
    gathers the names defined in a library. A site in a paragraph of
    `reusable[file]` (whose text is unchanged, in a file where nothing it could resolve to changed) keeps
    the answer `kept[file]` holds for it. Returns the uses, and every site's answer to keep."""
    asked: list[tuple[CodeFile, Site]] = []
    listed: list[tuple[CodeFile, Site]] = []
    answered: dict[str, SiteAnswers] = {}
    located: list[SymbolSite] = []
    bound: dict[tuple[str, str], Symbol] = {}  # what a name of a file is, where the server said so

    def keep(file: CodeFile, site: Site, targets: Sequence[Symbol], in_library: bool, *, fresh: bool = True) -> None:
        block = block_at(blocks[file.name], site.line)
        if block is not None:
            key = (block.text, site.line - block.start, site.column)
            answered.setdefault(file.name, {})[key] = (tuple(t.concept_id for t in targets), in_library)
        if in_library and fresh:  # a kept answer holds the members its references found (keep_related)
            beyond.add(site.name)
        for target in targets:
            located.append(SymbolSite(target, file, site.line, site.column))
        if targets:
            bound.setdefault((file.name, site.name), targets[0])

    for file in batch:
        written = name_sites(file, index.names)
        at = [(s.line, s.column) for s in written if not s.listed]
        local = bound_in_file(file.language, file.text, at, locals_only=True)
        builtin = builtin_in_file(file.language, file.text, at)
        same = (reusable or {}).get(file.name, set())
        before = (kept or {}).get(file.name, {})
        for site in written:
            if (file.name, site.line, site.column) in index.by_definition:
                continue
            if (site.line, site.column) in local and not readers.indexed_at(file, _at(file, site)):
                continue  # a keyword names a dataclass's field, which the index says and a server is not asked
            if (site.line, site.column) in builtin and not readers.indexed_at(file, _at(file, site)):
                keep(file, site, [], True)  # what the server answers: its own typeshed's builtin
                continue
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
                keep(file, site, targets, held[1], fresh=False)
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
            target = index.defined_at(found) if found else None
            if target is not None:
                targets.append(target)
                targets += _constructors(target, file, site, index)
        keep(file, site, targets, in_library)
    # `__all__ = ["Context"]` re-exports what the module binds as Context (the references of Context
    # list the string too)
    located += [SymbolSite(target, file, site.line, site.column) for file, site in listed
                if (target := bound.get((file.name, site.name))) is not None]
    return located, answered


def keep_related(answers: dict[str, SiteAnswers], located: Sequence[SymbolSite], blocks: Mapping[str, Sequence[Block]]
                 ) -> None:
    """The sites that the references of members named as a library's names found, added to the answers
    kept for the next pass: a site in a paragraph it reuses then keeps its member without asking the
    references again (on click's core.py, 8 requests of 1.3 s, each searching the whole repository)."""
    for found in located:
        block = block_at(blocks[found.file.name], found.line)
        held = answers.get(found.file.name)
        if block is None or held is None:
            continue
        key = (block.text, found.line - block.start, found.column)
        targets, in_library = held.get(key, ((), True))
        if found.target.concept_id not in targets:
            held[key] = (*targets, found.target.concept_id), in_library


def _failed(answer: object, run: ServerRun, what: str) -> bool:
    """A request the server could not answer (a timeout, an error it sent) is said in the report and the
    pass goes on; anything else is a bug, raised."""
    if not isinstance(answer, BaseException):
        return False
    if not isinstance(answer, KGError):
        raise answer
    run.failed.append(f"{what}: {answer.message}")
    return True


def _constructors(target: Symbol, file: CodeFile, site: Site, index: SymbolIndex) -> list[Symbol]:
    """A Python class called (`Editor(...)`) is a use of the `__new__` and `__init__` it defines too, as
    basedpyright's references of those count it (httpx's `codes(value)`, an enum's `__new__`). A Java
    constructor JDT LS answers for `new Square(...)` is a use of its class too: renaming the class breaks it."""
    owner = index.by_id.get(target.parent or "") if file.language == "java" and target.kind == "method" else None
    if owner is not None:
        return [owner] if owner.name == target.name and owner.kind in ("class", "enum") else []
    if target.kind != "class" or file.language != "python":
        return []
    if not file.lines[site.line - 1][site.column + len(site.name):].lstrip().startswith("("):
        return []
    return [found for method in ("__new__", "__init__")
            if (found := index.by_qualified_name.get(f"{target.qualified_name}.{method}")) is not None]


def _at(file: CodeFile, site: Site) -> types.Position:
    """Where a site's definition is asked: at its name's start; a Java name's second character (JDT LS
    answers nothing at the start of a method reference's name, `Shape::area` asked at `a`)."""
    column = site.column + (1 if file.language == "java" and len(site.name) > 1 else 0)
    return types.Position(line=site.line - 1, character=utf16_column(file.lines[site.line - 1], column))


def position(file: CodeFile, symbol: Symbol) -> types.Position:
    line, column = symbol.name_at
    return types.Position(line=line - 1, character=utf16_column(file.lines[line - 1], column))
