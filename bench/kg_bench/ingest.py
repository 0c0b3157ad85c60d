"""`kg bench ingest`: paragraphs/s of `kg ingest` (local extractor) on a folder or a BEIR corpus, next to
its embedding floor: the same texts embedded alone, in the same calls, by the same embedder."""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument

from .common import Log, bench_server, machine
from .cpu import process_cpu
from .quality import graph_quality, quality_lines


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_ingest_bench(settings, path=args.path, limit=args.limit, use_configured=args.use_configured, log=log)


def corpus_folder(path: Path, target: Path, *, limit: int | None) -> Path:
    """A folder to ingest: PATH itself, or a BEIR-style corpus.jsonl ({_id, title, text} per line)
    written out as one Markdown file per record (title as heading), so public retrieval corpora can be
    used as they are."""
    if path.is_dir():
        return path
    if path.suffix != ".jsonl":
        raise InvalidArgument(f"{path}: give a folder of documents or a BEIR-style corpus.jsonl")
    target.mkdir(parents=True, exist_ok=True)
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines):
            if limit is not None and number >= limit:
                break
            record = json.loads(line)
            title = " ".join(str(record.get("title") or "").split())
            body = f"# {title}\n\n{record['text']}\n" if title else f"{record['text']}\n"
            (target / f"{record['_id']}.md").write_text(body, encoding="utf-8")
    return target


class StageClock:
    """Progress that notes when each stage of `kg ingest` begins, to say where the time goes. The stages
    cover the whole call, a little more than the report's own `seconds`: "setup" includes the schema
    check before it, and the last stage the friction refresh after it. With the throwaway Neo4j's pid,
    the CPU each stage took in this process and in Neo4j too."""

    def __init__(self, neo4j_pid: int | None = None) -> None:
        self.neo4j_pid = neo4j_pid
        self.marks: list[tuple[str, float, float, float | None]] = []
        self.stage("setup")

    def start(self, documents: int, paragraphs: int) -> None:
        self.stage("documents")

    def advance(self, document: str, paragraphs: int) -> None:
        pass

    def stage(self, what: str) -> None:
        self.marks.append((what, time.perf_counter(), time.process_time(), process_cpu(self.neo4j_pid)))

    def end(self) -> None:
        self.stage("")

    def seconds(self) -> dict[str, float]:
        return {name: round(mark[1] - began, 1) for (name, began, _, _), mark in zip(self.marks, self.marks[1:])}

    def cpu(self) -> dict[str, dict[str, float | None]]:
        """CPU seconds per stage: this process's and Neo4j's (None when not known)."""
        return {
            name: {"process": round(after[2] - cpu, 1),
                   "neo4j": round(after[3] - neo4j, 1) if neo4j is not None and after[3] is not None else None}
            for (name, _, cpu, neo4j), after in zip(self.marks, self.marks[1:])
        }


# What ingestion embeds on its own threads (see kg_server.ingest.pipeline and local.py): paragraphs and
# candidate phrases. Anything else (a contradiction's claims, embedded in the corpus pass) is not part of
# the floor.
FLOOR_THREADS = {"kg-paragraphs": "paragraphs", "kg-extract": "phrases"}
FLOOR_GOAL = 0.8  # ingest paragraphs/s at least this share of the embedding floor's


class EmbedCalls:
    """Records every `embed` call of an embedder (the texts of each call, in order, by the thread that made
    it), so that exactly the same calls can be replayed alone afterwards: the embedding floor."""

    def __init__(self, embedder: Any) -> None:
        self.embedder = embedder
        self.calls: list[tuple[str, list[str]]] = []
        # per kind: CPU seconds of the calling threads inside the calls, and the calls' wall seconds
        self.cpu_seconds: dict[str, float] = {"paragraphs": 0.0, "phrases": 0.0, "other": 0.0}
        self.wall_seconds: dict[str, float] = {"paragraphs": 0.0, "phrases": 0.0, "other": 0.0}
        self._lock = threading.Lock()
        self._embed = embedder.embed

        def recording(texts: Sequence[str]) -> list[list[float]]:
            kind = FLOOR_THREADS.get(threading.current_thread().name.rsplit("_", 1)[0], "other")
            with self._lock:
                self.calls.append((kind, list(texts)))
            began, clock = time.thread_time(), time.perf_counter()  # ONNX Runtime runs on the calling thread
            try:
                return self._embed(texts)
            finally:
                spent, waited = time.thread_time() - began, time.perf_counter() - clock
                with self._lock:
                    self.cpu_seconds[kind] += spent
                    self.wall_seconds[kind] += waited

        embedder.embed = recording  # an instance attribute: the class's own methods (embed_query) use it too

    def stop(self) -> None:
        del self.embedder.embed

    def floor(self, paragraphs: int) -> dict[str, Any]:
        """The recorded paragraph and phrase calls replayed in order on this thread, nothing else running
        in the process: the seconds ingestion cannot go below with one embedding thread."""
        calls = [(kind, texts) for kind, texts in self.calls if kind in FLOOR_THREADS.values()]
        seconds = {"paragraphs": 0.0, "phrases": 0.0}
        texts_embedded = {"paragraphs": 0, "phrases": 0}
        for kind, texts in calls:
            started = time.perf_counter()
            self._embed(texts)
            seconds[kind] += time.perf_counter() - started
            texts_embedded[kind] += len(texts)
        total = sum(seconds.values())
        return {
            "seconds": round(total, 1),
            "paragraph_seconds": round(seconds["paragraphs"], 1),
            "phrase_seconds": round(seconds["phrases"], 1),
            "paragraphs_embedded": texts_embedded["paragraphs"],
            "phrases_embedded": texts_embedded["phrases"],
            "calls": len(calls),
            "paragraphs_per_second": round(paragraphs / total, 1) if total > 0 else 0.0,
        }


def run_ingest_bench(
    settings: Settings, *, path: Path, limit: int | None = None, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    if not path.exists():
        raise InvalidArgument(f"{path}: no such file or folder")
    with tempfile.TemporaryDirectory(prefix="kg-bench-corpus-") as scratch:
        folder = corpus_folder(path, Path(scratch) / "corpus", limit=limit)
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        with bench_server(settings, use_configured=use_configured, log=log) as (target, server):
            neo4j_pid = server.status().pid if server is not None else None

            async def ingest() -> Any:
                async with KnowledgeGraph(target) as graph:
                    graph.embedder.embed(["warm up"])  # model loading is not ingestion
                    recorded = EmbedCalls(graph.embedder)
                    clock = StageClock(neo4j_pid)
                    try:
                        report = await graph.ingest([folder], extractor="local", progress=clock)
                    finally:
                        recorded.stop()
                    clock.end()
                    return report, clock, await graph.stats(), await graph_quality(graph.db), recorded

            log(f"ingesting {size / 1e6:.1f} MB from {path} into {target.neo4j_uri} (local extractor)")
            report, clock, stats, quality, recorded = asyncio.run(ingest())
    stages, stage_cpu = clock.seconds(), clock.cpu()
    cpu_used = _cpu_used(recorded, stage_cpu)
    # After the throwaway Neo4j has stopped, with the model still loaded: the same calls, timed alone.
    log(f"embedding floor: replaying ingestion's {len(recorded.calls)} embedding calls alone")
    floor = recorded.floor(report.paragraphs)
    speed = report.paragraphs / report.seconds
    share = speed / floor["paragraphs_per_second"] if floor["paragraphs_per_second"] else 0.0
    result = {
        "benchmark": "ingest",
        "path": str(path),
        "megabytes": round(size / 1e6, 2),
        "documents": report.documents_ingested,
        "paragraphs": report.paragraphs,
        "concepts": stats.concepts,
        "quotes": report.quotes,
        "relationships": stats.relationships,
        "seconds": round(report.seconds, 1),
        "paragraphs_per_second": round(report.paragraphs / report.seconds, 1),
        "concepts_per_second": round(stats.concepts / report.seconds, 1),
        "megabytes_per_minute": round(size / 1e6 / report.seconds * 60, 2),
        # the same paragraphs and phrases embedded alone, in the same calls, after the ingest
        "embedding_floor_paragraphs_per_second": floor["paragraphs_per_second"],
        "embedding_floor_seconds": floor["seconds"],
        "embedding_floor": floor,
        "floor_share": round(share, 3),
        "stage_seconds": stages,
        # CPU seconds while `kg ingest` ran: this process (embedding calls, measured on their threads, and
        # everything else) and the throwaway Neo4j (None on a configured server)
        "cpu_seconds": cpu_used,
        "stage_cpu_seconds": stage_cpu,
        # summed over documents; embedding and extraction of the next documents overlap the writes
        "prepare_seconds": round(report.prepare_seconds, 1),
        "write_seconds": round(report.write_seconds, 1),
        "transactions": report.transactions,
        "quality": quality,
        "contradictions": report.contradictions.contradictions if report.contradictions else 0,
        "contradiction_seconds": round(report.contradictions.seconds, 1) if report.contradictions else 0.0,
        "machine": machine(),
    }
    result["summary"] = _summary(result, report, stats, stages, stage_cpu, cpu_used, floor, share, quality)
    return result


def _summary(result: dict[str, Any], report: Any, stats: Any, stages: dict[str, Any], stage_cpu: dict[str, Any],
             cpu_used: dict[str, Any], floor: dict[str, Any], share: float, quality: dict[str, Any]) -> str:
    return (
        f"ingested {result['megabytes']} MB: {report.documents_ingested} documents, {report.paragraphs} paragraphs, "
        f"{stats.concepts} concepts, {report.quotes} quotes in {report.seconds:.1f}s: "
        f"{result['paragraphs_per_second']} paragraphs/s, {result['concepts_per_second']} concepts/s "
        f"(local extractor, embedding included) on {machine()}; the contradiction finder's pass: "
        f"{result['contradictions']} inferred in {result['contradiction_seconds']}s (included)\n"
        f"  stages: {', '.join(f'{name} {seconds}s' for name, seconds in stages.items())}; CPU per stage (this "
        f"process / Neo4j): {_stage_cpu_line(stage_cpu)}"
        f"; per document "
        f"(overlapping): embedding + extraction {result['prepare_seconds']}s, resolution + transactions "
        f"{result['write_seconds']}s ({result['transactions']} transactions)\n"
        f"  CPU: {_cpu_line(cpu_used)}\n"
        f"  embedding floor: {floor['paragraphs_per_second']} paragraphs/s ({floor['seconds']}s: "
        f"{floor['paragraphs_embedded']} paragraphs {floor['paragraph_seconds']}s, {floor['phrases_embedded']} "
        f"phrases {floor['phrase_seconds']}s, embedded alone in the same {floor['calls']} calls); ingest is "
        f"{share:.0%} of it; goal ingest >= {FLOOR_GOAL:.0%} of the embedding floor: "
        f"{'met' if share >= FLOOR_GOAL else 'missed'}\n"
        + "\n".join(quality_lines(quality))
    )


def _cpu_used(recorded: EmbedCalls, stages: dict[str, dict[str, float | None]]) -> dict[str, float | None]:
    embedding = recorded.cpu_seconds
    process = sum(stage["process"] or 0.0 for stage in stages.values())
    neo4j = [stage["neo4j"] for stage in stages.values()]
    return {
        "process": round(process, 1),
        "paragraph_vectors": round(embedding["paragraphs"], 1),
        "paragraph_vectors_wall": round(recorded.wall_seconds["paragraphs"], 1),
        "phrase_vectors": round(embedding["phrases"], 1),
        "phrase_vectors_wall": round(recorded.wall_seconds["phrases"], 1),
        "other_vectors": round(embedding["other"], 1),
        "rest_of_process": round(process - sum(embedding.values()), 1),
        "neo4j": None if None in neo4j else round(sum(n or 0.0 for n in neo4j), 1),
    }


def _cpu_line(used: dict[str, float | None]) -> str:
    neo4j = f"{used['neo4j']}s" if used["neo4j"] is not None else "not measured (configured server)"
    return (f"this process {used['process']}s (paragraph vectors {used['paragraph_vectors']}s in "
            f"{used['paragraph_vectors_wall']}s of calls, phrase vectors {used['phrase_vectors']}s in "
            f"{used['phrase_vectors_wall']}s of calls, other work {used['rest_of_process']}s), Neo4j {neo4j}")


def _stage_cpu_line(stages: dict[str, dict[str, float | None]]) -> str:
    return ", ".join(f"{name} {cpu['process']}s / {cpu['neo4j']}s" for name, cpu in stages.items())
