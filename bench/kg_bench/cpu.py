"""Where a benchmark's CPU went: cores busy per process (and its children) and for the whole machine, from /proc."""

from __future__ import annotations

import os
import time
from pathlib import Path


class CpuMeter:
    """CPU time used between start() and stop(), in cores busy: by kg serve, by Neo4j, by these
    clients, and by the whole machine (other people's work included) -- from /proc."""

    def __init__(self, pids: dict[str, int | None]) -> None:
        self.pids = {name: pid for name, pid in pids.items() if pid}
        self._start: dict[str, float] = {}

    def _read(self) -> dict[str, float]:
        ticks = os.sysconf("SC_CLK_TCK")
        now = {"wall": time.monotonic()}
        parents = _parents()
        for name, pid in self.pids.items():
            every = _tree(pid, parents) if name == "server" else [pid]  # the others' children are not theirs
            now[name] = sum(_cpu_ticks(each) for each in every) / ticks
        cpu = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
        now["machine"] = (sum(cpu) - cpu[3] - cpu[4]) / ticks  # everything but idle and iowait
        return now

    def start(self) -> None:
        self._start = self._read()

    def stop(self) -> dict[str, float]:
        end = self._read()
        wall = end["wall"] - self._start["wall"]
        return {f"{name}_cores_busy": round((end[name] - self._start[name]) / wall, 2)
                for name in end if name != "wall"}


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def _cpu_ticks(pid: int) -> int:
    try:
        fields = _stat(pid)
    except OSError:  # ended since it was listed
        return 0
    return int(fields[11]) + int(fields[12])  # utime + stime


def _parents() -> dict[int, int]:
    """Every process's parent: `kg serve --workers N` does its work in child processes."""
    found = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                found[int(entry.name)] = int(_stat(int(entry.name))[1])
            except (OSError, IndexError, ValueError):
                continue
    return found


def _tree(pid: int, parents: dict[int, int]) -> list[int]:
    """The process and its descendants."""
    tree, frontier = [pid], [pid]
    while frontier:
        frontier = [child for child, parent in parents.items() if parent in frontier]
        tree += frontier
    return tree


def settle(pid: int | None, *, quiet: float = 0.1, window: float = 2.0, longest: float = 300.0) -> float | None:
    """Wait until a process (Neo4j after a bulk import: index merges, checkpoints, the JIT) has used
    less than `quiet` of a core over `window` seconds, at most `longest` seconds; the seconds waited,
    or None when it never quietened."""
    if not pid:
        return 0.0
    ticks = os.sysconf("SC_CLK_TCK")
    started = time.monotonic()
    while time.monotonic() - started < longest:
        before = _cpu_ticks(pid)
        time.sleep(window)
        if (_cpu_ticks(pid) - before) / ticks / window < quiet:
            return round(time.monotonic() - started, 1)
    return None
