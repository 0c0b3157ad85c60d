"""The code pass of `kg ingest`: a repository's code files read by their language servers and written
as symbols, definition blocks, quoted uses and relationships (see the package's docstring).

A pass reads the files whose content hash the graph does not hold (changed, new, or left unfinished by
a pass that stopped; all with --force), in four steps:

1. **Symbols.** Every file's symbols: a file read again from its server (documentSymbol) and its syntax,
   an unchanged one from what its document keeps (symbols.kept_symbols). The files to write are marked
   unfinished and their symbols written (writing.begin_files).
2. **Uses in the files read, in batches.** Each name of a file that some symbol has is asked where it is
   defined (one request per site, answered from the server's own analysis: the cost grows with the
   code, where asking each symbol's references searched the repository once per symbol). Names that
   the syntax proves local (a function's own names, a call's keywords) are not asked. A batch's uses are
   classified, its paragraphs and symbols embedded (threads, while the server answers the next batch),
   and the batch written in one transaction with its content hashes last (writing.write_files).
3. **Uses into changed files.** When files changed that unchanged files use, each of their symbols'
   references are read again, keeping the sites in the unchanged files (writing.write_uses_into).
4. **The end**: OVERRIDES, what the pass owed settled.

A big read splits the files between two sessions of the server (readers.py); a session that grows past
KG_CODE_SERVER_MAX_MB is started again between batches. A pass stopped anywhere resumes: the finished
files are unchanged for the next, which reads the others (and the uses into changed files, which the
graph says are still owed). What the graph holds is not made again: a changed file's paragraphs and
symbols whose text is the same keep their vectors.
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

from kg_server.contract import progress
from kg_server.errors import KGError
from kg_server.providers.lsp import LanguageServer, LanguageServerSession, flatten, server_for, utf16_column
from kg_server.store.db import Database
from kg_server.store.schema import embedding_text
from kg_server.syntax import LANGUAGES, Definition, Site, bound_in_file, describe, is_test_path

from .blocks import blocks, line_owners
from .model import Block, CodeFile, Symbol, Use
from .readers import Readers, WarmReaders
from .symbols import concept_id, file_symbols, kept_symbols, module_names, read_kept_symbols
from .uses import Sites, SymbolSite, name_sites, read_uses
from .writing import (
    CodeRows,
    begin_files,
    definition_rows,
    delete_files,
    document_rows,
    finish_files,
    pending_rows,
    relationship_rows,
    source_rows,
    symbol_rows,
    use_rows,
    write_files,
    write_uses_into,
)

Embed = Callable[[list[str]], list[list[float]]]
# What a paragraph of code is embedded from: the signature and docstring of the definition it holds (its
# symbol's own text, so one vector serves both), or the first EMBEDDED_CHARS of module-level code. The
# local model's cost grows faster than the text: 48 ms for 1,200 characters of code, 8 ms for 300.
EMBEDDED_CHARS = 300
EMBEDDING_THREADS = 2  # the local model runs one core per call: two calls at once keep both cores busy
BATCH_LINES = 6_000  # lines of code written per transaction (at least one file): bounded in Neo4j's memory
BATCHES_AHEAD = 2  # batches read ahead of the one being embedded and written
SERVER_MAX_MB = 2_500.0  # a language server grown past this is started again between batches
MEMBER_KINDS = {"method", "property", "attribute"}


@dataclass
class ServerRun:
    """What one language server did in an ingest."""

    server: str
    files: int
    seconds: float = 0.0
    memory_mb: float | None = None  # the most its sessions held at once
    sessions: int = 1
    restarts: int = 0  # sessions started again past KG_CODE_SERVER_MAX_MB
    references: int = 0
    definitions: int = 0
    batches: int = 0
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
    known_vectors: dict[str, list[float]] = field(default_factory=dict)  # by embedded text, from the graph
    embed_seconds: float = 0.0
    write_seconds: float = 0.0
    uses: int = 0
    symbol_rows: int = 0
    relationships: dict[str, int] = field(default_factory=dict)
    related: set[tuple[str, str, str]] = field(default_factory=set)  # (type, from, to) of those written


@dataclass
class _Plan:
    """Which files a pass reads and writes."""

    changed: set[str]  # read and written again: changed, new, or unfinished by a stopped pass
    deleted: list[str]
    into: set[str]  # changed files whose symbols' uses in the unchanged files are read again (references)


async def ingest_code(db: Database, embed: Embed, root: Path, files: Sequence[CodeFile], *, cache_dir: Path,
                      force: bool = False, stage: Callable[[str], None] = lambda _: None,
                      warm: WarmReaders | None = None, server_max_mb: float = SERVER_MAX_MB) -> CodeReport:
    """Read the changed code files under `root` with their language servers and write them (the steps
    of the module's docstring). `warm`: servers kept between passes by a long-lived process."""
    began = time.perf_counter()
    report = CodeReport(files=len(files))
    held = await db.read("code_stored_files", {"root": str(root)})
    plan = _plan(files, held, force=force)
    report.files_changed, report.files_deleted = len(plan.changed), len(plan.deleted)
    report.files_unchanged = len(files) - len(plan.changed)
    if not plan.changed and not plan.deleted:
        return report
    if plan.deleted:
        await delete_files(db, plan.deleted)
    modules = module_names(files, _packages(files))
    read = _Read(packages={module: concept_id(f.language, module) for f in files
                           if (module := modules[f.name]) and f.language == "python"},
                 kept={row["name"]: row["symbols"] for row in held if row["name"] not in plan.changed})
    read.known_vectors = await _known_vectors(db, sorted(plan.changed))
    for server, group in _by_server(files):
        if plan.changed & {f.name for f in group}:
            stage(f"reading code with {server.name} ({len(group)} files)")
            report.servers.append(await _read_group(server, root, group, plan, modules, read, db, embed,
                                                    cache_dir=cache_dir, stage=stage, warm=warm,
                                                    max_mb=server_max_mb))
    await finish_files(db, sorted(plan.changed), deleted=bool(plan.deleted))
    report.embed_seconds, report.write_seconds = read.embed_seconds, read.write_seconds
    report.symbols, report.uses = read.symbol_rows, read.uses
    report.relationships = dict(sorted(read.relationships.items()))
    report.seconds = time.perf_counter() - began
    return report


def _plan(files: Sequence[CodeFile], held: Sequence[dict[str, Any]], *, force: bool) -> _Plan:
    stored = {row["name"]: row["content_hash"] for row in held}
    changed = {f.name for f in files if force or stored.get(f.name) != f.content_hash}
    deleted = sorted(set(stored) - {f.name for f in files})
    # The uses other files make of a changed file's symbols were written by those files' own passes:
    # read again when the file was finished before (its symbols may have changed) or a stopped pass owes
    # them. Not when every file is read: then every use is in a file read.
    owed = {row["name"] for row in held if row["owed"]}
    into = {name for name in changed if stored.get(name) is not None or name in owed}
    return _Plan(changed, deleted, into if len(changed) < len(files) else set())


def _packages(files: Sequence[CodeFile]) -> set[str]:
    return {str(PurePosixPath(f.name).parent) for f in files if PurePosixPath(f.name).name == "__init__.py"}


def _by_server(files: Sequence[CodeFile]) -> list[tuple[LanguageServer, list[CodeFile]]]:
    grouped: dict[str, tuple[LanguageServer, list[CodeFile]]] = {}
    for file in files:
        server = server_for(file.path)
        if server is not None:
            grouped.setdefault(server.name, (server, []))[1].append(file)
    return list(grouped.values())


async def _read_group(server: LanguageServer, root: Path, group: list[CodeFile], plan: _Plan,
                      modules: dict[str, str], read: _Read, db: Database, embed: Embed, *, cache_dir: Path,
                      stage: Callable[[str], None], warm: WarmReaders | None, max_mb: float) -> ServerRun:
    """Steps 1-3 of the module's docstring for the files of one server."""
    run = ServerRun(server=server.name, files=len(group))
    began = time.perf_counter()
    to_read = [f for f in group if f.name in plan.changed]
    into = [f for f in group if f.name in plan.into]
    readers = Readers(server, root, cache_dir=cache_dir, warm=warm, max_mb=max_mb)
    try:
        await readers.start(group, to_read, everything=bool(into))
        run.sessions = len(readers.sessions)
        await _symbols(readers, group, modules, read)
        symbols = [s for f in to_read for s in read.symbols[f.name]]
        await begin_files(db, pending_rows(to_read, root, plan.into), symbol_rows(symbols, [None] * len(symbols)),
                          keep=[s.concept_id for s in symbols])
        index = _Index(group, read)
        await _write_batches(readers, to_read, index, read, db, embed, run, root, modules, stage)
        if into:
            stage(f"reading the uses of {len(into)} changed files in the others")
            targets = [s for f in into for s in read.symbols[f.name] if s.kind != "module"]
            located = [found for found in await _references(readers.sessions[0], group, targets, index.sites, run)
                       if found.file.name not in plan.changed]
            uses = read_uses(located, read.owners)
            written = time.perf_counter()
            await write_uses_into(db, _use_rows(uses, read, group), into=[f.name for f in into],
                                  written=sorted(plan.changed))
            read.write_seconds += time.perf_counter() - written
            read.uses += len(uses)
        run.memory_mb = max(run.memory_mb or 0, round(readers.memory() / 1e6, 1)) or None
    except BaseException:
        if warm is not None:
            await warm.forget(server, root)
        raise
    finally:
        run.restarts = readers.restarts
        run.seconds = round(time.perf_counter() - began, 2)
        await readers.close()
    return run


async def _symbols(readers: Readers, group: list[CodeFile], modules: dict[str, str], read: _Read) -> None:
    """Every file's symbols, blocks and line owners: an unchanged file's are what its document keeps (the
    server is asked about it only when its document keeps none that fit); the others' come from the
    server and their syntax."""
    found = {f.name: symbols for f in group
             if (symbols := read_kept_symbols(read.kept.get(f.name), modules[f.name])) is not None}
    asked = [f for f in group if f.name not in found]
    trees = await asyncio.gather(*(readers.session_of(f).document_symbols(f.path) for f in asked))
    for file, tree in zip(asked, trees, strict=True):
        found[file.name] = file_symbols(file, modules[file.name], flatten(tree), describe_file(file))
    for file in group:
        symbols = found[file.name]
        package = modules[file.name].rpartition(".")[0]
        symbols[0].parent = read.packages.get(package) if package else None  # click.core is part of click
        read.symbols[file.name] = symbols
        read.blocks[file.name] = blocks(file, symbols)
        read.owners[file.name] = line_owners(len(file.lines), symbols)


class _Index:
    """The symbols of one server's files, by name and by where each is defined."""

    def __init__(self, group: list[CodeFile], read: _Read) -> None:
        symbols = [s for f in group for s in read.symbols[f.name] if s.kind != "module"]
        self.names = {s.name for s in symbols}
        self.by_definition = {(s.document, s.name_at[0], s.name_at[1]): s for s in symbols}
        self.by_qualified_name = {s.qualified_name: s for s in symbols}
        self.by_name: dict[str, list[Symbol]] = {}
        for symbol in symbols:
            self.by_name.setdefault(symbol.name, []).append(symbol)
        self.sites = Sites(group)
        self.group = group


async def _write_batches(readers: Readers, to_read: list[CodeFile], index: _Index, read: _Read, db: Database,
                         embed: Embed, run: ServerRun, root: Path, modules: dict[str, str],
                         stage: Callable[[str], None]) -> None:
    """Step 2: batches of files read ahead (the server's work) while the batch before is embedded (threads)
    and written (Neo4j); then the uses of names defined beyond the repository that symbols of it
    override, in a last batch."""
    batches = _batches(readers, to_read)
    queue: asyncio.Queue[tuple[list[CodeFile], list[Use]] | None] = asyncio.Queue(BATCHES_AHEAD)
    beyond: set[str] = set()  # names whose definition is a library's (TypeScript's lib.dom.d.ts, Python's typeshed)

    async def reading() -> None:
        for number, batch in enumerate(batches):
            located = await _uses_at(readers, batch, index, run, beyond)
            await queue.put((batch, read_uses(located, read.owners)))
            await readers.restart_if_grown([[f for later in batches[number + 1:] for f in later if f in share]
                                            for share in readers.shares])
        await queue.put(None)

    reader = asyncio.create_task(reading())
    began, done, lines = time.perf_counter(), 0, sum(len(f.lines) for f in to_read)
    try:
        while (item := await queue.get()) is not None:
            batch, uses = item
            await _write_batch(db, batch, uses, read, embed, root, modules, to_read)
            run.batches += 1
            run.memory_mb = max(run.memory_mb or 0, round(readers.memory() / 1e6, 1)) or None
            done += sum(len(f.lines) for f in batch)
            await _tell(stage, done, lines, time.perf_counter() - began, read, len(to_read), run)
        await reader
    finally:
        reader.cancel()
    # tsserver counts the uses of a library's member among the references of the repository's members
    # that override it (`error.name` is a reference of HTTPError.name, defined in lib.d.ts as Error's), and
    # basedpyright those of an attribute a class of the repository sets on a library's base class
    # (click's TextWrapper.initial_indent, set over textwrap's): their definitions point at the library.
    related = [s for name in sorted(beyond) for s in index.by_name.get(name, [])
               if s.kind in MEMBER_KINDS or s.language != "python"]
    if related:
        reading_now = {f.name for f in to_read}
        found = [site for site in await _references(readers.sessions[0], index.group, related, index.sites, run)
                 if site.file.name in reading_now]
        await _write_extra(db, found, read, index, to_read)


def _batches(readers: Readers, to_read: list[CodeFile]) -> list[list[CodeFile]]:
    """Batches of about BATCH_LINES lines; with two sessions each batch takes from both shares, so both
    servers work on every batch."""
    batches: list[list[CodeFile]] = []
    current: list[CodeFile] = []
    lines = 0
    queues = [list(share) for share in readers.shares]
    while any(queues):
        for share in queues:
            if share:
                file = share.pop(0)
                current.append(file)
                lines += len(file.lines)
        if lines >= BATCH_LINES:
            batches.append(current)
            current, lines = [], 0
    if current:
        batches.append(current)
    return batches


async def _tell(stage: Callable[[str], None], done: int, lines: int, seconds: float, read: _Read, files: int,
                run: ServerRun) -> None:
    left = seconds / done * (lines - done) if done else 0.0
    eta = f", about {left / 60:.0f} min left" if left >= 90 else (f", about {left:.0f} s left" if left >= 1 else "")
    message = (f"code ({run.server}): {done:,} of {lines:,} lines in {run.batches} batches of {files:,} files, "
               f"{read.symbol_rows:,} symbols, {read.uses:,} uses{eta}")
    stage(message)
    await progress.report(done, lines, message)


async def _write_batch(db: Database, batch: list[CodeFile], uses: list[Use], read: _Read, embed: Embed, root: Path,
                       modules: dict[str, str], to_read: list[CodeFile]) -> None:
    vectors, seconds = await asyncio.to_thread(_embed_files, batch, read, embed)
    read.embed_seconds += seconds
    written = time.perf_counter()
    rows = _rows(batch, read, vectors, root, modules, uses, to_read)
    await write_files(db, rows, [f.name for f in batch])
    read.write_seconds += time.perf_counter() - written
    read.uses += len(uses)
    read.symbol_rows += len(rows.symbols)
    for rel_type, typed in rows.relationships.items():
        read.relationships[rel_type] = read.relationships.get(rel_type, 0) + len(typed)
        read.related.update((rel_type, row["from"], row["to"]) for row in typed)


async def _write_extra(db: Database, found: list[SymbolSite], read: _Read, index: _Index,
                       to_read: list[CodeFile]) -> None:
    """Uses found by references after their files were written: their quotes, and the relationships that
    no batch wrote (a relationship a batch wrote already has its sites)."""
    uses = read_uses(found, read.owners)
    if not uses:
        return
    rows = _use_rows(uses, read, index.group)
    rows.relationships = {rel_type: kept for rel_type, typed in rows.relationships.items()
                          if (kept := [r for r in typed if (rel_type, r["from"], r["to"]) not in read.related])}
    written = time.perf_counter()
    await write_uses_into(db, rows, into=[], written=[f.name for f in to_read])
    read.write_seconds += time.perf_counter() - written
    read.uses += len(uses)


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
    """The file's blocks' texts, then its symbols'."""
    symbols = read.symbols[file.name]
    by_id = {s.concept_id: s for s in symbols}
    texts = []
    for block in read.blocks[file.name]:
        owner = by_id.get(block.owner)
        held = owner is not None and owner.kind != "module" and block.start <= owner.name_at[0] <= block.end
        texts.append(_symbol_text(owner) if owner is not None and held else block.text[:EMBEDDED_CHARS])
    return texts + [_symbol_text(s) for s in symbols]


def _symbol_text(symbol: Symbol) -> str:
    return embedding_text({"label": symbol.label, "description": symbol.description, "aliases": []})


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


async def _uses_at(readers: Readers, batch: list[CodeFile], index: _Index, run: ServerRun,
                   beyond: set[str]) -> list[SymbolSite]:
    """The uses written in these files: the server says where each name that a symbol has is defined.
    Not asked: a symbol's own definition, and the names the syntax proves local (a function's own, a
    call's keywords). `beyond` gathers the names defined in a library."""
    asked: list[tuple[CodeFile, Site]] = []
    listed: list[tuple[CodeFile, Site]] = []
    for file in batch:
        written = name_sites(file, index.names)
        local = bound_in_file(file.language, file.text, [(s.line, s.column) for s in written if not s.listed],
                              locals_only=True)
        for site in written:
            if (file.name, site.line, site.column) in index.by_definition or (site.line, site.column) in local:
                continue
            (listed if site.listed else asked).append((file, site))
    answers = await asyncio.gather(*(readers.session_of(f).definition(f.path, types.Position(
        line=s.line - 1, character=utf16_column(f.lines[s.line - 1], s.column))) for f, s in asked),
        return_exceptions=True)
    located = []
    bound: dict[tuple[str, str], Symbol] = {}  # what a name of a file is, where the server said so
    for (file, site), answer in zip(asked, answers, strict=True):
        if isinstance(answer, BaseException):
            if not isinstance(answer, KGError):
                raise answer
            run.failed.append(f"{file.name}:{site.line}: {answer.message}")
            continue
        run.definitions += 1
        for location in answer:
            found = index.sites.locate_definition(location)
            if found is None:
                beyond.add(site.name)
            target = index.by_definition.get(found) if found else None
            if target is None:
                continue
            located.append(SymbolSite(target, file, site.line, site.column))
            bound.setdefault((file.name, site.name), target)
            if (constructor := _constructor(target, file, site, index)) is not None:
                located.append(SymbolSite(constructor, file, site.line, site.column))
    # `__all__ = ["Context"]` re-exports what the module binds as Context (the references of Context
    # list the string too)
    located += [SymbolSite(target, file, site.line, site.column) for file, site in listed
                if (target := bound.get((file.name, site.name))) is not None]
    return located


def _constructor(target: Symbol, file: CodeFile, site: Site, index: _Index) -> Symbol | None:
    """A Python class called (`Editor(...)`) is a use of the `__init__` it defines too, as basedpyright's
    references of that `__init__` count it."""
    if target.kind != "class" or file.language != "python":
        return None
    after = file.lines[site.line - 1][site.column + len(site.name):].lstrip()
    return index.by_qualified_name.get(f"{target.qualified_name}.__init__") if after.startswith("(") else None


def describe_file(file: CodeFile) -> dict[int, Definition]:
    """The file's definitions from its syntax; a language without a syntax reader (Go) has the
    language server's symbols alone."""
    return describe(file.language, file.text) if file.language in LANGUAGES else {}


def _position(file: CodeFile, symbol: Symbol) -> types.Position:
    line, column = symbol.name_at
    return types.Position(line=line - 1, character=utf16_column(file.lines[line - 1], column))


def _rows(batch: Sequence[CodeFile], read: _Read, vectors: dict[str, list[list[float]]], root: Path,
          modules: dict[str, str], uses: list[Use], to_read: Sequence[CodeFile]) -> CodeRows:
    """A batch's rows: its files, paragraphs, symbols (with their vectors), definitions, the uses written
    in them and the relationships from their symbols."""
    rows = CodeRows(documents=document_rows(batch, root, {
        f.name: kept_symbols(read.symbols[f.name], modules[f.name]) for f in batch}))
    for file in batch:
        found, made = read.blocks[file.name], vectors[file.name]
        rows.sources += source_rows(file, found, made[:len(found)])
        rows.symbols += symbol_rows(read.symbols[file.name], made[len(found):])
    rows.instances = [row for f in batch for row in definition_rows(f, read.symbols[f.name], read.blocks[f.name])]
    in_test = {f.name: is_test_path(f.name) for f in batch}
    rows.instances += use_rows(uses, read.blocks, in_test)
    rows.instances = list({row["instance_id"]: row for row in rows.instances}.values())
    members = [s for f in batch for s in read.symbols[f.name] if s.parent is not None]
    rows.relationships = relationship_rows(uses, members, read.blocks)
    return rows


def _use_rows(uses: list[Use], read: _Read, group: Sequence[CodeFile]) -> CodeRows:
    """Rows of uses alone (their quotes and relationships), for uses read after their files were written."""
    in_test = {f.name: is_test_path(f.name) for f in group}
    rows = CodeRows(instances=list({row["instance_id"]: row for row in use_rows(uses, read.blocks, in_test)}.values()))
    rows.relationships = relationship_rows(uses, [], read.blocks)
    return rows
