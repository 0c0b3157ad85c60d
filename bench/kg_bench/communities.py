"""`kg bench communities`: the map of a real corpus. Ingests it (offline extractor) and reports the
communities computed after the ingest: levels, counts, modularity per level, the largest share, the
time against the ingest's; that a second computation and (with --reingest) a forced re-ingest give the
same communities and names; Louvain on the same weighted graph for comparison; the viewer's map
(/api/communities/map p50/p95, and its first view in headless chromium); and, given themes written down
before looking (--expect), which of them the names of the largest communities carry."""

from __future__ import annotations

import argparse
import asyncio
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument

from .browser import chromium, chromium_executable
from .common import Log, bench_database, machine, percentiles, serve, timed_gets
from .ingest import corpus_folder
from .queries import bench_read, bench_write

NAMED = 15  # the largest communities whose names are compared with the expected themes
STOP = {"the", "and", "of", "a", "an", "to", "in", "on", "their", "its", "for", "with"}


def run(args: argparse.Namespace, settings: Settings, log: Log) -> dict[str, Any]:
    expected = _themes(args.expect) if args.expect else []
    return run_communities_bench(settings, path=args.path, limit=args.limit, reingest=args.reingest,
                                 expected=expected, requests=args.requests, frames=args.frames,
                                 use_configured=args.use_configured, log=log)


def _themes(path: Path) -> list[str]:
    """Expected themes: a file of themes separated by ';' or new lines (lines ending in ':' are headings)."""
    text = path.read_text(encoding="utf-8")
    parts = [p.strip(" .\n") for line in text.splitlines() if not line.rstrip().endswith(":") for p in line.split(";")]
    return [p for p in parts if p]


IRREGULAR = {"women": "woman", "men": "man", "children": "child", "people": "person"}


def _stem(word: str) -> str:
    word = word.lower()
    word = IRREGULAR.get(word, word)
    for ending in ("ies", "es", "s"):
        if word.endswith(ending) and len(word) - len(ending) >= 4:
            return word[: -len(ending)]
    return word


def theme_matches(themes: list[str], names: list[str]) -> dict[str, str | None]:
    """Each theme and the first name that carries one of its words (a content word's stem, the examples
    in its brackets included), or None."""
    found: dict[str, str | None] = {}
    named = [(name, {_stem(w) for w in re.findall(r"[A-Za-z]+", name)}) for name in names]
    for theme in themes:
        words = {_stem(w) for w in re.findall(r"[A-Za-z]+", theme) if w.lower() not in STOP}
        found[theme] = next((name for name, stems in named if words & stems), None)
    return found


async def _snapshot(graph: Any) -> dict[str, tuple[str, tuple[str, ...]]]:
    rows = await bench_read(graph.db, "bench_community_snapshot", timeout=None)
    return {r["id"]: (r["name"], tuple(r["members"])) for r in rows}


async def _louvain(graph: Any) -> dict[str, Any]:
    """Louvain (GDS, one thread) on the same weighted graph: modularity per level and time."""
    from kg_server.communities import detection
    from kg_server.communities.partition import modularity

    _, edges = await detection.weighted_graph(graph.db)  # the graph Leiden clustered
    started = time.perf_counter()
    rows = await bench_write(graph.db, "bench_community_louvain", {
        "graph": "kg-bench-louvain", "edges": [{"a": a, "b": b, "weight": w} for a, b, w in edges]})
    seconds = time.perf_counter() - started
    await graph.db.write("community_drop", {"graph": "kg-bench-louvain"})
    levels = {int(r["node"]): list(reversed(r["levels"])) for r in rows}  # broadest first
    depth = max(len(v) for v in levels.values())
    return {"seconds": round(seconds, 2), "top_level": len({v[0] for v in levels.values()}),
            "modularities": [modularity(edges, {n: v[k] for n, v in levels.items()}) for k in range(depth)]}


def run_communities_bench(settings: Settings, *, path: Path, limit: int | None, reingest: bool, expected: list[str],
                          requests: int, frames: int, use_configured: bool, log: Log) -> dict[str, Any]:
    from kg_server.communities import detection
    from kg_server.contract.reads import LIST_COMMUNITIES, ListCommunities
    from kg_server.ingest import IngestOptions
    from kg_server.service import KnowledgeGraph

    if not path.exists():
        raise InvalidArgument(f"{path}: no such file or folder")
    if frames:
        chromium_executable()  # before the ingest: a missing browser is told at once
    with tempfile.TemporaryDirectory(prefix="kg-bench-corpus-") as scratch:
        if path.is_file() and path.suffix != ".jsonl":
            folder = Path(scratch) / "corpus"
            folder.mkdir()
            shutil.copy2(path, folder / path.name)
        else:
            folder = corpus_folder(path, Path(scratch) / "corpus", limit=limit)
        with bench_database(settings, use_configured=use_configured, log=log, gds=True) as target:

            async def measure() -> dict[str, Any]:
                async with KnowledgeGraph(target) as graph:
                    graph.embedder.embed(["warm up"])
                    log(f"ingesting {folder} (local extractor)")
                    report = await graph.ingest([folder], extractor="local")
                    run = report.communities
                    if run is None or not run.computed:
                        raise InvalidArgument(f"communities were not computed: {run.reason if run else 'no run'}")
                    first = await _snapshot(graph)
                    again = await detection.refresh_communities(graph.db)
                    second = await _snapshot(graph)
                    out: dict[str, Any] = {"ingest_seconds": round(report.seconds, 1), "paragraphs": report.paragraphs,
                                           "run": run.as_dict(), "second_run_seconds": again.seconds,
                                           "same_on_second_run": first == second}
                    if reingest:
                        log("re-ingesting the same documents (--force)")
                        await graph.ingest([folder], extractor="local", options=IngestOptions(force=True))
                        out["same_after_reingest"] = await _snapshot(graph) == first
                    out["louvain"] = await _louvain(graph)
                    top = await graph.run(LIST_COMMUNITIES, ListCommunities(limit=NAMED, max_tokens=100_000))
                    out["largest"] = [{"community_id": c.community_id, "name": c.name, "size": c.size}
                                      for c in top.communities]
                    return out

            result = asyncio.run(measure())
            process, base = serve(target)
            time.sleep(15)  # the server loads its embedding model in the background first
            try:
                result["viewer"] = asyncio.run(_measure_map(base, requests, frames, log))
            finally:
                process.terminate()
                process.wait(timeout=30)
    if expected:
        result["themes"] = theme_matches(expected, [c["name"] for c in result["largest"]])
    return _finish(result, path)


async def _measure_map(base: str, requests: int, frames: int, log: Log) -> dict[str, Any]:
    import httpx

    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        for _ in range(5):
            await client.get("/api/communities/map")
        timings, answer = await timed_gets(client, ["/api/communities/map"] * requests)
        body = answer.json()
        first = body["nodes"][0]["community_id"]
        inner, _ = await timed_gets(client, [f"/api/communities/map?community_id={first}"] * requests)
    out: dict[str, Any] = {"nodes": len(body["nodes"]), "links": len(body["links"]), "api_map": percentiles(timings),
                           "api_map_inner": percentiles(inner)}
    log(f"  /api/communities/map: {out['nodes']} communities, p50 {out['api_map']['p50']} ms, "
        f"p95 {out['api_map']['p95']} ms")
    if frames:
        out["first_view_ms"] = await _first_views(base, frames)
        log(f"  the map's first view in chromium: {out['first_view_ms']} ms")
    return out


async def _first_views(base: str, renders: int) -> list[float]:
    """Milliseconds from opening the landing page to the map drawn (the page says `data-map-state=ready`)."""
    samples = []
    async with chromium() as browser:
        for _ in range(renders):
            page = await browser.new_page(viewport={"width": 1280, "height": 800})
            started = time.perf_counter()
            await page.goto(f"{base}/")
            await page.wait_for_function("document.body.dataset.mapState === 'ready'", timeout=120_000)
            samples.append(round((time.perf_counter() - started) * 1000, 1))
            await page.close()
    return samples


def _finish(result: dict[str, Any], path: Path) -> dict[str, Any]:
    run, louvain = result["run"], result["louvain"]
    share = run["seconds"] / result["ingest_seconds"] if result["ingest_seconds"] else 0.0
    viewer = result["viewer"]
    lines = [
        f"{path.name}: {result['paragraphs']} paragraphs ingested in {result['ingest_seconds']} s; communities over "
        f"{run['concepts']:,} linked concepts ({run['links']:,} weighted links) in {run['seconds']} s "
        f"({share:.1%} of the ingest; goal <= 10%), gamma {run['gamma']}",
        f"  Leiden: {run['top_level']} top-level (goal 5-40), {run['communities']} in {run['levels']} levels; "
        f"modularity per level, broadest first: {run['modularities']} (finest goal >= 0.4); largest top-level "
        f"{run['largest_share']:.1%} (goal <= 25%)",
        f"  Louvain on the same graph: {louvain['top_level']} top-level, modularities {louvain['modularities']}, "
        f"{louvain['seconds']} s",
        f"  same communities and names on a second run: {result['same_on_second_run']}"
        + (f"; after a forced re-ingest: {result['same_after_reingest']}" if "same_after_reingest" in result else ""),
        f"  viewer map: {viewer['nodes']} communities, /api/communities/map p50 {viewer['api_map']['p50']} ms, p95 "
        f"{viewer['api_map']['p95']} ms (goal <= 150); a community's map p95 {viewer['api_map_inner']['p95']} ms"
        + (
            f"; first view in chromium {viewer['first_view_ms']} ms (goal <= 2000)" if "first_view_ms" in viewer else ""
        ),
        "  largest: " + " | ".join(f"{c['name']} ({c['size']})" for c in result["largest"]),
    ]
    if "themes" in result:
        hit = [t for t, name in result["themes"].items() if name]
        lines.append(f"  expected themes in the {NAMED} largest names: {len(hit)}/{len(result['themes'])}: "
                     + "; ".join(f"{t} -> {n or '-'}" for t, n in result["themes"].items()))
    lines.append(f"  on {machine()}")
    return {"benchmark": "communities", "path": str(path), **result, "machine": machine(), "summary": "\n".join(lines)}
