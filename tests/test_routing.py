"""A routing URI (`neo4j://`, as for a cluster or Aura) against the local server: reads go through read
transactions, which a cluster serves from followers, and writes still reach the leader."""

from __future__ import annotations

import pytest

from kg_server.config import Settings
from kg_server.contract.reads import GET_VISUALIZATION_URL, SEARCH_PASSAGES, GetVisualizationUrl, SearchPassages
from kg_server.errors import QueryFailed
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph


def routed(settings: Settings) -> Settings:
    return settings.model_copy(update={"neo4j_uri": "neo4j://" + settings.neo4j_uri.split("://", 1)[1]})


async def test_routing_scheme_reads_and_writes(sample_graph: KnowledgeGraph, settings: Settings,
                                               embedder: LocalEmbedder) -> None:
    async with KnowledgeGraph(routed(settings), embedder=embedder) as graph:
        assert type(graph.db.driver).__name__ == "AsyncNeo4jDriver"  # the routing driver, not a direct one
        await graph.verify()
        found = await graph.run(SEARCH_PASSAGES, SearchPassages(query="liability cap", limit=3))
        assert found.results
        session = await graph.run(GET_VISUALIZATION_URL,   # a write: the leader
            GetVisualizationUrl(concept_ids=["uk-data-residency"], depth=1))
        view = await graph.viz_graph(session.session_id)  # read at once in a read transaction: bookmarks
        assert "uk-data-residency" in {node.id for node in view.nodes}


async def test_reads_run_in_read_transactions(
    graph: KnowledgeGraph, settings: Settings, embedder: LocalEmbedder
) -> None:
    """What a cluster sends to a follower must not write: the server refuses writes in read mode."""
    async with KnowledgeGraph(routed(settings), embedder=embedder) as routed_graph:
        with pytest.raises(QueryFailed, match="AccessMode"):  # "Writing in read access mode not allowed"
            await routed_graph.db.read_text("CREATE (:RoutingProbe)")
    assert (await graph.db.read_text("MATCH (p:RoutingProbe) RETURN count(p) AS n"))[0]["n"] == 0
