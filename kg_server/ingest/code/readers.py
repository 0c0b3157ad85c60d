"""The language servers one code pass reads with: one or two sessions of a server on a repository, or a
warm one a long-lived process keeps between passes (`WarmReaders`: `kg serve`, `kg mcp`, `kg ingest
--watch`), so that a file saved is read again without starting the server.

A big first read splits the files between two sessions (both cores: a server answers one request at a
time), each opening only its share; a pass that must find the uses of symbols in every file (references)
asks the first session, which opens them all. A session that grows past `max_mb` is started again
between batches and the pass goes on (`restart_if_grown`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types

from kg_server.providers.lsp import LanguageServer, LanguageServerSession, server_for
from kg_server.providers.scip import PythonIndex

from .model import CodeFile

# What the server said of each site of a file, kept by a long-lived process (WarmReaders) for the next
# pass over the file: (a paragraph's text, the line in it from 0, the column) -> the symbols the name is
# (their concept ids), and whether it is defined in a library as well.
SiteAnswers = dict[tuple[str, int, int], tuple[tuple[str, ...], bool]]

log = logging.getLogger(__name__)

PARALLEL_LINES = 20_000  # lines to read from which a second session pays for its start and its memory
IDLE_SECONDS = 1800.0  # a warm session unused this long is closed at the next pass


@dataclass
class _Warm:
    session: LanguageServerSession
    loop: asyncio.AbstractEventLoop
    sent: dict[str, str] = field(default_factory=dict)  # document name -> content hash the server holds
    answers: dict[str, SiteAnswers] = field(default_factory=dict)  # document name -> what its sites are
    used: float = field(default_factory=time.monotonic)


class WarmReaders:
    """Language servers kept running between code passes, one per (server, repository)."""

    def __init__(self, *, idle_seconds: float = IDLE_SECONDS) -> None:
        self.idle_seconds = idle_seconds
        self._warm: dict[tuple[str, Path], _Warm] = {}

    async def session(self, server: LanguageServer, root: Path, files: Sequence[CodeFile], *,
                      cache_dir: Path) -> LanguageServerSession:
        """A ready session on `root` holding every file as it is now: a file changed since the last pass
        is sent as a change, a new one opened; a deleted one starts the server again (a server keeps
        the symbols of a file it was told about)."""
        await self._close_idle()
        key = (server.name, Path(root).resolve())
        warm = self._warm.get(key)
        names = {f.name for f in files}
        if warm is not None and (warm.loop is not asyncio.get_running_loop() or set(warm.sent) - names):
            await self._drop(key)
            warm = None
        if warm is None:
            session = LanguageServerSession(server, root, cache_dir=cache_dir)
            await session.start()
            warm = self._warm[key] = _Warm(session, asyncio.get_running_loop())
        for file in files:
            if warm.sent.get(file.name) == file.content_hash:
                continue
            if warm.session.is_open(file.path):
                warm.session.change(file.path, file.text)
            else:
                warm.session.open([file.path])
            warm.sent[file.name] = file.content_hash
        if files:
            await warm.session.wait_until_ready(files[0].path)
        warm.used = time.monotonic()
        return warm.session

    async def warm_up(self, root: Path, files: Sequence[CodeFile], *, cache_dir: Path) -> None:
        """A session of each server on its files of `root`, started before a pass needs it: a process
        that follows edits reads the first save without starting one (4-5 s on click)."""
        for server, group in by_server(files):
            await self.session(server, root, group, cache_dir=cache_dir)

    def answers(self, server: LanguageServer, root: Path) -> dict[str, SiteAnswers] | None:
        """What the sites of each file were at the last pass of the warm session (kept up to date by the
        pass that reads them)."""
        warm = self._warm.get((server.name, Path(root).resolve()))
        return warm.answers if warm is not None else None

    async def forget(self, server: LanguageServer, root: Path) -> None:
        """Close the session of a pass that failed: the next one starts clean."""
        await self._drop((server.name, Path(root).resolve()))

    async def close(self) -> None:
        for key in list(self._warm):
            await self._drop(key)

    async def _close_idle(self) -> None:
        now = time.monotonic()
        for key, warm in list(self._warm.items()):
            if now - warm.used > self.idle_seconds:
                await self._drop(key)

    async def _drop(self, key: tuple[str, Path]) -> None:
        warm = self._warm.pop(key, None)
        if warm is None:
            return
        if warm.loop is asyncio.get_running_loop():
            await warm.session.close()
        else:  # its loop is gone or another's: end the process without it
            with contextlib.suppress(ProcessLookupError, OSError):
                pid = warm.session.pid
                if pid is not None:
                    os.killpg(pid, signal.SIGKILL)


class Readers:
    """The sessions of one code pass over one server's files: `shares[i]` are the files session i reads."""

    def __init__(self, server: LanguageServer, root: Path, *, cache_dir: Path, warm: WarmReaders | None,
                 max_mb: float) -> None:
        self.server, self.root, self.cache_dir, self.warm, self.max_mb = server, root, cache_dir, warm, max_mb
        self.sessions: list[LanguageServerSession] = []
        self.shares: list[list[CodeFile]] = []
        self.restarts = 0
        self._all: list[CodeFile] = []
        self._everything = False
        self._owned: list[bool] = []  # whether this pass closes the session (a warm one stays)
        self._share_of: dict[str, int] = {}  # document name -> the session reading it (asked per name)
        self.answers: dict[str, SiteAnswers] | None = None  # a warm session's answers of earlier passes
        self.index: PythonIndex | None = None  # answers where names are defined instead of the server
        self.indexed = 0  # the names it answered

    async def start(self, group: Sequence[CodeFile], to_read: Sequence[CodeFile], *, everything: bool,
                    indexed: bool = False) -> None:
        """Sessions for reading `to_read`, of the server's `group`; `everything`: the first session
        opens every file of the group (references are searched in open files). `indexed`: an index
        will answer where names are defined (one session does the rest, the indexer has the other core)."""
        self._all, self._everything = list(group), everything
        few = indexed or sum(len(f.lines) for f in to_read) < PARALLEL_LINES
        if self.warm is not None and few:  # a big read is better done on both cores, then closed
            self.sessions = [await self.warm.session(self.server, self.root, group, cache_dir=self.cache_dir)]
            self.shares, self._owned = [list(to_read)], [False]
            self._share_of = {f.name: 0 for f in to_read}
            self.answers = self.warm.answers(self.server, self.root)
            return
        count = 1 if few else 2
        self.shares = _split(to_read, count)
        self._share_of = {f.name: index for index, share in enumerate(self.shares) for f in share}
        for index, share in enumerate(self.shares):
            opened = group if index == 0 and everything else share
            self.sessions.append(await self._started(opened or group[:1]))
            self._owned.append(True)

    async def restart_if_grown(self, later: Sequence[CodeFile]) -> None:
        """Start again each session whose server grew past `max_mb`, opening the files of its share it
        still reads (of `later`, the files of the pass's next batches)."""
        for index, session in enumerate(self.sessions):
            memory = session.memory() or 0
            if memory / 1e6 <= self.max_mb or not self._owned[index]:
                continue
            remaining = [f for f in later if self._share_of.get(f.name) == index]
            log.info("%s held %.0f MB, over the %.0f MB limit: started again", self.server.name, memory / 1e6,
                     self.max_mb)
            await session.close()
            opened = self._all if index == 0 and self._everything else remaining or self._all[:1]
            self.sessions[index] = await self._started(opened)
            self.restarts += 1

    async def definition(self, file: CodeFile, position: types.Position) -> list[types.Location]:
        """Where the name at `position` of `file` is defined: the index's answer for a file it read, else
        the server's."""
        if self.index is not None and (known := self.index.definition(file.path, position)) is not None:
            self.indexed += 1
            return known
        return await self.session_of(file).definition(file.path, position)

    def indexed_at(self, file: CodeFile, position: types.Position) -> bool:
        """Whether the index says the name at `position` is something defined (a name the syntax
        proves local is asked of it alone)."""
        return self.index is not None and bool(self.index.definition(file.path, position))

    def session_of(self, file: CodeFile) -> LanguageServerSession:
        return self.sessions[self._share_of.get(file.name, 0)]

    def memory(self) -> float:
        return sum(session.memory() or 0 for session in self.sessions)

    async def close(self) -> None:
        for session, owned in zip(self.sessions, self._owned, strict=True):
            if owned:
                await session.close()

    async def _started(self, opened: Sequence[CodeFile]) -> LanguageServerSession:
        session = LanguageServerSession(self.server, self.root, cache_dir=self.cache_dir)
        await session.start()
        try:
            session.open(f.path for f in opened)
            await session.wait_until_ready(opened[0].path)
        except BaseException:
            await session.close()
            raise
        return session


def by_server(files: Sequence[CodeFile]) -> list[tuple[LanguageServer, list[CodeFile]]]:
    """The files each server reads, in their order."""
    grouped: dict[str, tuple[LanguageServer, list[CodeFile]]] = {}
    for file in files:
        server = server_for(file.path)
        if server is not None:
            grouped.setdefault(server.name, (server, []))[1].append(file)
    return list(grouped.values())


def _split(files: Sequence[CodeFile], count: int) -> list[list[CodeFile]]:
    """`count` shares of about the same number of lines, each in the files' order (a folder's files
    together: they import each other, and a server checks what a file imports once)."""
    total = sum(len(f.lines) for f in files)
    shares: list[list[CodeFile]] = [[] for _ in range(count)]
    done = 0
    for file in files:
        index = min(count - 1, done * count // max(total, 1))
        shares[index].append(file)
        done += len(file.lines)
    return shares
