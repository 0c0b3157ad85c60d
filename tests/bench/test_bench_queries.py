"""The benchmarks' Cypher (bench/kg_bench/cypher/) is theirs alone: the product's registry does not serve it, no
product module names one of its queries, and it keeps the product's rules for a query file."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kg_bench.queries import bench_query, bench_query_names, bench_read, bench_write
from kg_server.communities import detection
from kg_server.contract.reads import LIST_COMMUNITIES, ListCommunities
from kg_server.service import KnowledgeGraph
from kg_server.store.queries import TYPE_PLACEHOLDER, query, query_names

PACKAGE = Path(__file__).resolve().parents[2] / "kg_server"


def _product_modules_naming(names: list[str]) -> list[str]:
    """Where a product module (any of kg_server) has one of `names` as a string literal."""
    quoted = re.compile(r"""['"](%s)['"]""" % "|".join(map(re.escape, names)))
    return [f"{path.relative_to(PACKAGE.parent)}:{text.count(chr(10), 0, found.start()) + 1} {found.group(1)}"
            for path in sorted(PACKAGE.rglob("*.py"))
            for text in [path.read_text(encoding="utf-8")] for found in quoted.finditer(text)]


def test_the_product_registry_serves_no_bench_query() -> None:
    names = bench_query_names()
    assert len(names) >= 6
    assert not set(names) & set(query_names()), "a benchmark query shares its name with a product query"
    for name in names:
        with pytest.raises(LookupError, match="no named query"):
            query(name)


def test_no_product_module_names_a_bench_query() -> None:
    named = _product_modules_naming(bench_query_names())
    assert not named, f"product modules name benchmark queries (only kg_bench runs those): {named}"


def test_every_bench_query_explains_itself_and_uses_parameters() -> None:
    for name in bench_query_names():
        text = bench_query(name)
        assert text.startswith("//"), f"bench/kg_bench/cypher/{name}.cypher needs a comment saying what it is for"
        assert not re.search(r"\{\w+\}|%s|\+\s*\$", text.replace(TYPE_PLACEHOLDER, "")), name
    with pytest.raises(LookupError, match="no benchmark query 'shortest_paths'"):
        bench_query("shortest_paths")  # nor does the bench's registry serve the product's


async def test_the_community_bench_reads_the_map_and_runs_louvain(sample_graph: KnowledgeGraph) -> None:
    db = sample_graph.db
    snapshot = await bench_read(db, "bench_community_snapshot", timeout=None)
    listed = await sample_graph.run(LIST_COMMUNITIES, ListCommunities(limit=50, max_tokens=100_000))
    assert listed.communities
    assert {c.community_id for c in listed.communities} <= {row["id"] for row in snapshot}
    assert all(row["name"] and row["members"] for row in snapshot)

    concept_ids, edges = await detection.weighted_graph(db)
    projection = "kg-test-bench-louvain"
    try:
        rows = await bench_write(db, "bench_community_louvain", {
            "graph": projection, "edges": [{"a": a, "b": b, "weight": w} for a, b, w in edges]})
    finally:
        await db.write("community_drop", {"graph": projection})
    linked = {n for a, b, _ in edges for n in (a, b)}
    assert [int(row["node"]) for row in rows] == sorted(linked)
    assert all(row["levels"] for row in rows)
    assert max(linked) < len(concept_ids)
