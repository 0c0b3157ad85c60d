"""`kg bench viz`: /api/viz latency at 1,500 nodes and the viewer's first rendered frame."""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

import numpy as np

from kg_server.config import Settings
from kg_server.providers.embeddings import configured_variant

from .browser import chromium, chromium_executable
from .common import Log, bench_database, machine, percentiles, serve, timed_gets
from .synthetic import synthetic_search_bundle, timed_import


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    return run_viz_bench(settings, concepts=args.concepts, requests=args.requests, frames=args.frames,
                         use_configured=args.use_configured, log=log)


async def _measure_viz(base: str, requests: int, frames: int, log: Log) -> dict[str, Any]:
    """Two timings of GET /api/viz/{id} at 1,500 nodes: the same session again and again (what a viewer
    reloading a view, or several people opening one link, ask for; the server keeps a built view while
    the graph does not change), and the first request for each of `requests` fresh sessions of the
    same concepts (the view is built from Neo4j every time)."""
    import httpx

    results: dict[str, Any] = {}
    big = {"concept_ids": [f"concept-{i}" for i in range(500)], "depth": 1}
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        sessions = {}
        for nodes, body in ((200, {"concept_ids": [f"concept-{i}" for i in range(200)], "depth": 0}), (1500, big)):
            sessions[nodes] = (await client.post("/api/viz", json=body)).json()["session_id"]
        fresh = [(await client.post("/api/viz", json=big)).json()["session_id"] for _ in range(requests)]
        for _ in range(10):  # warm the JVM, the page cache and the server (which also loads its embedder)
            await client.get(f"/api/viz/{sessions[1500]}")
        repeated, answer = await timed_gets(client, [f"/api/viz/{sessions[1500]}"] * requests)
        view = answer.json()
        first, answer = await timed_gets(client, [f"/api/viz/{session_id}" for session_id in fresh])
        assert len(answer.json()["nodes"]) == len(view["nodes"])
        results["api_viz"] = {"nodes": len(view["nodes"]), "links": len(view["links"]), **percentiles(repeated)}
        results["api_viz_first_view"] = percentiles(first)
        log(
            f"  /api/viz at {len(view['nodes'])} nodes, same session: p50 {results['api_viz']['p50']} ms, "
            f"p95 {results['api_viz']['p95']} ms; first view of a session: p50 "
            f"{results['api_viz_first_view']['p50']} ms, "
            f"p95 {results['api_viz_first_view']['p95']} ms"
        )
    results["first_frame_ms"] = await _first_frames(base, sessions, frames, log) if frames else {}
    return results


async def _first_frames(base: str, sessions: dict[int, str], renders: int, log: Log) -> dict[str, float]:
    frames: dict[str, float] = {}
    async with chromium() as browser:
        for nodes, session_id in sorted(sessions.items()):
            samples = []
            for _ in range(renders):
                page = await browser.new_page(viewport={"width": 1280, "height": 800})
                started = time.perf_counter()
                await page.goto(f"{base}/viz/{session_id}")
                await page.wait_for_function("document.body.dataset.state === 'ready'", timeout=120_000)
                samples.append((time.perf_counter() - started) * 1000)
                await page.close()
            frames[f"{nodes}_nodes_median"] = round(float(np.median(samples)), 1)
            log(
                f"  first rendered frame with {nodes} nodes: {frames[f'{nodes}_nodes_median']} ms (median of {renders})"
            )
    return frames


def run_viz_bench(
    settings: Settings, *, concepts: int, requests: int, frames: int = 3, use_configured: bool = False, log: Log
) -> dict[str, Any]:
    if frames:
        chromium_executable()  # before the graph is built: a missing browser is told at once
    log(f"building a synthetic graph: {concepts} concepts, {3 * concepts} relationships")
    bundle = synthetic_search_bundle(concepts, relationships=3 * concepts)
    with bench_database(settings, use_configured=use_configured, log=log) as target:
        asyncio.run(timed_import(target, bundle, lambda _: None, model=target.embedding_model,
                                 variant=configured_variant(target)))
        process, base = serve(target)
        time.sleep(15)  # the server loads its embedding model in the background first
        try:
            timings = asyncio.run(_measure_viz(base, requests, frames, log))
        finally:
            process.terminate()
            process.wait(timeout=30)
    api, first = timings["api_viz"], timings["api_viz_first_view"]
    summary = (
        f"/api/viz at {api['nodes']} nodes and {api['links']} links, same session: p50 {api['p50']} ms, p95 "
        f"{api['p95']} "
        f"ms, p99 {api['p99']} ms (goal p95 <= 150 ms: {'met' if api['p95'] <= 150 else 'missed'}); first view of a "
        f"session: p50 {first['p50']} ms, p95 {first['p95']} ms, p99 {first['p99']} ms "
        f"({'met' if first['p95'] <= 150 else 'missed'}); "
        + (
            f"first rendered frame in headless chromium (SwiftShader software GL): {timings['first_frame_ms']}"
            if frames
            else "first rendered frame not measured (--frames 0)"
        )
        + f" on {machine()}"
    )
    return {"benchmark": "viz", "concepts": concepts, **timings, "machine": machine(), "summary": summary}
