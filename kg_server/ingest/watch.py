"""Live mode: watched folders, and the graph brought up to date after each burst of changes.

A save is seldom one event (an editor writes a temporary file and renames it over the old one, or writes
twice): changes are gathered until QUIET_MS pass without another (at most LONGEST_BURST_MS, so that a
checkout of thousands of files still starts a run), and each burst is one run of `catch_up`, the
service's incremental ingest of the folders it touched. Runs never overlap: what changes while one runs
waits, and makes the next. Only what `kg ingest` reads starts a run: hidden files and folders, what
.gitignore ignores, installed or generated code (kg_server.ingest.ignores), the patterns of --include and
--exclude and files of no kind it reads are left out. Until a run has caught up with a change, the
watcher says the graph is behind (`Behind`), which the servers add to their answers.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path

from watchfiles import Change, awatch

from kg_server.answers.common import plural
from kg_server.answers.stats import Behind, WatchedRun, Watching
from kg_server.errors import InvalidArgument, KGError

from .code import is_code
from .ignores import skipped_folder
from .loaders import in_corpus, kind_of
from .report import IngestOptions, IngestReport

log = logging.getLogger(__name__)

QUIET_MS = 100  # an editor's save (a temporary file renamed over the old) takes a few ms
LONGEST_BURST_MS = 5_000


@dataclass(frozen=True)
class Burst:
    """The changes one run catches up with: the watched folders they touched, the files that changed in
    them, and those gone after the burst (a file, or a folder with its files), each by its name relative
    to its folder (as documents are named) with that folder."""

    roots: list[Path]
    changed: list[str]
    deleted: dict[str, Path] = field(default_factory=dict)


@dataclass(frozen=True)
class CaughtUp:
    """What a run did: the ingest's report, and the documents removed because their files are gone."""

    report: IngestReport
    removed: list[str] = field(default_factory=list)


CatchUp = Callable[[Burst], Awaitable[CaughtUp]]


@dataclass
class _Seen:
    since: datetime
    # Added when first seen: a file added in a burst and gone at its end was a temporary one. (watchfiles
    # gives a burst's changes as a set, so for a file both added and deleted in it the order is unknown.)
    added: bool


class Watcher:
    """Follows `roots` and runs `catch_up` after each burst of changes, one run at a time, until closed.
    With `first_run`, a run over every folder comes first: what changed while nobody watched."""

    def __init__(self, roots: Sequence[Path], catch_up: CatchUp, *, options: IngestOptions | None = None,
                 on_run: Callable[[WatchedRun], None] | None = None, first_run: bool = False) -> None:
        self.roots = [root.expanduser().resolve() for root in roots]
        self.bases: dict[Path, Path] = {}  # each root's folder, that names are relative to
        self.options = options or IngestOptions()
        self.catch_up, self.on_run, self.first_run = catch_up, on_run, first_run
        self.waiting: dict[Path, _Seen] = {}
        self.taken: dict[Path, datetime] = {}  # the changes the run in progress catches up with
        self.running = False
        self.catching_up: datetime | None = None  # since when a run over every folder is owed
        self.runs = 0
        self.last_run: WatchedRun | None = None
        self._changed = asyncio.Event()
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def start(self) -> None:
        for root in self.roots:
            if not root.exists():
                raise InvalidArgument(f"{root}: no such file or folder to watch")
            self.bases[root] = root.parent if root.is_file() else root
        if self.first_run:
            self.catching_up = datetime.now(UTC)
        self._tasks = [asyncio.create_task(self._collect(), name="kg-watch-events"),
                       asyncio.create_task(self._follow(), name="kg-watch-runs")]
        # One turn of the loop runs the collector up to its first wait, by which time the folders are
        # watched: a change made once `start` returns is seen.
        await asyncio.sleep(0)

    async def close(self) -> None:
        self._stop.set()  # the watching thread sees it within QUIET_MS and ends the collector
        if self._tasks:
            self._tasks[-1].cancel()  # a run cut short leaves each document old or new (pipeline.py)
        for result in await asyncio.gather(*self._tasks, return_exceptions=True):
            if isinstance(result, Exception):
                log.error("watching %s failed: %s", ", ".join(map(str, self.roots)), result)

    async def stopped(self) -> None:
        """Wait until the watcher ends: when it is closed, or its watching failed."""
        await asyncio.gather(*self._tasks)

    # --- what a server says ----------------------------------------------------------------------
    def behind(self) -> Behind | None:
        if self.catching_up is not None:
            return Behind(files=None, since=self.catching_up)
        pending = {path: seen.since for path, seen in self.waiting.items()} | self.taken
        return Behind(files=len(pending), since=min(pending.values())) if pending else None

    def state(self) -> Watching:
        return Watching(folders=[str(root) for root in self.roots], behind=self.behind(),
                        running=self.running, runs=self.runs,
                        last_run=self.last_run)

    # --- the two tasks -----------------------------------------------------------------------------
    async def _collect(self) -> None:
        async for changes in awatch(*self.roots, watch_filter=self._counts, debounce=LONGEST_BURST_MS,
                                    step=QUIET_MS, stop_event=self._stop, ignore_permission_denied=True):
            added = {raw for change, raw in changes if change == Change.added}
            for _, raw in changes:
                if (path := Path(raw)) not in self.waiting:
                    self.waiting[path] = _Seen(_changed_at(path), raw in added)
            self._changed.set()

    async def _follow(self) -> None:
        if self.catching_up is not None:
            await self._run(Burst(roots=list(self.roots), changed=[]), {})
        while True:
            await self._changed.wait()
            self._changed.clear()
            taken, self.waiting = self.waiting, {}
            burst = self._burst(taken)
            if burst is not None:
                if self.catching_up is not None:  # the first run failed: this one looks at everything
                    burst = replace(burst, roots=list(self.roots))
                await self._run(burst, {path: seen.since for path, seen in taken.items()})

    async def _run(self, burst: Burst, taken: dict[Path, datetime]) -> None:
        self.taken, self.running = taken, True
        began = time.perf_counter()
        try:
            said = f"{outcome(await self.catch_up(burst))} in {time.perf_counter() - began:.1f} s"
            failed = False
        except KGError as error:
            said, failed = f"failed: {error.message} (tried again at the next change)", True
        except Exception as error:  # a bug: said in the log, and the watcher goes on with the next change
            log.exception("watching %s: a run failed", ", ".join(map(str, self.roots)))
            said, failed = f"failed: {type(error).__name__} inside the server (a bug); its log has the details", True
        finally:
            self.taken, self.running = {}, False
        now = datetime.now(UTC)
        oldest = min(taken.values(), default=self.catching_up or now)
        if failed:  # the changes wait for the next run, which the next change starts
            for path, since in taken.items():
                self.waiting.setdefault(path, _Seen(since, added=False))
        else:
            self.catching_up = None
        self.runs += 1
        self.last_run = WatchedRun(changed=burst.changed, finished=now, seconds=round(time.perf_counter() - began, 3),
                                   lag_seconds=round((now - oldest).total_seconds(), 3), outcome=said, failed=failed)
        if self.on_run is not None:
            self.on_run(self.last_run)

    # --- which changes count ------------------------------------------------------------------------
    def _counts(self, change: Change, raw: str) -> bool:
        """Whether a change may alter what `kg ingest` reads. A deleted path without a suffix may have
        been a folder of documents, and counts."""
        path = Path(raw)
        root = self._root_of(path)
        if root is None:
            return False
        if self.bases[root] != root:  # a file watched on its own
            return path == root
        if not in_corpus(root, path, include=self.options.include, exclude=self.options.exclude):
            return False
        folder = change == Change.deleted and not path.suffix and skipped_folder(path) is None
        return bool(kind_of(path) or is_code(path) or folder)

    def _root_of(self, path: Path) -> Path | None:
        return next((root for root in self.roots if path == root or path.is_relative_to(root)), None)

    def _burst(self, seen: dict[Path, _Seen]) -> Burst | None:
        """The run a burst makes, without the files it made and removed again (an editor's temporary
        files); None when nothing is left."""
        there = {path: path.exists() for path in seen}
        kept = [path for path, change in seen.items() if not change.added or there[path]]
        if not kept:
            return None
        roots = {path: root for path in kept if (root := self._root_of(path)) is not None}  # the filter saw to it
        named = {path: path.relative_to(self.bases[root]).as_posix() for path, root in roots.items()}
        return Burst(roots=[root for root in self.roots if root in roots.values()], changed=sorted(named.values()),
                     deleted={name: self.bases[roots[path]] for path, name in named.items() if not there[path]})


def _changed_at(path: Path) -> datetime:
    """When a file changed: its modification time, as it is seen at the end of a burst (a file moved in
    keeps an older one, and a deleted file has none)."""
    now = time.time()
    try:
        changed = max(path.stat().st_mtime, now - LONGEST_BURST_MS / 1000)
    except OSError:
        changed = now
    return datetime.fromtimestamp(min(changed, now), UTC)


def outcome(caught: CaughtUp) -> str:
    """What a run did, in a few words: '1 file read, 66 symbols, 812 uses'."""
    report = caught.report
    parts = [f"{plural(report.documents_ingested, 'file')} read"] if report.documents_ingested else []
    code = report.code
    if code is not None and code.files_changed:
        parts.append(f"{code.symbols:,} symbols, {code.uses:,} uses")
    if report.paragraphs:
        parts.append(f"{plural(report.paragraphs, 'paragraph')}, {report.concepts_new:,} new concepts")
    gone = len(caught.removed) + (code.files_deleted if code is not None else 0)
    if gone:
        parts.append(f"{plural(gone, 'file')} removed")
    if report.failed:
        parts.append(f"{len(report.failed)} failed ({report.failed[0][0]}: {report.failed[0][1]})")
    return ", ".join(parts) or "nothing to change in the graph"


def vanished(burst: Burst, held: Iterable[str]) -> list[str]:
    """The documents of prose the graph holds (`held`, by name) whose files the burst deleted: a file's
    own, or those under a folder that went. Code files that went are the ingest's to remove (it compares a
    folder's code files with those the graph holds)."""
    names = list(held)
    return sorted({name for gone, base in burst.deleted.items() for name in names
                   if (name == gone or name.startswith(gone + "/")) and not is_code(Path(name))
                   and not (base / name).exists()})
