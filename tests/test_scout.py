"""The scout on the sample graph (real Neo4j, the real embedder): the offline rater, the LLM rater
against a loopback OpenAI-compatible endpoint, and the shells (MCP client, HTTP, `kg scout`)."""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from mcp import Client
from pydantic import SecretStr

from kg_server.answers.scout import ScoutReport
from kg_server.contract.reads import SCOUT, Scout
from kg_server.errors import ConfigError, InvalidArgument
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from tests.helpers.clients import held_in_own_task, running
from tests.helpers.fakes import FakeLLM, Reply, completion, error
from tests.helpers.processes import KgRun

# A fuzzy question that names none of the concepts: who bears the cost of third-party IP claims.
QUESTION = "who carries the risk if someone sues over intellectual property in the platform"
# The sample's indemnity / IP-claims chain: the tender's uncapped indemnity CONTRADICTS the draft's cap,
# which IMPLIES the risk the Authority keeps; both are about third-party IP claims, whose remedies are
# a second contradiction (replace without loss of functionality vs a right to withdraw).
CHAIN = {"uncapped-ip-indemnity", "capped-ip-indemnity", "authority-retained-ip-risk", "third-party-ip-claims",
         "infringement-remedies", "withdrawal-of-infringing-functionality"}
API_KEY = "sk-scout-secret"


async def stored_relationship(graph: KnowledgeGraph, a: str, rel_type: str, b: str) -> bool:
    rows = await graph.db.run_auto(
        "MATCH (x:Concept {concept_id: $a})-[r]->(y:Concept {concept_id: $b}) "
        "WHERE type(r) = $type RETURN count(r) AS n",
        {"a": a, "b": b, "type": rel_type.upper()},
    )
    return rows[0]["n"] == 1


def check_trace_explains_every_decision(report: ScoutReport) -> None:
    """Each visited concept says why it was or was not expanded, with the numbers behind it."""
    meta = report.meta
    expanded: set[str] = set()
    for number, step in enumerate(meta.trace, start=1):
        assert step.step == number
        assert step.score == pytest.approx(sum(step.parts.values()), abs=1e-3)
        said = f"score {step.score:.2f}"
        assert said in step.reason and f"the threshold {meta.threshold:.2f}" in step.reason, step.reason
        if step.expanded:
            assert step.reason.startswith("expanded: ") and step.score > meta.threshold
            assert step.depth < meta.max_depth
            expanded.add(step.concept_id)
        elif step.score - step.parts.get("passage", 0.0) <= meta.threshold:  # the lead orders, it does not decide
            assert step.reason.startswith("not expanded: ") and "is not above the threshold" in step.reason
        elif step.depth >= meta.max_depth:
            assert f"depth {step.depth} is max_depth" in step.reason, step.reason
        else:
            assert "the budget is spent" in step.reason and number == len(meta.trace), step.reason
        # A concept reached over a relationship was queued by an earlier, expanded visit.
        if step.via is None:
            assert step.concept_id in meta.seeds and step.depth == 0
        else:
            assert step.via.from_id in expanded and step.depth >= 1
    assert meta.nodes_visited == len(meta.trace) == len(report.pointers)
    assert meta.budget_remaining == meta.budget - meta.nodes_visited


async def test_scout_finds_the_indemnity_chain_within_budget_20(sample_graph: KnowledgeGraph) -> None:
    # The whole trace in one answer (the default budget pages a 20-visit answer).
    report = await sample_graph.run(SCOUT, Scout(query=QUESTION, budget=20, max_tokens=20_000))
    meta = report.meta
    visited = {step.concept_id: step for step in meta.trace}
    assert set(visited) >= CHAIN, f"missing {CHAIN - set(visited)}; visited {list(visited)}"
    assert meta.nodes_visited <= 20 and meta.rater.startswith("offline")
    check_trace_explains_every_decision(report)

    # The chain was walked, not only searched: members reached over the stored relationships.
    walked = [s for s in meta.trace if s.concept_id in CHAIN and s.via is not None]
    assert len(walked) >= 2
    for step in walked:
        assert step.via is not None
        a, b = (
            (step.via.from_id, step.concept_id)
            if step.via.direction == "outgoing"
            else (step.concept_id, step.via.from_id)
        )
        assert await stored_relationship(sample_graph, a, step.via.type, b), step
    assert all(visited[cid].expanded for cid in ("third-party-ip-claims", "uncapped-ip-indemnity"))

    # Pointers: best score first, each with a verbatim quote and its place; the contested sides are risky.
    pointers = {p.concept_id: p for p in report.pointers}
    assert [p.score for p in report.pointers] == sorted((p.score for p in report.pointers), reverse=True)
    for concept_id in ("uncapped-ip-indemnity", "capped-ip-indemnity"):
        assert pointers[concept_id].risk in ("high", "medium")
    for pointer in report.pointers:
        assert pointer.quote and pointer.document and pointer.paragraph and pointer.source_id
        text = await sample_graph.db.run_auto("MATCH (s:Source {source_id: $id}) RETURN s.text AS t",
                                              {"id": pointer.source_id})
        assert pointer.quote.strip("…") in text[0]["t"]
        assert pointer.why
    for step in meta.trace:  # the offline rater says how each concept was reached
        reached = f"reached from {step.via.from_id}" if step.via else "found by search"
        assert pointers[step.concept_id].why.startswith(reached)
    # The extractive summary names the conflict it found among the visited concepts.
    assert "contradicts" in report.summary and "Uncapped indemnity for third-party IP claims" in report.summary
    assert re.search(r"\(Tenders/[\w./-]+ ¶\d+\)", report.summary)

    # Deterministic: the same question explores the same way.
    again = await sample_graph.run(SCOUT, Scout(query=QUESTION, budget=20, max_tokens=20_000))
    assert [s.model_dump() for s in again.meta.trace] == [s.model_dump() for s in meta.trace]


async def test_a_short_token_budget_keeps_the_pointers_before_the_trace(sample_graph: KnowledgeGraph) -> None:
    whole = await sample_graph.run(SCOUT, Scout(query=QUESTION, budget=20, max_tokens=20_000))
    short = await sample_graph.run(SCOUT, Scout(query=QUESTION, budget=20, max_tokens=3_000))
    assert short.cursor is not None and 0 < len(short.pointers) <= len(whole.pointers)
    # The trace gets room only once every pointer is in: what to look at comes before how it was found.
    assert not short.meta.trace or len(short.pointers) == len(whole.pointers), (len(short.pointers),
                                                                                 len(short.meta.trace))
    assert [p.concept_id for p in short.pointers] == [p.concept_id for p in whole.pointers][:len(short.pointers)]


async def test_the_budget_caps_the_visits_and_the_trace_says_when_it_ran_out(sample_graph: KnowledgeGraph) -> None:
    report = await sample_graph.run(SCOUT, Scout(query=QUESTION, budget=3))
    meta = report.meta
    assert meta.nodes_visited == 3 and meta.budget_remaining == 0 and meta.candidates_left > 0
    check_trace_explains_every_decision(report)
    last = meta.trace[-1]
    if (
        last.score - last.parts.get("passage", 0.0) > meta.threshold
    ):  # good enough to expand, but nothing is left to spend on it
        assert not last.expanded and "the budget is spent" in last.reason


async def test_max_depth_tags_presets_and_thresholds_change_the_exploration(sample_graph: KnowledgeGraph) -> None:
    seeds_only = await sample_graph.run(SCOUT, Scout(query=QUESTION, max_depth=0))
    assert all(s.depth == 0 and not s.expanded and "depth 0 is max_depth" in s.reason
               for s in seeds_only.meta.trace if s.score - s.parts.get("passage", 0.0) > seeds_only.meta.threshold)
    assert all(s.via is None for s in seeds_only.meta.trace)

    plain = await sample_graph.run(SCOUT, Scout(query=QUESTION))
    tagged = await sample_graph.run(SCOUT, Scout(query=QUESTION, tags=["Contradicts"]))
    by_id = {s.concept_id: s for s in plain.meta.trace}
    for step in tagged.meta.trace:
        has_tag = "contradicts" in step.rubric.tags
        assert step.parts.get("tags", 0.0) == (1.0 if has_tag else 0.0)
        if step.concept_id in by_id and step.depth == by_id[step.concept_id].depth:
            lift = step.score - by_id[step.concept_id].score
            assert lift == pytest.approx(1.0 if has_tag else 0.0, abs=0.5)  # rank among siblings may move too

    strict = await sample_graph.run(SCOUT, Scout(query=QUESTION, threshold=20))
    assert not any(s.expanded for s in strict.meta.trace) and strict.meta.threshold == 20
    assert all(s.depth == 0 for s in strict.meta.trace)
    wide = await sample_graph.run(SCOUT, Scout(query=QUESTION, preset="wide", budget=40))
    assert wide.meta.preset == "wide" and wide.meta.nodes_visited > plain.meta.nodes_visited


async def test_a_question_nothing_matches_is_an_answer_not_an_error(sample_graph: KnowledgeGraph) -> None:
    report = await sample_graph.run(SCOUT, Scout(query="zzqx vvbn"))
    assert report.pointers == [] and report.meta.nodes_visited == 0 and report.meta.budget_remaining == 20
    assert report.summary == "Nothing in the graph matches 'zzqx vvbn': no concept was found to start from."


def test_invalid_arguments_name_the_argument() -> None:
    for arguments, message in [
        ({"query": "x", "budget": 0}, "budget must be a whole number from 1 to 200, e.g. 20; got 0"),
        ({"query": "x", "budget": 201}, "budget must be a whole number from 1 to 200"),
        ({"query": "x", "max_depth": 7}, "max_depth must be a whole number from 0 to 6"),
        ({"query": "x", "preset": "greedy"}, "preset must be one of: balanced, risk, focused, wide"),
        ({"query": "x", "tags": [""]}, "tags[0] must be text of 1 to 100 characters"),
        ({"query": ""}, "query must be text of 1 to 2,000 characters"),
    ]:
        with pytest.raises(InvalidArgument) as raised:
            Scout.parse(arguments)
        assert message in raised.value.message, raised.value.message


# --- the LLM rater --------------------------------------------------------------------------------
def candidate_ids(body: dict[str, Any]) -> list[str]:
    return re.findall(r"^\[\d+\] id: (\S+)$", body["messages"][-1]["content"], flags=re.MULTILINE)


def schema_name(body: dict[str, Any]) -> str:
    return str(body["response_format"]["json_schema"]["name"])


SUMMARY = ("The tender makes the Supplier's IP indemnity uncapped (Tenders/request-for-tender.md ¶12), but the "
           "draft caps it at £2 million (Contracts/draft-contract.md ¶9), leaving the rest with the Authority.")


def rate_like_a_lawyer(body: dict[str, Any], *, leave_out: str | None = None) -> Reply:
    """Relevance 5 for indemnity concepts, 1 for everything else; risk 5 for the cap."""
    if schema_name(body) == "scout_summary":
        return completion({"summary": SUMMARY, "interpretation": "Read as: who pays for third-party IP claims."})
    ratings = []
    for concept_id in candidate_ids(body):
        if concept_id == leave_out:
            continue
        indemnity = "indemnity" in concept_id or concept_id == "third-party-ip-claims"
        ratings.append({"concept_id": concept_id, "relevance": 5 if indemnity else 1,
                        "risk": 5 if concept_id == "capped-ip-indemnity" else 2, "complexity": 2, "confidence": 4,
                        "tags": ["Indemnity"] if indemnity else ["other"],
                        "why": f"The model's reason for {concept_id}."})
    return completion({"ratings": ratings})


@pytest.fixture
def llm_graph(sample_graph: KnowledgeGraph, llm: FakeLLM) -> KnowledgeGraph:
    settings = sample_graph.settings.model_copy(
        update={
            "openai_base_url": llm.url,
            "openai_api_key": SecretStr(API_KEY),
            "llm_model": "test-model",
            "llm_max_retries": 0,
            "llm_timeout": 10.0,
        }
    )
    return KnowledgeGraph(settings, db=sample_graph.db, embedder=sample_graph.embedder)


async def test_the_llm_rater_rates_each_batch_in_one_call_and_writes_the_summary(llm_graph: KnowledgeGraph,
                                                                                 llm: FakeLLM) -> None:
    llm.respond = rate_like_a_lawyer
    report = await llm_graph.run(SCOUT, Scout(query=QUESTION, tags=["indemnity"], max_tokens=20_000))
    meta = report.meta
    assert meta.rater == f"llm (test-model at {llm.url})"
    assert all(step.rated_by == "llm" for step in meta.trace)
    check_trace_explains_every_decision(report)

    # One rating call per batch of new candidates (the seeds, then each expansion that queued some), then
    # the summary; each a strict JSON-schema request with the key, at temperature 0.
    rating_calls = [b for b in llm.bodies if schema_name(b) == "scout_ratings"]
    batches = 1 + sum(1 for step in meta.trace if step.expanded and step.queued)
    assert len(rating_calls) == batches and schema_name(llm.bodies[-1]) == "scout_summary"
    for body in llm.bodies:
        assert body["model"] == "test-model" and body["temperature"] == 0
        assert body["response_format"]["json_schema"]["strict"] is True
    assert {h["authorization"] for h in llm.headers} == {f"Bearer {API_KEY}"}
    first = rating_calls[0]["messages"][-1]["content"]
    assert f"Question: {QUESTION}" in first and "Wanted tags: indemnity" in first and "quotes: " in first
    rated = [cid for body in rating_calls for cid in candidate_ids(body)]
    assert len(rated) == len(set(rated))  # nobody is rated twice

    # The model's ratings drive the rule: its tags match, its relevance decides what is expanded.
    for step in meta.trace:
        indemnity = "indemnity" in step.concept_id or step.concept_id == "third-party-ip-claims"
        assert step.rubric.relevance == (5 if indemnity else 1)
        assert step.parts.get("tags", 0.0) == (1.0 if indemnity else 0.0)
        if not indemnity:
            assert not step.expanded
    pointers = {p.concept_id: p for p in report.pointers}
    assert pointers["capped-ip-indemnity"].risk == "high" and pointers["capped-ip-indemnity"].why.startswith(
        "The model's"
    )
    assert report.summary == SUMMARY
    assert meta.interpretation.startswith(
        "Read as: who pays for third-party IP claims. (the graph-aware passage ranking and concept search for"
    )


async def test_the_llm_rater_falls_back_to_offline_ratings_and_says_so(llm_graph: KnowledgeGraph,
                                                                       llm: FakeLLM) -> None:
    # A candidate the model leaves out is rated offline.
    llm.respond = lambda body: rate_like_a_lawyer(body, leave_out="third-party-ip-claims")
    report = await llm_graph.run(SCOUT, Scout(query=QUESTION))
    by_id = {s.concept_id: s for s in report.meta.trace}
    assert by_id["third-party-ip-claims"].rated_by == "offline"
    assert by_id["uncapped-ip-indemnity"].rated_by == "llm"
    assert "candidates the model left out were rated offline" in report.meta.rater

    # A failing endpoint: every rating offline, an extractive summary, and the reason in the answer.
    llm.respond = lambda body: error(500, "the model is overloaded")
    failed = await llm_graph.run(SCOUT, Scout(query=QUESTION))
    assert all(s.rated_by == "offline" for s in failed.meta.trace)
    assert (
        "LLM call failed: HTTP 500 Internal Server Error: the model is overloaded; rated offline" in failed.meta.rater
    )
    assert "the summary is extractive" in failed.meta.rater
    assert failed.summary.startswith("Scouted ")
    assert {s.concept_id for s in failed.meta.trace} >= CHAIN  # the offline rater still finds the chain

    # A rejected key: the message names the setting and never echoes the key.
    llm.respond = lambda body: error(401, f"Incorrect API key provided: {API_KEY}")
    rejected = await llm_graph.run(SCOUT, Scout(query=QUESTION, budget=2))
    assert "HTTP 401 Unauthorized; check OPENAI_API_KEY" in rejected.meta.rater
    assert API_KEY not in rejected.model_dump_json()

    # An answer that is not the JSON asked for.
    llm.respond = lambda body: completion("no JSON here")
    garbled = await llm_graph.run(SCOUT, Scout(query=QUESTION, budget=2))
    assert "the answer is not the JSON asked for" in garbled.meta.rater


async def test_an_llm_rater_without_an_endpoint_is_a_configuration_error(sample_graph: KnowledgeGraph) -> None:
    settings = sample_graph.settings.model_copy(update={"scout_rater": "llm", "openai_base_url": None,
                                                        "openai_api_key": None})
    graph = KnowledgeGraph(settings, db=sample_graph.db, embedder=sample_graph.embedder)
    with pytest.raises(ConfigError) as raised:
        await graph.run(SCOUT, Scout(query=QUESTION))
    assert "KG_SCOUT_RATER=llm needs an OpenAI-compatible endpoint" in raised.value.message
    offline = sample_graph.settings.model_copy(update={"scout_rater": "offline", "openai_base_url": "http://127.0.0.1:9/v1"})
    report = await KnowledgeGraph(offline, db=sample_graph.db, embedder=sample_graph.embedder).run(SCOUT,
        Scout(query=QUESTION, budget=2))
    assert report.meta.rater.startswith("offline")  # configured offline: the endpoint is never called


# --- the shells -----------------------------------------------------------------------------------
@pytest.fixture
async def client(sample_graph: KnowledgeGraph) -> AsyncIterator[Client]:
    async with held_in_own_task(Client(build_server(sample_graph.settings, graph=sample_graph))) as connected:
        yield connected


async def test_scout_through_an_mcp_client(client: Client) -> None:
    tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    budget = tools["scout"].input_schema["properties"]["budget"]
    assert (budget["minimum"], budget["maximum"], budget["default"]) == (1, 200, 20)
    assert tools["scout"].annotations.read_only_hint

    result = await client.call_tool("scout", {"query": QUESTION, "budget": 20})
    assert not result.is_error, result.content[0].text
    answer = result.structured_content
    assert answer is not None and {step["concept_id"] for step in answer["meta"]["trace"]} >= CHAIN
    text = result.content[0].text
    assert text.startswith("Scouted ") and "capped-ip-indemnity: IP indemnity capped at £2 million" in text
    assert "Trace (visit order; why each concept was or was not expanded):" in text  # the trace is in the text too

    bad = await client.call_tool("scout", {"query": QUESTION, "budget": 500})
    assert bad.is_error and "budget must be a whole number from 1 to 200, e.g. 20; got 500" in bad.content[0].text


async def test_scout_over_http_and_the_command_line(sample_graph: KnowledgeGraph, kg_run: KgRun) -> None:
    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as api:
        response = await api.get("/api/scout", params={"q": QUESTION, "budget": 0})
        assert response.status_code == 422 and "budget must be a whole number from 1 to 200" in response.json()["error"]
        response = await api.get("/api/scout", params={"q": QUESTION, "budget": 20, "tags": ["contradicts"]})
        assert response.status_code == 200, response.text
        assert response.json()["tags"] == ["contradicts"]
        assert {s["concept_id"] for s in response.json()["meta"]["trace"]} >= CHAIN

    ran = await asyncio.to_thread(kg_run, "scout", *QUESTION.split(), "--budget", "20")
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("Scouted ") and "Pointers (" in ran.stdout
    as_json = await asyncio.to_thread(
        kg_run, "scout", "IP indemnity", "--json", "--tag", "contradicts", "--preset", "risk"
    )
    assert as_json.returncode == 0, as_json.stderr
    parsed = json.loads(as_json.stdout)
    assert parsed["meta"]["preset"] == "risk" and parsed["tags"] == ["contradicts"] and parsed["meta"]["trace"]
    wrong = await asyncio.to_thread(kg_run, "scout", "x", "--budget", "0")
    assert wrong.returncode == 2 and "budget must be a whole number from 1 to 200" in wrong.stderr
