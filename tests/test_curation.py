"""Curation on a real Neo4j holding the sample: each write tool's answer and refusals, the change log
and recent_changes, and the switch that keeps writes off (service, MCP through the SDK's client, HTTP).

The module loads its own copy of the sample once and changes it; tests touch different concepts, and
what they check of the change log is relative to where it stood when they began."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

from kg_server import contract
from kg_server.config import Settings
from kg_server.contract.curation import (
    ADD_CONCEPT,
    ADD_INSTANCE,
    ADD_RELATIONSHIP,
    DELETE_RELATIONSHIP,
    RECENT_CHANGES,
    REVISE_CONCEPT,
    AddConcept,
    AddInstance,
    AddRelationship,
    DeleteRelationship,
    ListRecentChanges,
    ReviseConcept,
)
from kg_server.contract.reads import GET_CONCEPT_DETAILS, SEARCH_CONCEPTS, GetConceptDetails, SearchConcepts
from kg_server.curation.changes import verbatim
from kg_server.errors import (
    ConceptNotFound,
    InvalidArgument,
    KGError,
    NotFound,
    WritesDisabled,
)
from kg_server.ingest.passes.contradictions import refresh_contradictions
from kg_server.ingest.passes.links import clear_links
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import serve_app
from kg_server.shells.mcp import build_server
from tests.helpers.clients import mcp_client, running
from tests.helpers.graphs import wipe
from tests.helpers.tools import gated

CLAUSE_14_4 = "Contracts/draft-contract.md#p9"  # 'Clause 14.4: The indemnity in Clause 14.3 shall not apply ...'
CLAUSE_24_1 = "Contracts/draft-contract.md#p14"  # 'Clause 24.1: ... source code ... Escrow ... a verification test ...'
WRITE_NAMES = set(gated("writes"))


@pytest.fixture(scope="module")
async def curated(settings: Settings, embedder: LocalEmbedder, sample_with_vectors: dict[str, Path]
                  ) -> AsyncIterator[KnowledgeGraph]:
    """The sample in a database this module may change, on a server that allows writes."""
    from kg_server.transfer.files import read_bundle, write_bundle
    from kg_server.transfer.sample import BUNDLE_FILE

    graph = KnowledgeGraph(settings.model_copy(update={"allow_writes": True}), embedder=embedder)
    await wipe(graph)  # also drops the sample's mark: sample_graph reloads it after this module
    cached = sample_with_vectors["path"]
    await graph.import_bundle(read_bundle(cached if cached.exists() else BUNDLE_FILE))
    if not cached.exists():
        write_bundle(await graph.export_bundle(), cached)
    yield graph
    await graph.close()


async def latest(graph: KnowledgeGraph) -> int:
    return (await graph.run(RECENT_CHANGES, ListRecentChanges(since_sequence=0, limit=1))).latest_sequence


async def refused(call: Any, kind: type[KGError] = InvalidArgument) -> str:
    with pytest.raises(kind) as raised:
        await call
    return raised.value.message


# --- add_concept ----------------------------------------------------------------------------------------
async def test_add_concept_is_searchable_and_logged(curated: KnowledgeGraph) -> None:
    before = await latest(curated)
    change = await curated.run(ADD_CONCEPT, AddConcept(
        label="Escrow release on insolvency", aliases=["insolvency release"], note="Schedule 7 names it",
        description="The escrowed source code is released to the Authority if the Supplier becomes insolvent."),
        curator="tester")
    assert change.sequence == before + 1 and change.operation == "add_concept" and change.curator == "tester"
    assert change.note == "Schedule 7 names it" and change.details["concept_id"] == "escrow-release-on-insolvency"
    assert change.details["after"]["aliases"] == ["insolvency release"]
    assert change.concepts[0].exists and change.concepts[0].quotes == 0
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="escrow-release-on-insolvency"))
    assert details.label == "Escrow release on insolvency" and details.aliases == ["insolvency release"]
    # Embedded like any concept: a paraphrase sharing none of its words finds it by meaning.
    found = await curated.run(SEARCH_CONCEPTS, SearchConcepts(query="vendor goes bankrupt", mode="semantic", limit=3))
    assert "escrow-release-on-insolvency" in [hit.concept_id for hit in found.results]
    lexical = await curated.run(SEARCH_CONCEPTS, SearchConcepts(query="insolvent", mode="lexical", limit=3))
    assert lexical.results[0].concept_id == "escrow-release-on-insolvency"


async def test_add_concept_refuses_duplicates_and_bad_ids(curated: KnowledgeGraph) -> None:
    before = await latest(curated)
    same_label = await refused(curated.run(ADD_CONCEPT, AddConcept(label="SOURCE CODE ESCROW (schedule 7)",
                                                              concept_id="another-escrow"), curator="t"))
    assert "'source-code-escrow' already has the label 'Source code escrow (Schedule 7)'" in same_label
    taken = await refused(curated.run(ADD_CONCEPT, AddConcept(label="Something new", concept_id="source-code-escrow"),
                                              curator="t"))
    assert "a concept with id 'source-code-escrow' exists already" in taken and "revise_concept" in taken
    with pytest.raises(
        InvalidArgument, match="concept_id must be lower-case letters and digits in words joined by '-'"
    ):
        AddConcept(label="Bad id", concept_id="Not A Slug")
    with pytest.raises(InvalidArgument, match="label must be text of 1 to 300 characters"):
        AddConcept(label="   ")
    assert await latest(curated) == before, "a refused write logs nothing"


class Rendezvous:
    """The suite's embedder, made to hold each call until `parties` calls wait in it: two curators who
    both passed the checks before either writes, the race a busy server meets by chance."""

    def __init__(self, embedder: LocalEmbedder, parties: int) -> None:
        self.embedder = embedder
        self.barrier = threading.Barrier(parties, timeout=30)
        self.name, self.dimension, self.variant = embedder.name, embedder.dimension, embedder.variant

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.barrier.wait()
        return self.embedder.embed(texts)


async def test_two_curators_adding_one_concept_at_once_get_one_concept_and_a_422(curated: KnowledgeGraph) -> None:
    racing = KnowledgeGraph(curated.settings, embedder=Rendezvous(curated.embedder, 2))  # type: ignore[arg-type]
    before = await latest(curated)
    async with running(serve_app(racing.settings, graph=racing)) as api:
        answers = await asyncio.gather(*(api.post("/api/concepts", json={"label": "Escrow audit rights"})
                                         for _ in range(2)))
    await racing.close()
    assert sorted(answer.status_code for answer in answers) == [201, 422], [a.text for a in answers]
    lost = next(answer for answer in answers if answer.status_code == 422).json()["error"]
    assert "a concept with id 'escrow-audit-rights' was added meanwhile" in lost
    assert await latest(curated) == before + 1, "the refused write logs nothing"


# --- add_instance ---------------------------------------------------------------------------------------
async def test_add_instance_takes_a_verbatim_quote(curated: KnowledgeGraph) -> None:
    await curated.run(ADD_CONCEPT, AddConcept(label="Authority Data exclusion from the IP indemnity"), curator="t")
    concept = "authority-data-exclusion-from-ip-indemnity"
    # Line breaks and curly quotes may differ from the paragraph; the stored quote is the paragraph's own.
    typed = "The indemnity in Clause 14.3 shall not apply\n to any IP Claim to the extent it arises from Authority Data"
    change = await curated.run(ADD_INSTANCE, AddInstance(concept_id=concept, source_id=CLAUSE_14_4, quote=typed,
                                                    confidence=0.9), curator="t")
    stored = change.details["quote"]
    assert stored == ("The indemnity in Clause 14.3 shall not apply to any IP Claim to the extent it arises from "
                      "Authority Data")
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=concept))
    quote = details.instances[0]
    assert (quote.quote, quote.document, quote.paragraph, quote.confidence) == (
        stored, "Contracts/draft-contract.md", 9, 0.9)
    again = await refused(
        curated.run(ADD_INSTANCE, AddInstance(concept_id=concept, source_id=CLAUSE_14_4, quote=stored), curator="t")
    )
    assert "already grounded by this quote" in again


async def test_add_instance_refusals(curated: KnowledgeGraph) -> None:
    before = await latest(curated)
    paraphrase = await refused(curated.run(ADD_INSTANCE, AddInstance(
        concept_id="source-code-escrow", source_id=CLAUSE_14_4,
        quote="The indemnity in Clause 14.3 does not apply to Authority Data"), curator="t"))
    assert f"the quote is not verbatim in {CLAUSE_14_4}" in paraphrase and "read_source" in paraphrase
    assert "The closest passage there is 'The indemnity in Clause 14.3" in paraphrase
    case = await refused(curated.run(ADD_INSTANCE, AddInstance(
        concept_id="source-code-escrow", source_id=CLAUSE_14_4, quote="the indemnity in clause 14.3"), curator="t"))
    assert "not verbatim" in case
    unknown = await refused(curated.run(ADD_INSTANCE, AddInstance(
        concept_id="source-code-escrw", source_id=CLAUSE_14_4, quote="Clause 14.4"), curator="t"), ConceptNotFound)
    assert "No concept with id 'source-code-escrw'" in unknown and "source-code-escrow" in unknown
    paragraph = await refused(curated.run(ADD_INSTANCE, AddInstance(
        concept_id="source-code-escrow", source_id="Contracts/draft-contract.md#p999", quote="Clause 14.4"),
        curator="t"))
    assert "no paragraph with source_id 'Contracts/draft-contract.md#p999'" in paragraph
    with pytest.raises(InvalidArgument, match="quote must be text of 1 to 10,000 characters"):
        AddInstance(concept_id="source-code-escrow", source_id=CLAUSE_14_4, quote="  \n ")
    assert await latest(curated) == before


def test_verbatim_matching_rules() -> None:
    text = "The Supplier’s liability — in aggregate —\nshall not exceed 100%."
    assert verbatim("Supplier's liability - in aggregate - shall not", text) == \
        "Supplier’s liability — in aggregate —\nshall not"
    assert verbatim("supplier's liability", text) is None  # case matters: a quote is copied, not paraphrased
    assert verbatim("liability in aggregate", text) is None  # words may not be dropped
    assert verbatim("exceed 100%.", text) == "exceed 100%."


# --- relationships --------------------------------------------------------------------------------------
async def test_add_relationship_states_confirms_and_validates(curated: KnowledgeGraph) -> None:
    start, end = "escrow-verification-testing", "source-code-escrow"
    change = await curated.run(ADD_RELATIONSHIP, AddRelationship(
        from_concept_id=start, to_concept_id=end, type="Requires", confidence=0.8, evidence=[CLAUSE_24_1]),
        curator="t")
    assert change.summary == f"stated {start} -requires-> {end}" and change.details["before"] is None
    assert change.details["after"] == {"confidence": 0.8, "evidence": [CLAUSE_24_1]}
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=start))
    stated = next(r for r in details.relationships if r.concept_id == end and r.direction == "outgoing")
    assert (stated.type, stated.direction, stated.method, stated.confidence) == ("requires", "outgoing", None, 0.8)

    # An inferred relationship (the offline extractor's, with a method) becomes stated when confirmed,
    # and the extractor's next corpus pass, which clears the links it computed, leaves it alone.
    await curated.db.run_auto(
        "MATCH (a:Concept {concept_id: $a}), (b:Concept {concept_id: $b}) "
        "CREATE (a)-[:RELATED_TO {confidence: 0.4, evidence: [], method: 'cooccurrence', pmi: 1.2}]->(b)",
        {"a": start, "b": "escrow-release-events"})
    confirmed = await curated.run(ADD_RELATIONSHIP, AddRelationship(
        from_concept_id=start, to_concept_id="escrow-release-events", type="related_to"), curator="t")
    assert confirmed.summary.startswith("confirmed (was inferred by cooccurrence)")
    assert confirmed.details["before"]["method"] == "cooccurrence"
    assert confirmed.details["after"] == {"confidence": 1.0, "evidence": []}
    await clear_links(curated.db, [start])
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=start))
    assert next(r for r in details.relationships if r.concept_id == "escrow-release-events").method is None

    before = await latest(curated)
    with pytest.raises(InvalidArgument, match="unknown relationship type 'causes'; valid types are: implies, "
                                              "contradicts, supports, part_of, kind_of, requires, related_to"):
        AddRelationship(from_concept_id=start, to_concept_id=end, type="causes")
    with pytest.raises(InvalidArgument, match="the same concept"):
        AddRelationship(from_concept_id=start, to_concept_id=start, type="implies")
    missing = await refused(curated.run(ADD_RELATIONSHIP, AddRelationship(
        from_concept_id=start, to_concept_id="no-such-concept", type="implies"), curator="t"), ConceptNotFound)
    assert "No concept with id 'no-such-concept'" in missing
    evidence = await refused(curated.run(ADD_RELATIONSHIP, AddRelationship(
        from_concept_id=start, to_concept_id=end, type="implies", evidence=["Contracts/nowhere.md#p1"]), curator="t"))
    assert "evidence names paragraphs that do not exist: Contracts/nowhere.md#p1" in evidence
    assert await latest(curated) == before


async def test_delete_relationship_keeps_what_it_held(curated: KnowledgeGraph) -> None:
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="uncapped-ip-indemnity"))
    contradicts = next(r for r in details.relationships if r.type == "contradicts" and r.direction == "outgoing")
    change = await curated.run(DELETE_RELATIONSHIP, DeleteRelationship(
        from_concept_id="uncapped-ip-indemnity", to_concept_id=contradicts.concept_id, type="CONTRADICTS",
        note="settled in the final draft"), curator="t")
    assert change.summary == f"deleted uncapped-ip-indemnity -contradicts-> {contradicts.concept_id}"
    assert change.details["before"]["confidence"] == contradicts.confidence
    after = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="uncapped-ip-indemnity"))
    assert not [r for r in after.relationships if r.type == "contradicts" and r.direction == "outgoing"
                and r.concept_id == contradicts.concept_id]

    gone = await refused(curated.run(DELETE_RELATIONSHIP, DeleteRelationship(
        from_concept_id="uncapped-ip-indemnity", to_concept_id=contradicts.concept_id, type="contradicts"),
        curator="t"), NotFound)
    assert f"there is no contradicts relationship from uncapped-ip-indemnity to {contradicts.concept_id}" in gone
    wrong_way = await refused(curated.run(DELETE_RELATIONSHIP, DeleteRelationship(
        from_concept_id="mandatory-contract-terms", to_concept_id="uncapped-ip-indemnity", type="part_of"),
        curator="t"), NotFound)
    assert "between them: uncapped-ip-indemnity -part_of-> mandatory-contract-terms" in wrong_way


# --- revise_concept and the change log -------------------------------------------------------------------
async def test_revise_concept_keeps_a_history(curated: KnowledgeGraph) -> None:
    await curated.run(ADD_CONCEPT, AddConcept(label="Annual service review", description="A yearly review."),
                              curator="alice")
    first = await curated.run(REVISE_CONCEPT, ReviseConcept(concept_id="annual-service-review",
                                                       description="A yearly review of service levels."),
                                         curator="bob")
    assert first.details["changes"] == {"description": {"before": "A yearly review.",
                                                        "after": "A yearly review of service levels."}}
    second = await curated.run(REVISE_CONCEPT, ReviseConcept(concept_id="annual-service-review",
                                                        label="Annual service level review", aliases=["ASR"],
                                                        note="the schedule's name"), curator="carol")
    assert second.details["changes"]["label"] == {"before": "Annual service review",
                                                  "after": "Annual service level review"}
    # Who, when, what: newest first, back to the concept's creation.
    assert [(c.curator, c.operation) for c in second.history] == [
        ("carol", "revise_concept"), ("bob", "revise_concept"), ("alice", "add_concept")]
    assert all(c.at.endswith("+00:00") for c in second.history)
    assert second.history[0].sequence == second.sequence and "History of annual-service-review" in second.render()
    details = await curated.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="annual-service-review"))
    assert (details.label, details.aliases) == ("Annual service level review", ["ASR"])

    same = await refused(curated.run(REVISE_CONCEPT, ReviseConcept(concept_id="annual-service-review", aliases=["ASR"]),
                                                curator="t"))
    assert "nothing to change" in same
    taken = await refused(curated.run(REVISE_CONCEPT, ReviseConcept(concept_id="annual-service-review",
                                                               label="Source code escrow (Schedule 7)"), curator="t"))
    assert "'source-code-escrow' already has the label" in taken
    with pytest.raises(InvalidArgument, match="say what to change"):
        ReviseConcept(concept_id="annual-service-review")
    await refused(
        curated.run(REVISE_CONCEPT, ReviseConcept(concept_id="no-such", label="x"), curator="t"), ConceptNotFound
    )


async def test_recent_changes_pages_through_the_log(curated: KnowledgeGraph) -> None:
    start = await latest(curated)
    await curated.run(ADD_CONCEPT, AddConcept(label="Exit management plan"), curator="t")
    await curated.run(ADD_RELATIONSHIP, AddRelationship(from_concept_id="exit-management-plan",
                                                   to_concept_id="source-code-escrow", type="requires"), curator="t")
    await curated.run(
        REVISE_CONCEPT,
        ReviseConcept(concept_id="exit-management-plan", description="How the contract ends."),
        curator="t",
    )
    page = await curated.run(RECENT_CHANGES, ListRecentChanges(since_sequence=start, limit=2))
    assert [c.sequence for c in page.changes] == [start + 1, start + 2] and page.truncated
    assert page.latest_sequence == start + 3 and page.next_since == start + 2
    # Each entry comes with its concepts as they are now (the description came with the third change).
    assert page.changes[0].concepts[0].description == "How the contract ends."
    assert {c.concept_id for c in page.changes[1].concepts} == {"exit-management-plan", "source-code-escrow"}
    rest = await curated.run(RECENT_CHANGES, ListRecentChanges(since_sequence=page.next_since))
    assert [c.operation for c in rest.changes] == ["revise_concept"] and not rest.truncated
    assert (
        "(the log ends at" in (await curated.run(RECENT_CHANGES, ListRecentChanges(since_sequence=start + 3))).render()
    )
    one = await curated.run(RECENT_CHANGES, ListRecentChanges(since_sequence=0, concept_id="exit-management-plan"))
    assert [c.sequence for c in one.changes] == [start + 1, start + 2, start + 3]

    # Sequence numbers stay consecutive when writers race.
    labels = [f"Concurrent concept {n}" for n in range(6)]
    changes = await asyncio.gather(
        *(curated.run(ADD_CONCEPT, AddConcept(label=label), curator="t") for label in labels)
    )
    assert sorted(c.sequence for c in changes) == list(range(start + 4, start + 10))


async def test_claims_of_the_contradiction_finder_are_left_to_it(curated: KnowledgeGraph) -> None:
    # The finder's pass (as after an ingest) rebuilds its claims from scratch: a curated change to one
    # would vanish at the next pass, so curation refuses it and names the concept to curate instead.
    await refresh_contradictions(curated.db, curated.embedder)
    rows = await curated.db.run_auto(
        "MATCH (a:Claim)-[:CONTRADICTS {method: 'inferred'}]->(b:Claim), (a)-[:RELATED_TO]->(about:Concept) "
        "RETURN a.concept_id AS a, b.concept_id AS b, about.concept_id AS about ORDER BY a LIMIT 1")
    claim, other, about = rows[0]["a"], rows[0]["b"], rows[0]["about"]
    before = await latest(curated)
    calls = [
        curated.run(
            ADD_INSTANCE, AddInstance(concept_id=claim, source_id=CLAUSE_14_4, quote="Clause 14.4"), curator="t"
        ),
        curated.run(
            ADD_RELATIONSHIP,
            AddRelationship(from_concept_id="source-code-escrow", to_concept_id=claim, type="supports"),
            curator="t",
        ),
        curated.run(
            DELETE_RELATIONSHIP,
            DeleteRelationship(from_concept_id=claim, to_concept_id=other, type="contradicts"),
            curator="t",
        ),
        curated.run(REVISE_CONCEPT, ReviseConcept(concept_id=claim, description="Reworded."), curator="t"),
    ]
    for call in calls:
        message = await refused(call)
        assert f"{claim} is a claim of the contradiction finder" in message
        assert f"curate the concept it is about instead ({about})" in message
    assert await latest(curated) == before


async def test_writes_are_off_unless_allowed(curated: KnowledgeGraph) -> None:
    closed = KnowledgeGraph(curated.settings.model_copy(update={"allow_writes": False}), embedder=curated.embedder)
    try:
        message = await refused(closed.run(ADD_CONCEPT, AddConcept(label="Not allowed"), curator="t"), WritesDisabled)
        assert "writes are disabled on this server" in message and "--allow-writes" in message
        assert "KG_ALLOW_WRITES=1" in message
        # Reading the log needs no permission.
        assert (await closed.run(RECENT_CHANGES, ListRecentChanges())).latest_sequence > 0
    finally:
        await closed.close()


def test_the_switches_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    def tools(**environment: str) -> set[str]:
        for name in ("KG_ALLOW_WRITES", "KG_ALLOW_CYPHER"):
            monkeypatch.delenv(name, raising=False)
        for name, value in environment.items():
            monkeypatch.setenv(name, value)
        server = build_server(Settings(_env_file=None))  # type: ignore[call-arg]
        return {tool.name for tool in asyncio.run(server.list_tools())}

    assert not tools() & (WRITE_NAMES | {"run_cypher"})
    assert tools(KG_ALLOW_WRITES="1") >= WRITE_NAMES and "run_cypher" not in tools(KG_ALLOW_WRITES="1")
    assert tools(KG_ALLOW_CYPHER="true") & (WRITE_NAMES | {"run_cypher"}) == {"run_cypher"}
    assert gated("cypher") == ["run_cypher"]


# --- through the shells ---------------------------------------------------------------------------------
@pytest.mark.slow
async def test_mcp_lists_writes_only_when_allowed(curated: KnowledgeGraph, test_env: dict[str, str]) -> None:
    async with mcp_client("http", test_env) as closed:
        names = {tool.name for tool in (await closed.list_tools()).tools}
        assert "recent_changes" in names and not names & WRITE_NAMES and "run_cypher" not in names
        hidden = await closed.call_tool("add_concept", {"label": "Hidden"})
        assert hidden.is_error and "add_concept" in hidden.content[0].text
        assert "Traceback" not in hidden.content[0].text
    assert not await curated.db.read("existing_concept_ids", {"ids": ["hidden"]})

    async with mcp_client("stdio", test_env, "--allow-writes") as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) >= WRITE_NAMES and "run_cypher" not in tools
        assert tools["delete_relationship"].annotations.destructive_hint
        assert not tools["add_concept"].annotations.read_only_hint
        assert "implies, contradicts" in tools["add_relationship"].input_schema["properties"]["type"]["description"]
        await check_writes_over_mcp(client, curated)


async def check_writes_over_mcp(client: Client, graph: KnowledgeGraph) -> None:
    start = await latest(graph)
    added = await client.call_tool("add_concept", {"label": "Data return on exit", "note": "from the exit plan"})
    assert not added.is_error, added.content[0].text
    entry = added.structured_content
    assert entry is not None and entry["sequence"] == start + 1 and entry["curator"].startswith("mcp:")
    assert f"#{start + 1}" in added.content[0].text
    bad_quote = await client.call_tool("add_instance", {"concept_id": "data-return-on-exit", "source_id": CLAUSE_14_4,
                                                        "quote": "Authority Data shall be returned on exit"})
    assert bad_quote.is_error and "not verbatim" in bad_quote.content[0].text
    bad_type = await client.call_tool("add_relationship", {"from_concept_id": "data-return-on-exit",
                                                           "to_concept_id": "source-code-escrow", "type": "causes"})
    assert bad_type.is_error and "valid types are: implies" in bad_type.content[0].text
    unknown = await client.call_tool("delete_relationship", {"from_concept_id": "data-return-on-exit",
                                                             "to_concept_id": "nope", "type": "implies"})
    assert unknown.is_error and "No concept with id 'nope'" in unknown.content[0].text
    changes = await client.call_tool("recent_changes", {"since_sequence": start})
    assert changes.structured_content is not None
    assert [c["operation"] for c in changes.structured_content["changes"]] == ["add_concept"]
    assert changes.structured_content["changes"][0]["note"] == "from the exit plan"


async def test_http_writes_answer_403_until_allowed(curated: KnowledgeGraph) -> None:
    closed = KnowledgeGraph(curated.settings.model_copy(update={"allow_writes": False}), embedder=curated.embedder)
    async with running(serve_app(closed.settings, graph=closed)) as api:
        refused_ = await api.post("/api/concepts", json={"label": "Over HTTP"})
        assert refused_.status_code == 403 and "--allow-writes" in refused_.json()["error"]
        changes = await api.get("/api/changes", params={"since_sequence": 0, "limit": 1})
        assert changes.status_code == 200 and changes.json()["latest_sequence"] > 0
    await closed.close()

    async with running(serve_app(curated.settings, graph=curated)) as api:
        created = await api.post("/api/concepts", json={"label": "Over HTTP", "note": "a test"})
        assert created.status_code == 201 and created.json()["curator"] == "http:127.0.0.1"
        form = await api.post("/api/concepts", content="label=Form", headers={"Content-Type": "text/plain"})
        assert form.status_code == 422 and "Content-Type: application/json" in form.json()["error"]
        revised = await api.patch("/api/concepts/over-http", json={"description": "Added through the API."})
        assert revised.status_code == 200 and revised.json()["history"][1]["operation"] == "add_concept"
        quote = await api.post("/api/instances", json={"concept_id": "over-http", "source_id": CLAUSE_14_4,
                                                       "quote": "Clause 14.4"})
        assert quote.status_code == 201, quote.text
        linked = await api.post("/api/relationships", json={"from_concept_id": "over-http",
                                                            "to_concept_id": "source-code-escrow", "type": "supports"})
        assert linked.status_code == 201
        deleted = await api.request("DELETE", "/api/relationships", params={
            "from_concept_id": "over-http", "to_concept_id": "source-code-escrow", "type": "supports"})
        assert deleted.status_code == 200 and deleted.json()["operation"] == "delete_relationship"
        again = await api.request("DELETE", "/api/relationships", params={
            "from_concept_id": "over-http", "to_concept_id": "source-code-escrow", "type": "supports"})
        assert again.status_code == 404 and "no supports relationship" in again.json()["error"]
        log = (await api.get("/api/changes", params={"concept_id": "over-http"})).json()
        assert [c["operation"] for c in log["changes"]] == [
            "add_concept", "revise_concept", "add_instance", "add_relationship", "delete_relationship"]


def test_every_write_is_an_operation_that_takes_a_curator() -> None:
    import inspect

    for name in WRITE_NAMES:
        operation = contract.OPERATIONS[name]
        assert operation.writes
        assert "curator" in inspect.signature(contract.IMPLEMENTATIONS[name]).parameters
    assert not contract.OPERATIONS["recent_changes"].writes and not contract.OPERATIONS["run_cypher"].writes


async def test_http_client_error_never_shows_a_trace(curated: KnowledgeGraph) -> None:
    async with running(serve_app(curated.settings, graph=curated)) as api:
        broken = await api.post("/api/relationships", content="{not json", headers={"Content-Type": "application/json"})
        assert broken.status_code == 422 and "the body is not JSON" in broken.json()["error"]
        listed = await api.post("/api/relationships", json=["a", "b"])
        assert listed.status_code == 422 and "JSON object" in listed.json()["error"]
