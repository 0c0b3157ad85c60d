"""Communities on a real Neo4j with OpenGDS: computed after an import, nested and named, the same on
every run; list_communities and the community filters through the service, MCP (tool, resource,
prompt) and HTTP; and the tree-building alone (partition.build) on graphs small enough to check by hand."""

from __future__ import annotations

import statistics
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from kg_server.communities.partition import build, modularity
from kg_server.contract.reads import (
    FIND_CONTRADICTIONS,
    GET_CONCEPT_DETAILS,
    GET_VISUALIZATION_URL,
    LIST_COMMUNITIES,
    SEARCH_CONCEPTS,
    SEARCH_PASSAGES,
    FindContradictions,
    GetConceptDetails,
    GetVisualizationUrl,
    ListCommunities,
    SearchConcepts,
    SearchPassages,
)
from kg_server.errors import NotFound
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from kg_server.transfer.files import read_bundle
from kg_server.transfer.sample import BUNDLE_FILE
from tests.helpers.clients import held_in_own_task, running
from tests.helpers.fakes import FakeLLM, completion


# --- the tree, alone --------------------------------------------------------------------------------
def two_triangles() -> tuple[list[str], list[tuple[int, int, float]], dict[str, str]]:
    """Two triangles (a, b, c) and (d, e, f) joined by one weak link c-d."""
    ids = ["a", "b", "c", "d", "e", "f"]
    edges = [(0, 1, 3.0), (0, 2, 3.0), (1, 2, 3.0), (3, 4, 3.0), (3, 5, 3.0), (4, 5, 3.0), (2, 3, 1.0)]
    return ids, edges, {i: i.upper() for i in ids}


def test_levels_become_a_tree_without_repeats() -> None:
    ids, edges, labels = two_triangles()
    # Finest level first: {a,b} {c} {d,e,f} then {a,b,c} {d,e,f}; {d,e,f} does not split, so it has no children.
    levels = {0: [10, 1], 1: [10, 1], 2: [11, 1], 3: [12, 2], 4: [12, 2], 5: [12, 2]}
    partition = build(ids, edges, levels, labels)
    by_id = {c.community_id: c for c in partition.communities}
    top = partition.top()
    assert sorted(c.size for c in top) == [3, 3]
    first = next(c for c in top if "a" in c.members)
    second = next(c for c in top if "d" in c.members)
    children = [c for c in partition.communities if c.parent_id == first.community_id]
    assert sorted(sorted(c.members) for c in children) == [["a", "b"], ["c"]]
    assert all(c.level == 2 for c in children)
    assert not [c for c in partition.communities if c.parent_id == second.community_id]
    # The bridge end is the least specific member of its triangle: it does not name it.
    assert first.members[-1] == "c" and first.community_id == "1:a" and first.name == "A · B"
    assert set(by_id) == {c.community_id for c in partition.communities}  # ids unique
    assert partition.finest() == {second.community_id, *(c.community_id for c in children)}
    # d is its triangle's bridge end too, so e anchors it; {a,b} and {c} are linked by a-c and b-c.
    assert second.community_id == "1:e"
    assert partition.links == [("1:a", "1:e", 1.0), ("2:a", "2:c", 6.0)]


def test_modularity_matches_the_formula() -> None:
    _, edges, _ = two_triangles()
    # m = 19; each triangle holds 9 inside and has degree 19 (18 + the bridge's 1).
    expected = 2 * (9 / 19 - (19 / 38) ** 2)
    assert modularity(edges, {0: 1, 1: 1, 2: 1, 3: 2, 4: 2, 5: 2}) == pytest.approx(expected, abs=1e-4)
    assert modularity(edges, dict.fromkeys(range(6), 1)) == pytest.approx(0.0, abs=1e-4)


def test_claims_belong_but_do_not_name() -> None:
    ids, edges, labels = two_triangles()
    levels = {n: [1 if n < 3 else 2] for n in range(6)}
    partition = build(ids, edges, levels, labels, unnamed=["a", "b"])
    first = next(c for c in partition.top() if "a" in c.members)
    assert first.community_id == "1:c" and first.name == "C"


# --- on Neo4j ---------------------------------------------------------------------------------------
def snapshot(answer: Any) -> list[tuple[str, str, int]]:
    return [(c.community_id, c.name, c.size) for c in answer.communities]


async def test_the_map_answers_within_300_ms_once_warm(sample_graph: KnowledgeGraph) -> None:
    """list_communities on the sample, warm: about 30 ms on a quiet machine, under 150 ms at a load
    average of 9 on 2 cores (docs/benchmarks.md); 300 ms is the goal."""
    top = await sample_graph.run(LIST_COMMUNITIES, ListCommunities())
    for request in (
        ListCommunities(),
        ListCommunities(level=3),
        ListCommunities(community_id=top.communities[0].community_id),
    ):
        for _ in range(2):
            await sample_graph.run(LIST_COMMUNITIES, request)
        times = []
        for _ in range(5):
            started = time.perf_counter()
            await sample_graph.run(LIST_COMMUNITIES, request)
            times.append(time.perf_counter() - started)
        assert statistics.median(times) <= 0.3, (request, times)


async def test_the_sample_gets_named_nested_communities(sample_graph: KnowledgeGraph) -> None:
    answer = await sample_graph.run(LIST_COMMUNITIES, ListCommunities())
    assert answer.total_results >= 2 and answer.level == 1
    assert answer.modularity is not None and 0.2 < answer.modularity <= 1
    sizes = [c.size for c in answer.communities]
    assert sizes == sorted(sizes, reverse=True)
    assert sum(sizes) == answer.concepts  # every linked concept in exactly one top-level community
    first = answer.communities[0]
    assert first.community_id.startswith("1:") and " · " in first.name
    # Two short labels, no parenthesis: the name is read on every concept card.
    assert all(len(c.name) <= 2 * 49 + 3 and "(" not in c.name for c in answer.communities), answer.communities
    assert first.top_concepts and first.documents and first.quotes
    assert first.top_concepts[0].concept_id == first.community_id.split(":", 1)[1]
    # A concept's card names its communities, broadest first; the first is the listed one.
    card = await sample_graph.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=first.top_concepts[0].concept_id))
    assert card.communities and card.communities[0].community_id == first.community_id
    assert "Community: " in card.render()
    # Finer communities divide a broad one exactly.
    divided = next(c for c in answer.communities if c.subcommunities)
    finer = await sample_graph.run(LIST_COMMUNITIES, ListCommunities(community_id=divided.community_id))
    assert finer.parent is not None and finer.parent.community_id == divided.community_id
    assert len(finer.communities) == divided.subcommunities >= 2
    assert sum(c.size for c in finer.communities) == divided.size
    assert {c.level for c in finer.communities} == {2} and {c.parent_id for c in finer.communities} == {
        divided.community_id
    }


async def test_the_same_graph_gives_the_same_communities(sample_graph: KnowledgeGraph) -> None:
    before = await sample_graph.run(LIST_COMMUNITIES, ListCommunities(level=2, limit=200))
    top_before = await sample_graph.run(LIST_COMMUNITIES, ListCommunities())
    run = await sample_graph.refresh_communities()
    assert run.computed and run.top_level == top_before.total_results and run.modularities[-1] >= 0.3
    after = await sample_graph.run(LIST_COMMUNITIES, ListCommunities(level=2, limit=200))
    assert snapshot(after) == snapshot(before)
    assert snapshot(await sample_graph.run(LIST_COMMUNITIES, ListCommunities())) == snapshot(top_before)


async def test_filters_stay_inside_a_community(sample_graph: KnowledgeGraph) -> None:
    top = (await sample_graph.run(LIST_COMMUNITIES, ListCommunities())).communities
    community = top[0]
    members = set((await sample_graph.db.read("community_central", {"community_id": community.community_id,
                                                                     "limit": 10_000}))[0]["ids"])
    assert len(members) == community.size
    query = community.top_concepts[0].label
    unfiltered = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query=query, limit=20))
    found = await sample_graph.run(
        SEARCH_CONCEPTS, SearchConcepts(query=query, limit=20, community=community.community_id)
    )
    assert found.results and {h.concept_id for h in found.results} <= members
    assert {h.concept_id for h in unfiltered.results} - members  # the filter took something away

    passages = await sample_graph.run(SEARCH_PASSAGES, SearchPassages(query=query, community=community.community_id))
    assert passages.results
    for passage in passages.results:
        quoted = await sample_graph.db.run_auto(
            "MATCH (:Source {source_id: $id})<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept) "
            "RETURN collect(c.concept_id) AS ids", {"id": passage.source_id})
        assert set(quoted[0]["ids"]) & members, passage.source_id

    everywhere = await sample_graph.run(FIND_CONTRADICTIONS, FindContradictions(limit=100))
    total_inside = 0
    for c in top:
        inside = await sample_graph.run(FIND_CONTRADICTIONS, FindContradictions(limit=100, community=c.community_id))
        ids = set((await sample_graph.db.read("community_central", {"community_id": c.community_id,
                                                                     "limit": 10_000}))[0]["ids"])
        assert all(pair.a.concept_id in ids or pair.b.concept_id in ids for pair in inside.results)
        total_inside += len(inside.results)
    assert everywhere.results and total_inside >= len(everywhere.results)  # every pair has a side somewhere

    link = await sample_graph.run(GET_VISUALIZATION_URL, GetVisualizationUrl(community=community.community_id, depth=0))
    view = await sample_graph.viz_graph(link.session_id)
    assert view.nodes and {n.id for n in view.nodes} <= members
    assert {n.community for n in view.nodes} == {community.community_id}
    assert {n.community_name for n in view.nodes} == {community.name}


async def test_an_unknown_community_is_named_with_the_closest(sample_graph: KnowledgeGraph) -> None:
    top = (await sample_graph.run(LIST_COMMUNITIES, ListCommunities())).communities[0]
    wrong = top.community_id.replace("1:", "9:")
    for call in (sample_graph.run(LIST_COMMUNITIES, ListCommunities(community_id=wrong)),
                 sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="x", community=wrong))):
        with pytest.raises(NotFound) as error:
            await call
        assert f"No community with id {wrong!r}" in error.value.message and top.community_id in error.value.message


# --- the shells -------------------------------------------------------------------------------------
@pytest.fixture
async def client(sample_graph: KnowledgeGraph) -> AsyncIterator[Client]:
    async with held_in_own_task(Client(build_server(sample_graph.settings, graph=sample_graph))) as connected:
        yield connected


async def test_communities_through_mcp_and_http(sample_graph: KnowledgeGraph, client: Client) -> None:
    result = await client.call_tool("list_communities", {})
    assert not result.is_error, result.content[0].text
    answer = result.structured_content
    assert answer is not None and answer["modularity"] > 0
    first = answer["communities"][0]
    assert {"community_id", "name", "size"} <= set(first) and first["size"] == max(
        c["size"] for c in answer["communities"])
    assert result.content[0].text.startswith("Communities, level 1:")
    resource = await client.read_resource("kg://communities")
    assert first["community_id"] in resource.contents[0].text  # type: ignore[union-attr]
    prompt = await client.get_prompt("explore", {})
    assert "kg://communities" in prompt.messages[0].content.text  # type: ignore[union-attr]
    bad = await client.call_tool("list_communities", {"community_id": first["community_id"], "level": 2})
    assert bad.is_error and "not both" in bad.content[0].text
    filtered = await client.call_tool("search_concepts", {"query": first["name"].split(" · ")[0],
                                                          "community": first["community_id"]})
    assert not filtered.is_error and filtered.structured_content and filtered.structured_content["results"]

    async with running(serve_app(sample_graph.settings, graph=sample_graph)) as api:
        listed = await api.get("/api/communities", params={"limit": 2})
        assert listed.status_code == 200 and len(listed.json()["communities"]) == 2
        drawn = await api.get("/api/communities/map")
        body = drawn.json()
        assert drawn.status_code == 200 and body["computed"] and len(body["nodes"]) == answer["total_results"]
        known = {n["community_id"] for n in body["nodes"]}
        assert all(link["source"] in known and link["target"] in known and link["weight"] > 0 for link in body["links"])
        inner = await api.get("/api/communities/map", params={"community_id": first["community_id"]})
        assert inner.status_code == 200 and inner.json()["parent"]["community_id"] == first["community_id"]
        missing = await api.get("/api/communities/map", params={"community_id": "1:no-such-thing"})
        assert missing.status_code == 404 and "No community with id" in missing.json()["error"]
        made = await api.post("/api/viz", json={"community": first["community_id"], "depth": 0})
        assert made.status_code == 201 and "most central concepts of community" in made.json()["message"]


# --- summaries by the configured LLM ----------------------------------------------------------------
async def test_summaries_cite_their_quotes_and_are_reused(graph: KnowledgeGraph, llm: FakeLLM,
                                                          sample_with_vectors: dict[str, Path]) -> None:
    def respond(body: dict[str, Any]) -> Any:
        prompt = body["messages"][-1]["content"]
        name = prompt.split("\n", 1)[0].removeprefix("Region: ")
        return completion({"sentences": [
            {"text": f"The documents on {name} agree.", "quotes": [1, 2]},
            {"text": "This sentence cites nothing.", "quotes": []},
            {"text": "This one cites a quote it was not given.", "quotes": [99]},
        ]})

    llm.respond = respond
    settings = graph.settings.model_copy(update={"openai_base_url": llm.url, "llm_model": "test-model",
                                                 "llm_max_retries": 0})
    with_llm = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    cached = sample_with_vectors["path"]
    await with_llm.import_bundle(read_bundle(cached if cached.exists() else BUNDLE_FILE))
    top = await with_llm.run(LIST_COMMUNITIES, ListCommunities())
    asked = [b for b in llm.bodies if "Region: " in b["messages"][-1]["content"]]
    assert len(asked) == top.total_results
    for community in top.communities:
        assert community.summary is not None and community.summary.startswith(
            f"The documents on {community.name} agree. ("
        )
        assert "cites" not in community.summary and " ¶" in community.summary
        assert len(community.summary.split(". (")) == 2  # one sentence kept, with where its quotes are from
    # Unchanged communities keep their summaries: nothing is asked again.
    run = await with_llm.refresh_communities()
    assert run.summaries_written == 0 and run.summaries_reused == top.total_results
    assert len([b for b in llm.bodies if "Region: " in b["messages"][-1]["content"]]) == len(asked)
    # Without an LLM, names only: the cached summaries stay on the communities they were written for.
    plain = await graph.run(LIST_COMMUNITIES, ListCommunities())
    assert [c.summary for c in plain.communities] == [c.summary for c in top.communities]
