"""When Neo4j is down or the schema is missing, tools say so clearly (and the server keeps running)."""

from __future__ import annotations

from mcp import Client

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.shells.mcp import build_server
from kg_server.store.local_server import free_port


async def test_tools_report_an_unreachable_neo4j(settings: Settings, embedder: LocalEmbedder) -> None:
    down = settings.model_copy(update={"neo4j_uri": f"bolt://127.0.0.1:{free_port()}"})
    graph = KnowledgeGraph(down, embedder=embedder)
    async with Client(build_server(down, graph=graph)) as client:
        result = await client.call_tool("search_concepts", {"query": "liability"})
        assert result.is_error
        text = result.content[0].text
        assert "cannot reach Neo4j at bolt://127.0.0.1:" in text and "kg neo4j start" in text
        again = await client.call_tool("list_documents", {})
        assert again.is_error and "cannot reach Neo4j" in again.content[0].text
    await graph.close()


async def test_tools_report_a_missing_schema(empty_graph: KnowledgeGraph) -> None:
    async with Client(build_server(empty_graph.settings, graph=empty_graph)) as client:
        result = await client.call_tool("search_concepts", {"query": "liability"})
        assert result.is_error and "run `kg init`" in result.content[0].text
        documents = await client.call_tool("list_documents", {})
        assert not documents.is_error and documents.structured_content["total"] == 0


async def test_a_misconfigured_server_names_the_setting(settings: Settings) -> None:
    wrong = settings.model_copy(
        update={"embedding_provider": "openai", "openai_api_key": None, "openai_base_url": None}
    )
    graph = KnowledgeGraph(wrong)
    async with Client(build_server(wrong, graph=graph)) as client:
        result = await client.call_tool("search_concepts", {"query": "liability"})
        assert result.is_error
        assert "server setting KG_EMBEDDING_PROVIDER needs fixing" in result.content[0].text
        assert "OPENAI_API_KEY" in result.content[0].text
    await graph.close()
