"""`kg bench scale --concepts N`: the service at scale, measured the way agents and people use it.

A synthetic graph of a realistic shape (bench/scale_graph.py) is written into a throwaway Neo4j through
the import Cypher, the search indexes are built once, then a real `kg serve` is measured:
- `search_concepts` (hybrid, limit 10, distinct queries so the query-vector cache never helps) over MCP
  streamable HTTP, from 1 client and from 16 concurrent clients, each with its own MCP session;
- `find_connections` (up to 5 hops) and `find_related_concepts` (depth 2 and 3) from random concepts;
- `GET /api/viz/{session}` of a session of 1,500 nodes;
- the resident memory of `kg serve` and of Neo4j afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import Embedder, make_embedder
from kg_server.store.db import Database
from kg_server.store.schema import (
    apply_schema,
    drop_search_indexes,
    rebuild_search_indexes,
)

from .common import (
    Log,
    bench_server,
    machine,
    percentiles,
    resident_mb,
    serve,
    timed_gets,
)
from .scale_graph import FakeVectors, RealVectors, ScaleGraph, word_list, write_graph

FAKE_VECTORS_FROM = 1_000_000
# Calls per measurement of paths, related concepts and the viewer (and warm-up searches); fewer when
# --queries asks for fewer searches, so a small run stays small.
TOOL_CALLS = 50
VIZ_REQUESTS = 30
WARM_UP = 20
GOALS = "hybrid search_concepts p50 <= 40 ms and p95 <= 100 ms, find_connections p95 <= 200 ms"


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_scale_bench(settings, concepts=args.concepts, fake_vectors=args.fake_vectors, clients=args.clients,
                           queries=args.queries, use_configured=args.use_configured, log=log)


def run_scale_bench(settings: Settings, *, concepts: int, fake_vectors: bool, clients: int = 16, queries: int = 200,
                    use_configured: bool = False, log: Log) -> dict[str, Any]:
    if concepts >= FAKE_VECTORS_FROM and not fake_vectors:
        raise InvalidArgument(f"embedding {concepts:,} concepts would take hours on a small machine; "
                              "add --fake-vectors (vectors made from the embeddings of the label words)")
    embedder = make_embedder(settings)
    graph = ScaleGraph(concepts, word_list())
    relationships = graph.relationships()
    total_relationships = sum(len(pairs) for pairs in relationships.values())
    log(f"a graph of {concepts:,} concepts, {graph.sources:,} paragraphs in {graph.documents:,} documents, "
        f"{total_relationships:,} relationships (power-law degrees); {'fake' if fake_vectors else 'real'} vectors")
    started = time.perf_counter()
    vectors = FakeVectors(graph, embedder, log) if fake_vectors else RealVectors(graph, embedder, log)
    embedding_seconds = time.perf_counter() - started
    with bench_server(settings, use_configured=use_configured, log=log) as (target, neo4j):
        load = asyncio.run(_load(target, graph, vectors, relationships, embedder, log))
        process, base = serve(target)
        try:
            timings = asyncio.run(_measure(base, graph, relationships, clients=clients, queries=queries, log=log))
            memory = {
                "kg_serve_mb": resident_mb(process.pid),
                "neo4j_mb": resident_mb(neo4j.status().pid if neo4j else None),
            }
        finally:
            process.terminate()
            process.wait(timeout=30)
    result = {
        "benchmark": "scale",
        "concepts": concepts,
        "paragraphs": graph.sources,
        "documents": graph.documents,
        "relationships": total_relationships,
        "vectors": "fake" if fake_vectors else f"real ({embedder.name})",
        "embedding_seconds": round(embedding_seconds, 1),
        **load,
        **timings,
        "resident_memory": memory,
        "heap": target.neo4j_heap,
        "pagecache": target.neo4j_pagecache,
        "machine": machine(),
    }
    result["summary"] = summary(result)
    return result


async def _load(settings: Settings, graph: ScaleGraph, vectors: Any, relationships: Any, embedder: Embedder,
                log: Log) -> dict[str, Any]:
    model, dimension, variant = embedder.name, embedder.dimension, embedder.variant
    db = Database(settings)
    try:
        await db.verify()
        if (await db.read("graph_has_data"))[0]["any"]:
            raise InvalidArgument(f"the benchmark needs an empty database; {settings.neo4j_uri} holds data")
        await apply_schema(db, model, dimension, variant=variant)
        await drop_search_indexes(db)  # built once after the load, as a bulk `kg import` does
        started = time.perf_counter()
        seconds = await write_graph(db, graph, vectors, relationships, log)
        written = time.perf_counter() - started
        log("  building the search indexes")
        started = time.perf_counter()
        await rebuild_search_indexes(db, model, dimension, variant=variant)
        index_seconds = time.perf_counter() - started
    finally:
        await db.close()
    relationships_count = sum(len(pairs) for pairs in relationships.values())
    return {
        "import_seconds": round(written, 1),
        "concepts_per_second": round(graph.concepts / seconds["concepts"]),
        "relationships_per_second": round(relationships_count / seconds["relationships"]),
        "paragraphs_and_quotes_seconds": round(seconds["documents"], 1),
        "index_population_seconds": round(index_seconds, 1),
    }


def _queries(graph: ScaleGraph, count: int, seed: int) -> list[str]:
    """Distinct 2-3 word queries from the same word list (frequent words more often, as people type)."""
    picker = random.Random(seed)
    common = graph.words[:3000]
    seen: dict[str, None] = {}
    while len(seen) < count:
        seen[" ".join(picker.sample(common, picker.randint(2, 3)))] = None
    return list(seen)


async def _timed(calls: list[Callable[[], Awaitable[Any]]]) -> tuple[list[float], list[str]]:
    """Each call's milliseconds, and the errors of those that failed. A failed call (a query stopped at
    KG_QUERY_TIMEOUT, say) keeps its time, which is what its user waited, and the run goes on."""
    timings, errors = [], []
    for call in calls:
        started = time.perf_counter()
        answer = await call()
        timings.append((time.perf_counter() - started) * 1000)
        if getattr(answer, "is_error", False):
            errors.append(str(getattr(answer.content[0], "text", "error") if answer.content else "error"))
    return timings, errors


def _spread(timed: tuple[list[float], list[str]]) -> dict[str, Any]:
    timings, errors = timed
    return {**percentiles(timings), **({"errors": len(errors), "first_error": errors[0][:300]} if errors else {})}


async def _measure(base: str, graph: ScaleGraph, relationships: Any, *, clients: int, queries: int,
                   log: Log) -> dict[str, Any]:
    from mcp import Client

    url = f"{base}/mcp"
    picker = random.Random(5)
    calls = min(TOOL_CALLS, queries)
    results: dict[str, Any] = {}
    async with Client(url, read_timeout_seconds=600) as client:
        await _ready(client)
        # The JVM, the page cache, the embedder's first calls.
        for warm in _queries(graph, min(WARM_UP, queries), seed=99):
            await client.call_tool("search_concepts", {"query": warm})
        results["search_1_client"] = _spread(
            await _timed([_search(client, q) for q in _queries(graph, queries, seed=1)])
        )
        log(f"  search_concepts, 1 client: {results['search_1_client']}")

        ids = [graph.concept_id(picker.randrange(graph.concepts)) for _ in range(2 * calls)]
        pairs = list(zip(ids[::2], ids[1::2]))
        results["find_connections"] = _spread(
            await _timed(
                [
                    _tool(client, "find_connections", {"from_concept_id": a, "to_concept_id": b, "max_hops": 5})
                    for a, b in pairs
                ]
            )
        )
        log(f"  find_connections: {results['find_connections']}")
        for depth in (2, 3):
            starts = [graph.concept_id(picker.randrange(graph.concepts)) for _ in range(calls)]
            results[f"find_related_depth_{depth}"] = _spread(await _timed([
                _tool(client, "find_related_concepts", {"concept_id": c, "max_depth": depth}) for c in starts]))
            log(f"  find_related_concepts depth {depth}: {results[f'find_related_depth_{depth}']}")

    per_client = max(1, queries // clients)
    batches = [_queries(graph, per_client, seed=1000 + n) for n in range(clients)]

    async def one_client(batch: list[str]) -> tuple[list[float], list[str]]:
        async with Client(url, read_timeout_seconds=600) as session:
            await session.call_tool("search_concepts", {"query": f"{batch[0]} warm"})
            return await _timed([_search(session, q) for q in batch])

    started = time.perf_counter()
    spread = await asyncio.gather(*(one_client(batch) for batch in batches))
    elapsed = time.perf_counter() - started
    samples = [t for client_timings, _ in spread for t in client_timings]
    results["search_concurrent"] = {
        "clients": clients,
        **_spread((samples, [e for _, errors in spread for e in errors])),
        "calls_per_second": round(len(samples) / elapsed, 1),
    }
    log(f"  search_concepts, {clients} clients: {results['search_concurrent']}")
    results["api_viz"] = await _viz(base, graph, relationships, min(VIZ_REQUESTS, queries))
    log(f"  /api/viz: {results['api_viz']}")
    return results


def _search(client: Any, query: str) -> Callable[[], Awaitable[Any]]:
    return _tool(client, "search_concepts", {"query": query, "mode": "hybrid", "limit": 10})


def _tool(client: Any, name: str, arguments: dict[str, Any]) -> Callable[[], Awaitable[Any]]:
    async def call() -> Any:
        return await client.call_tool(name, arguments)

    return call


async def _ready(client: Any, timeout: float = 600) -> None:
    """Wait for the server's warm-up (it loads the embedder in the background)."""
    deadline = time.monotonic() + timeout
    while True:
        answer = await client.call_tool("search_concepts", {"query": "ready"})
        if not answer.is_error or time.monotonic() > deadline:
            return
        await asyncio.sleep(1)


async def _viz(base: str, graph: ScaleGraph, relationships: Any, requests: int) -> dict[str, Any]:
    import httpx

    hubs = [graph.concept_id(i) for i in graph.most_connected(relationships, 500)]
    async with httpx.AsyncClient(base_url=base, timeout=120) as client:
        created = await client.post("/api/viz", json={"concept_ids": hubs, "depth": 1})
        created.raise_for_status()
        session = created.json()["session_id"]
        for _ in range(5):
            view = await client.get(f"/api/viz/{session}")
        timings, view = await timed_gets(client, [f"/api/viz/{session}"] * requests)
        body = view.json()
    return {"nodes": len(body["nodes"]), "links": len(body["links"]), **percentiles(timings)}


def summary(result: dict[str, Any]) -> str:
    def spread(numbers: dict[str, Any]) -> str:
        failed = f" ({numbers['errors']} failed: {numbers['first_error']})" if numbers.get("errors") else ""
        return f"p50 {numbers['p50']} / p95 {numbers['p95']} / p99 {numbers['p99']} ms{failed}"

    one, many = result["search_1_client"], result["search_concurrent"]
    met = (
        one["p50"] <= 40
        and one["p95"] <= 100
        and result["find_connections"]["p95"] <= 200
        and not any(result[name].get("errors") for name in ("search_1_client", "search_concurrent", "find_connections"))
    )
    memory = result["resident_memory"]
    return "\n".join(
        [
            f"{result['concepts']:,} concepts, {result['relationships']:,} relationships, {result['paragraphs']:,} "
            "paragraphs, "
            f"{result['vectors']} vectors, on {result['machine']} (Neo4j heap {result['heap']}, page cache "
            f"{result['pagecache']})",
            f"  embedding before the import: {result['embedding_seconds']} s; import: {result['import_seconds']} s "
            f"({result['concepts_per_second']:,} concepts/s, "
            f"{result['relationships_per_second']:,} relationships/s); index population "
            f"{result['index_population_seconds']} s",
            f"  search_concepts hybrid over MCP streamable HTTP, 1 client: {spread(one)}",
            f"  search_concepts hybrid, {many['clients']} concurrent clients: {spread(many)} "
            f"({many['calls_per_second']} calls/s)",
            f"  find_connections (5 hops): {spread(result['find_connections'])}",
            f"  find_related_concepts depth 2: {spread(result['find_related_depth_2'])}; "
            f"depth 3: {spread(result['find_related_depth_3'])}",
            f"  /api/viz at {result['api_viz']['nodes']} nodes, {result['api_viz']['links']} links: "
            f"{spread(result['api_viz'])}",
            f"  resident memory: kg serve {memory['kg_serve_mb']} MB, Neo4j {memory['neo4j_mb']} MB",
            f"  goals ({GOALS}): {'met' if met else 'missed'}",
        ]
    )
