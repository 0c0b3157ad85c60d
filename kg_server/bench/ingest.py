"""`kg bench ingest`: paragraphs/s of `kg ingest` (local extractor) on a folder or a BEIR corpus."""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument

from .common import Log, bench_database, machine
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
    check before it, and the last stage the friction refresh after it."""

    def __init__(self) -> None:
        self.marks: list[tuple[str, float]] = [("setup", time.perf_counter())]

    def start(self, documents: int, paragraphs: int) -> None:
        self.marks.append(("documents", time.perf_counter()))

    def advance(self, document: str, paragraphs: int) -> None:
        pass

    def stage(self, what: str) -> None:
        self.marks.append((what, time.perf_counter()))

    def seconds(self, ended: float) -> dict[str, float]:
        ends = [at for _, at in self.marks[1:]] + [ended]
        return {name: round(end - began, 1) for (name, began), end in zip(self.marks, ends)}


def run_ingest_bench(
    settings: Settings, *, path: Path, limit: int | None = None, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    from kg_server.service import KnowledgeGraph

    if not path.exists():
        raise InvalidArgument(f"{path}: no such file or folder")
    with tempfile.TemporaryDirectory(prefix="kg-bench-corpus-") as scratch:
        folder = corpus_folder(path, Path(scratch) / "corpus", limit=limit)
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        with bench_database(settings, use_configured=use_configured, log=log) as target:

            async def ingest() -> Any:
                async with KnowledgeGraph(target) as graph:
                    graph.embedder.embed(["warm up"])  # model loading is not ingestion
                    clock = StageClock()
                    report = await graph.ingest([folder], extractor="local", progress=clock)
                    stages = clock.seconds(time.perf_counter())
                    return report, stages, await graph.stats(), await graph_quality(graph.db)

            log(f"ingesting {size / 1e6:.1f} MB from {path} into {target.neo4j_uri} (local extractor)")
            report, stages, stats, quality = asyncio.run(ingest())
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
        "stage_seconds": stages,
        # summed over documents; embedding and extraction of the next documents overlap the writes
        "prepare_seconds": round(report.prepare_seconds, 1),
        "write_seconds": round(report.write_seconds, 1),
        "quality": quality,
        "contradictions": report.contradictions.contradictions if report.contradictions else 0,
        "contradiction_seconds": round(report.contradictions.seconds, 1) if report.contradictions else 0.0,
        "machine": machine(),
    }
    result["summary"] = (
        f"ingested {result['megabytes']} MB: {report.documents_ingested} documents, {report.paragraphs} paragraphs, "
        f"{stats.concepts} concepts, {report.quotes} quotes in {report.seconds:.1f}s: "
        f"{result['paragraphs_per_second']} paragraphs/s, {result['concepts_per_second']} concepts/s "
        f"(local extractor, embedding included) on {machine()}; the contradiction finder's pass: "
        f"{result['contradictions']} inferred in {result['contradiction_seconds']}s (included)\n"
        f"  stages: {', '.join(f'{name} {seconds}s' for name, seconds in stages.items())}; per document "
        f"(overlapping): embedding + extraction {result['prepare_seconds']}s, resolution + transactions "
        f"{result['write_seconds']}s\n"
        + "\n".join(quality_lines(quality))
    )
    return result
