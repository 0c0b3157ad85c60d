"""Stateless replicas: two `kg serve` (one of them with two worker processes) behind a round-robin
balancer share nothing but Neo4j. An MCP client whose calls alternate between them works as with one
server, and a visualization link made through one opens on the other."""

from __future__ import annotations

import contextlib
from typing import Any

import httpx
import pytest
from mcp import Client

from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import free_port
from tests.helpers.processes import kg_serve
from tests.helpers.proxy import round_robin

pytestmark = pytest.mark.slow  # three servers: left out of make test-fast

CALLS: list[tuple[str, dict[str, Any]]] = [
    ("search_concepts", {"query": "liability cap", "limit": 5}),
    ("get_concept_details", {"concept_id": "uncapped-ip-indemnity"}),
    ("find_related_concepts", {"concept_id": "payment-within-30-days", "max_depth": 2}),
    ("search_passages", {"query": "termination notice", "limit": 3}),
]


def _answers(results: list[Any]) -> list[Any]:
    """The answers, less how long each search took."""
    return [{k: v for k, v in result.structured_content.items() if k != "search_duration_ms"} for result in results]


async def test_an_mcp_client_and_a_viewer_link_work_across_two_replicas(sample_graph: KnowledgeGraph,
                                                                       test_env: dict[str, str]) -> None:
    port = free_port()
    env = {**test_env, "KG_PUBLIC_URL": f"http://127.0.0.1:{port}"}  # links point at the balancer
    with contextlib.ExitStack() as stack:
        first = stack.enter_context(kg_serve(env))
        second = stack.enter_context(kg_serve(env, "--workers", "2"))
        balanced, balancer = stack.enter_context(round_robin([first, second], port))

        async with Client(f"{first}/mcp", read_timeout_seconds=120) as alone:  # one server: the reference
            expected = _answers([await alone.call_tool(name, args) for name, args in CALLS])

        async with Client(f"{balanced}/mcp", read_timeout_seconds=120) as client:
            tools = {tool.name for tool in (await client.list_tools()).tools}
            assert {"search_concepts", "get_visualization_url"} <= tools
            for _ in range(2):  # every call twice: each goes to both replicas over the two rounds
                results = [await client.call_tool(name, args) for name, args in CALLS]
                assert not any(r.is_error for r in results), [r.content for r in results if r.is_error]
                assert _answers(results) == expected
            link = await client.call_tool("get_visualization_url",
                                          {"concept_ids": ["uncapped-ip-indemnity"], "depth": 1})
        assert balancer.backends_of("mcp:tools/call") == {first, second}

        url, session_id = link.structured_content["url"], link.structured_content["session_id"]
        assert url.startswith(balanced)
        async with httpx.AsyncClient(timeout=60, trust_env=False) as http:
            views = [(await http.get(f"{replica}/api/viz/{session_id}")) for replica in (first, second, balanced)]
            assert [v.status_code for v in views] == [200, 200, 200], [v.text[:200] for v in views]
            nodes = [sorted(node["id"] for node in v.json()["nodes"]) for v in views]
            assert nodes[0] == nodes[1] == nodes[2] and "uncapped-ip-indemnity" in nodes[0]
            pages = [await http.get(url), await http.get(url)]  # the page itself, through each replica in turn
            assert [p.status_code for p in pages] == [200, 200] and all(session_id in p.text for p in pages)
