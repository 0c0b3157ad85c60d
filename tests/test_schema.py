"""Schema: idempotent, and loud about vectors of another dimension or model."""

from __future__ import annotations

import pytest

from kg_server.bundle import validate_bundle
from kg_server.embeddings import OpenAIEmbedder
from kg_server.errors import SchemaError
from kg_server.graph import KnowledgeGraph


async def schema_snapshot(graph: KnowledgeGraph) -> list:
    indexes = await graph.db.run_auto(
        "SHOW INDEXES YIELD name, type, labelsOrTypes, properties, options RETURN * ORDER BY name"
    )
    constraints = await graph.db.run_auto("SHOW CONSTRAINTS YIELD name, type RETURN * ORDER BY name")
    return [indexes, constraints]


async def test_applying_the_schema_twice_changes_nothing(empty_graph: KnowledgeGraph) -> None:
    await empty_graph.init_schema()
    first = await schema_snapshot(empty_graph)
    await empty_graph.init_schema()
    assert await schema_snapshot(empty_graph) == first
    names = {row["name"] for row in first[0]}
    assert {"concept_embedding", "source_embedding", "concept_text", "source_text"} <= names
    assert {"concept_id", "source_id", "instance_id", "document_name"} <= {row["name"] for row in first[1]}


async def test_a_server_refuses_to_run_without_a_schema(empty_graph: KnowledgeGraph) -> None:
    with pytest.raises(SchemaError, match="run `kg init`"):
        await empty_graph.verify()


async def test_a_dimension_mismatch_names_both_dimensions_and_the_fix(graph: KnowledgeGraph, embeddings_url: str) -> None:
    await graph.import_bundle(validate_bundle({"concepts": [{"concept_id": "a", "label": "Alpha"}]}))
    other = KnowledgeGraph(graph.settings, embedder=OpenAIEmbedder("tiny-embed", api_key="good-key", base_url=embeddings_url))
    try:
        with pytest.raises(SchemaError) as caught:
            await other.init_schema()
        message = str(caught.value)
        assert "384" in message and "8-dimensional" in message and "kg reembed" in message
        with pytest.raises(SchemaError):
            await other.verify()
        counts = await other.reembed()
        assert counts == {"concepts": 1, "sources": 0}
        await other.verify()  # now consistent
        exported = await other.export_bundle()
        assert exported.embedding_model == "tiny-embed" and len(exported.concepts[0].embedding or []) == 8
        # ...and now the original 384-dimensional embedder is the one that no longer fits.
        with pytest.raises(SchemaError, match="384-dimensional"):
            await graph.init_schema()
        await graph.reembed()
        await graph.verify()
    finally:
        await other.close()
