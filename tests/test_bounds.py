"""Answers that fit a model's context: quotes trimmed around the asked words, every answer cut to a
token budget, cursors that walk the rest. The pure parts without Neo4j; then a real Neo4j graph where
one concept has hundreds of quotes, through the service layer and a real MCP client."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from mcp import Client

from kg_server.budget import CHARS_PER_TOKEN, make_cursor, read_cursor
from kg_server.config import Settings
from kg_server.contract.reads import (
    FIND_CONTRADICTIONS,
    FIND_RELATED_CONCEPTS,
    FRICTION_REPORT,
    GET_CONCEPT_DETAILS,
    GET_CONCEPTS,
    LIST_COMMUNITIES,
    SEARCH_BY_DOCUMENT,
    SEARCH_CONCEPTS,
    FindContradictions,
    FindRelatedConcepts,
    FrictionReport,
    GetConceptDetails,
    GetConcepts,
    ListCommunities,
    SearchByDocument,
    SearchConcepts,
)
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.shells.mcp import build_server
from kg_server.text import QUOTE_CHARS, trim_around
from kg_server.transfer.records import Bundle
from tests.helpers.clients import held_in_own_task
from tests.helpers.graphs import MARKER, wipe

QUOTES = 400  # quotes of the one big concept
DOCUMENTS = 4
NEIGHBOURS = 60  # relationships of the big concept
BIG_MARK = "one concept with hundreds of quotes"


# --- trimming quotes ------------------------------------------------------------------------------
LONG = ("The parties agree on many things about delivery, invoicing, acceptance tests and reporting. " * 4
        + "The Supplier shall indemnify the Authority against all third-party intellectual property claims. "
        + "Further provisions about notices, assignment and governing law follow in later clauses. " * 4)


def test_a_long_quote_is_trimmed_to_a_window_around_the_asked_words() -> None:
    trimmed = trim_around(LONG, {"indemnify", "claims"}, max_chars=120)
    assert trimmed.startswith("…") and trimmed.endswith("…")
    assert "indemnify the Authority against all third-party intellectual property claims" in trimmed
    assert len(trimmed) <= 122
    inner = trimmed.strip("…")
    assert inner in LONG and LONG[LONG.index(inner) - 1] == " "  # cut at a word boundary
    # Plural and singular forms meet: 'claim' finds 'claims', 'indemnity' finds 'indemnify' (shared start).
    assert "claims" in trim_around(LONG, {"claim"}, max_chars=120)
    # No asked word in the text: its start; a short text: unchanged.
    assert trim_around(LONG, {"escrow"}, max_chars=120).startswith("The parties agree")
    assert trim_around("Short quote.", {"x"}, max_chars=120) == "Short quote."


# --- cursors --------------------------------------------------------------------------------------
def test_a_cursor_continues_only_the_call_that_made_it() -> None:
    request = GetConceptDetails(concept_id="big-indemnity")
    cursor = make_cursor("get_concept_details", request, {"instances": 40, "relationships": 12})
    again = GetConceptDetails(concept_id="big-indemnity", cursor=cursor, max_tokens=2000)  # max_tokens may change
    assert read_cursor("get_concept_details", again) == {"instances": 40, "relationships": 12}
    other = GetConceptDetails(concept_id="payment-within-30-days", cursor=cursor)
    with pytest.raises(InvalidArgument, match="it continues another call; repeat the call that returned it"):
        read_cursor("get_concept_details", other)
    with pytest.raises(InvalidArgument, match="it continues another call"):
        read_cursor("get_concepts", GetConcepts(concept_ids=["big-indemnity"], cursor=cursor))
    for bad in ("not-a-cursor", "eyJ4IjogMX0"):  # not base64 JSON; JSON without the fields
        with pytest.raises(InvalidArgument, match="cursor: not a cursor this server gave out"):
            read_cursor("get_concept_details", GetConceptDetails(concept_id="big-indemnity", cursor=bad))


def test_max_tokens_is_validated_like_every_argument() -> None:
    with pytest.raises(InvalidArgument, match="max_tokens must be a whole number from 500 to 100,000"):
        GetConceptDetails.parse({"concept_id": "x", "max_tokens": 10})
    with pytest.raises(InvalidArgument, match="cursor must be text of 1 to 2,000 characters"):
        GetConceptDetails.parse({"concept_id": "x", "cursor": ""})


# --- a concept with hundreds of quotes, in Neo4j ----------------------------------------------------
def big_bundle() -> Bundle:
    """One concept quoted in 400 paragraphs (every fifth quote longer than QUOTE_CHARS) and related to
    60 others, plus a small concept: the shapes that used to make answers grow without bound."""
    documents, sources, instances = [], [], []
    per_document = QUOTES // DOCUMENTS
    for d in range(DOCUMENTS):
        name = f"Contracts/schedule-{d + 1}.md"
        documents.append({"name": name, "title": f"Schedule {d + 1}", "topic": "Contracts"})
        for p in range(1, per_document + 1):
            n = d * per_document + p
            quote = (f"Clause {n}: the Supplier shall indemnify the Authority against third-party claim number {n}."
                     if n % 5 else
                     f"Clause {n}: " + "the Supplier keeps records of its work and reports monthly, " * 5
                     + f"and shall indemnify the Authority against third-party claim number {n}.")
            sources.append({"source_id": f"{name}#p{p}", "document": name, "paragraph": p,
                            "text": f"Paragraph {p} of schedule {d + 1}. {quote} Nothing else."})
            instances.append({"instance_id": f"q{n}", "concept_id": "big-indemnity", "source_id": f"{name}#p{p}",
                              "quote": quote, "confidence": round(0.5 + (n % 50) / 100, 2)})
    concepts = [{"concept_id": "big-indemnity", "label": "Supplier indemnity for third-party claims",
                 "description": "The Supplier's duty to indemnify the Authority, quoted in every clause."},
                {"concept_id": "small-notice", "label": "Notice period", "description": "How notices are given."}]
    relationships = []
    for k in range(NEIGHBOURS):
        concepts.append({"concept_id": f"claim-type-{k:02d}", "label": f"Claim type {k:02d}"})
        relationships.append({"type": "RELATED_TO" if k % 2 else "REQUIRES", "from": "big-indemnity",
                              "to": f"claim-type-{k:02d}", "confidence": 0.5 + k / 200,
                              "evidence": [f"Contracts/schedule-1.md#p{k + 1}"]})
    instances.append({"instance_id": "n1", "concept_id": "small-notice", "source_id": "Contracts/schedule-1.md#p1",
                      "quote": "Nothing else."})
    return Bundle.model_validate({"documents": documents, "sources": sources, "concepts": concepts,
                                  "instances": instances, "relationships": relationships})


@pytest.fixture
async def big(settings: Settings, embedder: LocalEmbedder) -> AsyncIterator[KnowledgeGraph]:
    """The database holding exactly `big_bundle()`, loaded again only when another test wiped it (the
    tests here only read)."""
    graph = KnowledgeGraph(settings, embedder=embedder)
    marked = await graph.db.run_auto(f"MATCH (m:{MARKER} {{dataset: $mark}}) RETURN count(m) AS n", {"mark": BIG_MARK})
    if not marked[0]["n"]:
        await wipe(graph)
        await graph.import_bundle(big_bundle())
        await graph.db.run_auto(f"MATCH (m:{MARKER}) SET m.dataset = $mark", {"mark": BIG_MARK})
    yield graph
    await graph.close()


def json_chars(answer: Any) -> int:
    """The answer's size as JSON on the wire (compact, as the MCP SDK and the HTTP API send it)."""
    return len(answer.model_dump_json())


async def all_pages(graph: KnowledgeGraph, request: GetConceptDetails) -> list[Any]:
    pages = [await graph.run(GET_CONCEPT_DETAILS, request)]
    while pages[-1].cursor:
        assert len(pages) < 200, "the cursor never ends"
        pages.append(await graph.run(GET_CONCEPT_DETAILS, request.model_copy(update={"cursor": pages[-1].cursor})))
    return pages


@pytest.mark.slow
async def test_a_concept_with_hundreds_of_quotes_comes_in_bounded_pages(big: KnowledgeGraph) -> None:
    request = GetConceptDetails(concept_id="big-indemnity")
    budget = big.settings.max_answer_tokens * CHARS_PER_TOKEN
    assert big.settings.max_answer_tokens == 8000  # the documented default

    pages = await all_pages(big, request)
    first = pages[0]
    assert first.instance_count == QUOTES and first.relationship_count == NEIGHBOURS
    assert first.truncated and first.cursor
    assert 1 < len(first.instances) < QUOTES and first.relationships  # both lists show on every page
    assert len(pages) >= 3
    for page in pages:
        assert json_chars(page) <= budget, f"a page of {json_chars(page)} characters"
    assert pages[-1].cursor is None

    # Every quote and every relationship exactly once, in order, over the pages.
    quotes = [q.source_id for page in pages for q in page.instances]
    assert len(quotes) == QUOTES and len(set(quotes)) == QUOTES
    unpaged = await big.db.run_auto(
        "MATCH (:Concept {concept_id: 'big-indemnity'})<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source) "
        "RETURN s.source_id AS id ORDER BY s.document, s.paragraph")
    assert quotes == [row["id"] for row in unpaged]
    related = [r.concept_id for page in pages for r in page.relationships]
    assert sorted(related) == [f"claim-type-{k:02d}" for k in range(NEIGHBOURS)]

    # Long quotes are trimmed around the words asked about (the concept id's words), full text a call away.
    trimmed = [q for page in pages for q in page.instances if q.trimmed]
    assert len(trimmed) == QUOTES // 5
    for quote in trimmed:
        assert len(quote.quote) <= QUOTE_CHARS + 2 and "indemnify" in quote.quote and quote.quote.startswith("…")
    source = await big.db.run_auto("MATCH (s:Source {source_id: $id}) RETURN s.text AS text",
                                   {"id": trimmed[0].source_id})
    assert trimmed[0].quote.strip("…") in source[0]["text"]


async def test_max_tokens_and_the_server_default_set_the_page_size(big: KnowledgeGraph) -> None:
    small = await big.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="big-indemnity", max_tokens=1000))
    assert json_chars(small) <= 1000 * CHARS_PER_TOKEN and small.cursor
    default = await big.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="big-indemnity"))
    assert len(small.instances) < len(default.instances)

    lower = big.settings.model_copy(update={"max_answer_tokens": 2000})
    configured = KnowledgeGraph(lower, db=big.db, embedder=big.embedder)
    page = await configured.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="big-indemnity"))
    assert json_chars(page) <= 2000 * CHARS_PER_TOKEN < json_chars(default)

    # A small concept fits whole: no cursor, nothing cut.
    whole = await big.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id="small-notice"))
    assert whole.cursor is None and not whole.truncated and len(whole.instances) == 1


async def test_other_long_lists_are_bounded_and_paged_too(big: KnowledgeGraph) -> None:
    budget = big.settings.max_answer_tokens * CHARS_PER_TOKEN
    # Several concepts at once: the big one is shortened inside the batch and says so.
    batch = await big.run(GET_CONCEPTS, GetConcepts(concept_ids=["big-indemnity", "small-notice"]))
    assert json_chars(batch) <= budget
    assert [c.concept_id for c in batch.concepts] == ["big-indemnity", "small-notice"]
    assert batch.concepts[0].truncated and len(batch.concepts[0].instances) < QUOTES
    # A document's concepts and the related concepts of a hub.
    document = await big.run(
        SEARCH_BY_DOCUMENT, SearchByDocument(document_name="Contracts/schedule-1.md", max_tokens=800)
    )
    assert json_chars(document) <= 800 * CHARS_PER_TOKEN
    related = await big.run(FIND_RELATED_CONCEPTS, FindRelatedConcepts(concept_id="big-indemnity", max_tokens=800))
    seen = [r.concept_id for r in related.results]
    while related.cursor:
        assert json_chars(related) <= 800 * CHARS_PER_TOKEN
        related = await big.run(FIND_RELATED_CONCEPTS,
            FindRelatedConcepts(concept_id="big-indemnity", max_tokens=800, cursor=related.cursor))
        seen += [r.concept_id for r in related.results]
    assert sorted(seen) == [f"claim-type-{k:02d}" for k in range(NEIGHBOURS)]
    found = await big.run(SEARCH_CONCEPTS, SearchConcepts(query="indemnity", mode="lexical", max_tokens=500))
    assert json_chars(found) <= 500 * CHARS_PER_TOKEN


@pytest.mark.parametrize(("entry", "request_of", "listed"), [
    (FRICTION_REPORT, lambda **a: FrictionReport(limit=7, **a), lambda answer: [r.concept_id for r in answer.results]),
    (FIND_CONTRADICTIONS, lambda **a: FindContradictions(limit=5, **a),
     lambda answer: [(r.a.concept_id, r.b.concept_id) for r in answer.results]),
    (LIST_COMMUNITIES, lambda **a: ListCommunities(level=2, limit=4, **a),
     lambda answer: [c.community_id for c in answer.communities]),
])
async def test_a_limit_is_a_page_with_a_cursor_to_the_rest(sample_graph: KnowledgeGraph, entry: Any,
                                                           request_of: Any, listed: Any) -> None:
    """friction_report, find_contradictions and list_communities: `limit` items a page, and a cursor
    while more exist, so "7 of 30" is never the end of the road."""
    page = await sample_graph.run(entry, request_of())
    total, seen = page.total_results, listed(page)
    assert page.cursor and page.truncated and len(seen) < total
    while page.cursor:
        page = await sample_graph.run(entry, request_of(cursor=page.cursor))
        seen += listed(page)
    assert len(seen) == len(set(seen)) == total and not page.truncated
    everything = await sample_graph.run(entry, request_of().model_copy(update={"limit": 100, "max_tokens": 100_000}))
    assert listed(everything) == seen and everything.cursor is None


@pytest.fixture
async def client(big: KnowledgeGraph) -> AsyncIterator[Client]:
    async with held_in_own_task(Client(build_server(big.settings, graph=big))) as connected:
        yield connected


async def test_an_mcp_client_reads_the_big_concept_page_by_page(client: Client) -> None:
    budget = 8000 * CHARS_PER_TOKEN
    seen: list[str] = []
    cursor = None
    cursors: list[str] = []
    texts = []
    for _ in range(50):
        arguments: dict[str, Any] = {"concept_id": "big-indemnity"} | ({"cursor": cursor} if cursor else {})
        result = await client.call_tool("get_concept_details", arguments)
        assert not result.is_error, result.content[0].text
        answer = result.structured_content
        assert answer is not None and len(json.dumps(answer, ensure_ascii=False, separators=(",", ":"))) <= budget
        text = result.content[0].text
        assert len(text) <= budget
        texts.append(text)
        seen += [q["source_id"] for q in answer["instances"]]
        cursor = answer["cursor"]
        if not cursor:
            break
        cursors.append(cursor)
        assert f"cursor='{cursor}'" in text  # the text form says how to go on
    assert len(seen) == QUOTES == len(set(seen))
    assert "cursor=" not in texts[-1]

    elsewhere = await client.call_tool("get_concept_details", {"concept_id": "small-notice", "cursor": cursors[0]})
    assert elsewhere.is_error and "cursor: it continues another call" in elsewhere.content[0].text
    made_up = await client.call_tool("get_concept_details", {"concept_id": "small-notice", "cursor": "x"})
    assert made_up.is_error and "cursor: not a cursor this server gave out" in made_up.content[0].text
