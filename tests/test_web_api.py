"""The web app's JSON API through httpx against the real app and Neo4j (the sample graph)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from kg_server.config import Settings
from kg_server.contract import OPERATIONS
from kg_server.errors import ConfigError
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.store.db import Database
from kg_server.store.local_server import free_port
from kg_server.visualize.graphs import session_graph
from tests.helpers.clients import running
from tests.helpers.tools import route


@pytest.fixture
async def api(sample_graph: KnowledgeGraph) -> AsyncIterator[httpx.AsyncClient]:
    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as client:
        yield client


async def test_health_and_openapi(api: httpx.AsyncClient) -> None:
    health = await api.get("/healthz")
    assert health.status_code == 200 and health.json()["status"] == "ok" and health.json()["neo4j"].startswith("5.26")
    spec = (await api.get("/openapi.json")).json()
    assert {"/api/search", "/api/concepts/{concept_id}", "/api/viz/{session_id}", "/api/paths"} <= set(spec["paths"])
    assert (await api.get("/docs")).status_code == 200
    search = {p["name"]: p for p in spec["paths"]["/api/search"]["get"]["parameters"]}
    assert (search["limit"]["schema"]["minimum"], search["limit"]["schema"]["maximum"]) == (1, 50)
    assert search["mode"]["schema"]["enum"] == ["hybrid", "semantic", "lexical"] and search["q"]["required"]
    favicon = await api.get("/favicon.ico")
    assert favicon.status_code == 200 and favicon.headers["content-type"].startswith("image/svg+xml")


async def test_search_answers_the_limit_asked(api: httpx.AsyncClient) -> None:
    found = await api.get("/api/search", params={"q": "liability cap", "limit": 3})
    assert found.status_code == 200 and len(found.json()["results"]) == 3


async def test_a_concept_comes_with_its_quotes_and_relationships(api: httpx.AsyncClient) -> None:
    concept = await api.get("/api/concepts/payment-within-30-days")
    assert concept.json()["instances"] and concept.json()["relationships"]


async def test_related_concepts_follow_the_types_asked(api: httpx.AsyncClient) -> None:
    related = await api.get(
        "/api/concepts/uncapped-ip-indemnity/related", params={"types": "contradicts", "max_depth": 1}
    )
    # The capped indemnity of the clarification notice, and the draft's carve-outs (the combination one)
    assert sorted(r["concept_id"] for r in related.json()["results"]) == [
        "capped-ip-indemnity",
        "ip-indemnity-carve-outs",
    ]


async def test_paths_connect_two_concepts(api: httpx.AsyncClient) -> None:
    paths = await api.get("/api/paths", params={"from": "uncapped-ip-indemnity", "to": "source-code-escrow"})
    assert paths.json()["paths"]


async def test_passages_stay_in_the_folder_asked(api: httpx.AsyncClient) -> None:
    passages = await api.get("/api/passages", params={"q": "invoice", "topic_prefix": "Emails", "limit": 2})
    assert all(p["document"].startswith("Emails/") for p in passages.json()["results"])


async def test_documents_and_topics_count_the_sample(api: httpx.AsyncClient) -> None:
    assert (await api.get("/api/documents")).json()["total"] == 15
    assert (await api.get("/api/topics")).json()["topics"][0]["documents"] == 15


async def test_contradictions_set_one_folder_against_another(api: httpx.AsyncClient) -> None:
    contradictions = await api.get("/api/contradictions", params={"topic_a": "Tenders", "topic_b": "Contracts"})
    assert contradictions.json()["total_results"] >= 3


@pytest.mark.parametrize(
    ("path", "params", "status", "message"),
    [
        ("/api/concepts/payment-within-30", {}, 404, "Closest matches: payment-within-30-days"),
        ("/api/paths", {"from": "uncapped-ip-indemnity", "to": "nope-nope"}, 404, "No concept with id 'nope-nope'"),
        ("/api/viz/not-a-real-session-id-at-all", {}, 404, "unknown"),
        ("/api/documents/draft/concepts", {}, 404, "No document named 'draft'"),
    ],
)
async def test_errors_are_json_with_the_right_status(api: httpx.AsyncClient, path: str, params: dict, status: int,
                                                     message: str) -> None:
    response = await api.get(path, params=params)
    assert response.status_code == status, response.text
    assert message in response.json()["error"]


# One invalid argument for every route that takes any: each answers 422 with the contract's message.
INVALID = [
    ("GET", "/api/search", {"q": "cap", "limit": 0}, "limit must be a whole number from 1 to 50, e.g. 10; got '0'"),
    ("GET", "/api/search", {"q": "cap", "limit": "many"}, "limit must be a whole number from 1 to 50"),
    ("GET", "/api/search", {"q": "cap", "mode": "fuzzy"}, "mode must be one of: hybrid, semantic, lexical"),
    ("GET", "/api/search", {"q": "  "}, "q must be text of 1 to 2,000 characters"),
    ("GET", "/api/search", {}, "q is required"),
    ("GET", "/api/passages", {"q": "cap", "date_from": "soon"}, "date_from must be a date (YYYY-MM-DD)"),
    ("GET", "/api/concepts/{concept_id}", {"concept_id": "x" * 201}, "concept_id must be text of 1 to 200 characters"),
    (
        "GET",
        "/api/concepts/{concept_id}/related",
        {"concept_id": "uncapped-ip-indemnity", "types": "causes"},
        "valid types are",
    ),
    (
        "GET",
        "/api/concepts/{concept_id}/related",
        {"concept_id": "uncapped-ip-indemnity", "max_depth": 6},
        "max_depth must be a whole number from 1 to 5",
    ),
    ("GET", "/api/concepts/{concept_id}/neighbourhood", {"concept_id": "x" * 201}, "concept_id must be text"),
    ("GET", "/api/paths", {"from": "a", "to": "b", "max_hops": 0}, "max_hops must be a whole number from 1 to 10"),
    ("GET", "/api/paths", {"from": "a", "to": "a"}, "the same concept"),
    (
        "GET",
        "/api/documents/{document_name}/concepts",
        {"document_name": "Contracts/draft-contract.md", "paragraph": 0},
        "paragraph must be a whole number from 1",
    ),
    ("GET", "/api/source", {}, "pass exactly one of source_id"),
    ("GET", "/api/topics", {"prefix": "Nowhere"}, "no folder matches 'Nowhere'"),
    ("GET", "/api/contradictions", {"limit": 101}, "limit must be a whole number from 1 to 100"),
    ("GET", "/api/contradictions", {"topic_a": "Tendrs"}, "no folder or document matches 'Tendrs'"),
    ("GET", "/api/documents", {"max_tokens": 1}, "max_tokens must be a whole number from 500 to 100,000"),
    ("GET", "/api/scout", {"q": "indemnity", "budget": 0}, "budget must be a whole number from 1 to 200"),
    (
        "GET",
        "/api/scout",
        {"q": "indemnity", "preset": "greedy"},
        "preset must be one of: balanced, risk, focused, wide",
    ),
    ("GET", "/api/friction", {"limit": 0}, "limit must be a whole number from 1 to 100"),
    ("GET", "/api/friction", {"topic_prefix": "Nowhere"}, "no folder matches 'Nowhere'"),
    ("GET", "/api/search", {"q": "cap", "cursor": "abc"}, "cursor: not a cursor this server gave out"),
    ("POST", "/api/concepts/batch", {"concept_ids": []}, "concept_ids must be a list of 1 to 50 items"),
    ("POST", "/api/viz", {"depth": 9}, "depth must be a whole number from 0 to 3, e.g. 1; got 9"),
    ("POST", "/api/viz", {"depth": 1, "colour": "red"}, "unknown argument 'colour'"),
    # Curation: the arguments are checked before the server says whether it allows writes.
    ("POST", "/api/concepts", {"label": ""}, "label must be text of 1 to 300 characters"),
    ("PATCH", "/api/concepts/{concept_id}", {"concept_id": "source-code-escrow"}, "say what to change"),
    (
        "POST",
        "/api/instances",
        {"concept_id": "source-code-escrow", "source_id": "x#p1", "quote": "a", "confidence": 2},
        "confidence must be a number from 0 to 1",
    ),
    (
        "POST",
        "/api/relationships",
        {"from_concept_id": "a", "to_concept_id": "b", "type": "causes"},
        "unknown relationship type 'causes'",
    ),
    ("DELETE", "/api/relationships", {"from_concept_id": "a", "to_concept_id": "b"}, "type is required"),
    ("GET", "/api/changes", {"since_sequence": -1}, "since_sequence must be a whole number from 0 to"),
    (
        "POST",
        "/api/cypher",
        {"statement": "MATCH (n) RETURN n", "max_rows": 0},
        "max_rows must be a whole number from 1",
    ),
    ("POST", "/api/console", {"input": ""}, "input must be text of 1 to 20,000 characters"),
]


# And for every operation's route, from the registry: its example with an argument it does not take.
INVALID += [(method, path, {**arguments, "colour": "red"}, "unknown argument 'colour'")
            for method, path, arguments in (route(name) for name in OPERATIONS)]


def test_every_route_with_arguments_has_an_invalid_case() -> None:
    from fastapi.routing import APIRoute

    from kg_server.config import Settings as AppSettings

    app = serve_app(AppSettings(_env_file=None))  # type: ignore[call-arg]
    with_arguments = {(method, route.path.replace(":path", "")) for route in app.routes
                      if isinstance(route, APIRoute) and route.include_in_schema for method in route.methods
                      if route.dependant.dependencies or route.dependant.path_params or route.dependant.query_params}
    covered = {(method, path) for method, path, _, _ in INVALID} | {("GET", "/api/viz/{session_id}")}
    assert with_arguments <= covered, f"add an invalid case for {sorted(with_arguments - covered)}"


@pytest.mark.parametrize(("method", "path", "arguments", "message"), INVALID)
async def test_every_invalid_argument_is_a_422(api: httpx.AsyncClient, method: str, path: str, arguments: dict,
                                              message: str) -> None:
    query = dict(arguments)
    for name in ("concept_id", "document_name"):
        if "{" + name + "}" in path:
            path = path.replace("{" + name + "}", query.pop(name))
    if method in ("POST", "PATCH"):
        response = await api.request(method, path, json=query)
    else:
        response = await api.request(method, path, params=query)
    assert response.status_code == 422, response.text
    assert message in response.json()["error"], response.json()["error"]


async def test_the_other_operations_answer_over_http(api: httpx.AsyncClient) -> None:
    concepts = await api.get("/api/documents/draft-contract/concepts")
    assert concepts.status_code == 200 and concepts.json()["document"] == "Contracts/draft-contract.md"
    source = await api.get("/api/source", params={"source_id": "Tenders/request-for-tender.md#p2"})
    assert source.json()["paragraphs"][0]["paragraph"] == 2
    batch = await api.post("/api/concepts/batch", json={"concept_ids": ["payment-within-30-days", "nope"]})
    assert batch.json()["missing"] == ["nope"]


async def test_a_misconfigured_server_is_a_503_naming_the_setting(settings: Settings) -> None:
    wrong = settings.model_copy(update={"embedding_provider": "openai", "openai_api_key": None,
                                        "openai_base_url": None})
    graph = KnowledgeGraph(wrong)
    async with running(serve_app(wrong, graph=graph)) as client:
        answer = await client.get("/api/search", params={"q": "liability"})
        assert answer.status_code == 503 and "KG_EMBEDDING_PROVIDER" in answer.json()["error"]
    await graph.close()


async def test_visualization_sessions(api: httpx.AsyncClient, sample_graph: KnowledgeGraph) -> None:
    created = await api.post("/api/viz", json={"center_concept": "uncapped-ip-indemnity", "depth": 1})
    assert created.status_code == 201
    session_id = created.json()["session_id"]
    view = (await api.get(f"/api/viz/{session_id}")).json()
    assert view["session"]["center_concept"] == "uncapped-ip-indemnity" and not view["truncated"]
    ids = {node["id"] for node in view["nodes"]}
    details = (await api.get("/api/concepts/uncapped-ip-indemnity")).json()
    assert ids == {"uncapped-ip-indemnity"} | {r["concept_id"] for r in details["relationships"]}
    assert [n["id"] for n in view["nodes"] if n["is_center"]] == ["uncapped-ip-indemnity"]
    assert all(link["source"] in ids and link["target"] in ids for link in view["links"])
    assert {"contradicts", "part_of"} <= {link["type"] for link in view["links"]}
    center = next(n for n in view["nodes"] if n["is_center"])
    assert center["group"] in ("Tenders", "Minutes", "Emails", "Contracts") and center["evidence_count"] >= 1

    overview = await api.post("/api/viz", json={"depth": 0})
    top = (await api.get(f"/api/viz/{overview.json()['session_id']}")).json()
    degrees = [node["degree"] for node in top["nodes"]]
    assert len(top["nodes"]) == 84 and degrees == sorted(degrees, reverse=True)

    capped = await session_graph(sample_graph.db, session_id, node_cap=5)
    assert len(capped.nodes) == 5 and capped.truncated

    neighbours = (await api.get("/api/concepts/source-code-escrow/neighbourhood")).json()
    assert len(neighbours["nodes"]) > 1
    assert all("source-code-escrow" in (link["source"], link["target"]) for link in neighbours["links"])

    bad = await api.post("/api/viz", json={"concept_ids": ["uncapped-ip-indemnty"]})
    assert bad.status_code == 404 and "uncapped-ip-indemnity" in bad.json()["error"]
    assert (await api.post("/api/viz", json={"depth": 9})).status_code == 422

    page = await api.get(f"/viz/{session_id}")
    assert page.status_code == 200 and f'"sessionId": "{session_id}"' in page.text
    assert "{{" not in page.text
    assert (await api.get("/api/viz")).json()[0]["session_id"] == overview.json()["session_id"]

    await sample_graph.db.run_auto(
        "MATCH (v:VizSession {session_id: $id}) SET v.expires_at = datetime() - duration('PT1H')", {"id": session_id})
    expired = await api.get(f"/api/viz/{session_id}")
    assert expired.status_code == 410 and "expired" in expired.json()["error"]
    gone = await api.get(f"/viz/{session_id}")
    assert gone.status_code == 410 and "expired" in gone.text and "get_visualization_url" in gone.text
    unknown = await api.get("/viz/no-such-session-anywhere-x")
    assert unknown.status_code == 404 and "unknown" in unknown.text


async def test_a_session_view_is_reused_until_the_graph_changes(api: httpx.AsyncClient,
                                                                sample_graph: KnowledgeGraph) -> None:
    """A view is built once per graph state: served again while nothing commits, rebuilt after a write
    from any connection (here another driver, as `kg ingest` or a curator in another process would)."""
    created = await api.post("/api/viz", json={"concept_ids": ["source-code-escrow"], "depth": 1})
    session_id = created.json()["session_id"]
    first = await sample_graph.viz_graph(session_id)
    assert await sample_graph.viz_graph(session_id) is first

    other = Database(sample_graph.settings)
    rename = "MATCH (c:Concept {concept_id: 'source-code-escrow'}) SET c.label = $label RETURN count(c) AS n"
    label = next(node.label for node in first.nodes if node.id == "source-code-escrow")
    try:
        assert (await other.run_auto(rename, {"label": "Escrow of the source code"}))[0]["n"] == 1
        changed = (await api.get(f"/api/viz/{session_id}")).json()
        assert {n["id"]: n["label"] for n in changed["nodes"]}["source-code-escrow"] == "Escrow of the source code"
        assert len(changed["nodes"]) == len(first.nodes) and len(changed["links"]) == len(first.links)
    finally:
        await other.run_auto(rename, {"label": label})
        await other.close()
    restored = await sample_graph.viz_graph(session_id)
    assert restored is not first and restored.model_dump() == first.model_dump()


async def test_beyond_loopback_a_token_is_required(sample_graph: KnowledgeGraph) -> None:
    with pytest.raises(ConfigError, match="set KG_API_TOKEN"):
        serve_app(sample_graph.settings, host="0.0.0.0", graph=sample_graph)
    token = "a-long-enough-secret-token"
    settings = sample_graph.settings.model_copy(update={"api_token": _secret(token)})
    async with running(serve_app(settings, host="0.0.0.0", graph=sample_graph)) as client:
        assert (await client.get("/api/documents")).status_code == 401
        wrong = await client.get("/api/documents", headers={"Authorization": "Bearer not-it"})
        assert wrong.status_code == 401 and "bearer token" in wrong.json()["error"]
        right = await client.get("/api/documents", headers={"Authorization": f"Bearer {token}"})
        assert right.status_code == 200
        assert (await client.post("/mcp", json={})).status_code == 401
        assert (await client.get("/")).status_code == 200  # pages hold no data; they ask for the token


async def test_mcp_is_mounted_and_guards_the_host_header(api: httpx.AsyncClient) -> None:
    request = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}}
    headers = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}
    ok = await api.post("/mcp", json=request, headers=headers)
    assert ok.status_code == 200, ok.text
    rebinding = await api.post("/mcp", json=request, headers={**headers, "Host": "evil.example:8000"})
    assert rebinding.status_code == 421


async def test_every_path_refuses_a_foreign_host_or_origin(api: httpx.AsyncClient) -> None:
    """DNS rebinding: a page on evil.example that points its name at 127.0.0.1 reaches this server with
    its own name as Host. Pages, /api and /static are refused like /mcp (no token guards loopback)."""
    for path in ("/", "/healthz", "/api/documents", "/api/server", "/viz/some-session", "/favicon.ico"):
        refused = await api.get(path, headers={"Host": "evil.example:8000"})
        assert refused.status_code == 421 and "DNS rebinding" in refused.json()["error"], path
    cross_site = await api.post("/api/concepts/batch", json={"concept_ids": ["payment-within-30-days"]},
                                headers={"Origin": "http://evil.example"})
    assert cross_site.status_code == 403 and "http://evil.example" in cross_site.json()["error"]
    same_site = await api.post("/api/concepts/batch", json={"concept_ids": ["payment-within-30-days"]},
                               headers={"Origin": "http://127.0.0.1:8000"})
    assert same_site.status_code == 200
    assert (await api.get("/api/documents", headers={"Host": "localhost:8000"})).status_code == 200


async def test_an_unreachable_neo4j_is_503(settings: Settings, embedder: Any) -> None:
    down = settings.model_copy(update={"neo4j_uri": f"bolt://127.0.0.1:{free_port()}"})
    graph = KnowledgeGraph(down, embedder=embedder)
    async with running(serve_app(down, graph=graph)) as client:
        health = await client.get("/healthz")
        assert health.status_code == 503 and "cannot reach Neo4j" in health.json()["error"]
        documents = await client.get("/api/documents")
        assert documents.status_code == 503 and "kg neo4j start" in documents.json()["error"]
    await graph.close()


def _secret(value: str) -> Any:
    from pydantic import SecretStr

    return SecretStr(value)
