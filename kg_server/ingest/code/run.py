"""The code pass of `kg ingest`: a repository's code files read by their language servers and written
as symbols, definition blocks, quoted uses and relationships (see the package's docstring).

A pass reads the files whose content hash the graph does not hold (changed, new, or left unfinished by
a pass that stopped; all with --force), in four steps:

1. **Symbols.** Every file's symbols: a file read again from its server (documentSymbol) and its syntax,
   an unchanged one from what its document keeps (symbols.kept_symbols). The files to write are marked
   unfinished and their symbols written (writing.begin_files).
2. **Uses in the files read.** Each name of a file that some symbol has is asked where it is defined
   (one request per site, answered from the server's own analysis: the cost grows with the code, where
   asking each symbol's references searched the repository once per symbol). Names that the syntax
   proves local (a function's own names, a call's keywords) are not asked, and a long-lived process asks
   only about the paragraphs an edit changed when nothing they could resolve to did. Meanwhile the
   paragraphs and symbols are embedded with the CPU left idle (vectors.py). Then the files are written in
   batches of about KG_CODE_BATCH_LINES lines, each in one transaction with its content hashes last
   (writing.write_files), with the vectors made by then; the others are owed, made once the graph is
   complete.
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kg_server.contract import progress
from kg_server.providers.lsp import LanguageServer, flatten
from kg_server.store.db import Database
from kg_server.syntax import LANGUAGES, Definition, describe, is_test_path

from .blocks import blocks, line_owners
from .indexing import INDEXED_SERVER, Indexing, indexed_files
from .model import Block, CodeFile, Symbol, Use
from .questions import (
    MEMBER_KINDS,
    SymbolIndex,
    defined_uses,
    keep_related,
    over_library,
    position,
    references,
)
from .readers import Readers, WarmReaders, by_server
from .report import CodeReport, ServerRun
from .symbols import concept_id, file_symbols, kept_symbols, module_names, packages, read_kept_symbols
from .uses import SymbolSite, read_uses, structor_sites
from .vectors import Embed, Vectors, embedded_texts, file_vectors, known_vectors
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

BATCH_LINES = 6_000  # lines of code written per transaction (at least one file): bounded in Neo4j's memory
SERVER_MAX_MB = 2_500.0  # a language server grown past this is started again between batches
INDEX_LINES = 20_000  # lines of Python to read from which scip-python says where names are defined


@dataclass
class _Read:
    """What the servers answered for the files of one ingest."""

    packages: dict[str, str] = field(default_factory=dict)  # Python module name -> its concept id
    kept: dict[str, str | None] = field(default_factory=dict)  # unchanged files' symbols, as their documents keep them
    symbols: dict[str, list[Symbol]] = field(default_factory=dict)
    blocks: dict[str, list[Block]] = field(default_factory=dict)
    owners: dict[str, list[str]] = field(default_factory=dict)
    known_vectors: dict[str, list[float]] = field(default_factory=dict)  # by embedded text, from the graph
    before: dict[str, list[Symbol]] = field(default_factory=dict)  # changed files' symbols as the graph held them
    blocks_before: set[str] = field(default_factory=set)  # and their paragraphs' texts
    embed_seconds: float = 0.0
    write_seconds: float = 0.0
    owed: int = 0  # paragraphs and symbols written without their vector
    uses: int = 0
    symbol_rows: int = 0
    relationships: dict[str, int] = field(default_factory=dict)


@dataclass
class _Plan:
    """Which files a pass reads and writes."""

    changed: set[str]  # read and written again: changed, new, or unfinished by a stopped pass
    deleted: list[str]
    into: set[str]  # changed files whose symbols' uses in the unchanged files are read again (references)


async def ingest_code(db: Database, embed: Embed, root: Path, files: Sequence[CodeFile], *, cache_dir: Path,
                      force: bool = False, stage: Callable[[str], None] = lambda _: None,
                      warm: WarmReaders | None = None, server_max_mb: float = SERVER_MAX_MB,
                      batch_lines: int = BATCH_LINES, index_lines: int = INDEX_LINES,
                      indexing: Indexing | None = None) -> CodeReport:
    """Read the changed code files under `root` with their language servers and write them (the steps
    of the module's docstring). `warm`: servers kept between passes by a long-lived process. `indexing`:
    scip-python started on the repository before (start_indexing); else started here when it pays."""
    began = time.perf_counter()
    report = CodeReport(files=len(files))
    held = await db.read("code_stored_files", {"root": str(root)})
    plan = _plan(files, held, force=force)
    report.files_changed, report.files_deleted = len(plan.changed), len(plan.deleted)
    report.files_unchanged = len(files) - len(plan.changed)
    report.resumed = (await db.read("code_pass_state"))[0]["owed"]
    if not plan.changed and not plan.deleted:
        if report.resumed:  # a pass stopped after its files, before their OVERRIDES
            await finish_files(db, [], every_class=True)
        return report
    if plan.deleted:
        # a file using a deleted file's symbols is read again: its server answers those names otherwise now
        # (an import that broke can make an attribute resolve to one of the file's own functions), as it
        # does in a first ingest of the same files
        using = {row["document"] for row in await db.read("code_dependents", {"root": str(root),
                                                                             "documents": plan.deleted})}
        plan.changed |= using & {f.name for f in files}
        report.files_changed, report.files_unchanged = len(plan.changed), len(files) - len(plan.changed)
        await delete_files(db, plan.deleted)
    modules = module_names(files, packages(files))
    own = indexing is None
    if indexing is None and (indexed := indexed_files(files, plan.changed, index_lines)) is not None:
        indexing = Indexing(root, indexed, modules, cache_dir)
    try:
        await _read_groups(db, embed, root, files, plan, held, modules, report, cache_dir=cache_dir, stage=stage,
                           warm=warm, max_mb=server_max_mb, batch_lines=batch_lines, indexing=indexing)
    finally:
        if own and indexing is not None:
            await indexing.close()
    report.seconds = time.perf_counter() - began
    return report


async def start_indexing(db: Database, root: Path, files: Sequence[CodeFile], *, cache_dir: Path,
                         index_lines: int = INDEX_LINES, force: bool = False) -> Indexing | None:
    """scip-python started on the repository's Python files when its code pass will read at least
    `index_lines` lines of them (an ingest starts it before it writes the prose); the caller closes it."""
    plan = _plan(files, await db.read("code_stored_files", {"root": str(root)}), force=force)
    indexed = indexed_files(files, plan.changed, index_lines)
    return Indexing(root, indexed, module_names(files, packages(files)), cache_dir) if indexed else None


async def _read_groups(db: Database, embed: Embed, root: Path, files: Sequence[CodeFile], plan: _Plan,
                       held: Sequence[dict[str, Any]], modules: dict[str, str], report: CodeReport, *,
                       cache_dir: Path, stage: Callable[[str], None], warm: WarmReaders | None, max_mb: float,
                       batch_lines: int, indexing: Indexing | None) -> None:
    """Steps 1-4 of the module's docstring, server by server."""
    read = _Read(packages={module: concept_id(f.language, module) for f in files
                           if (module := modules[f.name]) and f.language == "python"},
                 kept={row["name"]: row["symbols"] for row in held if row["name"] not in plan.changed})
    read.known_vectors, read.blocks_before = await known_vectors(db, sorted(plan.changed))
    read.before = {row["name"]: symbols for row in held if row["name"] in plan.into and not row["owed"]
                   and (symbols := read_kept_symbols(row["symbols"], modules[row["name"]])) is not None}
    for server, group in by_server(files):
        if plan.changed & {f.name for f in group}:
            stage(f"reading code with {server.name} ({len(group)} files)")
            report.servers.append(await _read_group(
                server, root, group, plan, modules, read, db, embed, cache_dir=cache_dir, stage=stage, warm=warm,
                max_mb=max_mb, batch_lines=batch_lines, indexing=indexing if server.name == INDEXED_SERVER else None))
    await finish_files(db, sorted(plan.changed), every_class=bool(plan.deleted) or report.resumed)
    report.embed_seconds, report.write_seconds = read.embed_seconds, read.write_seconds
    report.vectors_owed = read.owed
    report.symbols, report.uses = read.symbol_rows, read.uses
    report.symbols_changed = sum(_changed_symbols(f, read) for f in files if f.name in plan.changed)
    report.relationships = dict(sorted(read.relationships.items()))


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


async def _read_group(server: LanguageServer, root: Path, group: list[CodeFile], plan: _Plan,
                      modules: dict[str, str], read: _Read, db: Database, embed: Embed, *, cache_dir: Path,
                      stage: Callable[[str], None], warm: WarmReaders | None, max_mb: float,
                      batch_lines: int, indexing: Indexing | None) -> ServerRun:
    """Steps 1-3 of the module's docstring for the files of one server."""
    run = ServerRun(server=server.name, files=len(group))
    began = time.perf_counter()
    to_read = [f for f in group if f.name in plan.changed]
    into = [f for f in group if f.name in plan.into]
    readers = Readers(server, root, cache_dir=cache_dir, warm=warm, max_mb=max_mb)
    try:
        await readers.start(group, to_read, everything=bool(into), indexed=indexing is not None)
        run.sessions = len(readers.sessions)
        run.notes = sorted({session.note for session in readers.sessions if session.note})
        await _symbols(readers, group, modules, read)
        symbols = [s for f in to_read for s in read.symbols[f.name]]
        ahead = symbol_rows(symbols, [None] * len(symbols), owed=False)
        await begin_files(db, pending_rows(to_read, root, plan.into), ahead, keep=[s.concept_id for s in symbols])
        index = SymbolIndex(group, read)
        await _write_batches(readers, to_read, index, read, db, embed, run, root, modules, stage, batch_lines,
                             indexing)
        if into:
            targets = [s for f in into for s in read.symbols[f.name] if _may_be_used_anew(s, f, read)]
            located = [found for found in await references(readers.sessions[0], group, targets, index.sites, run)
                       if found.file.name not in plan.changed]
            uses = read_uses(located, read.owners)
            written = time.perf_counter()
            await write_uses_into(db, _use_rows(uses, read, group), symbols=[s.concept_id for s in targets],
                                  written=sorted(plan.changed))
            read.write_seconds += time.perf_counter() - written
            read.uses += len(uses)
        run.memory_mb = max(run.memory_mb or 0, round(readers.memory() / 1e6, 1)) or None
    except BaseException:
        if warm is not None:
            await warm.forget(server, root)
        raise
    finally:
        run.restarts, run.indexed = readers.restarts, readers.indexed
        run.seconds = round(time.perf_counter() - began, 2)
        await readers.close()
    return run


def _unchanged_blocks(file: CodeFile, read: _Read) -> set[str]:
    """The paragraphs of a changed file whose names are what they were at the last pass: those whose text
    is the same, when the edit changed the bodies of annotated functions alone. Nothing when it changed
    what a name of the file can resolve to: a symbol came, went or was declared otherwise, or module-level
    code, a class's own lines or an unannotated function changed (its inferred type may be used)."""
    before = {s.concept_id: s for s in read.before.get(file.name, [])}
    symbols = read.symbols[file.name]
    if not before or set(before) != {s.concept_id for s in symbols}:
        return set()
    if any(_declared(s) != _declared(before[s.concept_id]) for s in symbols):
        return set()
    by_id = {s.concept_id: s for s in symbols}
    for block in read.blocks[file.name]:
        if block.text in read.blocks_before:
            continue
        owner = by_id.get(block.owner)
        if owner is None or owner.kind not in ("function", "method") or not owner.returns:
            return set()
    return {b.text for b in read.blocks[file.name] if b.text in read.blocks_before}


def _declared(symbol: Symbol) -> tuple[object, ...]:
    return symbol.kind, symbol.signature, symbol.description, symbol.returns, symbol.parameters


def _changed_symbols(file: CodeFile, read: _Read) -> int:
    """How many of a changed file's symbols came, went, or changed their declaration or their own lines
    (all of them when the graph held no symbols of it before)."""
    now = [s for s in read.symbols.get(file.name, []) if s.kind != "module"]
    if file.name not in read.before:
        return len(now)
    gone = {s.concept_id for s in read.before[file.name] if s.kind != "module"} - {s.concept_id for s in now}
    return len(gone) + sum(_may_be_used_anew(s, file, read) for s in now)


def _may_be_used_anew(symbol: Symbol, file: CodeFile, read: _Read) -> bool:
    """Whether the uses other files make of a changed file's symbol may differ from those the graph
    holds: a new symbol, one whose declaration changed (kind, signature, docstring, what it returns), or
    one whose definition's lines changed (an unannotated function's inferred type, an attribute's
    assigned value). The others' uses elsewhere stay as written (their sites are in unchanged files)."""
    if symbol.kind == "module":
        return False
    before = {s.concept_id: s for s in read.before.get(file.name, [])}.get(symbol.concept_id)
    if before is None:
        return True
    if _declared(before) != _declared(symbol):
        return True
    block = next((b for b in read.blocks[file.name] if b.start <= symbol.name_at[0] <= b.end), None)
    return block is None or block.text not in read.blocks_before


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


async def _write_batches(readers: Readers, to_read: list[CodeFile], index: SymbolIndex, read: _Read, db: Database,
                         embed: Embed, run: ServerRun, root: Path, modules: dict[str, str],
                         stage: Callable[[str], None], batch_lines: int,
                         indexing: Indexing | None) -> None:
    """Step 2. The batches' vectors are made in threads from the start, while the servers answer where
    each name of each batch is defined; then the references of the repository's members that a library's
    names resolve to; then each batch is written whole (the server's answers all in: a pass stopped
    midway leaves finished files complete, and its next reads the others exactly as this one would)."""
    batches = _batches(readers, to_read, batch_lines)
    vectors = Vectors(embed, read.known_vectors)
    vectors.start([text for batch in batches for f in batch for text in embedded_texts(f, read)])
    try:
        if indexing is not None:
            readers.index = await indexing.index(run, stage)
        located = await _read_batches(readers, batches, index, read, run, stage)
        stage(f"writing the code graph ({len(to_read):,} files)")
        sited: dict[str, list[SymbolSite]] = {}
        for site in located:
            sited.setdefault(site.file.name, []).append(site)
        began, done, lines = time.perf_counter(), 0, sum(len(f.lines) for f in to_read)
        for batch in batches:
            uses = read_uses([site for f in batch for site in sited.get(f.name, [])], read.owners)
            await _write_batch(db, batch, uses, read, vectors, root, modules)
            run.batches += 1
            done += sum(len(f.lines) for f in batch)
            await _tell(stage, "written", done, lines, time.perf_counter() - began, read, run)
    finally:
        await vectors.stop()
        read.embed_seconds += vectors.seconds


async def _read_batches(readers: Readers, batches: list[list[CodeFile]], index: SymbolIndex, read: _Read,
                        run: ServerRun, stage: Callable[[str], None]) -> list[SymbolSite]:
    """Where each name of each batch is defined, and the references of the members a library's names
    resolve to: tsserver counts the uses of a library's member among the references of the repository's
    members that override it (`error.name` is a reference of HTTPError.name, defined in lib.d.ts as
    Error's), and basedpyright those of an attribute a class of the repository sets on a library's base
    class (click's TextWrapper.initial_indent, set over textwrap's): their definitions point at the
    library."""
    beyond: set[str] = set()  # names whose definition is a library's (TypeScript's lib.dom.d.ts, Python's typeshed)
    located: list[SymbolSite] = []
    began, done, lines = time.perf_counter(), 0, sum(len(f.lines) for batch in batches for f in batch)
    for number, batch in enumerate(batches):
        reusable = {f.name: _unchanged_blocks(f, read) for f in batch} if readers.answers else None
        found, answered = await defined_uses(readers, batch, index, run, beyond, blocks=read.blocks,
                                             kept=readers.answers, reusable=reusable)
        located += found + structor_sites(batch, read.symbols, index.by_id)
        if readers.answers is not None:
            readers.answers.update(answered)
        run.memory_mb = max(run.memory_mb or 0, round(readers.memory() / 1e6, 1)) or None
        await readers.restart_if_grown([f for later in batches[number + 1:] for f in later])
        done += sum(len(f.lines) for f in batch)
        await _tell(stage, "read", done, lines, time.perf_counter() - began, read, run, uses=len(located))
    if readers.index is None:
        related = await over_library(readers.sessions[0], index, [
            s for name in sorted(beyond) for s in index.by_name.get(name, [])
            if s.kind in MEMBER_KINDS or s.language != "python"], run)
    else:  # the members the index says are a library's where they are defined: on click, the same uses
        by_name = {f.name: f for f in index.group}
        related = [s for s in index.by_id.values() if s.kind in MEMBER_KINDS
                   and readers.index.defines_in_library(by_name[s.document].path, position(by_name[s.document], s))]
    if related:
        reading = {f.name for batch in batches for f in batch}
        found = [site for site in await references(readers.sessions[0], index.group, related, index.sites, run)
                 if site.file.name in reading]
        if readers.answers is not None:
            keep_related(readers.answers, found, read.blocks)
        located += found
    # a site a kept answer gave its member, which that member's references found again
    return list({(s.target.concept_id, s.file.name, s.line, s.column): s for s in located}.values())


def _batches(readers: Readers, to_read: list[CodeFile], batch_lines: int) -> list[list[CodeFile]]:
    """Batches of about `batch_lines` lines; with two sessions each batch takes from both shares, so both
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
        if lines >= batch_lines:
            batches.append(current)
            current, lines = [], 0
    if current:
        batches.append(current)
    return batches


async def _tell(stage: Callable[[str], None], what: str, done: int, lines: int, seconds: float, read: _Read,
                run: ServerRun, *, uses: int | None = None) -> None:
    left = seconds / done * (lines - done) if done else 0.0
    eta = f", about {left / 60:.0f} min left" if left >= 90 else (f", about {left:.0f} s left" if left >= 1 else "")
    counts = f"{uses:,} uses found" if uses is not None else f"{read.symbol_rows:,} symbols, {read.uses:,} uses written"
    message = f"code ({run.server}): {done:,} of {lines:,} lines {what}, {counts}{eta}"
    stage(message)
    await progress.report(done, lines, message)


async def _write_batch(db: Database, batch: list[CodeFile], uses: list[Use], read: _Read, vectors: Vectors,
                       root: Path, modules: dict[str, str]) -> None:
    written = time.perf_counter()
    rows = _rows(batch, read, vectors, root, modules, uses)
    await write_files(db, rows, [f.name for f in batch])
    read.write_seconds += time.perf_counter() - written
    read.uses += len(uses)
    read.symbol_rows += len(rows.symbols)
    for rel_type, typed in rows.relationships.items():
        read.relationships[rel_type] = read.relationships.get(rel_type, 0) + len(typed)


def describe_file(file: CodeFile) -> dict[int, Definition]:
    """The file's definitions from its syntax; a language without a syntax reader (Go) has the
    language server's symbols alone."""
    return describe(file.language, file.text) if file.language in LANGUAGES else {}


def _rows(batch: Sequence[CodeFile], read: _Read, vectors: Vectors, root: Path, modules: dict[str, str],
          uses: list[Use]) -> CodeRows:
    """A batch's rows: its files, paragraphs, symbols (with the vectors made so far), definitions, the uses
    written in them and the relationships from their symbols."""
    rows = CodeRows(documents=document_rows(batch, root, {
        f.name: kept_symbols(read.symbols[f.name], modules[f.name]) for f in batch}))
    for file in batch:
        paragraph_vectors, symbol_vectors = file_vectors(file, read, vectors)
        read.owed += sum(v is None for v in paragraph_vectors) + sum(v is None for v in symbol_vectors)
        rows.sources += source_rows(file, read.blocks[file.name], paragraph_vectors)
        rows.symbols += symbol_rows(read.symbols[file.name], symbol_vectors)
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
