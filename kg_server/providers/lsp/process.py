"""The server's process tree: its memory, and ending it for sure.

A language server is often more than one process (typescript-language-server starts tsserver, and
tsserver a second one for semantic work), so the session starts the server in a process group of its
own and both measures and ends the whole tree. Memory is read from /proc (Linux); elsewhere it is
None rather than a guess.
"""

from __future__ import annotations

import asyncio
import os
import signal
from collections import deque
from pathlib import Path

PROC = Path("/proc")
STDERR_LINES = 40  # the tail of a server's stderr kept for the message when it dies


def descendants(pid: int) -> list[int]:
    """`pid` and every process below it (children, their children, ...), from /proc; [pid] without /proc."""
    if not PROC.is_dir():
        return [pid]
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # The command name, in parentheses, may hold spaces: the fields after its ')' are fixed.
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, queue = [], deque([pid])
    while queue:
        current = queue.popleft()
        found.append(current)
        queue.extend(children.get(current, ()))
    return found


def tree_rss(pid: int) -> int | None:
    """Resident memory of the process and all its descendants, in bytes; None where /proc is missing."""
    if not (PROC / str(pid) / "status").is_file():
        return None
    total = 0
    for member in descendants(pid):
        try:
            status = (PROC / str(member) / "status").read_text()
        except OSError:
            continue  # ended between the listing and the read
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) * 1024
                break
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
        return (PROC / str(pid) / "stat").read_text().rpartition(")")[2].split()[0] != "Z"
    except (OSError, IndexError):
        return False if PROC.is_dir() else _exists(pid)


def _exists(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


async def reap(process: asyncio.subprocess.Process, *, grace: float) -> int | None:
    """Wait up to `grace` seconds for the server to exit after `exit`; then SIGTERM the group, then
    SIGKILL it. Returns the exit code. Always signals the group at the end, so that children a server
    left behind (a tsserver whose parent exited) go too, and waits until they are gone."""
    tree = descendants(process.pid)
    try:
        await asyncio.wait_for(process.wait(), grace)
    except asyncio.TimeoutError:
        signal_group(process.pid, signal.SIGTERM)
        try:
            await asyncio.wait_for(process.wait(), grace)
        except asyncio.TimeoutError:
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
