"""`kg bench embed`: the local embedder's variants side by side (no Neo4j needed).

Per variant (torch: sentence-transformers fp32; onnx-fp32; onnx-int8): the time to load (and, the
first time, to export into the cache), single-query latency as a server sees it (each query embedded
in a worker thread of a running asyncio loop, the query cache bypassed), paragraphs/s at realistic
lengths one at a time and in the ingest pipeline's length-sorted batches, and how close each
variant's vectors are to the reference (torch when installed, else onnx-fp32).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import LocalEmbedder

from .common import Log, machine, percentiles

VARIANTS = {"torch": ("torch", "fp32"), "onnx-fp32": ("onnx", "fp32"), "onnx-int8": ("onnx", "int8")}


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    names = [v.strip() for v in args.variants.split(",") if v.strip()]
    unknown = [v for v in names if v not in VARIANTS]
    if unknown or not names:
        raise InvalidArgument(f"unknown variant(s) {', '.join(unknown) or '(none)'}; use: {', '.join(VARIANTS)}")
    if args.threads is not None:
        from kg_server.providers import local_models

        local_models.THREADS = args.threads  # a measurement knob only: both engines read it when they load
    texts = {"abstracts": _corpus_paragraphs(args.corpus, args.limit), "book": _book_paragraphs(args.book, args.limit)}
    texts = {kind: items for kind, items in texts.items() if items}
    if not texts:
        texts = {"sample": _sample_paragraphs(args.limit)}
    queries = _queries(args.corpus, args.queries)
    results: dict[str, Any] = {}
    reference: dict[str, np.ndarray] = {}
    for name in names:
        backend, variant = VARIANTS[name]
        log(f"{name}: loading")
        results[name] = _measure(settings, backend, variant, texts, queries, log)
        vectors = results[name].pop("_vectors")
        if not reference:
            reference = vectors
            results[name]["cosine_to_reference"] = None
        else:
            results[name]["cosine_to_reference"] = {
                kind: _agreement(reference[kind], vectors[kind]) for kind in texts
            }
    summary = _summary(results, names[0], texts, len(queries), args.threads)
    return {"benchmark": "embed", "reference": names[0], "threads": args.threads or 1, "machine": machine(),
            "texts": {kind: {"count": len(items), "mean_words": _mean_words(items)} for kind, items in texts.items()},
            "queries": len(queries), "variants": results, "summary": summary}


def _measure(settings: Settings, backend: str, variant: str, texts: dict[str, list[str]], queries: list[str],
             log: Log) -> dict[str, Any]:
    from kg_server.ingest import embed_paragraphs

    embedder = LocalEmbedder(settings.embedding_model, backend=backend, variant=variant, cache_dir=settings.cache_dir)
    started = time.perf_counter()
    embedder.embed(["load the model"])
    load_seconds = time.perf_counter() - started
    latencies = asyncio.run(_query_latencies(embedder, queries))
    log(f"  query p50 {percentiles(latencies)['p50']} ms")
    result: dict[str, Any] = {"load_seconds": round(load_seconds, 2), "query_ms": percentiles(latencies)}
    vectors: dict[str, np.ndarray] = {}
    for kind, items in texts.items():
        single, _ = _timed(partial(_one_at_a_time, embedder, items))
        batched, made = _timed(partial(embed_paragraphs, embedder, items))
        vectors[kind] = np.asarray(made)
        result[kind] = {"one_at_a_time_per_s": round(len(items) / single, 1),
                        "sorted_batches_per_s": round(len(items) / batched, 1)}
        log(f"  {kind}: {result[kind]['one_at_a_time_per_s']}/s one at a time, "
            f"{result[kind]['sorted_batches_per_s']}/s in sorted batches")
    result["_vectors"] = vectors
    return result


async def _query_latencies(embedder: LocalEmbedder, queries: list[str]) -> list[float]:
    """As `kg mcp` / `kg serve` embed a query: in a worker thread while the event loop runs."""
    for warm in queries[:10]:
        await asyncio.to_thread(embedder.embed, [warm])
    samples = []
    for query in queries:
        started = time.perf_counter()
        await asyncio.to_thread(embedder.embed, [query])  # embed(), not embed_query(): no cache
        samples.append((time.perf_counter() - started) * 1000)
    return samples


def _one_at_a_time(embedder: LocalEmbedder, texts: list[str]) -> list[Any]:
    return [embedder.embed([text])[0] for text in texts]


def _timed(work: Callable[[], Any]) -> tuple[float, Any]:
    started = time.perf_counter()
    made = work()
    return time.perf_counter() - started, made


def _agreement(reference: np.ndarray, vectors: np.ndarray) -> dict[str, float]:
    cosines = (reference * vectors).sum(axis=1)
    return {"mean": round(float(cosines.mean()), 4), "min": round(float(cosines.min()), 4)}


def _corpus_paragraphs(path: Path | None, limit: int) -> list[str]:
    """Abstracts from a BEIR-style corpus.jsonl, title and text as `kg bench ingest` writes them."""
    if path is None:
        return []
    if not path.is_file():
        raise InvalidArgument(f"{path}: no such corpus.jsonl")
    out: list[str] = []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if len(out) >= limit:
                break
            record = json.loads(line)
            out.append(f"{record.get('title') or ''}\n{record['text']}".strip())
    return out


def _book_paragraphs(path: Path | None, limit: int) -> list[str]:
    """A long text split the way `kg ingest` splits it."""
    from kg_server.text import paragraphs

    if path is None:
        return []
    if not path.is_file():
        raise InvalidArgument(f"{path}: no such file")
    found = [p for p in paragraphs(path.read_text(encoding="utf-8")) if len(p.split()) >= 20]
    return found[:limit]


def _sample_paragraphs(limit: int) -> list[str]:
    from kg_server.text import paragraphs
    from kg_server.transfer.sample import DOCUMENTS_DIR

    found = [p for f in sorted(DOCUMENTS_DIR.rglob("*.md")) for p in paragraphs(f.read_text(encoding="utf-8"))]
    return found[:limit]


def _queries(corpus: Path | None, count: int) -> list[str]:
    """The dataset's own queries when a queries.jsonl lies beside the corpus, otherwise sample phrases."""
    beside = corpus.parent / "queries.jsonl" if corpus is not None else None
    found: list[str] = []
    if beside is not None and beside.is_file():
        with beside.open(encoding="utf-8") as lines:
            found = [json.loads(line)["text"] for line in lines]
    if not found:
        from .synthetic import VOCABULARY

        found = [" ".join(VOCABULARY[i : i + 3]) for i in range(len(VOCABULARY) - 3)]
    distinct = list(dict.fromkeys(found))
    return (distinct * (count // len(distinct) + 1))[:count] if count > len(distinct) else distinct[:count]


def _mean_words(items: list[str]) -> int:
    return round(sum(len(t.split()) for t in items) / max(1, len(items)))


def _summary(results: dict[str, Any], reference: str, texts: dict[str, list[str]], queries: int,
             threads: int | None) -> str:
    lines = [
        f"local embedder variants on {machine()}, {threads or 1} intra-op thread(s); {queries} queries, "
        + ", ".join(f"{len(items)} {kind} paragraphs (~{_mean_words(items)} words)" for kind, items in texts.items())
    ]
    for name, result in results.items():
        q = result["query_ms"]
        parts = [f"  {name:9s} load {result['load_seconds']} s; query p50 {q['p50']} ms, p95 {q['p95']} ms"]
        for kind in texts:
            r = result[kind]
            parts.append(
                f"{kind} {r['one_at_a_time_per_s']}/s one at a time, {r['sorted_batches_per_s']}/s sorted batches"
            )
        agreement = result["cosine_to_reference"]
        if agreement:
            parts.append("cosine to " + reference + " " + ", ".join(
                f"{kind} mean {a['mean']} (min {a['min']})" for kind, a in agreement.items()))
        lines.append("; ".join(parts))
    return "\n".join(lines)
