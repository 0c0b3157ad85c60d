"""Every MCP tool through a real MCP client, over stdio and over streamable HTTP, on the sample graph."""

from __future__ import annotations

import json
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from mcp import Client
from mcp.types import PromptReference, ResourceTemplateReference

from kg_server.service import KnowledgeGraph
from kg_server.store.local_server import free_port
from tests.helpers.clients import mcp_client
from tests.helpers.tools import READ_TOOLS

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

TOOLS = set(READ_TOOLS)
MAX_OUTPUT_CHARS = 80_000  # about 20k tokens
WORD = re.compile(r"\w+")


@pytest.fixture(scope="module", params=["stdio", "http"])
async def client(request: pytest.FixtureRequest, test_env: dict[str, str]) -> AsyncIterator[Client]:
    # Links point at a free port: over stdio, `kg mcp` serves the viewer there (tests/test_viewer_link.py).
    env = {**test_env, "KG_PUBLIC_URL": f"http://127.0.0.1:{free_port()}"}
    async with mcp_client(request.param, env) as connected:
        yield connected


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    size = len(result.content[0].text) + len(json.dumps(result.structured_content or {}))
    assert size < MAX_OUTPUT_CHARS, f"{tool} answered {size} characters"
    assert not result.is_error, result.content[0].text
    assert result.structured_content is not None
    return result.structured_content


async def error(client: Client, tool: str, **arguments: Any) -> str:
    result = await client.call_tool(tool, arguments)
    assert result.is_error, f"{tool}({arguments}) should fail"
    text = result.content[0].text
    assert "Traceback" not in text
    return text


async def test_the_tools_have_precise_schemas(client: Client) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(tools) == TOOLS
    for tool in tools.values():
        assert tool.description and tool.output_schema, tool.name
        for name, spec in tool.input_schema["properties"].items():
            assert spec.get("description"), f"{tool.name}.{name} has no description"
    limit = tools["search_concepts"].input_schema["properties"]["limit"]
    assert (limit["minimum"], limit["maximum"], limit["default"]) == (1, 50, 10)
    assert tools["find_connections"].input_schema["properties"]["max_hops"]["maximum"] == 10
    assert tools["search_concepts"].annotations.read_only_hint


async def test_a_paraphrase_finds_the_indemnity_concept_by_meaning(
    client: Client, sample_graph: KnowledgeGraph
) -> None:
    query = "vendor must cover us when someone sues over stolen inventions"
    answer = await call(client, "search_concepts", query=query, mode="semantic", limit=5)
    ids = [hit["concept_id"] for hit in answer["results"]]
    assert "uncapped-ip-indemnity" in ids
    details = await call(client, "get_concept_details", concept_id="uncapped-ip-indemnity")
    concept_words = {
        w.lower() for w in WORD.findall(" ".join([details["label"], details["description"], *details["aliases"]]))
    }
    assert not concept_words & {w.lower() for w in WORD.findall(query)}, "the paraphrase must share no word"
    hit = answer["results"][ids.index("uncapped-ip-indemnity")]
    assert -1 <= hit["similarity"] <= 1 and hit["similarity"] >= answer["min_similarity"]
    assert answer["mode"] == "semantic" and answer["search_duration_ms"] > 0


async def test_an_exact_term_is_found_lexically_that_meaning_ranks_low(
    client: Client, sample_graph: KnowledgeGraph
) -> None:
    lexical = await call(client, "search_concepts", query="Clause 9.4", mode="lexical", limit=3)
    top = lexical["results"][0]
    details = await call(client, "get_concept_details", concept_id=top["concept_id"])
    assert "9.4" in " ".join([details["label"], *details["aliases"], details["description"]])
    semantic = await call(client, "search_concepts", query="Clause 9.4", mode="semantic", limit=50, min_similarity=-1)
    ranks = [hit["concept_id"] for hit in semantic["results"]]
    assert top["concept_id"] not in ranks[:5]
    hybrid = await call(client, "search_concepts", query="Clause 9.4", limit=5)
    assert all(hit["fused_score"] for hit in hybrid["results"])
    scores = [hit["fused_score"] for hit in hybrid["results"]]
    assert scores == sorted(scores, reverse=True)


async def test_concept_details_quote_every_source(client: Client, sample_graph: KnowledgeGraph) -> None:
    details = await call(client, "get_concept_details", concept_id="payment-within-30-days")
    assert details["instance_count"] == len(details["instances"]) >= 2
    for quote in details["instances"]:
        assert quote["source_id"] == f"{quote['document']}#p{quote['paragraph']}"
    contradicts = [r for r in details["relationships"] if r["type"] == "contradicts"]
    assert any(r["concept_id"] == "payment-within-60-days" for r in contradicts)
    assert all(e["document"] for r in details["relationships"] for e in r["evidence"])
    missing = await error(client, "get_concept_details", concept_id="payment-within-30")
    assert "No concept with id 'payment-within-30'" in missing and "payment-within-30-days" in missing


async def test_related_concepts_walk_typed_relationships(client: Client, sample_graph: KnowledgeGraph) -> None:
    answer = await call(client, "find_related_concepts", concept_id="uncapped-ip-indemnity",
                        relationship_types=["Contradicts", "PART_OF"], max_depth=2)
    assert answer["relationship_types"] == ["contradicts", "part_of"]
    first = {r["concept_id"]: r for r in answer["results"] if r["depth"] == 1}
    assert "capped-ip-indemnity" in first
    assert first["capped-ip-indemnity"]["path"][0]["type"] == "contradicts"
    assert all(step["type"] in ("contradicts", "part_of") for r in answer["results"] for step in r["path"])
    assert all(len(r["path"]) == r["depth"] for r in answer["results"])
    bad = await error(
        client, "find_related_concepts", concept_id="uncapped-ip-indemnity", relationship_types=["causes"]
    )
    assert "implies, contradicts, supports, part_of, kind_of, requires, related_to" in bad


async def test_a_known_path_between_two_concepts(client: Client, sample_graph: KnowledgeGraph) -> None:
    answer = await call(client, "find_connections", from_concept_id="uncapped-ip-indemnity",
                        to_concept_id="source-code-escrow", max_hops=4)
    assert 1 <= len(answer["paths"]) <= 5
    lengths = [p["length"] for p in answer["paths"]]
    assert lengths == sorted(lengths) and lengths[0] <= 3
    for path in answer["paths"]:
        assert (
            path["hops"][0]["from_id"] == "uncapped-ip-indemnity" and path["hops"][-1]["to_id"] == "source-code-escrow"
        )
        for hop in path["hops"]:
            assert hop["from_label"] and hop["to_label"] and hop["direction"] in ("forward", "backward")
            assert hop["evidence"]["quote"] and hop["evidence"]["document"] and hop["evidence"]["paragraph"] >= 1
    none = await call(client, "find_connections", from_concept_id="uncapped-ip-indemnity",
                      to_concept_id="source-code-escrow", max_hops=1)
    assert none["paths"] == [] and "No path of at most 1 hop over stated relationships connects" in none["note"]


async def test_scout_and_friction_report(client: Client, sample_graph: KnowledgeGraph) -> None:
    scouted = await call(client, "scout", query="who pays for third-party intellectual property claims", budget=20,
                         max_tokens=20_000)  # the whole trace in one answer
    visited = [step["concept_id"] for step in scouted["meta"]["trace"]]
    assert {"uncapped-ip-indemnity", "capped-ip-indemnity", "third-party-ip-claims"} <= set(visited)
    assert len(visited) <= 20 and scouted["meta"]["budget_remaining"] == 20 - len(visited)
    assert all(step["reason"].startswith(("expanded: ", "not expanded: ")) for step in scouted["meta"]["trace"])
    assert all(p["risk"] in ("high", "medium", "low") and p["quote"] for p in scouted["pointers"])
    friction = await call(client, "friction_report", topic_prefix="Contracts", limit=3)
    assert len(friction["results"]) == 3 and friction["total_results"] > 3
    assert all(item["status"] == "contested" and item["oppositions"] for item in friction["results"])
    details = await call(client, "get_concept_details", concept_id="capped-ip-indemnity")
    assert details["status"] == "contested" and details["friction"] > 0.5


async def test_contradictions_across_folders(client: Client, sample_graph: KnowledgeGraph) -> None:
    answer = await call(client, "find_contradictions", topic_a="Tenders", topic_b="Contracts")
    assert answer["total_results"] >= 3
    pairs = {(c["a"]["concept_id"], c["b"]["concept_id"]) for c in answer["results"]}
    assert ("payment-within-30-days", "payment-within-60-days") in pairs
    assert ("uncapped-ip-indemnity", "capped-ip-indemnity") in pairs
    for item in answer["results"]:
        assert item["a"]["quote"]["document"].startswith("Tenders/")
        assert item["b"]["quote"]["document"].startswith("Contracts/")
    confidences = [c["confidence"] for c in answer["results"]]
    assert confidences == sorted(confidences, reverse=True)
    against_document = await call(
        client, "find_contradictions", topic_a="Tenders", topic_b="Contracts/draft-contract.md"
    )
    assert all(c["b"]["quote"]["document"] == "Contracts/draft-contract.md" for c in against_document["results"])
    unknown = await error(client, "find_contradictions", topic_a="Tendrs")
    assert "no folder or document matches 'Tendrs'" in unknown and "Tenders" in unknown


async def test_documents_topics_and_reading(client: Client, sample_graph: KnowledgeGraph) -> None:
    documents = await call(client, "list_documents")
    assert documents["total"] == 15
    draft = next(d for d in documents["documents"] if d["name"] == "Contracts/draft-contract.md")
    assert draft["paragraphs"] > 5 and draft["concepts"] > 5 and draft["topic"] == "Contracts" and draft["ingested_at"]

    by_document = await call(client, "search_by_document", document_name="draft-contract")
    assert (
        by_document["document"] == "Contracts/draft-contract.md" and by_document["total_concepts"] == draft["concepts"]
    )
    paragraph = by_document["concepts"][0]["quotes"][0]["paragraph"]
    one = await call(client, "search_by_document", document_name="Contracts/draft-contract.md", paragraph=paragraph)
    assert all(q["paragraph"] == paragraph for c in one["concepts"] for q in c["quotes"])
    suggestion = await error(client, "search_by_document", document_name="draft contrct")
    assert "Contracts/draft-contract.md" in suggestion

    topics = await call(client, "list_topics")
    root = topics["topics"][0]
    assert root["documents"] == 15 and {c["topic"] for c in root["children"]} >= {"Tenders", "Contracts", "Emails"}
    tenders = await call(client, "list_topics", prefix="tenders")
    assert tenders["topics"][0]["topic"] == "Tenders"

    page = await call(
        client, "read_source", document_name="Tenders/request-for-tender.md", paragraph_from=2, paragraph_to=3
    )
    assert [p["paragraph"] for p in page["paragraphs"]] == [2, 3] and page["next_paragraph"] == 4
    single = await call(client, "read_source", source_id="Tenders/request-for-tender.md#p2")
    assert single["paragraphs"] == page["paragraphs"][:1] and single["next_paragraph"] is None
    both = await error(client, "read_source")
    assert "exactly one of source_id" in both


async def test_passages_come_with_excerpts_and_filters(client: Client, sample_graph: KnowledgeGraph) -> None:
    answer = await call(client, "search_passages", query="how many days to pay an invoice", limit=5)
    assert answer["results"] and answer["total_results"] >= len(answer["results"])
    for passage in answer["results"]:
        assert passage["source_id"] == f"{passage['document']}#p{passage['paragraph']}"
        assert 0 < len(passage["excerpt"]) <= 330
    emails = await call(client, "search_passages", query="payment terms", topic_prefix="Emails", limit=5)
    assert emails["results"] and all(p["document"].startswith("Emails/") for p in emails["results"])
    dated = await call(client, "search_passages", query="payment terms", date_to="2000-01-01")
    assert dated["results"] == []


async def test_batch_details_and_visualization_links(client: Client, sample_graph: KnowledgeGraph) -> None:
    batch = await call(
        client, "get_concepts", concept_ids=["payment-within-30-days", "nope", "liability-cap-150-percent"]
    )
    assert [c["concept_id"] for c in batch["concepts"]] == ["payment-within-30-days", "liability-cap-150-percent"]
    assert batch["missing"] == ["nope"]

    link = await call(client, "get_visualization_url", concept_ids=["uncapped-ip-indemnity"], depth=2,
                      center_concept="capped-ip-indemnity")
    session_id = link["session_id"]
    assert len(session_id) >= 32 and re.fullmatch(r"[A-Za-z0-9_-]+", session_id)  # 192 random bits
    assert link["url"].endswith(f"/viz/{session_id}") and link["config"]["depth"] == 2
    shown = (await client.call_tool("get_visualization_url", {"concept_ids": ["uncapped-ip-indemnity"]})).content
    assert shown[1].type == "resource_link" and shown[1].uri.startswith(link["url"].rsplit("/viz/", 1)[0])
    stored = await sample_graph.db.run_auto(
        "MATCH (v:VizSession {session_id: $id}) RETURN v.expires_at > v.created_at AS ok, v.concept_ids AS ids",
        {"id": session_id})
    assert stored == [{"ok": True, "ids": ["uncapped-ip-indemnity"]}]
    unknown = await error(client, "get_visualization_url", concept_ids=["payment-within-30"])
    assert "payment-within-30-days" in unknown


@pytest.mark.parametrize(
    "query",
    ["AND (foo", '"', "title:x", "*", "Haftungsbeschränkung über 100 %", "支付条款", "\u0000 nul", "' OR 1=1 --"],
)
async def test_awkward_queries_never_break_search(client: Client, sample_graph: KnowledgeGraph, query: str) -> None:
    for mode in ("hybrid", "lexical", "semantic"):
        answer = await call(client, "search_concepts", query=query, mode=mode)
        assert isinstance(answer["results"], list)
    await call(client, "search_passages", query=query)


@pytest.mark.parametrize(
    ("tool", "arguments", "expected"),
    [
        ("search_concepts", {"query": ""}, "query must be text of 1 to 2,000 characters, e.g. 'who pays"),
        ("search_concepts", {"query": "x" * 10_240}, "query must be text of 1 to 2,000 characters"),
        ("search_concepts", {}, "query is required: text of 1 to 2,000 characters, e.g."),
        ("search_concepts", {"query": "cap", "limit": 0}, "limit must be a whole number from 1 to 50, e.g. 10; got 0"),
        (
            "search_concepts",
            {"query": "cap", "limit": 1000},
            "limit must be a whole number from 1 to 50, e.g. 10; got 1000",
        ),
        ("search_concepts", {"query": "cap", "min_similarity": 2}, "min_similarity must be a number from -1 to 1"),
        (
            "search_concepts",
            {"query": "cap", "limit": "many"},
            "limit must be a whole number from 1 to 50, e.g. 10; got 'many'",
        ),
        ("search_concepts", {"query": "cap", "mode": "fuzzy"}, "mode must be one of: hybrid, semantic, lexical"),
        (
            "search_concepts",
            {"query": 42},
            "query must be text of 1 to 2,000 characters, e.g. 'who pays for third-party IP claims'; got 42",
        ),
        (
            "find_related_concepts",
            {"concept_id": "liability-cap-150-percent", "max_depth": 99},
            "max_depth must be a whole number from 1 to 5",
        ),
        (
            "find_related_concepts",
            {"concept_id": "liability-cap-150-percent", "relationship_types": ["causes"]},
            "valid types are",
        ),
        (
            "find_related_concepts",
            {"concept_id": "liability-cap-150-percent", "relationship_types": "contradicts"},
            "relationship_types must be a list",
        ),
        (
            "find_connections",
            {"from_concept_id": "a", "to_concept_id": "b", "max_hops": 11},
            "max_hops must be a whole number from 1 to 10",
        ),
        ("find_connections", {"from_concept_id": "a", "to_concept_id": "a"}, "the same concept"),
        ("get_visualization_url", {"depth": 7}, "depth must be a whole number from 0 to 3"),
        (
            "get_concept_details",
            {"concept_id": ""},
            "concept_id must be text of 1 to 200 characters, e.g. 'liability-cap'",
        ),
        ("get_concepts", {"concept_ids": []}, "concept_ids must be a list of 1 to 50 items"),
        ("get_concepts", {"concept_ids": [f"c{i}" for i in range(51)]}, "concept_ids must be a list of 1 to 50 items"),
        ("find_contradictions", {"limit": 0}, "limit must be a whole number from 1 to 100"),
        ("find_contradictions", {"topic_a": "Tendrs"}, "no folder or document matches 'Tendrs'"),
        (
            "read_source",
            {"document_name": "Contracts/draft-contract.md", "paragraph_from": 0},
            "paragraph_from must be",
        ),
        (
            "read_source",
            {"document_name": "Contracts/draft-contract.md", "paragraph_from": 4, "paragraph_to": 2},
            "paragraph_to must be a whole number from 4",
        ),
        (
            "search_by_document",
            {"document_name": "Contracts/draft-contract.md", "paragraph": 999},
            "paragraph 999 does not exist",
        ),
        ("search_passages", {"query": "cap", "date_to": "yesterday"}, "date_to must be a date (YYYY-MM-DD)"),
        (
            "search_passages",
            {"query": "cap", "date_from": "2026-03-10", "date_to": "2026-03-01"},
            "date_from (2026-03-10) is after date_to (2026-03-01)",
        ),
        ("search_passages", {"query": "cap", "tags": ["draft"]}, "no document is tagged 'draft': no document has tags"),
        (
            "read_source",
            {"source_id": "Contracts/draft-contract.md#p99"},
            "Contracts/draft-contract.md has 15 paragraphs, "
            "Contracts/draft-contract.md#p1 to Contracts/draft-contract.md#p15",
        ),
        (
            "read_source",
            {"document_name": "Contracts/draft-contract.md", "paragraph_from": 90},
            "Contracts/draft-contract.md has 15 paragraphs; paragraph_from 90 is past its end",
        ),
        ("read_source", {"source_id": "draft-contract"}, "is not a paragraph id"),
        ("search_passages", {"query": "cap", "topic_prefix": "Emai"}, "no folder matches 'Emai'"),
        ("list_topics", {"prefix": "Nowhere"}, "no folder matches 'Nowhere'"),
        ("scout", {"query": "indemnity", "budget": 0}, "budget must be a whole number from 1 to 200, e.g. 20; got 0"),
        ("scout", {"query": "indemnity", "preset": "greedy"}, "preset must be one of: balanced, risk, focused, wide"),
        ("friction_report", {"topic_prefix": "Nowhere"}, "no folder matches 'Nowhere'"),
        (
            "search_concepts",
            {"query": "cap", "status": "disputed"},
            "status must be one of: probation, integrated, contested",
        ),
        (
            "get_concept_details",
            {"concept_id": "payment-within-30-days", "cursor": "abc"},
            "cursor: not a cursor this server gave out",
        ),
        (
            "get_concept_details",
            {"concept_id": "payment-within-30-days", "max_tokens": 10},
            "max_tokens must be a whole number from 500",
        ),
    ],
)
async def test_bad_input_gets_a_clear_error(client: Client, sample_graph: KnowledgeGraph, tool: str,
                                            arguments: dict[str, Any], expected: str) -> None:
    message = await error(client, tool, **arguments)
    assert expected in message, message
    assert "pydantic" not in message and "type=" not in message, message


async def test_resources_and_prompts(client: Client, sample_graph: KnowledgeGraph) -> None:
    resources = await client.list_resources()
    assert "kg://stats/summary" in [r.uri for r in resources.resources]
    templates = {t.uri_template for t in (await client.list_resource_templates()).resource_templates}
    assert templates == {"kg://concept/{concept_id}", "kg://document/{name}"}
    stats = json.loads((await client.read_resource("kg://stats/summary")).contents[0].text)
    assert (
        stats["documents"] == 15 and stats["embedding_dimension"] == 384 and stats["neo4j_version"].startswith("5.26")
    )
    assert {i["name"] for i in stats["indexes"]} >= {"concept_embedding", "concept_text"}
    concept = json.loads((await client.read_resource("kg://concept/liability-cap-150-percent")).contents[0].text)
    assert concept["concept_id"] == "liability-cap-150-percent" and concept["instances"]
    document = json.loads((await client.read_resource("kg://document/Contracts%2Fdraft-contract.md")).contents[0].text)
    assert document["document"] == "Contracts/draft-contract.md"
    prompts = {p.name: p for p in (await client.list_prompts()).prompts}
    assert set(prompts) == {"research", "contradictions", "explore"}
    text = (
        (await client.get_prompt("contradictions", {"scope_a": "Tenders", "scope_b": "Contracts"}))
        .messages[0]
        .content.text
    )
    assert "find_contradictions" in text and "Tenders" in text


async def test_scout_reports_its_progress_to_a_client_that_asks(client: Client, sample_graph: KnowledgeGraph,
                                                                request: pytest.FixtureRequest) -> None:
    told: list[tuple[float, float | None, str | None]] = []

    async def listen(done: float, total: float | None, message: str | None) -> None:
        told.append((done, total, message))

    answer = await client.call_tool("scout", {"query": "who pays for third-party IP claims", "budget": 6},
                                    progress_callback=listen)
    visited = answer.structured_content["meta"]["nodes_visited"]
    if request.node.callspec.params["client"] == "http":
        # Streamable HTTP answers a call as plain JSON, with no stream to carry notices (docs/mcp.md).
        assert told == [] and visited > 0
        return
    assert [done for done, _, _ in told] == list(range(1, visited + 1))  # one notice per visit, in order
    assert all(total == 6 and message and message.startswith("visited ") for _, total, message in told)
    quiet = await client.call_tool("scout", {"query": "who pays for third-party IP claims", "budget": 6})
    assert not quiet.is_error  # without a progress token nothing is sent, and nothing breaks


async def test_arguments_complete_with_what_the_graph_holds(client: Client, sample_graph: KnowledgeGraph) -> None:
    concept = ResourceTemplateReference(type="ref/resource", uri="kg://concept/{concept_id}")
    ids = (await client.complete(concept, {"name": "concept_id", "value": "liability-cap"})).completion
    assert "liability-cap-150-percent" in ids.values and all(v.startswith("liability-cap") for v in ids.values)
    assert ids.total == len(ids.values) and not ids.has_more
    document = ResourceTemplateReference(type="ref/resource", uri="kg://document/{name}")
    names = (await client.complete(document, {"name": "name", "value": "Contracts/"})).completion.values
    assert "Contracts%2Fdraft-contract.md" in names  # as the template takes it, URL-encoded
    scope = PromptReference(type="ref/prompt", name="contradictions")
    scopes = (await client.complete(scope, {"name": "scope_b", "value": "ten"}, {"scope_a": "Contracts"})).completion
    assert (
        "Tenders" in scopes.values and "Tenders/request-for-tender.md" not in scopes.values
    )  # folders compare as scopes do
    assert (
        "Tenders/request-for-tender.md"
        in (await client.complete(scope, {"name": "scope_a", "value": "Tenders/"})).completion.values
    )
    nothing = (await client.complete(concept, {"name": "concept_id", "value": "zzqx"})).completion
    assert nothing.values == [] and nothing.total == 0
    free_text = await client.complete(
        PromptReference(type="ref/prompt", name="research"), {"name": "topic", "value": "li"}
    )
    assert free_text.completion.values == []
