"""The server's process tree: its memory, and ending it for sure.

A language server is often more than one process (typescript-language-server starts tsserver, and
tsserver a second one for semantic work), so the session starts the server in a process group of its
own and both measures and ends the whole tree (read with psutil, on every system it supports).
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections import deque

import psutil

STDERR_LINES = 40  # the tail of a server's stderr kept for the message when it dies


def descendants(pid: int) -> list[int]:
    """`pid` and every process below it (children, their children, ...); [pid] when it is gone."""
    try:
        return [pid, *(child.pid for child in psutil.Process(pid).children(recursive=True))]
    except psutil.Error:
        return [pid]


def tree_rss(pid: int) -> int | None:
    """Resident memory of the process and all its descendants, in bytes; None when the process is gone
    or not ours to read."""
    try:
        root = psutil.Process(pid)
        total = root.memory_info().rss
        members = root.children(recursive=True)
    except psutil.Error:
        return None
    for member in members:
        try:
            total += member.memory_info().rss
        except psutil.Error:
            continue  # ended between the listing and the read
    return total


def signal_group(pid: int, sig: signal.Signals) -> None:
    """Send `sig` to the process group the server leads (it was started with start_new_session)."""
    try:
        if hasattr(os, "killpg"):
            os.killpg(pid, sig)
        else:  # no process groups (Windows): the server process itself
            os.kill(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def running(pid: int) -> bool:
    """Whether the process exists and is not a zombie (an orphan's zombie stays until PID 1 reaps it,
    which in some containers is never)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False
    except psutil.AccessDenied:
        return True  # someone else's: it exists


async def reap(process: asyncio.subprocess.Process, *, grace: float) -> int | None:
    """Wait up to `grace` seconds for the server to exit after `exit`; then SIGTERM the group, then
    SIGKILL it. Returns the exit code. Always signals the group at the end, so that children a server
    left behind (a tsserver whose parent exited) go too, and waits until they are gone."""
    tree = descendants(process.pid)
    try:
        await asyncio.wait_for(process.wait(), grace)
    except TimeoutError:
        signal_group(process.pid, signal.SIGTERM)
        try:
            await asyncio.wait_for(process.wait(), grace)
        except TimeoutError:
            signal_group(process.pid, signal.SIGKILL)
            await process.wait()
    signal_group(process.pid, signal.SIGKILL)
    for _ in range(int(grace / 0.05)):
        if not any(running(pid) for pid in tree):
            break
        await asyncio.sleep(0.05)
    return process.returncode


async def drain(stream: asyncio.StreamReader | None, tail: deque[str]) -> None:
    """Read the server's stderr to its end, keeping the last lines: a pipe nobody reads fills up and
    blocks the server mid-answer."""
    if stream is None:
        return
    while line := await stream.readline():
        tail.append(line.decode("utf-8", "replace").rstrip())


def stderr_tail() -> deque[str]:
    return deque(maxlen=STDERR_LINES)
