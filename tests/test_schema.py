"""Schema: idempotent, and loud about vectors of another dimension, model or variant."""

from __future__ import annotations

import pytest

from kg_server.errors import SchemaError
from kg_server.providers.embeddings import LocalEmbedder, OpenAIEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.transfer.files import validate_bundle
from tests.helpers.graphs import wipe


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


async def test_a_graph_missing_an_index_or_a_constraint_gets_it_back(empty_graph: KnowledgeGraph) -> None:
    """Applying the schema skips what exists by name: what an older version lacks (or an operator
    dropped) must still be made."""
    await empty_graph.init_schema()
    whole = await schema_snapshot(empty_graph)
    await empty_graph.db.run_auto("DROP INDEX symbol_document")
    await empty_graph.db.run_auto("DROP CONSTRAINT concept_id")
    await empty_graph.db.run_auto("DROP INDEX concept_text")
    assert await schema_snapshot(empty_graph) != whole
    await empty_graph.init_schema()
    assert await schema_snapshot(empty_graph) == whole


async def test_a_server_refuses_to_run_without_a_schema(empty_graph: KnowledgeGraph) -> None:
    with pytest.raises(SchemaError, match="run `kg init`"):
        await empty_graph.verify()


async def test_a_dimension_mismatch_names_both_dimensions_and_the_fix(
    graph: KnowledgeGraph, embeddings_url: str
) -> None:
    await graph.import_bundle(validate_bundle({"concepts": [{"concept_id": "a", "label": "Alpha"}]}))
    other = KnowledgeGraph(
        graph.settings, embedder=OpenAIEmbedder("tiny-embed", api_key="good-key", base_url=embeddings_url)
    )
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


async def test_a_graph_refuses_vectors_of_another_variant(graph: KnowledgeGraph) -> None:
    await graph.import_bundle(validate_bundle({"concepts": [{"concept_id": "a", "label": "Alpha"}]}))
    made_with = graph.embedder.variant
    other_variant = "fp32" if made_with == "int8" else "int8"
    other = KnowledgeGraph(graph.settings, embedder=LocalEmbedder(variant=other_variant))
    try:
        for attempt in (other.init_schema, other.verify):
            with pytest.raises(SchemaError) as caught:
                await attempt()
            message = str(caught.value)
            assert f"made by the {made_with} variant" in message and f"is its {other_variant} variant" in message
            assert "kg reembed" in message and f"KG_EMBEDDING_VARIANT={made_with}" in message
        assert (await graph.stats()).embedding_variant == made_with
        await other.reembed()
        await other.verify()
        assert (await other.stats()).embedding_variant == other_variant
        exported = await other.export_bundle()
        assert exported.embedding_variant == other_variant
        # The bundle's vectors are of the other variant, so importing it back recomputes them.
        await wipe(graph)
        report = await graph.import_bundle(exported)
        assert report.embedded["concepts"] == 1 and f"({other_variant})" in report.notes[0]
    finally:
        await other.close()


async def test_a_graph_without_a_recorded_variant_holds_fp32_vectors(graph: KnowledgeGraph) -> None:
    """Graphs written before the variant was recorded were embedded in fp32 (torch)."""
    await graph.db.run_auto("MATCH (m:GraphMeta {key: 'embedding'}) REMOVE m.variant")
    assert (await graph.stats()).embedding_variant == "fp32"
    fp32 = KnowledgeGraph(graph.settings, embedder=LocalEmbedder(variant="fp32"))
    int8 = KnowledgeGraph(graph.settings, embedder=LocalEmbedder(variant="int8"))
    try:
        await fp32.verify()
        with pytest.raises(SchemaError, match="made by the fp32 variant .* is its int8 variant"):
            await int8.verify()
    finally:
        await fp32.close()
        await int8.close()
