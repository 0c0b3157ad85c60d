"""`kg bench load` end to end, small: MCP clients over HTTP against a real `kg serve` on the sample."""

from __future__ import annotations

import asyncio
import os

import pytest

from kg_bench.common import serve
from kg_bench.load import MIX, SESSION, Material, _drive, run_load_bench
from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import free_port

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml


async def test_kg_bench_load_reports_throughput_latency_and_errors_per_tool(empty_graph: KnowledgeGraph) -> None:
    result = await asyncio.to_thread(  # the benchmark runs its own event loops, as `kg bench` does
        run_load_bench, empty_graph.settings, clients=3, rate=0.5, seconds=4, concepts=0, warm_up=1,
        phases=["closed", "open", "search"], use_configured=True, log=lambda _: None)
    phases = result["phases"]
    assert set(phases) == {"closed", "open", "search"} and result["warm_up_seconds"] == 1  # the warm-up is not a phase
    for phase in phases.values():
        assert phase["calls"] > 0 and phase["errors"] == 0, phase["first_errors"]
        assert phase["refused"] == 0 and phase["answered"] == phase["calls"]  # 3 clients never fill the door
        assert phase["p50"] <= phase["p95"] <= phase["p99"]
        assert phase["server_cores_busy"] > 0 and phase["clients_cores_busy"] > 0
    assert set(phases["search"]["tools"]) == {"search_concepts"}
    assert set(phases["closed"]["tools"]) <= set(MIX) and len(phases["closed"]["tools"]) >= 3
    assert 3 * 4 / 0.5 * 0.7 <= phases["open"]["calls"] <= 3 * 4 / 0.5 + 3  # one call per client every 0.5 s
    assert "hybrid searches/s" in result["summary"] and "search_concepts" in result["summary"]


async def test_a_server_restart_mid_phase_costs_errors_not_the_run(graph: KnowledgeGraph) -> None:
    """Every client's session dies with the server: each loss is counted as an error of its phase, new
    sessions take over when the server is back, and the run goes on to its next phase."""
    port = free_port()
    process, base = serve(graph.settings, port)
    material = Material(concept_ids=["none-1", "none-2", "none-3"], documents=["none"], source_ids=["none"],
                        words=["payment", "notice", "liability"])
    phase_began = asyncio.Event()
    try:
        drive = asyncio.create_task(_drive(
            base, {"clients": os.getpid()}, clients=3, rate=1.0, seconds=12, phases=["closed", "search"],
            material=material, log=lambda line: phase_began.set() if line.startswith("phase closed") else None))
        await asyncio.wait_for(phase_began.wait(), 120)
        await asyncio.sleep(2)
        process.terminate()
        await asyncio.to_thread(process.wait, 30)
        process, _ = await asyncio.to_thread(serve, graph.settings, port)
        phases = await asyncio.wait_for(drive, 300)
    finally:
        process.terminate()
        process.wait(timeout=30)
    closed, search = phases["closed"], phases["search"]
    assert closed["reconnects"] == 3, closed  # one lost session per client, however long the restart took
    assert closed["errors"] >= 3 and closed["first_errors"][SESSION]
    assert search["calls"] > 0 and search["errors"] == 0, search  # the new sessions work
