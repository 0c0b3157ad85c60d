"""`kg bench ingest` end to end on a small folder: the command runs and reports the graph's quality."""

from __future__ import annotations

import asyncio
from pathlib import Path

from kg_server.bench.ingest import run_ingest_bench
from kg_server.graph import KnowledgeGraph
from kg_server.sample_data import DOCUMENTS_DIR


async def test_kg_bench_ingest_reports_speed_and_quality(empty_graph: KnowledgeGraph, tmp_path: Path) -> None:
    folder = tmp_path / "corpus"
    folder.mkdir()
    for name in ("Tenders/request-for-tender.md", "Contracts/draft-contract.md"):
        (folder / name.replace("/", "-")).write_text((DOCUMENTS_DIR / name).read_text(), encoding="utf-8")
    result = await asyncio.to_thread(  # the benchmark runs its own event loop, as `kg bench` does
        run_ingest_bench, empty_graph.settings, path=folder, use_configured=True, log=lambda _: None)
    assert result["documents"] == 2 and result["paragraphs"] > 10 and result["paragraphs_per_second"] > 0
    assert result["quality"]["concepts"] == result["concepts"] > 0
    assert result["quality"]["isolated_share"] <= 0.15
    assert "paragraphs/s" in result["summary"] and "isolated" in result["summary"]
