"""`kg bench beir PATH`: passage search quality and latency on a BEIR-format dataset.

Each corpus record becomes a document with one paragraph (title and text), embedded with the
configured embedder and loaded into a throwaway Neo4j. Every judged query then goes through
`search_passages` in each mode:
- a timed pass at limit 10 through the service layer, which gives nDCG@10 and the latencies; the
  query-vector cache is bypassed, so each query is embedded as a new user's would be;
- an untimed pass over the same ranking code at depth 100, which gives Recall@100.
`--peer` runs neo4j-graphrag's retrievers over the same indexes with the same embedder, timed in turn
with ours query by query.

`--graph` builds the graph instead: each record becomes a Markdown document (its title as heading)
ingested by `kg ingest` with the offline extractor, concepts and all, and graph mode (`search_passages`
mode "graph") is measured beside the others. Recall@100 of graph mode is over the ranking it makes
(the hybrid candidates and the paragraphs its walk adds).
"""

from __future__ import annotations

import argparse
import asyncio
import re
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.contract.reads import SEARCH_PASSAGES, SearchPassages
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import Embedder, make_embedder
from kg_server.search import passage_depth, rank_passages, walked_passages
from kg_server.service import KnowledgeGraph
from kg_server.store.db import Database
from kg_server.store.schema import (
    apply_schema,
    drop_search_indexes,
    rebuild_search_indexes,
)
from kg_server.transfer.graph import import_bundle

from .beir_data import BeirDataset, bundle_of, load_beir
from .common import Log, bench_database, machine, percentiles
from .metrics import mean_ndcg, mean_recall

TOP = 10
DEEP = 100
WARM_UP_QUERIES = 20
EMBED_BATCH = 256
QUALITY_DIGITS = 4


FLAT_MODES = ("lexical", "semantic", "hybrid")


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    if args.graph and args.peer:
        raise InvalidArgument("--graph and --peer measure different loads (an ingested graph, imported paragraphs); "
                              "run them one at a time")
    return run_beir_bench(settings, path=args.path, peer=args.peer, graph=args.graph,
                          use_configured=args.use_configured, log=log)


class ColdQueries:
    """The configured embedder with its query-vector cache bypassed: every query pays for its embedding."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name = inner.name
        self.variant = inner.variant
        self.batch_invariant = inner.batch_invariant

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return self.inner.embed(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed([text])[0]


def run_beir_bench(
    settings: Settings, *, path: Any, peer: bool = False, graph: bool = False, use_configured: bool = False,
    log: Log, embedder: Embedder | None = None,
) -> dict[str, Any]:
    dataset = load_beir(path)
    cold = ColdQueries(embedder or make_embedder(settings))
    log(f"{dataset.name}: {len(dataset.corpus)} documents, {len(dataset.queries)} judged queries; "
        f"embedder {cold.name} ({cold.variant or 'remote'})")
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        if graph:
            ingest_seconds = asyncio.run(_ingest(target, dataset, cold, log))
        else:
            ingest_seconds = asyncio.run(_load(target, dataset, cold, log))
        modes, peers = asyncio.run(_evaluate(target, dataset, cold, peer=peer, graph=graph, log=log))
    result = {
        "benchmark": "beir",
        "dataset": dataset.name,
        "queries": len(dataset.queries),
        "documents": len(dataset.corpus),
        "embedder": cold.name,
        "embedder_variant": cold.variant,
        "modes": modes,
        "peer": peers,
        "load": "ingested, offline extractor" if graph else "imported paragraphs",
        "ingest_seconds": round(ingest_seconds, 1),
        "machine": machine(),
    }
    result["summary"] = summary(result)
    return result


async def _load(settings: Settings, dataset: BeirDataset, embedder: Embedder, log: Log) -> float:
    started = time.perf_counter()
    texts = [record.paragraph for record in dataset.corpus]
    # Batches of similar length: a batch is padded to its longest text, so sorted batches do less work.
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors: list[list[float]] = [[] for _ in texts]
    for start in range(0, len(order), EMBED_BATCH):
        chosen = order[start:start + EMBED_BATCH]
        for index, vector in zip(chosen, await asyncio.to_thread(embedder.embed, [texts[i] for i in chosen])):
            vectors[index] = vector
        log(f"  embedded {min(start + EMBED_BATCH, len(order))}/{len(texts)} paragraphs")
    db = Database(settings)
    try:
        await db.verify()
        if (await db.read("graph_has_data"))[0]["any"]:
            raise InvalidArgument(f"the benchmark needs an empty database; {settings.neo4j_uri} holds data")
        await apply_schema(db, embedder.name, embedder.dimension, variant=embedder.variant)
        # Search indexes built once over the loaded corpus, as a bulk `kg import` builds them.
        await drop_search_indexes(db)
        await import_bundle(db, bundle_of(dataset, vectors, model=embedder.name, variant=embedder.variant), None)
        await rebuild_search_indexes(db, embedder.name, embedder.dimension, variant=embedder.variant)
    finally:
        await db.close()
    seconds = time.perf_counter() - started
    log(f"  loaded in {seconds:.1f}s (embedding included)")
    return seconds


async def _ingest(settings: Settings, dataset: BeirDataset, embedder: Embedder, log: Log) -> float:
    """The corpus as a user would ingest it: one Markdown document per record, concepts and all."""
    with tempfile.TemporaryDirectory(prefix="kg-bench-beir-") as scratch:
        folder = Path(scratch)
        for record in dataset.corpus:
            text = re.sub(r"\s+", " ", record.text).strip()  # one paragraph, as BEIR scores the record
            heading = f"# {record.title}\n\n" if record.title else ""
            (folder / f"{_file_stem(record.doc_id)}.md").write_text(f"{heading}{text}\n", encoding="utf-8")
        async with KnowledgeGraph(settings, embedder=embedder) as graph:
            embedder.embed(["warm up"])  # model loading is not ingestion
            report = await graph.ingest([folder], extractor="local")
    log(f"  ingested {report.paragraphs} paragraphs in {report.seconds:.1f}s")
    return report.seconds


def _file_stem(doc_id: str) -> str:
    return re.sub(r"[^\w.-]+", "_", doc_id)


Search = Callable[[str], Awaitable[list[str]]]  # query text -> source ids, best first


async def _evaluate(settings: Settings, dataset: BeirDataset, embedder: Embedder, *, peer: bool, graph: bool = False,
                    log: Log) -> tuple[dict[str, Any], dict[str, Any]]:
    """Every system on every query, timed in turns: query by query, each system once, in an order that
    rotates, so a machine whose load changes during the run slows all of them alike."""
    by_source = {record.source_id: record.doc_id for record in dataset.corpus}
    by_file = {f"{_file_stem(record.doc_id)}.md": record.doc_id for record in dataset.corpus}

    def doc_of(key: str) -> str:  # an imported paragraph's id, or an ingested one's ("<file>.md#p<n>")
        return by_source.get(key) or by_file[key.rsplit("#p", 1)[0]]

    def documents(keys: list[str]) -> list[str]:  # a document once, at its best paragraph
        return list(dict.fromkeys(doc_of(key) for key in keys))

    queries = list(dataset.queries.items())
    modes = (*FLAT_MODES, "graph") if graph else FLAT_MODES
    async with KnowledgeGraph(settings, embedder=embedder) as graph_service:
        top_searches: dict[str, Search] = {mode: _ours_top(graph_service, mode) for mode in modes}
        deep_searches: dict[str, Search] = {mode: _ours_deep(graph_service, mode) for mode in modes}
        peers = _peer_searches(settings, embedder) if peer else None
        try:
            if peers is not None:
                top_searches.update({f"peer {name}": search for name, search in peers[0].items()})
                deep_searches.update({f"peer {name}": search for name, search in peers[1].items()})
            for _, text in queries[:WARM_UP_QUERIES]:  # the JVM, the page cache, the model's first call
                for search in top_searches.values():
                    await search(text)
            top: dict[str, dict[str, list[str]]] = {name: {} for name in top_searches}
            timings: dict[str, list[float]] = {name: [] for name in top_searches}
            names = list(top_searches)
            for number, (query_id, text) in enumerate(queries):
                for name in names[number % len(names):] + names[:number % len(names)]:
                    started = time.perf_counter()
                    found = await top_searches[name](text)
                    timings[name].append((time.perf_counter() - started) * 1000)
                    top[name][query_id] = documents(found)
            results = {}
            for name, search in deep_searches.items():
                deep = {query_id: documents(await search(text)) for query_id, text in queries}
                results[name] = _scores(top[name], deep, dataset, timings[name])
                log(f"  {name}: nDCG@10 {results[name]['ndcg@10']}, R@100 {results[name]['recall@100']}, "
                    f"p50 {results[name]['p50_ms']} ms")
        finally:
            if peers is not None:
                peers[2]()
    ours = {name: numbers for name, numbers in results.items() if not name.startswith("peer ")}
    theirs = {name.removeprefix("peer "): numbers for name, numbers in results.items() if name.startswith("peer ")}
    return ours, theirs


def _ours_top(graph: KnowledgeGraph, mode: str) -> Search:
    async def search(text: str) -> list[str]:
        try:
            found = await graph.run(SEARCH_PASSAGES, SearchPassages(query=text, limit=TOP, mode=mode))
        except InvalidArgument:  # an empty or over-long query: nothing found, as a user would see it
            return []
        return [passage.source_id for passage in found.results]

    return search


def _ours_deep(graph: KnowledgeGraph, mode: str) -> Search:
    async def search(text: str) -> list[str]:
        try:  # the same checks as the timed pass: an empty or over-long query finds nothing
            request = SearchPassages(query=text, limit=TOP, mode=mode)
        except InvalidArgument:
            return []
        if mode == "graph":
            walked, _ = await walked_passages(graph.db, graph.embedder, request.query)
            return [fused.key for fused in walked.fused[:DEEP]]
        ranked = await rank_passages(graph.db, graph.embedder, request.query, request.mode, passage_depth(DEEP),
                                     shown=None, warnings=[])
        return [fused.key for fused in ranked.fused[:DEEP]]

    return search


def _peer_searches(
    settings: Settings, embedder: Embedder
) -> tuple[dict[str, Search], dict[str, Search], Callable[[], None]]:
    from .peer import VARIANTS, PeerRetrievers

    peers = PeerRetrievers(settings, embedder)

    def wrapped(name: str, top_k: int) -> Search:
        search = peers.searcher(name)

        async def run(text: str) -> list[str]:
            return search(text, top_k)  # the peer is synchronous: it runs in the loop, as its users call it

        return run

    top = {name: wrapped(name, TOP) for name, _, _ in VARIANTS}
    deep = {name: wrapped(name, DEEP) for name, _, _ in VARIANTS}
    return top, deep, peers.close


def _scores(top: dict[str, list[str]], deep: dict[str, list[str]], dataset: BeirDataset,
            timings: list[float]) -> dict[str, float]:
    spread = percentiles(timings)
    return {
        "ndcg@10": round(mean_ndcg(top, dataset.qrels, TOP), QUALITY_DIGITS),
        "recall@100": round(mean_recall(deep, dataset.qrels, DEEP), QUALITY_DIGITS),
        "p50_ms": spread["p50"],
        "p95_ms": spread["p95"],
        "p99_ms": spread["p99"],
    }


def summary(result: dict[str, Any]) -> str:
    from .peer import DESCRIPTIONS

    lines = [
        f"{result['dataset']}: {result['queries']} queries over {result['documents']} documents, embedder "
        f"{result['embedder']} ({result['embedder_variant'] or 'remote'}), on {result['machine']} (latency at "
        f"top-{TOP}, query embedding included, cache cold)",
        f"  {'system':58s} {'nDCG@10':>8s} {'R@100':>7s} {'p50 ms':>8s} {'p95 ms':>8s} {'p99 ms':>8s}",
    ]

    def row(name: str, numbers: dict[str, float], extra: str = "") -> str:
        return (f"  {name:58s} {numbers['ndcg@10']:8.4f} {numbers['recall@100']:7.4f} {numbers['p50_ms']:8.1f} "
                f"{numbers['p95_ms']:8.1f} {numbers['p99_ms']:8.1f}{extra}")

    for mode in result["modes"]:
        lines.append(row(f"kg_server {mode}", result["modes"][mode]))
    ours = result["modes"]["hybrid"]
    for name, numbers in result["peer"].items():
        ratio = (
            f"   ours hybrid: nDCG x{ours['ndcg@10'] / numbers['ndcg@10']:.3f}, p50 "
            f"x{ours['p50_ms'] / numbers['p50_ms']:.2f}"
            if numbers["ndcg@10"] and numbers["p50_ms"]
            else ""
        )
        lines.append(row(DESCRIPTIONS[name], numbers, ratio))
    lines.append(f"  loaded in {result['ingest_seconds']} s (embedding included)")
    return "\n".join(lines)

