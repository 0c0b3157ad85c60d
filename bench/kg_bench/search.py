"""`kg bench search`: search_concepts latency per mode through an MCP client over stdio."""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import time
from typing import Any

from kg_server.config import Settings
from kg_server.providers.embeddings import configured_variant

from .common import DIMENSION, Log, bench_database, machine, percentiles
from .synthetic import VOCABULARY, synthetic_search_bundle, timed_import


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_search_bench(settings, concepts=args.concepts, queries=args.queries,
                            use_configured=args.use_configured, log=log)


def _queries(count: int, *, seed: int) -> list[str]:
    picker = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:  # distinct queries: the query-embedding cache must not flatter the numbers
        seen[" ".join(picker.sample(VOCABULARY, picker.randint(2, 4)))] = None
    return list(seen)


async def _measure_search(settings: Settings, queries_per_mode: int, log: Log) -> dict[str, Any]:
    from mcp import Client, StdioServerParameters

    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_USERNAME": settings.neo4j_username,
           "NEO4J_PASSWORD": settings.neo4j_password.get_secret_value(), "HF_HUB_OFFLINE": "1"}
    # --no-viewer: search is measured, and the 3D viewer `kg mcp` would serve must not take a user's port.
    params = StdioServerParameters(command=sys.executable, args=["-m", "kg_server", "mcp", "--no-viewer"],
                                   env=env)
    results: dict[str, Any] = {}
    async with Client(params, read_timeout_seconds=300) as client:
        for warm in _queries(20, seed=99):  # load the model, warm the JVM and the page cache
            await client.call_tool("search_concepts", {"query": warm, "mode": "hybrid"})
        for number, mode in enumerate(("hybrid", "semantic", "lexical")):
            round_trips, server_side = [], []
            for query in _queries(queries_per_mode, seed=number):
                started = time.perf_counter()
                answer = await client.call_tool("search_concepts", {"query": query, "mode": mode, "limit": 10})
                round_trips.append((time.perf_counter() - started) * 1000)
                if answer.is_error:
                    raise RuntimeError(str(answer.content))
                server_side.append(answer.structured_content["search_duration_ms"])
            results[mode] = {"mcp_round_trip_ms": percentiles(round_trips),
                             "server_ms": percentiles(server_side)}
            log(f"  {mode}: p50 {results[mode]['mcp_round_trip_ms']['p50']} ms over MCP stdio")
    return results


def run_search_bench(
    settings: Settings, *, concepts: int, queries: int, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    log(f"building a synthetic graph: {concepts} concepts with words and {DIMENSION}-dim vectors")
    bundle = synthetic_search_bundle(concepts)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        log(f"importing into {target.neo4j_uri}")
        asyncio.run(timed_import(target, bundle, lambda _: None, model=target.embedding_model,
                                 variant=configured_variant(target)))
        log(f"searching: {queries} distinct queries per mode through an MCP client (stdio)")
        timings = asyncio.run(_measure_search(target, queries, log))
    hybrid = timings["hybrid"]["mcp_round_trip_ms"]
    summary = [f"search_concepts over MCP stdio at {concepts} concepts on {machine()} (query embedding included):"]
    for mode, numbers in timings.items():
        trip, server = numbers["mcp_round_trip_ms"], numbers["server_ms"]
        summary.append(f"  {mode:8s} p50 {trip['p50']} ms, p95 {trip['p95']} ms, p99 {trip['p99']} ms "
                       f"(server side p50 {server['p50']} ms, p95 {server['p95']} ms)")
    summary.append(
        "  goal hybrid p50 <= 30 ms and p95 <= 80 ms: "
        f"{'met' if hybrid['p50'] <= 30 and hybrid['p95'] <= 80 else 'missed'}"
    )
    return {"benchmark": "search", "concepts": concepts, "queries_per_mode": queries, **timings,
            "machine": machine(), "summary": "\n".join(summary)}
