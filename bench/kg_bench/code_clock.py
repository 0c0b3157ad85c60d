"""Where an ingest of a repository spends its time: the stages `kg ingest` announces, each with its wall
seconds, the CPU of this process, of the language servers (this process's descendants, sampled while
they run: a server's helpers, tsserver's two processes, are its children) and of Neo4j, and the
machine's load average when it began (the machine is shared: a wall time means little without it).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

import psutil

from .cpu import process_cpu
from .ingest import EmbedCalls, StageClock

SAMPLE_EVERY = 0.2  # seconds between two readings of the children's CPU
_LISTS_CHILDREN = Path(f"/proc/{os.getpid()}/task/{os.getpid()}/children").exists()  # CONFIG_PROC_CHILDREN


def load_average() -> float:
    return round(os.getloadavg()[0], 2)


class ChildrenCpu:
    """The CPU seconds this process's descendants have used since it started watching: each process's
    last reading counts after it ends (at most SAMPLE_EVERY of its work is missed). `exclude`: a child
    measured on its own (the throwaway Neo4j) and its descendants."""

    def __init__(self, exclude: int | None = None) -> None:
        self._exclude = exclude
        self._seen: dict[int, float] = {}
        self._first: dict[int, float] = {}
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._watch, name="kg-bench-children", daemon=True)

    def start(self) -> None:
        self._read(first=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def total(self) -> float:
        self._read()
        with self._lock:
            return sum(cpu - self._first.get(pid, 0.0) for pid, cpu in self._seen.items())

    def _watch(self) -> None:
        while not self._stop.wait(SAMPLE_EVERY):
            self._read()

    def _read(self, *, first: bool = False) -> None:
        readings = {pid: cpu for pid in _descendants(os.getpid(), self._exclude)
                    if (cpu := process_cpu(pid)) is not None}
        with self._lock:
            for pid, cpu in readings.items():
                if first:
                    self._first[pid] = cpu
                self._seen[pid] = max(cpu, self._seen.get(pid, 0.0))


def _descendants(pid: int, exclude: int | None) -> list[int]:
    found, frontier = [], [pid]
    while frontier:
        frontier = [child for parent in frontier for child in _children(parent) if child != exclude]
        found += frontier
    return found


def _children(pid: int) -> list[int]:
    """A process's children, from the kernel's list of each of its threads' children: psutil's
    `children()` reads every process's stat instead, and doing so five times a second took a fifth of a
    core from what the benchmark measures. psutil's where the kernel keeps no such list."""
    if not _LISTS_CHILDREN:
        try:
            return [child.pid for child in psutil.Process(pid).children()]
        except psutil.Error:
            return []
    children = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            try:
                children += [int(child) for child in (task / "children").read_text().split()]
            except OSError:
                continue  # the thread ended
    except OSError:
        return []
    return children


class CodeClock(StageClock):
    """StageClock (this process's and Neo4j's CPU per stage) with the language servers' CPU and the load
    average at each stage's beginning."""

    def __init__(self, neo4j_pid: int | None = None) -> None:
        self.children = ChildrenCpu(exclude=neo4j_pid)
        self.children.start()
        self.child_marks: list[tuple[float, float]] = []
        super().__init__(neo4j_pid)

    def stage(self, what: str) -> None:
        super().stage(what)
        self.child_marks.append((self.children.total(), load_average()))

    def end(self) -> None:
        super().end()
        self.children.stop()

    def per_stage(self) -> dict[str, dict[str, Any]]:
        """Each stage: wall seconds, CPU seconds of this process, of the servers and of Neo4j, load average."""
        cpu = self.cpu()
        stages = {}
        for (name, began, _, _), after, (children, load), (children_after, _) in zip(
                self.marks, self.marks[1:], self.child_marks, self.child_marks[1:]):
            stages[name] = {"seconds": round(after[1] - began, 1), "cpu_process": cpu[name]["process"],
                            "cpu_servers": round(children_after - children, 1), "cpu_neo4j": cpu[name]["neo4j"],
                            "load_average": load}
        return stages


async def timed_ingest(graph: Any, root: Path, clock: CodeClock) -> dict[str, Any]:
    """`kg ingest root` (local extractor), and where its time went."""
    recorded = EmbedCalls(graph.embedder)
    try:
        report = await graph.ingest([root], extractor="local", progress=clock)
    finally:
        recorded.stop()
        clock.end()
    stages = clock.per_stage()
    code = report.code
    # the graph is complete (every symbol, use and relationship; search by name and words) before the
    # vectors of code it was written without are made, last
    owed = next((at for at, name in enumerate(stages) if name.startswith("the graph is complete")), len(stages))
    graph_seconds = round(sum(s["seconds"] for s in list(stages.values())[:owed]), 1)
    communities = report.communities.seconds if report.communities else 0.0
    breakdown = {
        "language servers": round(sum(s.seconds for s in code.servers), 1) if code else 0.0,
        "code embedding": round(code.embed_seconds, 1) if code else 0.0,
        "code writes (Neo4j)": round(code.write_seconds, 1) if code else 0.0,
        "prose documents (embedding, extraction, writes)": stages.get("documents", {}).get("seconds", 0.0),
        "prose linked to code": stages.get("linking prose and code", {}).get("seconds", 0.0),
        "corpus passes": round(
            sum(s["seconds"] for n, s in stages.items() if n in ("linking concepts", "contradictions")), 1
        ),
        "communities": round(communities, 1),
    }
    return {
        "seconds": round(sum(s["seconds"] for s in stages.values()), 1), "pipeline_seconds": round(report.seconds, 1),
        "graph_seconds": graph_seconds, "vectors_after_graph": code.vectors_late if code else 0,
        "load_average": [stages[next(iter(stages))]["load_average"], load_average()] if stages else [],
        "cpu_seconds": {part: round(sum((s[f"cpu_{part}"] or 0.0) for s in stages.values()), 1)
                        for part in ("process", "servers", "neo4j")},
        "embedding_cpu_seconds": {kind: round(seconds, 1) for kind, seconds in recorded.cpu_seconds.items()},
        "breakdown": breakdown, "stages": stages,
        "files": code.files if code else 0, "files_read": code.files_changed if code else 0,
        "documents": report.documents_ingested, "paragraphs": report.paragraphs,
        "symbols": code.symbols if code else 0, "uses": code.uses if code else 0,
        "relationships": code.relationships if code else {},
        "servers": [{"server": s.server, "seconds": s.seconds, "memory_mb": s.memory_mb, "references": s.references,
                     "definitions": s.definitions, "failed": len(s.failed)} for s in code.servers] if code else [],
    }
