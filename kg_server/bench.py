"""Benchmarks behind `kg bench ...` (never part of the test suite).

Each benchmark runs on a throwaway local Neo4j (its own temporary home and free ports) unless asked
to use the configured NEO4J_URI, which must then point at an empty database.
"""

from __future__ import annotations

import asyncio
import os
import platform
import random
import tempfile
import time
from pathlib import Path
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

from .config import Settings
from .cypher import RELATIONSHIP_TYPES
from .db import Database
from .errors import InvalidArgument
from .models import Bundle, ConceptRecord, RelationshipRecord
from .neo4j_local import LocalNeo4j, free_port
from .schema import apply_schema
from .transfer import import_bundle

Log = Callable[[str], None]
DIMENSION = 384


def machine() -> str:
    return f"{os.cpu_count()} cores, {platform.machine()}, Python {platform.python_version()}"


@contextmanager
def bench_database(settings: Settings, *, use_configured: bool, log: Log) -> Iterator[Settings]:
    """Settings aimed at a throwaway local server, or at the configured one."""
    if use_configured:
        yield settings
        return
    with tempfile.TemporaryDirectory(prefix="kg-bench-") as home:
        server = LocalNeo4j(
            home=Path(home),
            cache_dir=settings.cache_dir,
            bolt_port=free_port(),
            http_port=free_port(),
            heap=settings.neo4j_heap,
            pagecache=settings.neo4j_pagecache,
            password="kg-bench-password",
        )
        server.start(log=log)
        try:
            yield settings.model_copy(
                update={"neo4j_uri": f"bolt://127.0.0.1:{server.bolt_port}", "neo4j_password": _secret("kg-bench-password")}
            )
        finally:
            server.stop()


def _secret(value: str) -> Any:
    from pydantic import SecretStr

    return SecretStr(value)


def synthetic_bundle(concepts: int, relationships: int, *, seed: int = 7) -> Bundle:
    """Concepts with precomputed unit vectors and random distinct typed relationships between them."""
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((concepts, DIMENSION)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    concept_records = [
        ConceptRecord.model_construct(
            concept_id=f"concept-{i}", label=f"Concept {i}", description=f"Synthetic concept number {i}.",
            aliases=[], embedding=vectors[i].tolist(),
        )
        for i in range(concepts)
    ]
    picker = random.Random(seed)
    seen: set[tuple[int, int, str]] = set()
    relationship_records: list[RelationshipRecord] = []
    while len(relationship_records) < relationships:
        a, b = picker.randrange(concepts), picker.randrange(concepts)
        kind = RELATIONSHIP_TYPES[picker.randrange(len(RELATIONSHIP_TYPES))]
        if a == b or (a, b, kind) in seen:
            continue
        seen.add((a, b, kind))
        relationship_records.append(
            RelationshipRecord.model_construct(
                type=kind, from_id=f"concept-{a}", to_id=f"concept-{b}", confidence=round(picker.random(), 3), evidence=[]
            )
        )
    return Bundle.model_construct(
        format="kg-bundle", version=1, embedding_model="synthetic", embedding_dimension=DIMENSION,
        exported_at=None, documents=[], sources=[], concepts=concept_records, instances=[],
        relationships=relationship_records,
    )


async def _timed_import(settings: Settings, bundle: Bundle, log: Log, *, model: str = "synthetic") -> dict[str, float]:
    db = Database(settings)
    marks: dict[str, float] = {}
    started = time.perf_counter()

    def progress(what: str, done: int, total: int) -> None:
        marks[what] = time.perf_counter()
        if done == total or done % 100_000 == 0:
            log(f"  {what}: {done}/{total}")

    try:
        await db.verify()
        existing = await db.read("graph_has_data")
        if existing[0]["any"]:
            raise InvalidArgument(f"the benchmark needs an empty database; {settings.neo4j_uri} holds data")
        await apply_schema(db, model, DIMENSION)
        bundle.embedding_model = model
        started = time.perf_counter()
        report = await import_bundle(db, bundle, None, progress=progress)
        finished = time.perf_counter()
        if report.index_seconds is not None:
            marks["index_build"] = report.index_seconds
    finally:
        await db.close()
    concepts_done = marks.get("concepts", started)
    index_build = marks.get("index_build", 0.0)
    return {
        "concepts_seconds": concepts_done - started,
        "relationships_seconds": marks.get("relationships", finished) - marks.get("documents", concepts_done),
        "index_build_seconds": index_build,
        "total_seconds": finished - started,
    }


def run_import_bench(
    settings: Settings, *, concepts: int, relationships: int | None, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    relationships = relationships if relationships is not None else 5 * concepts
    if relationships > concepts * (concepts - 1) * len(RELATIONSHIP_TYPES) // 2:
        raise InvalidArgument(f"{relationships} distinct relationships do not fit between {concepts} concepts")
    log(f"building a synthetic bundle: {concepts} concepts ({DIMENSION}-dim vectors), {relationships} relationships")
    bundle = synthetic_bundle(concepts, relationships)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        log(f"importing into {target.neo4j_uri}")
        timing = asyncio.run(_timed_import(target, bundle, log))
    rel_rate = relationships / timing["relationships_seconds"]
    concept_rate = concepts / timing["concepts_seconds"]
    result = {
        "benchmark": "import",
        "concepts": concepts,
        "relationships": relationships,
        **{k: round(v, 2) for k, v in timing.items()},
        "concepts_per_second": round(concept_rate),
        "relationships_per_second": round(rel_rate),
        "machine": machine(),
        "heap": settings.neo4j_heap,
        "pagecache": settings.neo4j_pagecache,
    }
    result["summary"] = (
        f"imported {concepts} concepts in {timing['concepts_seconds']:.1f}s ({concept_rate:,.0f}/s, vectors included) "
        f"and {relationships} relationships in {timing['relationships_seconds']:.1f}s ({rel_rate:,.0f} relationships/s), "
        f"then built the search indexes in {timing['index_build_seconds']:.1f}s; {timing['total_seconds']:.1f}s in all "
        f"on {machine()}"
    )
    return result


# --- search ---------------------------------------------------------------------------------------
VOCABULARY = (
    "access account acceptance agreement allocation amendment analysis approval archive assessment asset "
    "audit authority availability backup benchmark budget capacity certificate change claim clause "
    "compliance confidentiality consent contract control cost coverage damages data deadline default "
    "delivery deposit deployment dispute document duty escrow evaluation exit exposure failure fee "
    "governance guarantee hosting incident indemnity infringement insurance integration invoice licence "
    "liability limit maintenance migration milestone monitoring negotiation notice obligation outage "
    "payment penalty performance personal plan policy price privacy procurement property protection "
    "quality rate record recovery register release remedy renewal report requirement residency resilience "
    "response retention review risk schedule security service settlement software source specification "
    "staff subcontractor supplier support suspension tender termination testing threshold timeline "
    "training transfer transition uptime validation vendor warranty"
).split()


def synthetic_search_bundle(concepts: int, *, relationships: int = 0, seed: int = 11) -> Bundle:
    """Concepts with word labels and descriptions (for the full-text index) and random unit vectors."""
    bundle = synthetic_bundle(concepts, relationships, seed=seed)
    picker = random.Random(seed)
    for index, concept in enumerate(bundle.concepts):
        words = picker.sample(VOCABULARY, 3)
        concept.label = " ".join(words).capitalize() + f" {index}"
        concept.description = "The " + " ".join(picker.sample(VOCABULARY, 10)) + "."
    return bundle


def _queries(count: int, *, seed: int) -> list[str]:
    picker = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:  # distinct queries: the query-embedding cache must not flatter the numbers
        seen[" ".join(picker.sample(VOCABULARY, picker.randint(2, 4)))] = None
    return list(seen)


async def _measure_search(settings: Settings, queries_per_mode: int, log: Log) -> dict[str, Any]:
    import sys

    from mcp import Client, StdioServerParameters

    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_USERNAME": settings.neo4j_username,
           "NEO4J_PASSWORD": settings.neo4j_password.get_secret_value(), "HF_HUB_OFFLINE": "1"}
    params = StdioServerParameters(command=sys.executable, args=["-m", "kg_server.cli", "mcp"], env=env)
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
            results[mode] = {"mcp_round_trip_ms": _percentiles(round_trips),
                             "server_ms": _percentiles(server_side)}
            log(f"  {mode}: p50 {results[mode]['mcp_round_trip_ms']['p50']} ms over MCP stdio")
    return results


def _percentiles(samples: list[float]) -> dict[str, float]:
    array = np.asarray(samples)
    return {f"p{p}": round(float(np.percentile(array, p)), 1) for p in (50, 95, 99)}


def run_search_bench(
    settings: Settings, *, concepts: int, queries: int, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    log(f"building a synthetic graph: {concepts} concepts with words and {DIMENSION}-dim vectors")
    bundle = synthetic_search_bundle(concepts)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        log(f"importing into {target.neo4j_uri}")
        asyncio.run(_timed_import(target, bundle, lambda _: None, model=target.embedding_model))
        log(f"searching: {queries} distinct queries per mode through an MCP client (stdio)")
        timings = asyncio.run(_measure_search(target, queries, log))
    hybrid = timings["hybrid"]["mcp_round_trip_ms"]
    summary = [f"search_concepts over MCP stdio at {concepts} concepts on {machine()} (query embedding included):"]
    for mode, numbers in timings.items():
        trip, server = numbers["mcp_round_trip_ms"], numbers["server_ms"]
        summary.append(f"  {mode:8s} p50 {trip['p50']} ms, p95 {trip['p95']} ms, p99 {trip['p99']} ms "
                       f"(server side p50 {server['p50']} ms, p95 {server['p95']} ms)")
    summary.append(f"  goal hybrid p50 <= 30 ms and p95 <= 80 ms: {'met' if hybrid['p50'] <= 30 and hybrid['p95'] <= 80 else 'missed'}")
    return {"benchmark": "search", "concepts": concepts, "queries_per_mode": queries, **timings,
            "machine": machine(), "summary": "\n".join(summary)}


# --- viz ------------------------------------------------------------------------------------------
def _serve(settings: Settings) -> tuple[Any, str]:
    import subprocess
    import sys

    port = free_port()
    env = {**os.environ, "NEO4J_URI": settings.neo4j_uri, "NEO4J_PASSWORD": settings.neo4j_password.get_secret_value(),
           "NEO4J_USERNAME": settings.neo4j_username}
    process = subprocess.Popen([sys.executable, "-m", "kg_server.cli", "serve", "--port", str(port)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    import socket

    while time.monotonic() < deadline:
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return process, f"http://127.0.0.1:{port}"
        time.sleep(0.2)
    process.terminate()
    raise RuntimeError("kg serve did not start")


async def _measure_viz(base: str, requests: int, log: Log) -> dict[str, Any]:
    import httpx

    results: dict[str, Any] = {}
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        sessions = {}
        for nodes, body in ((200, {"concept_ids": [f"concept-{i}" for i in range(200)], "depth": 0}),
                            (1500, {"concept_ids": [f"concept-{i}" for i in range(500)], "depth": 1})):
            sessions[nodes] = (await client.post("/api/viz", json=body)).json()["session_id"]
        for _ in range(10):  # warm the JVM, the page cache and the server (which also loads its embedder)
            await client.get(f"/api/viz/{sessions[1500]}")
        timings = []
        for _ in range(requests):
            started = time.perf_counter()
            answer = await client.get(f"/api/viz/{sessions[1500]}")
            timings.append((time.perf_counter() - started) * 1000)
        view = answer.json()
        results["api_viz"] = {"nodes": len(view["nodes"]), "links": len(view["links"]), **_percentiles(timings)}
        log(f"  /api/viz at {len(view['nodes'])} nodes: p50 {results['api_viz']['p50']} ms, p95 {results['api_viz']['p95']} ms")
    results["first_frame_ms"] = await _first_frames(base, sessions, log)
    return results


async def _first_frames(base: str, sessions: dict[int, str], log: Log) -> dict[str, float]:
    from playwright.async_api import async_playwright

    args = ["--no-sandbox", "--disable-quic", "--no-first-run", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"]
    frames: dict[str, float] = {}
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=args)
        for nodes, session_id in sorted(sessions.items()):
            samples = []
            for _ in range(3):
                page = await browser.new_page(viewport={"width": 1280, "height": 800})
                started = time.perf_counter()
                await page.goto(f"{base}/viz/{session_id}")
                await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=120_000)
                samples.append((time.perf_counter() - started) * 1000)
                await page.close()
            frames[f"{nodes}_nodes_median"] = round(float(np.median(samples)), 1)
            log(f"  first rendered frame with {nodes} nodes: {frames[f'{nodes}_nodes_median']} ms (median of 3)")
        await browser.close()
    return frames


def run_viz_bench(settings: Settings, *, concepts: int, requests: int, use_configured: bool = False, log: Log) -> dict[str, Any]:
    log(f"building a synthetic graph: {concepts} concepts, {3 * concepts} relationships")
    bundle = synthetic_search_bundle(concepts, relationships=3 * concepts)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        asyncio.run(_timed_import(target, bundle, lambda _: None, model=target.embedding_model))
        process, base = _serve(target)
        time.sleep(15)  # the server loads its embedding model in the background first
        try:
            timings = asyncio.run(_measure_viz(base, requests, log))
        finally:
            process.terminate()
            process.wait(timeout=30)
    api = timings["api_viz"]
    summary = (
        f"/api/viz at {api['nodes']} nodes and {api['links']} links: p50 {api['p50']} ms, p95 {api['p95']} ms, "
        f"p99 {api['p99']} ms (goal p95 <= 150 ms: {'met' if api['p95'] <= 150 else 'missed'}); first rendered frame "
        f"in headless chromium (SwiftShader software GL): {timings['first_frame_ms']} on {machine()}"
    )
    return {"benchmark": "viz", "concepts": concepts, **timings, "machine": machine(), "summary": summary}


# --- ingest ---------------------------------------------------------------------------------------
def corpus_folder(path: Path, target: Path, *, limit: int | None) -> Path:
    """A folder to ingest: PATH itself, or a BEIR-style corpus.jsonl ({_id, title, text} per line)
    written out as one Markdown file per record (title as heading), so public retrieval corpora can be
    used as they are."""
    if path.is_dir():
        return path
    if path.suffix != ".jsonl":
        raise InvalidArgument(f"{path}: give a folder of documents or a BEIR-style corpus.jsonl")
    import json

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


def run_ingest_bench(
    settings: Settings, *, path: Path, limit: int | None = None, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    from .graph import KnowledgeGraph

    if not path.exists():
        raise InvalidArgument(f"{path}: no such file or folder")
    with tempfile.TemporaryDirectory(prefix="kg-bench-corpus-") as scratch:
        folder = corpus_folder(path, Path(scratch) / "corpus", limit=limit)
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        with bench_database(settings, use_configured=use_configured, log=log) as target:

            async def ingest() -> Any:
                async with KnowledgeGraph(target) as graph:
                    graph.embedder.embed(["warm up"])  # model loading is not ingestion
                    report = await graph.ingest([folder], extractor="local")
                    return report, await graph.stats()

            log(f"ingesting {size / 1e6:.1f} MB from {path} into {target.neo4j_uri} (local extractor)")
            report, stats = asyncio.run(ingest())
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
        "machine": machine(),
    }
    result["summary"] = (
        f"ingested {result['megabytes']} MB: {report.documents_ingested} documents, {report.paragraphs} paragraphs, "
        f"{stats.concepts} concepts, {report.quotes} quotes in {report.seconds:.1f}s: "
        f"{result['paragraphs_per_second']} paragraphs/s, {result['concepts_per_second']} concepts/s "
        f"(local extractor, embedding included) on {machine()}"
    )
    return result
