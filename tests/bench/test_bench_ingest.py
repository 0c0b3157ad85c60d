"""`kg bench ingest` on small folders against the test Neo4j (the benchmark itself is never part of the
suite): the command runs end to end and reports speed, the graph's quality and the contradiction
finder's pass."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

import pytest

from kg_bench.ingest import run_ingest_bench
from kg_server.service import KnowledgeGraph
from kg_server.transfer.sample import DOCUMENTS_DIR


@pytest.mark.slow
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
    stages = result["stage_seconds"]  # where the time went, in the order kg ingest runs its stages
    assert list(stages)[:2] == ["setup", "documents"] and "linking concepts" in stages
    # the stages cover the whole call: kg ingest's own clock and the schema check and friction around it
    assert sum(stages.values()) >= result["seconds"] - 0.5 and min(stages.values()) >= 0
    assert "stages: setup" in result["summary"]
    # the embedding floor: the same paragraphs and phrases embedded alone, in the same calls, after the ingest
    floor = result["embedding_floor"]
    assert floor["paragraphs_embedded"] == result["paragraphs"] and floor["phrases_embedded"] > 0
    assert result["embedding_floor_seconds"] == floor["seconds"] > 0
    assert result["embedding_floor_paragraphs_per_second"] == floor["paragraphs_per_second"] > 0
    assert result["floor_share"] == pytest.approx(
        result["paragraphs"] / result["seconds"] / floor["paragraphs_per_second"], rel=0.1)
    assert "embedding floor:" in result["summary"]
    assert "goal ingest >= 80% of the embedding floor: " in result["summary"]
    cpu = result["cpu_seconds"]  # the configured server is not ours to measure
    assert cpu["paragraph_vectors"] > 0 and cpu["phrase_vectors"] > 0 and cpu["neo4j"] is None
    assert list(result["stage_cpu_seconds"]) == list(stages)


@pytest.mark.slow
def test_kg_bench_ingest_reports_speed_and_the_contradiction_pass(
    graph: KnowledgeGraph, tmp_path: Path, kg_command: list[str], test_env: dict[str, str]
) -> None:
    folder = tmp_path / "notes"
    (folder / "Leases").mkdir(parents=True)
    (folder / "Letters").mkdir()
    (folder / "Leases" / "lease.md").write_text(
        "# Lease\n\nThe monthly rent for the flat is £1,200, payable in advance on the first day of each month.\n")
    (folder / "Letters" / "letter.md").write_text(
        "# Letter\n\nThe monthly rent for the flat is £1,100, payable in advance on the first day of each month.\n")
    done = subprocess.run([*kg_command, "bench", "ingest", str(folder), "--use-configured", "--json"],
                          env=test_env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert (result["documents"], result["paragraphs"]) == (2, 2)
    assert result["seconds"] > 0  # not paragraphs/s: two paragraphs on a busy machine round it to 0.0
    assert result["contradictions"] == 1 and result["contradiction_seconds"] >= 0
    assert "the contradiction finder's pass: 1 inferred" in result["summary"]
