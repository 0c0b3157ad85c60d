"""Type checkers kept warm: the language server of one language running on a scratch copy of one
repository, asked what an edit breaks without the edit ever reaching a disk.

    compilers = WarmCompilers(settings)                    # one per process (KnowledgeGraph.compilers)
    compiler = await compilers.get("python", repository)    # started on first use, then kept
    errors = await compiler.check("src/app.py", before, after, affected=["src/cli.py", "tests/test_app.py"])
    await compilers.close()

`check` opens the edited file and the files the change can reach, asks the server for their errors
(once per state of the repository: each edit is taken back, so they hold until a file changes), sends
the edit as an unsaved change (`didChange`), asks again, and sends the text back; the errors the edit
added are `new_errors` (providers/checkers.py), in the lines of the file before the edit. With a
`budget`, the files are asked in their order, a few at a time, until it is spent (the edited file
always): a change of a module most of a 150k-line package imports reaches a hundred files, 15-30 s of
the server's checking, and the answer is worth more in seconds with the files it left said.

The server runs on a scratch copy configured as the checker of `kg bench impact` is (checkers.checker:
basedpyright in standard mode, a tsconfig checking every TypeScript file), so that the warm check and
the benchmark's gold are the same checker. Before each check the copy catches up with the repository
(files changed since are copied and sent to the server; a file removed restarts the server), so a
warm compiler follows edits without being restarted.

A process keeps at most MAX_WARM compilers (the least recently used is closed first) and closes one
idle for IDLE_SECONDS when the next check comes. A compiler belongs to the event loop that started it:
asked from another loop (a new `asyncio.run`), it is ended and started again.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import tempfile
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types

from kg_server.config import Settings
from kg_server.providers.checkers import (
    CHECKER_NAMES,
    NOT_COPIED,
    NOT_COPIED_AT_ROOT,
    Diagnostic,
    checker,
    new_errors,
    scratch_copy,
)
from kg_server.providers.lsp import BASEDPYRIGHT, TYPESCRIPT, LanguageServerSession, python_index
from kg_server.providers.lsp.process import descendants
from kg_server.providers.lsp.servers import SERVERS as EVERY_SERVER

MAX_WARM = 2  # language servers kept at once: basedpyright held 1.25 GB on mypy's 148k lines
IDLE_SECONDS = 1800.0  # a compiler unused this long is closed at the next check
SERVERS = {"python": BASEDPYRIGHT, "typescript": TYPESCRIPT}
# The languages a warm compiler serves: gopls is not asked for diagnostics here, so Go is checked on a
# scratch copy by the Go toolchain (checkers.py) instead.
WARM_LANGUAGES = tuple(SERVERS)

Snapshot = dict[str, tuple[int, int]]  # path -> (mtime in ns, size) of each file of the repository
# Files asked at once within a budget: the server answers them one after another, so a few in flight keep
# it busy while a round that runs past the budget costs at most a few files' checking.
ROUND = 4


@dataclass
class ServerCheck:
    """What a warm check found: the errors the edit added, and the files it checked and those the budget
    left (in the order they were given)."""

    errors: list[Diagnostic]
    checked: list[str]
    unchecked: list[str] = field(default_factory=list)


def files_naming(root: Path, name: str, language: str, limit: int) -> list[str]:
    """The files of `language` under `root` (as the scratch copy takes them) whose text names `name` as a
    word, at most `limit`, in path order."""
    server = next((s for s in EVERY_SERVER if language in s.languages), None)  # C's too: its headers
    if server is None or not name:
        return []
    word = re.compile(rf"(?<![\w$]){re.escape(name)}(?![\w$])".encode())
    found = []
    for path in sorted(snapshot(root)):
        if server.language_id(Path(path)) and not path.endswith(".d.ts"):
            with contextlib.suppress(OSError):
                if word.search((root / path).read_bytes()):
                    found.append(path)
                    if len(found) >= limit:
                        break
    return found


def snapshot(root: Path) -> Snapshot:
    """The repository's files as the scratch copy takes them (what checkers.scratch_copy leaves out aside)."""
    found: Snapshot = {}
    for folder, folders, files in os.walk(root):
        at_root = Path(folder) == root
        folders[:] = sorted(f for f in folders if f not in NOT_COPIED and not (at_root and f in NOT_COPIED_AT_ROOT))
        for file in files:
            path = Path(folder) / file
            with contextlib.suppress(OSError):
                stat = path.stat()
                found[path.relative_to(root).as_posix()] = (stat.st_mtime_ns, stat.st_size)
    return found


class WarmCompiler:
    """One language server on a scratch copy of one repository (see the module's docstring)."""

    def __init__(self, language: str, root: Path, settings: Settings) -> None:
        self.language, self.root, self.settings = language, root.resolve(), settings
        self.server = SERVERS[language]
        self.loop: asyncio.AbstractEventLoop | None = None
        self.session: LanguageServerSession | None = None
        self.note = ""  # how the checker is configured
        self.started_in = 0.0
        self.used = time.monotonic()
        self.checks = 0
        self._scratch: tempfile.TemporaryDirectory[str] | None = None
        self._copy = Path()
        self._seen: Snapshot = {}
        # Each file's errors with the repository as it is: an edit is always taken back, so they hold
        # until the repository changes, and the next check pulls only the files not asked before.
        self._baseline: dict[str, list[Diagnostic]] = {}
        self._lock = asyncio.Lock()

    @property
    def name(self) -> str:
        return CHECKER_NAMES[self.language]

    async def start(self) -> None:
        began = time.perf_counter()
        self.loop = asyncio.get_running_loop()
        self._scratch = tempfile.TemporaryDirectory(prefix="kg-warm-check-")
        self._seen = await asyncio.to_thread(snapshot, self.root)
        self._copy = await asyncio.to_thread(scratch_copy, self.root, Path(self._scratch.name) / "repository")
        self.note = checker(self.language, self._copy, self.root, self.settings.cache_dir).note
        self._baseline.clear()
        self.session = LanguageServerSession(self.server, self._copy, cache_dir=self.settings.cache_dir)
        try:
            await self.session.start()
        except BaseException:
            await self.close()
            raise
        self.started_in = time.perf_counter() - began

    async def close(self) -> None:
        session, self.session = self.session, None
        if session is not None:
            await session.close()
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None

    def kill(self) -> None:
        """End the server's processes without its event loop (it is gone, or not the running one)."""
        pid = self.session.pid if self.session else None
        for member in reversed(descendants(pid) if pid else []):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(member, signal.SIGKILL)
        self.session = None
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None

    @property
    def alive(self) -> bool:
        session = self.session
        return session is not None and session.pid is not None

    async def check(self, document: str, before: str, after: str, affected: Iterable[str], *,
                    budget: float | None = None) -> ServerCheck:
        """The errors the edit of `document` (its text `before` -> `after`) adds in it and in `affected`,
        asked in that order; with a `budget` (seconds), the files it leaves unasked are said instead: half
        of it for the errors before the edit of files not asked before, the rest for those after."""
        async with self._lock:
            self.used = time.monotonic()
            session = await self._catch_up()
            files = [document, *dict.fromkeys(f for f in affected if f != document)]
            files = [f for f in files if self.server.language_id(Path(f)) and (self._copy / f).is_file()]
            if self.checks == 0:
                session.open([self._copy / document])
                await session.wait_until_ready(self._copy / document)
            began = time.monotonic()
            # A server's first check loads the whole program: its time says nothing of the files', so the
            # first question (which pays the start anyway) checks them all.
            limited = budget if budget and self.checks else None
            deadline = (lambda share: began + limited * share) if limited else (lambda share: float("inf"))

            async def baseline(chosen: list[str]) -> None:
                for file, found in zip(chosen, await self._errors(session, chosen)):
                    self._baseline[file] = found

            ready = await self._asked(files, lambda f: f in self._baseline, baseline, deadline(0.5))
            session.change(self._copy / document, after)
            edited: list[Diagnostic] = []
            try:
                async def after_edit(chosen: list[str]) -> None:
                    for found in await self._errors(session, chosen, edited={document: after}):
                        edited.extend(found)

                checked = await self._asked(ready, lambda f: False, after_edit, deadline(1.0))
            finally:
                session.change(self._copy / document, before)  # sent even when the check was cancelled
            self.checks += 1
            base = [error for file in checked for error in self._baseline[file]]
            return ServerCheck(new_errors(base, edited, {document: (before, after)}), checked,
                               [f for f in files if f not in checked])

    async def _asked(self, files: list[str], known: Callable[[str], bool],
                     ask: Callable[[list[str]], Awaitable[None]], deadline: float) -> list[str]:
        """`files` in order, each `known` already (free) or asked: the first alone (always), then up to
        ROUND at a time while the time left holds them at the pace of the files asked so far. Returns the
        files known or asked."""
        assert self.session is not None
        done: list[str] = []
        waiting = list(files)
        asked, spent = 0, 0.0
        while waiting:
            if known(waiting[0]):
                done.append(waiting.pop(0))
                continue
            if deadline == float("inf"):
                count = len(waiting)
            elif not done:
                count = 1
            else:
                left = deadline - time.monotonic()
                count = min(ROUND, int(left / (spent / asked))) if asked and spent > 0 else ROUND * (left > 0)
                if count <= 0:
                    break
            chosen, waiting = waiting[:count], waiting[count:]
            unknown = [f for f in chosen if not known(f)]
            self.session.open(self._copy / f for f in unknown)
            began = time.monotonic()
            await ask(unknown)
            asked, spent = asked + len(unknown), spent + time.monotonic() - began
            done += chosen
        return done

    async def _errors(self, session: LanguageServerSession, files: list[str],
                      edited: dict[str, str] | None = None) -> list[list[Diagnostic]]:
        """The errors the server reports in each of `files` (in their edited texts' lines where `edited` has
        them)."""
        answers = await asyncio.gather(*(session.diagnostics(self._copy / f) for f in files))
        per_file = []
        for file, answer in zip(files, answers):
            found = []
            lines: list[str] | None = None
            for item in answer:
                if item.severity != types.DiagnosticSeverity.Error:
                    continue
                if lines is None:
                    text = (edited or {}).get(file)
                    if text is None:
                        text = (self._copy / file).read_text(encoding="utf-8", errors="replace")
                    lines = text.split("\n")
                line = item.range.start.line
                column = python_index(lines[line] if line < len(lines) else "", item.range.start.character)
                found.append(Diagnostic(file, line + 1, column, str(item.code or "error"), item.message))
            per_file.append(found)
        return per_file

    async def _catch_up(self) -> LanguageServerSession:
        """Bring the copy (and the server) up to the repository's files as they are now."""
        if self.session is None:
            raise RuntimeError(f"the {self.server.name} session on {self.root} is closed")
        now = await asyncio.to_thread(snapshot, self.root)
        if now != self._seen and set(self._seen) - set(now):
            # A file removed: the servers learn of it only from a watcher of their own; start afresh.
            await self.close()
            await self.start()
            self.checks = 0
        session = self.session
        assert session is not None
        if now == self._seen:
            return session
        self._baseline.clear()  # any file's errors may follow from the one that changed
        for path in [p for p, seen in now.items() if self._seen.get(p) != seen]:
            (self._copy / path).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(self.root / path, self._copy / path)
            if session.is_open(self._copy / path):
                session.change(self._copy / path, (self._copy / path).read_bytes().decode("utf-8", "replace"))
            else:
                session.open([self._copy / path])  # an open file's text is what the server reads
        self._seen = now
        return session


class WarmCompilers:
    """The warm compilers of a process, by language and repository."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._warm: dict[tuple[str, Path], WarmCompiler] = {}
        self._starting: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None

    def warm(self, language: str, root: Path) -> bool:
        compiler = self._warm.get((language, root.resolve()))
        return compiler is not None and compiler.alive and compiler.loop is asyncio.get_running_loop()

    async def get(self, language: str, root: Path) -> WarmCompiler:
        """The running compiler of `language` on `root`, started (cold) when there is none."""
        key = (language, root.resolve())
        loop = asyncio.get_running_loop()
        if self._starting is None or self._starting[0] is not loop:
            self._starting = (loop, asyncio.Lock())  # a lock serves the loop it was first used in
        async with self._starting[1]:
            await self._retire(loop, keep=key)
            compiler = self._warm.get(key)
            if compiler is not None and compiler.alive:
                return compiler
            compiler = WarmCompiler(language, root, self.settings)
            await compiler.start()
            self._warm[key] = compiler
            return compiler

    async def _retire(self, loop: asyncio.AbstractEventLoop, keep: tuple[str, Path]) -> None:
        """End compilers of another loop, idle ones, dead ones, and the least used beyond MAX_WARM."""
        now = time.monotonic()
        for key, compiler in list(self._warm.items()):
            if compiler.loop is not loop:
                compiler.kill()
            elif (key != keep and now - compiler.used > IDLE_SECONDS) or not compiler.alive:
                await compiler.close()
            else:
                continue
            del self._warm[key]
        others = sorted((c.used, k) for k, c in self._warm.items() if k != keep)
        while others and len(self._warm) + (keep not in self._warm) > MAX_WARM:
            _, key = others.pop(0)
            await self._warm.pop(key).close()

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        for compiler in self._warm.values():
            if compiler.loop is loop:
                await compiler.close()
            else:
                compiler.kill()
        self._warm.clear()
