"""Where a benchmark's CPU went: cores busy per process (and its children) and for the whole machine."""

from __future__ import annotations

import time

import psutil


class CpuMeter:
    """CPU time used between start() and stop(), in cores busy: by kg serve, by Neo4j, by these
    clients, and by the whole machine (other people's work included)."""

    def __init__(self, pids: dict[str, int | None]) -> None:
        self.pids = {name: pid for name, pid in pids.items() if pid}
        self._start: dict[str, float] = {}

    def _read(self) -> dict[str, float]:
        now = {"wall": time.monotonic()}
        for name, pid in self.pids.items():
            # `kg serve --workers N` does its work in child processes; the others' children are not theirs.
            every = tree(pid) if name == "server" else [pid]
            now[name] = sum(process_cpu(each) or 0.0 for each in every)
        machine = psutil.cpu_times()
        now["machine"] = sum(machine) - machine.idle - getattr(machine, "iowait", 0.0)  # all but idle and iowait
        return now

    def start(self) -> None:
        self._start = self._read()

    def stop(self) -> dict[str, float]:
        end = self._read()
        wall = end["wall"] - self._start["wall"]
        return {f"{name}_cores_busy": round((end[name] - self._start[name]) / wall, 2)
                for name in end if name != "wall"}


def process_cpu(pid: int | None) -> float | None:
    """User + system CPU seconds of one process so far (its children's not included), or None when
    unknown (no such process, or ended since it was listed)."""
    if pid is None:
        return None
    try:
        times = psutil.Process(pid).cpu_times()
    except psutil.Error:
        return None
    return times.user + times.system


def tree(pid: int) -> list[int]:
    """The process and its descendants."""
    try:
        return [pid, *(child.pid for child in psutil.Process(pid).children(recursive=True))]
    except psutil.Error:
        return [pid]


def settle(pid: int | None, *, quiet: float = 0.1, window: float = 2.0, longest: float = 300.0) -> float | None:
    """Wait until a process (Neo4j after a bulk import: index merges, checkpoints, the JIT) has used
    less than `quiet` of a core over `window` seconds, at most `longest` seconds; the seconds waited,
    or None when it never quietened."""
    if not pid:
        return 0.0
    started = time.monotonic()
    while time.monotonic() - started < longest:
        before = process_cpu(pid) or 0.0
        time.sleep(window)
        if ((process_cpu(pid) or 0.0) - before) / window < quiet:
            return round(time.monotonic() - started, 1)
    return None
