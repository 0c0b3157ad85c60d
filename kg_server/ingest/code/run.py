"""The code pass of `kg ingest`: a repository's code files read by their language servers and written
as symbols, definition blocks, quoted uses and relationships (see the package's docstring).

Only what changed is read again. The files whose content hash the graph does not hold yet (or all with
--force) are rewritten: their symbols, and every use into them, come from the server's references; the
uses they make of the other files' symbols come from asking the server, at each name that could be one,
where it is defined. A language whose files did not change starts no server. What the graph already
holds is not made again: an unchanged file's symbols are read from its document (symbols.kept_symbols),
and a changed file's paragraphs and symbols whose text is the same keep their vectors.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from lsprotocol import types

from kg_server.errors import KGError
from kg_server.providers.lsp import LanguageServer, LanguageServerSession, flatten, server_for, utf16_column
from kg_server.store.db import Database
from kg_server.store.schema import embedding_text
from kg_server.syntax import LANGUAGES, Definition, Site, bound_in_file, describe, is_test_path

from .blocks import blocks, line_owners
from .model import Block, CodeFile, Symbol, Use
from .symbols import concept_id, file_symbols, kept_symbols, module_names, read_kept_symbols
from .uses import Sites, SymbolSite, name_sites, read_uses
from .writing import (
    CodeRows,
    definition_rows,
    document_rows,
    relationship_rows,
    replace_files,
    source_rows,
    symbol_rows,
    use_rows,
)

Embed = Callable[[list[str]], list[list[float]]]
EMBEDDED_CHARS = 1_200  # of a definition block: its head, docstring and first lines say what it is
EMBEDDING_THREADS = 2  # the local model runs one core per call: two calls at once keep both cores busy


@dataclass
class ServerRun:
    """What one language server did in an ingest."""

    server: str
    files: int
    seconds: float = 0.0
    memory_mb: float | None = None
    references: int = 0
    definitions: int = 0
    failed: list[str] = field(default_factory=list)  # symbols whose uses could not be read, and why


@dataclass
class CodeReport:
    files: int = 0
    files_changed: int = 0
    files_deleted: int = 0
    files_unchanged: int = 0
    symbols: int = 0
    uses: int = 0
    relationships: dict[str, int] = field(default_factory=dict)
    servers: list[ServerRun] = field(default_factory=list)
    seconds: float = 0.0
    embed_seconds: float = 0.0  # the paragraphs' and symbols' vectors (beside the servers' references)
    write_seconds: float = 0.0  # the rows made and the transaction replacing the changed files
    mentions: int = 0  # quotes of symbols in prose (mentions.py)
    describes: int = 0  # DESCRIBES links from prose concepts to the symbols they name

    def as_dict(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["servers"] = [dict(run.__dict__) for run in self.servers]
        return data

    def merged(self, other: CodeReport) -> CodeReport:
        """Two roots' code passes as one."""
        relationships = dict(self.relationships)
        for rel_type, count in other.relationships.items():
            relationships[rel_type] = relationships.get(rel_type, 0) + count
        return CodeReport(
            files=self.files + other.files, files_changed=self.files_changed + other.files_changed,
            files_deleted=self.files_deleted + other.files_deleted,
            files_unchanged=self.files_unchanged + other.files_unchanged, symbols=self.symbols + other.symbols,
            uses=self.uses + other.uses, relationships=relationships, servers=self.servers + other.servers,
            seconds=self.seconds + other.seconds, embed_seconds=self.embed_seconds + other.embed_seconds,
            write_seconds=self.write_seconds + other.write_seconds)

    def summary(self) -> str:
        servers = "; ".join(f"{r.server}: {r.files} files in {r.seconds:.1f} s"
                            + (f", {r.memory_mb:.0f} MB" if r.memory_mb else "")
                            + (f", {len(r.failed)} requests failed" if r.failed else "") for r in self.servers)
        return (f"{self.files_changed} files read ({self.files_unchanged} unchanged, {self.files_deleted} deleted), "
                f"{self.symbols:,} symbols, {self.uses:,} uses, {self.mentions:,} named in prose"
                + (f" ({servers})" if servers else ""))


@dataclass
class _Read:
    """What the servers answered for the files of one ingest."""

    packages: dict[str, str] = field(default_factory=dict)  # Python module name -> its concept id
    kept: dict[str, str | None] = field(default_factory=dict)  # unchanged files' symbols, as their documents keep them
    symbols: dict[str, list[Symbol]] = field(default_factory=dict)
    blocks: dict[str, list[Block]] = field(default_factory=dict)
    owners: dict[str, list[str]] = field(default_factory=dict)
    uses: list[Use] = field(default_factory=list)
    vectors: dict[str, list[list[float]]] = field(default_factory=dict)  # per file: its blocks', then symbols'
    known_vectors: dict[str, list[float]] = field(default_factory=dict)  # by embedded text, from the graph
    embed_seconds: float = 0.0


async def ingest_code(db: Database, embed: Embed, root: Path, files: Sequence[CodeFile], *, cache_dir: Path,
                      force: bool = False, stage: Callable[[str], None] = lambda _: None) -> CodeReport:
    """Read the changed code files under `root` with their language servers and write them."""
    began = time.perf_counter()
    report = CodeReport(files=len(files))
    held = await db.read("code_stored_files", {"root": str(root)})
    stored = {row["name"]: row["content_hash"] for row in held}
    changed = {f.name for f in files if force or stored.get(f.name) != f.content_hash}
    deleted = sorted(set(stored) - {f.name for f in files})
    report.files_changed, report.files_deleted = len(changed), len(deleted)
    report.files_unchanged = len(files) - len(changed)
    if not changed and not deleted:
        return report
    modules = module_names(files, _packages(files))
    read = _Read(packages={module: concept_id(f.language, module) for f in files
                           if (module := modules[f.name]) and f.language == "python"},
                 kept={row["name"]: row["symbols"] for row in held if row["name"] not in changed})
    read.known_vectors = await _known_vectors(db, sorted(changed))
    for server, group in _by_server(files):
        if changed & {f.name for f in group}:
            stage(f"reading code with {server.name} ({len(group)} files)")
            report.servers.append(await _read_files(server, root, group, changed, modules, read, cache_dir, embed))
    stage("writing the code graph")
    written = time.perf_counter()
    rows = _rows(files, changed, read, root, modules)
    keep = [s.concept_id for name in changed for s in read.symbols.get(name, [])]
    await replace_files(db, rows, rewritten=sorted(changed), deleted=deleted, keep=keep)
    report.embed_seconds, report.write_seconds = read.embed_seconds, time.perf_counter() - written
    report.symbols = len(rows.symbols)
    report.uses = len(read.uses)
    report.relationships = {rel_type: len(typed) for rel_type, typed in sorted(rows.relationships.items())}
    report.seconds = time.perf_counter() - began
    return report


def _packages(files: Sequence[CodeFile]) -> set[str]:
    return {str(PurePosixPath(f.name).parent) for f in files if PurePosixPath(f.name).name == "__init__.py"}


def _by_server(files: Sequence[CodeFile]) -> list[tuple[LanguageServer, list[CodeFile]]]:
    grouped: dict[str, tuple[LanguageServer, list[CodeFile]]] = {}
    for file in files:
        server = server_for(file.path)
        if server is not None:
            grouped.setdefault(server.name, (server, []))[1].append(file)
    return list(grouped.values())


async def _read_files(server: LanguageServer, root: Path, group: list[CodeFile], changed: set[str],
                      modules: dict[str, str], read: _Read, cache_dir: Path, embed: Embed) -> ServerRun:
    """The symbols of every file of one server, the uses into and out of the changed ones; the changed
    files' vectors are made in threads while the server answers the references (another process)."""
    run = ServerRun(server=server.name, files=len(group))
    began = time.perf_counter()
    async with LanguageServerSession(server, root, cache_dir=cache_dir) as session:
        session.open(f.path for f in group)
        await session.wait_until_ready(group[0].path)
        # An unchanged file's symbols are what its document keeps (the server is asked about it only
        # when its document keeps none that fit); the others' come from the server and their syntax.
        found = {f.name: symbols for f in group
                 if (symbols := read_kept_symbols(read.kept.get(f.name), modules[f.name])) is not None}
        asked = [f for f in group if f.name not in found]
        trees = await asyncio.gather(*(session.document_symbols(f.path) for f in asked))
        for file, tree in zip(asked, trees, strict=True):
            found[file.name] = file_symbols(file, modules[file.name], flatten(tree), describe_file(file))
        for file in group:
            symbols = found[file.name]
            package = modules[file.name].rpartition(".")[0]
            symbols[0].parent = read.packages.get(package) if package else None  # click.core is part of click
            read.symbols[file.name] = symbols
            read.blocks[file.name] = blocks(file, symbols)
            read.owners[file.name] = line_owners(len(file.lines), symbols)
        embedding = asyncio.ensure_future(asyncio.to_thread(_embed_files, [f for f in group if f.name in changed],
                                                            read, embed))
        try:
            sites = Sites(group)
            located = await _uses_into(session, group, changed, read, sites, run)
            if any(f.name not in changed for f in group):
                located += await _uses_out(session, group, changed, read, run)
            read.uses += read_uses(located, read.owners)
            run.memory_mb = round((session.memory() or 0) / 1e6, 1) or None
        finally:
            run.seconds = round(time.perf_counter() - began, 2)
            vectors, seconds = await embedding  # a failed read still waits for its threads
    read.vectors.update(vectors)
    read.embed_seconds += seconds
    return run


async def _known_vectors(db: Database, documents: list[str]) -> dict[str, list[float]]:
    """The vectors the graph holds for these files' paragraphs and symbols, by the text they embed."""
    if not documents:
        return {}
    row = (await db.read("code_stored_vectors", {"documents": documents}, timeout=None))[0]
    known = {text[:EMBEDDED_CHARS]: vector for text, vector in row["paragraphs"]}
    known.update({embedding_text({"label": label, "description": description, "aliases": []}): vector
                  for label, description, vector in row["symbols"]})
    return known


def _embed_files(files: Sequence[CodeFile], read: _Read, embed: Embed) -> tuple[dict[str, list[list[float]]], float]:
    """Each file's vectors: its blocks' (their first EMBEDDED_CHARS) then its symbols' (label and
    docstring). A text the graph already has a vector for keeps it; the others are split between
    EMBEDDING_THREADS calls at once. With the seconds it took."""
    began = time.perf_counter()
    texts = [text for f in files for text in _embedded_texts(f, read)]
    new = list(dict.fromkeys(text for text in texts if text not in read.known_vectors))
    share = -(-len(new) // EMBEDDING_THREADS) or 1
    with ThreadPoolExecutor(EMBEDDING_THREADS, thread_name_prefix="kg-code-vectors") as pool:
        parts = list(pool.map(embed, [new[at:at + share] for at in range(0, len(new), share)]))
    made = dict(zip(new, (vector for part in parts for vector in part), strict=True))
    vectors = [read.known_vectors.get(text) or made[text] for text in texts]
    by_file, at = {}, 0
    for file in files:
        count = len(read.blocks[file.name]) + len(read.symbols[file.name])
        by_file[file.name], at = vectors[at:at + count], at + count
    return by_file, time.perf_counter() - began


def _embedded_texts(file: CodeFile, read: _Read) -> list[str]:
    return [b.text[:EMBEDDED_CHARS] for b in read.blocks[file.name]] + [
        embedding_text({"label": s.label, "description": s.description, "aliases": []})
        for s in read.symbols[file.name]]


async def _uses_into(session: LanguageServerSession, group: list[CodeFile], changed: set[str], read: _Read,
                     sites: Sites, run: ServerRun) -> list[SymbolSite]:
    """Every use of the changed files' symbols, from the server's references."""
    targets = [s for f in group if f.name in changed for s in read.symbols[f.name] if s.kind != "module"]
    return await _references(session, group, targets, sites, run)


async def _references(session: LanguageServerSession, group: list[CodeFile], targets: list[Symbol], sites: Sites,
                      run: ServerRun) -> list[SymbolSite]:
    by_name = {f.name: f for f in group}
    answers = await asyncio.gather(*(session.references(by_name[s.document].path, _position(by_name[s.document], s))
                                     for s in targets), return_exceptions=True)
    located = []
    for symbol, answer in zip(targets, answers, strict=True):
        if isinstance(answer, BaseException):
            if not isinstance(answer, KGError):
                raise answer
            run.failed.append(f"{symbol.qualified_name}: {answer.message}")
            continue
        run.references += 1
        located += sites.locate(symbol, answer)
    return located


async def _uses_out(session: LanguageServerSession, group: list[CodeFile], changed: set[str], read: _Read,
                    run: ServerRun) -> list[SymbolSite]:
    """The uses the changed files make of the other files' symbols: the server says where each name that
    could be one is defined (the names of those symbols, wherever they occur in a changed file)."""
    unchanged = [s for f in group if f.name not in changed for s in read.symbols[f.name] if s.kind != "module"]
    names = {s.name for s in unchanged}
    by_definition = {(s.document, s.name_at[0], s.name_at[1]): s for s in unchanged}
    asked: list[tuple[CodeFile, Site]] = []
    listed: list[tuple[CodeFile, Site]] = []
    for file in (f for f in group if f.name in changed):
        written = name_sites(file, names)
        # a local variable or the module's own definition that shares a name: no need to ask
        own = bound_in_file(file.language, file.text, [(s.line, s.column) for s in written if not s.listed])
        for site in written:
            if (site.line, site.column) not in own:
                (listed if site.listed else asked).append((file, site))
    answers = await asyncio.gather(*(session.definition(f.path, types.Position(
        line=s.line - 1, character=utf16_column(f.lines[s.line - 1], s.column))) for f, s in asked),
        return_exceptions=True)
    sites = Sites(group)
    located = []
    bound: dict[tuple[str, str], Symbol] = {}  # what a name of a file is, where the server said so
    beyond: set[str] = set()  # names of TypeScript and JavaScript defined beyond the repository (a library's)
    for (file, site), answer in zip(asked, answers, strict=True):
        if isinstance(answer, BaseException):
            if not isinstance(answer, KGError):
                raise answer
            run.failed.append(f"{file.name}:{site.line}: {answer.message}")
            continue
        run.definitions += 1
        for location in answer:
            found = sites.locate_definition(location)
            if found is None and file.language != "python":
                beyond.add(site.name)
            target = by_definition.get(found) if found else None
            if target is not None:
                located.append(SymbolSite(target, file, site.line, site.column))
                bound.setdefault((file.name, site.name), target)
    # `__all__ = ["Context"]` re-exports what the module binds as Context (the references of Context
    # list the string too)
    located += [SymbolSite(target, file, site.line, site.column) for file, site in listed
                if (target := bound.get((file.name, site.name))) is not None]
    # tsserver counts the uses of a library's member among the references of the repository's members
    # that override it (`error.name` is a reference of HTTPError.name, defined in lib.d.ts as Error's):
    # a first ingest has them, so the re-ingest asks those members' references too. basedpyright keeps an
    # override's references apart (it has none of its own), so Python needs none of this.
    related = [s for s in unchanged if s.name in beyond]
    located += [found for found in await _references(session, group, related, sites, run) if found.file.name in changed]
    return list({(found.target.concept_id, found.file.name, found.line, found.column): found
                 for found in located}.values())


def describe_file(file: CodeFile) -> dict[int, Definition]:
    """The file's definitions from its syntax; a language without a syntax reader (Go) has the
    language server's symbols alone."""
    return describe(file.language, file.text) if file.language in LANGUAGES else {}


def _position(file: CodeFile, symbol: Symbol) -> types.Position:
    line, column = symbol.name_at
    return types.Position(line=line - 1, character=utf16_column(file.lines[line - 1], column))


def _rows(files: Sequence[CodeFile], changed: set[str], read: _Read, root: Path, modules: dict[str, str]) -> CodeRows:
    rewritten = [f for f in files if f.name in changed]
    rows = CodeRows(documents=document_rows(rewritten, root, {
        f.name: kept_symbols(read.symbols[f.name], modules[f.name]) for f in rewritten}))
    for file in rewritten:
        found, vectors = read.blocks[file.name], read.vectors[file.name]
        rows.sources += source_rows(file, found, vectors[:len(found)])
        rows.symbols += symbol_rows(read.symbols[file.name], vectors[len(found):])
    symbols = [s for f in rewritten for s in read.symbols[f.name]]
    in_test = {f.name: is_test_path(f.name) for f in files}
    rows.instances = [row for f in rewritten for row in definition_rows(f, read.symbols[f.name], read.blocks[f.name])]
    rows.instances += use_rows(read.uses, read.blocks, in_test)
    rows.instances = list({row["instance_id"]: row for row in rows.instances}.values())
    members = [s for s in symbols if s.parent is not None]
    rows.relationships = relationship_rows(read.uses, members, read.blocks)
    return rows
