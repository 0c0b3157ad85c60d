"""The suite's database: wiping it safely, loading the sample, and the checks every ingested graph passes."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from kg_server.service import KnowledgeGraph
from kg_server.transfer.sample import DOCUMENTS_DIR

MARKER = "KGTestSuite"

# A new mark reloads a database kept from older runs.
SAMPLE_MARK = "sample procurement, with short community names and quotes indexed"


async def wipe(graph: KnowledgeGraph) -> None:
    """Empty the database (data, constraints, indexes), refusing if it holds data this suite did not make."""
    db = graph.db
    marked = await db.run_auto(f"MATCH (m:{MARKER}) RETURN count(m) AS n")
    anything = await db.run_auto("MATCH (n) RETURN count(n) > 0 AS any")
    if anything[0]["any"] and not marked[0]["n"]:
        pytest.exit(
            f"refusing to wipe {db.uri}: it holds data this test suite did not create; "
            "point NEO4J_URI at an empty database (or unset it to use a managed local server)",
            returncode=3,
        )
    await db.run_auto("MATCH (n) CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS")
    for row in await db.run_auto("SHOW CONSTRAINTS YIELD name RETURN name"):
        await db.run_auto("DROP CONSTRAINT $name IF EXISTS", {"name": row["name"]})
    for row in await db.run_auto("SHOW INDEXES YIELD name, type WHERE type <> 'LOOKUP' RETURN name"):
        await db.run_auto("DROP INDEX $name IF EXISTS", {"name": row["name"]})
    await db.run_auto(f"CREATE (:{MARKER})")


async def load_sample(graph: KnowledgeGraph, cached: Path) -> None:
    """Make the database hold exactly the packaged sample, unless it already does."""
    from kg_server.transfer.files import read_bundle, write_bundle
    from kg_server.transfer.sample import BUNDLE_FILE

    if not await holds(graph, SAMPLE_MARK):
        await wipe(graph)
        await graph.import_bundle(read_bundle(cached if cached.exists() else BUNDLE_FILE))
        if not cached.exists():
            write_bundle(await graph.export_bundle(), cached)
        await mark(graph, SAMPLE_MARK)


async def holds(graph: KnowledgeGraph, dataset: str) -> bool:
    """Whether the database still holds what `mark(graph, dataset)` said it held (a wipe forgets it)."""
    marked = await graph.db.run_auto(f"MATCH (m:{MARKER} {{dataset: $mark}}) RETURN count(m) AS n", {"mark": dataset})
    return bool(marked[0]["n"])


async def mark(graph: KnowledgeGraph, dataset: str) -> None:
    await graph.db.run_auto(f"MATCH (m:{MARKER}) SET m.dataset = $mark", {"mark": dataset})


def make_corpus(root: Path, copies: int = 1) -> Path:
    """The sample documents (in `copies` folders), plus files ingestion must skip with a reason."""
    for copy in range(copies):
        target = root if copies == 1 else root / f"set-{copy + 1}"
        shutil.copytree(DOCUMENTS_DIR, target, dirs_exist_ok=True)
    (root / "notes.bin.txt").write_bytes(b"\x00\x01\x02 binary")
    (root / "empty.md").write_text("")
    (root / "slides.pptx").write_bytes(b"PK\x03\x04")
    return root


async def count(graph: KnowledgeGraph, cypher: str, params: dict[str, Any] | None = None) -> int:
    return int((await graph.db.run_auto(cypher, params or {}))[0]["n"])


async def snapshot(graph: KnowledgeGraph) -> dict[str, Any]:
    """The graph as an export without vectors or times: what two runs must agree on."""
    bundle = (await graph.export_bundle(with_embeddings=False)).model_dump(mode="json", by_alias=True)
    for document in bundle["documents"]:
        document.pop("ingested_at")
        document.pop("path")
    bundle.pop("exported_at")
    return bundle


async def assert_grounded(graph: KnowledgeGraph) -> None:
    """The graph's promises, checked by Neo4j itself."""
    assert (
        await count(
            graph, "MATCH (i:Instance)-[:FOUND_IN]->(s:Source) WHERE NOT s.text CONTAINS i.quote RETURN count(i) AS n"
        )
        == 0
    )
    assert (
        await count(
            graph,
            "MATCH (i:Instance) WHERE NOT (i)-[:FOUND_IN]->(:Source) OR NOT (i)-[:INSTANCE_OF]->(:Concept) "
            "RETURN count(i) AS n",
        )
        == 0
    )
    assert await count(graph, "MATCH (c:Concept) WHERE NOT (c)<-[:INSTANCE_OF]-() RETURN count(c) AS n") == 0
    assert (
        await count(graph, "MATCH (n) WHERE (n:Concept OR n:Source) AND n.embedding IS NULL RETURN count(n) AS n") == 0
    )
    dangling = """
        MATCH (:Concept)-[r]->(:Concept) UNWIND r.evidence AS e
        WITH e WHERE NOT EXISTS { MATCH (s:Source {source_id: e}) } RETURN count(e) AS n"""
    assert await count(graph, dangling) == 0


def assert_same_graph(a: dict[str, Any], b: dict[str, Any]) -> None:
    """Equal records; confidences may differ in the last digits (vectors of one text embedded in
    different batches can differ by float rounding)."""
    for kind in ("documents", "sources", "concepts", "instances", "relationships"):
        left, right = a[kind], b[kind]
        assert len(left) == len(right), kind
        for x, y in zip(left, right):
            assert abs(x.pop("confidence", 0) - y.pop("confidence", 0)) <= 0.01, (kind, x, y)
            assert x == y, kind


async def bench_on_test_database(graph: KnowledgeGraph, kg_command: list[str], env: dict[str, str],
                                 *arguments: str, timeout: float = 300) -> dict[str, Any]:
    """`kg bench ... --json --use-configured` on the test database, emptied of the suite's marker for
    the run (a benchmark wants an empty database); its JSON result."""
    await graph.db.run_auto(f"MATCH (m:{MARKER}) DELETE m")
    try:
        done = subprocess.run([*kg_command, "bench", *arguments, "--json", "--use-configured"],
                              env=env, capture_output=True, text=True, timeout=timeout)
    finally:
        await graph.db.run_auto(f"CREATE (:{MARKER})")
    assert done.returncode == 0, done.stderr
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))
