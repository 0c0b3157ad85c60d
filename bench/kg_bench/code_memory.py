"""The peak resident memory of processes while something runs, sampled: one process on its own (kg's) and
a process tree summed (the language servers under kg, an indexer and its helpers). A sample every
SAMPLE_EVERY seconds misses a peak shorter than that; the kernel's own high-water mark (ru_maxrss) is kept
for one process only, and for a whole run, so sampling is what measures a tree during one stage.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import psutil

from .code_clock import _descendants

SAMPLE_EVERY = 0.2  # seconds


@dataclass
class Peaks:
    own_mb: float | None  # the process on its own
    tree_mb: float | None  # its tree (or its descendants): the sum of their resident memory at one sample
    samples: int

    def as_dict(self) -> dict[str, float | int | None]:
        return {"own_mb": self.own_mb, "tree_mb": self.tree_mb, "samples": self.samples}


class PeakMemory:
    """Samples `own`'s resident memory and the sum over a tree: `tree_of`'s descendants (with `tree_of`
    itself when `with_root`) started since the sampling began (what ran before, a Neo4j this process
    started, is no part of what is measured), the subtree of `exclude` left out."""

    def __init__(self, *, own: int | None = None, tree_of: int | None = None, with_root: bool = False,
                 exclude: int | None = None) -> None:
        self._own, self._tree_of, self._with_root, self._exclude = own, tree_of, with_root, exclude
        self._own_peak = self._tree_peak = 0
        self._since = time.time() - 1.0  # process start times are kept to the clock tick
        self._started: dict[int, float] = {}
        self._samples = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="kg-bench-memory", daemon=True)

    def __enter__(self) -> PeakMemory:
        self._sample()
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()
        self._sample()

    def peaks(self) -> Peaks:
        return Peaks(own_mb=_mb(self._own_peak) if self._own is not None else None,
                     tree_mb=_mb(self._tree_peak) if self._tree_of is not None else None, samples=self._samples)

    def _watch(self) -> None:
        while not self._stop.wait(SAMPLE_EVERY):
            self._sample()

    def _sample(self) -> None:
        if self._own is not None:
            self._own_peak = max(self._own_peak, _rss(self._own))
        if self._tree_of is not None:
            pids = [pid for pid in _descendants(self._tree_of, self._exclude) if self._new(pid)]
            pids += [self._tree_of] if self._with_root else []
            self._tree_peak = max(self._tree_peak, sum(_rss(pid) for pid in pids))
        self._samples += 1


    def _new(self, pid: int) -> bool:
        if pid not in self._started:
            try:
                self._started[pid] = psutil.Process(pid).create_time()
            except psutil.Error:
                return False
        return self._started[pid] >= self._since


def _rss(pid: int) -> int:
    try:
        return int(psutil.Process(pid).memory_info().rss)
    except psutil.Error:
        return 0  # ended between the listing and the reading


def _mb(size: int) -> float:
    return round(size / 2**20, 1)
