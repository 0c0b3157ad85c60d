"""Friction and integration status on a real Neo4j: the sample's stated contradictions, inferred ones
between claims, recomputation when an import, an ingest or a removal ends, and where they show
(concept details, search, list_topics, friction_report through the service, MCP, HTTP and `kg friction`)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from kg_server.contract.reads import (
    FRICTION_REPORT,
    GET_CONCEPT_DETAILS,
    LIST_TOPICS,
    SEARCH_CONCEPTS,
    FrictionReport,
    GetConceptDetails,
    ListTopics,
    SearchConcepts,
)
from kg_server.errors import InvalidArgument
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from kg_server.transfer.files import read_bundle
from kg_server.transfer.records import Bundle
from kg_server.transfer.sample import BUNDLE_FILE
from tests.helpers.clients import held_in_own_task, running
from tests.helpers.fakes import FakeLLM, completion
from tests.helpers.processes import KgRun


def stated_contradictions() -> list[tuple[str, str, float, int]]:
    """(from, to, confidence, evidence paragraphs) of every CONTRADICTS in the sample bundle."""
    bundle = read_bundle(BUNDLE_FILE)
    return [
        (r.from_id, r.to_id, r.confidence, len(r.evidence)) for r in bundle.relationships if r.type == "CONTRADICTS"
    ]


async def statuses(graph: KnowledgeGraph) -> dict[str, tuple[str, float]]:
    rows = await graph.db.run_auto("MATCH (c:Concept) RETURN c.concept_id AS id, c.status AS s, c.friction AS f")
    return {row["id"]: (row["s"], row["f"]) for row in rows}


async def test_the_sample_contradictions_are_contested_and_nothing_else(sample_graph: KnowledgeGraph) -> None:
    pairs = stated_contradictions()
    assert len(pairs) >= 12  # the sample's README lists twelve deliberate contradictions
    expected: dict[str, float] = {}
    for a, b, confidence, evidence in pairs:
        for concept_id in (a, b):
            expected[concept_id] = expected.get(concept_id, 0.0) + confidence * min(3, max(1, evidence))
    found = await statuses(sample_graph)
    contested = {cid for cid, (status, _) in found.items() if status == "contested"}
    assert contested == set(expected)
    for concept_id, friction in expected.items():
        assert found[concept_id][1] == pytest.approx(friction, abs=1e-3), concept_id
    # The README's examples: both sides of the payment terms and of the IP indemnity.
    assert {
        "payment-within-30-days",
        "payment-within-60-days",
        "uncapped-ip-indemnity",
        "capped-ip-indemnity",
    } <= contested
    # The rest: integrated, or on probation when fewer than 2 quotes ground them.
    quotes = {row["id"]: row["n"] for row in await sample_graph.db.run_auto(
        "MATCH (c:Concept) RETURN c.concept_id AS id, COUNT { (c)<-[:INSTANCE_OF]-() } AS n")}
    for concept_id, (status, friction) in found.items():
        if concept_id not in expected:
            assert friction == 0 and status == ("probation" if quotes[concept_id] < 2 else "integrated"), concept_id
    assert any(status == "probation" for status, _ in found.values())


async def test_status_and_friction_show_in_details_search_and_topics(sample_graph: KnowledgeGraph) -> None:
    details = await sample_graph.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="payment-within-60-days"))
    assert details.status == "contested" and details.friction == pytest.approx(0.97 * 2 + 0.9 * 2)
    assert "Status: contested (friction 3.74)" in details.render()

    found = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="payment terms", limit=10))
    assert all(hit.status in ("contested", "integrated", "probation") for hit in found.results)
    only = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="payment terms", limit=3, status="contested"))
    assert len(only.results) == 3 and all(hit.status == "contested" and hit.friction > 0 for hit in only.results)
    assert "contested (friction" in only.render()
    calm = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="payment terms", status="Integrated"))
    assert calm.results and all(hit.status == "integrated" for hit in calm.results)
    with pytest.raises(InvalidArgument, match="status must be one of: probation, integrated, contested"):
        SearchConcepts.parse({"query": "x", "status": "disputed"})

    # list_topics: per folder, how many of its concepts are contested and their average friction.
    tree = await sample_graph.run(LIST_TOPICS, ListTopics())
    folders = {t.topic: t for t in tree.topics[0].children}
    rows = await sample_graph.db.run_auto(
        "MATCH (d:Document)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept) "
        "WITH d.topic AS topic, collect(DISTINCT c) AS concepts "
        "RETURN topic, size([c IN concepts WHERE c.status = 'contested']) AS contested, "
        "reduce(s = 0.0, c IN concepts | s + c.friction) / size(concepts) AS friction")
    for row in rows:
        assert folders[row["topic"]].contested == row["contested"]
        assert folders[row["topic"]].friction == pytest.approx(row["friction"], abs=1e-3)
    assert folders["Contracts"].contested > 0 and "contested, friction" in tree.render()


async def test_friction_report_lists_the_most_contested_with_both_sides(sample_graph: KnowledgeGraph) -> None:
    report = await sample_graph.run(FRICTION_REPORT, FrictionReport())
    expected = {cid for a, b, _, _ in stated_contradictions() for cid in (a, b)}
    # 20 a page at most; fewer when the token budget ends the page first, and the cursor goes on
    assert (
        report.total_results == len(expected) and 0 < len(report.results) <= 20 and report.truncated and report.cursor
    )
    frictions = [item.friction for item in report.results]
    assert frictions == sorted(frictions, reverse=True)
    pairs = {(a, b) for a, b, _, _ in stated_contradictions()}
    for item in report.results:
        assert item.status == "contested" and item.oppositions
        for o in item.oppositions:
            stored = (item.concept_id, o.concept_id) if o.direction == "outgoing" else (o.concept_id, item.concept_id)
            assert stored in pairs and o.method == "stated" and o.claim_id is None
            assert o.quote and o.opposing_quote and o.quote.source_id != "" and o.opposing_quote.document
    # One side's quote comes from the relationship's evidence paragraphs when it can.
    top = {item.concept_id: item for item in report.results}["uncapped-ip-indemnity"]
    [against] = [o for o in top.oppositions if o.concept_id == "capped-ip-indemnity"]
    assert against.quote.source_id in ("Emails/2026-03-02-legal-review.md#p3", "Tenders/clarification-notice-1.md#p4")

    emails = await sample_graph.run(FRICTION_REPORT, FrictionReport(topic_prefix="emails", limit=100))
    assert emails.topic_prefix == "emails" and emails.results and emails.total_results < report.total_results
    with pytest.raises(InvalidArgument, match="no folder matches 'Invoices'"):
        await sample_graph.run(FRICTION_REPORT, FrictionReport(topic_prefix="Invoices"))
    text = report.render()
    assert text.startswith(f"{len(report.results)} of {len(expected)} concepts with friction (contested at 0.5):")
    assert "vs capped-ip-indemnity (stated, confidence 0.97)" in text


# --- inferred contradictions: claims about a concept -------------------------------------------------
def with_claims() -> Bundle:
    """The sample plus what the offline contradiction finder writes for two conflicting statements about
    invoices (as `kg export` carries them: concepts whose RELATED_TO and CONTRADICTS say
    method "inferred"), each grounded by its sentence verbatim."""
    data = json.loads(BUNDLE_FILE.read_text())
    data["concepts"] += [
        {"concept_id": "claim-invoice-30-days", "label": "Valid, undisputed invoice: within 30 days of receipt",
         "description": "Clause 9.4: the Authority will pay each valid, undisputed invoice within 30 days of receipt."},
        {"concept_id": "claim-invoice-60-days", "label": "Valid, undisputed invoice: within 60 days",
         "description": "Clause 9.4 now says we pay within 60 days."},
    ]
    data["instances"] += [
        {
            "instance_id": "claim-q1",
            "concept_id": "claim-invoice-30-days",
            "source_id": "Tenders/request-for-tender.md#p11",
            "quote": "Clause 9.4: the Authority will pay each valid, undisputed invoice within 30 days of receipt.",
        },
        {
            "instance_id": "claim-q2",
            "concept_id": "claim-invoice-60-days",
            "source_id": "Emails/2026-03-02-legal-review.md#p6",
            "quote": "Clause 9.4 now says we pay within 60 days.",
        },
    ]
    evidence = ["Tenders/request-for-tender.md#p11", "Emails/2026-03-02-legal-review.md#p6"]
    data["relationships"] += [
        {"type": "RELATED_TO", "from": "claim-invoice-30-days", "to": "valid-undisputed-invoice", "confidence": 0.8,
         "evidence": evidence[:1], "method": "inferred"},
        {"type": "RELATED_TO", "from": "claim-invoice-60-days", "to": "valid-undisputed-invoice", "confidence": 0.8,
         "evidence": evidence[1:], "method": "inferred"},
        {"type": "CONTRADICTS", "from": "claim-invoice-30-days", "to": "claim-invoice-60-days", "confidence": 0.7,
         "evidence": evidence, "method": "inferred"},
    ]
    return Bundle.model_validate(data)


@pytest.mark.slow
async def test_a_refresh_in_pages_gives_what_one_page_gives(
    graph: KnowledgeGraph, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large graph is refreshed a page of concepts per transaction (one transaction for 100k concepts
    ran out of memory); every page, the empty one after a full last page included, is done."""
    from kg_server.explore import friction

    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    whole = await statuses(graph)
    await graph.db.run_auto("MATCH (c:Concept) REMOVE c.friction, c.status")
    monkeypatch.setattr(friction, "REFRESH_BATCH", 7)
    assert len(whole) % 7 == 0  # the sample's 84 concepts: twelve full pages, then an empty one
    assert await graph.refresh_friction() == len(whole)
    assert await statuses(graph) == whole


@pytest.mark.slow
async def test_inferred_contradictions_make_the_claims_and_their_concept_contested(graph: KnowledgeGraph) -> None:
    await graph.import_bundle(read_bundle(BUNDLE_FILE))
    assert (await statuses(graph))["valid-undisputed-invoice"][0] == "integrated"
    await graph.import_bundle(with_claims())  # friction is recomputed when the import ends
    found = await statuses(graph)
    inferred = 0.7 * 2  # confidence x two evidence paragraphs
    assert found["claim-invoice-30-days"] == ("contested", pytest.approx(inferred))
    assert found["claim-invoice-60-days"] == ("contested", pytest.approx(inferred))
    # The concept both claims are about is contested through them, counting the contradiction once.
    assert found["valid-undisputed-invoice"] == ("contested", pytest.approx(inferred))

    report = await graph.run(FRICTION_REPORT, FrictionReport(limit=100, max_tokens=100_000))
    items = {item.concept_id: item for item in report.results}
    [through] = items["valid-undisputed-invoice"].oppositions
    assert (through.claim_id, through.concept_id, through.method) == (
        "claim-invoice-30-days",
        "claim-invoice-60-days",
        "inferred",
    )
    assert through.quote and through.quote.source_id == "Tenders/request-for-tender.md#p11"
    assert through.opposing_quote and through.opposing_quote.quote == "Clause 9.4 now says we pay within 60 days."
    [direct] = items["claim-invoice-60-days"].oppositions
    assert (direct.claim_id, direct.concept_id, direct.direction) == (None, "claim-invoice-30-days", "incoming")
    assert "its claim claim-invoice-30-days vs claim-invoice-60-days (inferred, confidence 0.70)" in report.render()

    # A stricter threshold (KG_FRICTION_THRESHOLD) leaves them integrated or on probation.
    strict = KnowledgeGraph(graph.settings.model_copy(update={"friction_threshold": 1.5}), db=graph.db,
                            embedder=graph.embedder)
    assert await strict.refresh_friction() > 0
    after = await statuses(graph)
    assert after["claim-invoice-30-days"][0] == "probation"  # one quote
    assert after["valid-undisputed-invoice"][0] == "integrated"
    assert after["payment-within-60-days"][0] == "contested"  # 3.74
    assert await strict.refresh_friction() == 0  # nothing changes twice


LEASE = """# Tenancy agreement for Flat 4

The monthly rent for the flat is £1,200, payable in advance on the first day of each month.

The tenant paid a tenancy deposit of £1,400 at the start of the tenancy.
"""
LETTER = """# Letter from the tenant of Flat 4

I pay the monthly rent for the flat of £1,150 on the first day of each month by standing order.

I paid a tenancy deposit of £1,400 when I moved in.
"""


async def test_an_offline_ingest_makes_conflicting_claims_and_their_concept_contested(graph: KnowledgeGraph,
                                                                                      tmp_path: Path) -> None:
    """The real corpus pass: the contradiction finder writes the two rents as claims joined by an inferred
    CONTRADICTS; when the ingest ends, the claims and the concept they are about are contested."""
    root = tmp_path / "tenancy"
    for folder, name, text in (("Lease", "agreement.md", LEASE), ("Letters", "tenant-letter.md", LETTER)):
        (root / folder).mkdir(parents=True)
        (root / folder / name).write_text(text)
    await graph.ingest([root], extractor="local")
    links = await graph.db.run_auto(
        "MATCH (a:Claim)-[r:CONTRADICTS {method: 'inferred'}]->(b:Claim), (a)-[:RELATED_TO {method: 'inferred'}]->(t) "
        "RETURN a.concept_id AS a, b.concept_id AS b, r.confidence AS confidence, size(r.evidence) AS evidence, "
        "t.concept_id AS about")
    assert len(links) == 1, links
    [link] = links
    found = await statuses(graph)
    friction = link["confidence"] * min(3, link["evidence"])
    assert found[link["a"]] == ("contested", pytest.approx(friction))
    assert found[link["b"]] == ("contested", pytest.approx(friction))
    assert found[link["about"]] == ("contested", pytest.approx(friction))
    # The deposit both documents agree on is not contested.
    assert not any(status == "contested" for cid, (status, _) in found.items()
                   if cid not in (link["a"], link["b"], link["about"]))

    report = await graph.run(FRICTION_REPORT, FrictionReport(max_tokens=100_000))
    items = {item.concept_id: item for item in report.results}
    [through] = items[link["about"]].oppositions
    assert through.method == "inferred" and {through.claim_id, through.concept_id} == {link["a"], link["b"]}
    quotes = {
        through.quote.quote if through.quote else "",
        through.opposing_quote.quote if through.opposing_quote else "",
    }
    assert any("£1,200" in q for q in quotes) and any("£1,150" in q for q in quotes)


@pytest.mark.slow
async def test_status_is_recomputed_when_an_ingest_or_a_removal_ends(graph: KnowledgeGraph, tmp_path: Path,
                                                                     llm: FakeLLM) -> None:
    root = tmp_path / "corpus"
    (root / "Terms").mkdir(parents=True)
    (root / "Terms" / "tender.md").write_text("Invoices are paid within 30 days. Payment follows acceptance.\n")

    def respond(body: dict[str, Any]) -> Any:
        prompt = body["messages"][-1]["content"]
        if "within 60 days" in prompt:
            return completion({
                "concepts": [{"label": "Payment in 60 days", "description": "The draft's term.",
                              "quote": "Invoices are paid within 60 days."}],
                "relationships": [{"source": "Payment in 60 days", "target": "payment-in-30-days",
                                   "type": "contradicts", "confidence": 0.9}],
            })
        return completion({
            "concepts": [{"label": "Payment in 30 days", "description": "The tender's term.",
                          "quote": "Invoices are paid within 30 days."},
                         {"label": "Acceptance", "description": "Acceptance of the work.",
                          "quote": "Payment follows acceptance."}],
            "relationships": [],
        })

    llm.respond = respond
    settings = graph.settings.model_copy(update={"openai_base_url": llm.url, "llm_model": "test-model",
                                                 "llm_max_retries": 1, "llm_concurrency": 1})
    llm_graph = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    await llm_graph.ingest([root], extractor="llm")
    first = await statuses(graph)
    assert first["payment-in-30-days"] == ("probation", 0.0)  # one quote, no conflict yet
    (root / "Terms" / "draft.md").write_text("Invoices are paid within 60 days.\n")
    await llm_graph.ingest([root], extractor="llm")
    second = await statuses(graph)
    assert second["payment-in-60-days"] == ("contested", pytest.approx(0.9))
    assert second["payment-in-30-days"] == ("contested", pytest.approx(0.9))

    await llm_graph.remove_document("Terms/draft.md")
    third = await statuses(graph)
    assert "payment-in-60-days" not in third  # nothing grounds it any more
    assert third["payment-in-30-days"] == ("probation", 0.0)


# --- the shells -----------------------------------------------------------------------------------
@pytest.fixture
async def client(sample_graph: KnowledgeGraph) -> AsyncIterator[Client]:
    async with held_in_own_task(Client(build_server(sample_graph.settings, graph=sample_graph))) as connected:
        yield connected


async def test_friction_through_mcp_http_and_the_command_line(sample_graph: KnowledgeGraph, client: Client,
                                                              kg_run: KgRun) -> None:
    result = await client.call_tool("friction_report", {"topic_prefix": "Tenders", "limit": 5})
    assert not result.is_error, result.content[0].text
    answer = result.structured_content
    assert answer is not None and len(answer["results"]) == 5 and answer["topic_prefix"] == "Tenders"
    first, second = result.content[0].text.splitlines()[:2]
    assert first.startswith("Filtered by topic_prefix 'Tenders'; ") and "match without the filters" in first
    assert second.startswith("5 of ") and answer["cursor"]  # the rest is a page away
    bad = await client.call_tool("friction_report", {"limit": 0})
    assert bad.is_error and "limit must be a whole number from 1 to 100" in bad.content[0].text
    contested = await client.call_tool("search_concepts", {"query": "liability", "status": "contested"})
    assert contested.structured_content and all(
        hit["status"] == "contested" for hit in contested.structured_content["results"])
    prompt = await client.get_prompt("contradictions", {"scope_a": "Tenders", "scope_b": "Contracts"})
    said = prompt.messages[0].content.text  # type: ignore[union-attr]
    assert "friction_report" in said and "find_contradictions with topic_a='Tenders' and topic_b='Contracts'" in said

    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as api:
        response = await api.get("/api/friction", params={"topic_prefix": "Contracts", "limit": 3})
        assert response.status_code == 200 and len(response.json()["results"]) == 3
        response = await api.get("/api/friction", params={"limit": 101})
        assert response.status_code == 422 and "limit must be a whole number from 1 to 100" in response.json()["error"]
        response = await api.get("/api/search", params={"q": "payment", "status": "contested"})
        assert response.status_code == 200 and {h["status"] for h in response.json()["results"]} == {"contested"}

    ran = await asyncio.to_thread(kg_run, "friction", "--limit", "2", "--refresh")
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("2 of ") and "friction recomputed: 0 concepts changed" in ran.stderr
    as_json = await asyncio.to_thread(kg_run, "friction", "--topic-prefix", "Minutes", "--json")
    assert as_json.returncode == 0 and json.loads(as_json.stdout)["topic_prefix"] == "Minutes"
    wrong = await asyncio.to_thread(kg_run, "friction", "--topic-prefix", "Nowhere")
    assert wrong.returncode != 0 and "no folder matches 'Nowhere'" in wrong.stderr
    search = await asyncio.to_thread(kg_run, "search", "payment", "--status", "contested", "--json")
    assert search.returncode == 0 and {h["status"] for h in json.loads(search.stdout)["results"]} == {"contested"}
