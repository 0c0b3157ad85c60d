"""`kg bench load` end to end, small: MCP clients over HTTP against a real `kg serve` on the sample."""

from __future__ import annotations

import asyncio

from kg_server.bench.load import MIX, run_load_bench
from kg_server.graph import KnowledgeGraph


async def test_kg_bench_load_reports_throughput_latency_and_errors_per_tool(empty_graph: KnowledgeGraph) -> None:
    result = await asyncio.to_thread(  # the benchmark runs its own event loops, as `kg bench` does
        run_load_bench, empty_graph.settings, clients=3, rate=0.5, seconds=4, concepts=0,
        phases=["closed", "open", "search"], use_configured=True, log=lambda _: None)
    phases = result["phases"]
    assert set(phases) == {"closed", "open", "search"}
    for phase in phases.values():
        assert phase["calls"] > 0 and phase["errors"] == 0, phase["first_errors"]
        assert phase["p50"] <= phase["p95"] <= phase["p99"]
        assert phase["server_cores_busy"] > 0 and phase["clients_cores_busy"] > 0
    assert set(phases["search"]["tools"]) == {"search_concepts"}
    assert set(phases["closed"]["tools"]) <= {name for name, _ in MIX} and len(phases["closed"]["tools"]) >= 3
    assert 3 * 4 / 0.5 * 0.7 <= phases["open"]["calls"] <= 3 * 4 / 0.5 + 3  # one call per client every 0.5 s
    assert "hybrid searches/s" in result["summary"] and "search_concepts" in result["summary"]
