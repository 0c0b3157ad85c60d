"""Import and export against a real Neo4j: idempotent, exact round trips, nothing half-written."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from kg_server.contract.reads import SEARCH_CONCEPTS, SearchConcepts
from kg_server.service import KnowledgeGraph
from kg_server.transfer.files import read_bundle, validate_bundle, write_bundle
from kg_server.transfer.records import Bundle
from kg_server.transfer.sample import BUNDLE_FILE
from tests.helpers.processes import KgRun


def dump(bundle: Bundle) -> str:
    return json.dumps(bundle.model_dump(mode="json", by_alias=True, exclude_none=True), sort_keys=True)


async def test_importing_the_sample_builds_the_graph_and_computes_embeddings(graph: KnowledgeGraph) -> None:
    bundle = read_bundle(BUNDLE_FILE)
    report = await graph.import_bundle(bundle)
    assert report.embedded == {"concepts": len(bundle.concepts), "sources": len(bundle.sources)}
    stats = await graph.stats()
    assert (stats.documents, stats.sources, stats.concepts, stats.instances) == (
        len(bundle.documents), len(bundle.sources), len(bundle.concepts), len(bundle.instances)
    )
    assert sum(stats.relationships.values()) == len(bundle.relationships)
    missing = await graph.db.run_auto(
        "MATCH (n) WHERE (n:Concept OR n:Source) AND n.embedding IS NULL RETURN count(n) AS n"
    )
    assert missing[0]["n"] == 0
    # Every quote is verbatim in the paragraph it is attached to, checked by Neo4j itself.
    bad = await graph.db.run_auto(
        "MATCH (i:Instance)-[:FOUND_IN]->(s:Source) WHERE NOT s.text CONTAINS i.quote RETURN count(i) AS n"
    )
    assert bad[0]["n"] == 0


@pytest.mark.slow
async def test_import_twice_changes_nothing(graph: KnowledgeGraph) -> None:
    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    first = dump(await graph.export_bundle())
    counts = await graph.db.run_auto(
        "MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN count(DISTINCT n) AS n, count(r) AS r"
    )
    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    assert dump(await graph.export_bundle()) == first
    assert await graph.db.run_auto(
        "MATCH (n) OPTIONAL MATCH (n)-[r]->() RETURN count(DISTINCT n) AS n, count(r) AS r"
    ) == counts


@pytest.mark.slow
async def test_export_then_import_reproduces_the_graph_exactly(graph: KnowledgeGraph, tmp_path: Path) -> None:
    from tests.helpers.graphs import wipe

    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    original = await graph.export_bundle()
    for suffix in (".json", ".jsonl"):
        path = tmp_path / f"graph{suffix}"
        write_bundle(original, path)
        await wipe(graph)
        report = await graph.import_bundle(read_bundle(path))
        assert report.embedded == {"concepts": 0, "sources": 0}, "exported vectors are reused, not recomputed"
        assert dump(await graph.export_bundle()) == dump(original)


@pytest.mark.slow
async def test_an_invalid_bundle_leaves_the_graph_unchanged(
    graph: KnowledgeGraph, kg_run: KgRun, tmp_path: Path
) -> None:
    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    before = dump(await graph.export_bundle())
    data = json.loads(BUNDLE_FILE.read_text())
    data["concepts"].append({"concept_id": "fresh-concept", "label": "Fresh"})  # valid, would be written first
    data["instances"][-1]["quote"] = "words that appear in no paragraph at all"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    result = await asyncio.to_thread(kg_run, "import", str(bad))
    assert result.returncode == 2
    assert "1 invalid record(s); nothing was imported" in result.stderr
    assert f"instances[{len(data['instances']) - 1}]" in result.stderr and "not found verbatim" in result.stderr
    assert "Traceback" not in result.stderr
    assert dump(await graph.export_bundle()) == before


async def test_export_without_embeddings_and_recompute_on_import(graph: KnowledgeGraph) -> None:
    data = {
        "documents": [{"name": "a.md"}],
        "sources": [{"source_id": "a.md#p1", "document": "a.md", "paragraph": 1, "text": "Payment is due in 30 days."}],
        "concepts": [{"concept_id": "payment-terms", "label": "Payment terms", "aliases": ["net 30"]}],
        "instances": [{"instance_id": "i1", "concept_id": "payment-terms", "source_id": "a.md#p1",
                       "quote": "Payment is due in 30 days."}],
    }
    await graph.import_bundle(validate_bundle(data))
    slim = await graph.export_bundle(with_embeddings=False)
    assert slim.embedding_model is None and slim.concepts[0].embedding is None
    assert slim.documents[0].ingested_at is not None, "documents remember when they entered the graph"
    full = await graph.export_bundle()
    assert len(full.concepts[0].embedding or []) == 384
    assert full.embedding_model == "all-MiniLM-L6-v2" and full.embedding_dimension == 384


async def test_foreign_embeddings_are_recomputed_not_mixed(graph: KnowledgeGraph) -> None:
    data = {
        "embedding_model": "some-other-model",
        "embedding_dimension": 3,
        "concepts": [{"concept_id": "x", "label": "X", "embedding": [1.0, 0.0, 0.0]}],
    }
    report = await graph.import_bundle(validate_bundle(data))
    assert report.embedded["concepts"] == 1
    assert "recomputed" in report.notes[0]
    exported = await graph.export_bundle()
    assert len(exported.concepts[0].embedding or []) == 384


async def test_a_quote_imported_again_elsewhere_is_moved_not_linked_twice(graph: KnowledgeGraph) -> None:
    data = {
        "documents": [{"name": "a.md"}, {"name": "b.md"}],
        "sources": [
            {"source_id": "p1", "document": "a.md", "paragraph": 1, "text": "Payment is due in 30 days."},
            {"source_id": "p2", "document": "b.md", "paragraph": 1, "text": "Payment is due in 30 days, or 60."},
        ],
        "concepts": [{"concept_id": "net-30", "label": "Net 30"}, {"concept_id": "payment", "label": "Payment"}],
        "instances": [{"instance_id": "i1", "concept_id": "net-30", "source_id": "p1", "quote": "Payment is due"}],
    }
    await graph.import_bundle(validate_bundle(data))
    data["instances"][0].update(concept_id="payment", source_id="p2")
    data["sources"][0]["document"] = "b.md"
    data["sources"][0]["paragraph"] = 2
    await graph.import_bundle(validate_bundle(data))
    exported = await graph.export_bundle(with_embeddings=False)
    assert [(i.concept_id, i.source_id) for i in exported.instances] == [("payment", "p2")]
    links = await graph.db.run_auto("MATCH (d:Document)-[:HAS_SOURCE]->(s:Source {source_id: 'p1'}) RETURN d.name AS d")
    assert links == [{"d": "b.md"}]


@pytest.mark.slow
async def test_a_large_import_into_an_empty_graph_rebuilds_the_indexes_once(graph: KnowledgeGraph) -> None:
    from kg_bench.synthetic import synthetic_search_bundle
    from kg_server.transfer.graph import BULK_RECORDS

    bundle = synthetic_search_bundle(BULK_RECORDS, relationships=100)
    bundle.embedding_model = graph.embedder.name  # precomputed vectors of the configured dimension and variant
    bundle.embedding_variant = graph.embedder.variant
    report = await graph.import_bundle(bundle)
    assert report.embedded == {"concepts": 0, "sources": 0}
    assert any("bulk load" in note for note in report.notes) and report.index_seconds is not None
    states = {i["name"]: i["state"] for i in await graph.db.read("schema_indexes")}
    assert all(
        states[name] == "ONLINE" for name in ("concept_embedding", "concept_text", "source_embedding", "source_text")
    )
    await graph.verify()
    label = bundle.concepts[1234].label
    found = await graph.run(SEARCH_CONCEPTS, SearchConcepts(query=label, mode="lexical", limit=3))
    assert found.results[0].concept_id == "concept-1234"
    # A second import into the now non-empty graph writes in place.
    again = await graph.import_bundle(bundle)
    assert not any("bulk load" in note for note in again.notes)
