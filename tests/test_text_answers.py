"""What a tool's description promises is in its text answer, the one a text-only model reads: for every
MCP tool, each field its description names is checked in `render()` against the structured answer,
on the sample graph (the write tools on answers made by hand: they change the graph).

The concept answer's community line stays short (one community, short names), and a filtered answer
names its filters: the filters themselves are tested in tests/test_search_filters.py."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from kg_server.answers.common import Quote
from kg_server.answers.curation import Change, ConceptRevision, ConceptSummary, RecentChanges
from kg_server.answers.cypher import CypherResult
from kg_server.contract import OPERATIONS
from kg_server.service import KnowledgeGraph
from tests.helpers.tools import READ_TOOLS, gated

Check = Callable[[Any, str], None]


def _search_concepts(answer: Any, text: str) -> None:  # ids, the documents that ground each, how many quotes
    for hit in answer.results:
        line = next(line for line in text.splitlines() if line.startswith(f"- {hit.concept_id}: "))
        assert hit.documents[0] in line and f"{hit.evidence_count} quote" in line, line
        if hit.document_count > 2:
            assert f"+{hit.document_count - 2}" in line, line


def _concept(
    concept: Any, text: str
) -> None:  # description, every quote's place, relationships both ways with evidence
    assert concept.description in text
    for quote in concept.instances:
        assert f"({quote.document} ¶{quote.paragraph})" in text
    for relation in concept.relationships:
        arrow = f"-{relation.type}->" if relation.direction == "outgoing" else f"<-{relation.type}-"
        line = next(line for line in text.splitlines() if line.startswith(f"- {arrow} {relation.concept_id} "))
        assert f" {relation.confidence:.2f}" in line and relation.evidence, line
        first = relation.evidence[0]
        assert first.document in line and f"¶{first.paragraph}" in line, line
    community = [line for line in text.splitlines() if line.startswith("Community: ")]
    assert len(community) == 1 and len(community[0]) < 200 and concept.communities[-1].community_id in community[0]


def _get_concepts(answer: Any, text: str) -> None:
    assert len(answer.concepts) == 2
    for concept in answer.concepts:
        _concept(concept, concept.render())
        assert concept.render() in text


def _related(answer: Any, text: str) -> None:  # each with the path of relationship types and directions
    assert answer.results
    for item in answer.results:
        line = next(line for line in text.splitlines() if f": {item.concept_id} (" in line)
        for step in item.path:
            assert (f"-{step.type}->" if step.direction == "outgoing" else f"<-{step.type}-") in line


def _by_document(answer: Any, text: str) -> None:  # the concepts with their quotes in order
    for concept in answer.concepts:
        assert f"- {concept.concept_id}: {concept.label}" in text
        positions = [text.index(f'¶{q.paragraph}: "{q.quote}"') for q in concept.quotes]
        assert positions == sorted(positions)


def _connections(answer: Any, text: str) -> None:  # each hop: both labels, type, direction, confidence, a quote
    hops = [hop for path in answer.paths + answer.text_routes for hop in path.hops]
    assert hops
    for hop in hops:
        line = next(line for line in text.splitlines()
                    if f"[{hop.from_label}]" in line and f"[{hop.to_label}]" in line and f" {hop.type} " in line)
        if hop.confidence is not None:
            assert f"({hop.confidence:.2f})" in line, line
        assert hop.evidence and f"({hop.evidence.document} ¶{hop.evidence.paragraph})" in line, line


def _link(answer: Any, text: str) -> None:  # a link, and until when it works, as people write a date
    assert answer.url in text and re.search(r"works until \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC\)", text), text


def _documents(answer: Any, text: str) -> None:  # folder, paragraph count, concept count, ingest time
    for document in answer.documents:
        line = next(line for line in text.splitlines() if line.startswith(f"- {document.name} ("))
        assert document.name.startswith(document.topic)
        assert f"{document.paragraphs} paragraph" in line and f"{document.concepts} concept" in line
        assert document.ingested_at and f"ingested {document.ingested_at[:10]}" in line, line


def _passages(answer: Any, text: str) -> None:  # an excerpt and its source_id
    for passage in answer.results:
        assert f"({passage.source_id}): {passage.excerpt}" in text


def _source(answer: Any, text: str) -> None:  # the full text, and where to continue
    for paragraph in answer.paragraphs:
        assert f"¶{paragraph.paragraph}: {paragraph.text}" in text
    assert answer.next_paragraph is None or f"paragraph_from={answer.next_paragraph}" in text


def _topics(answer: Any, text: str) -> None:  # the folder tree with document and concept counts
    def walk(topic: Any) -> None:
        assert f"{topic.topic or '(root)'}: {topic.documents} document" in text and f"{topic.concepts} concept" in text
        for child in topic.children:
            walk(child)

    for topic in answer.topics:
        walk(topic)


def _contradictions(answer: Any, text: str) -> None:  # pairs, confidence, each side's quote (document, paragraph)
    for pair in answer.results:
        assert f"{pair.a.label} CONTRADICTS {pair.b.label} (confidence {pair.confidence:.2f}" in text
        for side in (pair.a, pair.b):
            assert side.quote and side.quote.cite() in text


def _scout(answer: Any, text: str) -> None:  # summary, pointers (quote, place, risk) and the trace
    assert answer.summary in text
    for pointer in answer.pointers:
        assert f"[{pointer.risk} risk] {pointer.concept_id}" in text
        if pointer.quote:
            assert f'"{pointer.quote}" ({pointer.document} ¶{pointer.paragraph})' in text
    assert answer.meta.trace
    for step in answer.meta.trace:
        assert f"{step.step}. {step.concept_id} (" in text and step.reason in text


def _friction(answer: Any, text: str) -> None:  # the concepts that contradict each, a quote of each side
    for item in answer.results:
        assert f"- {item.concept_id}: {item.label}" in text
        for opposition in item.oppositions:
            assert f"vs {opposition.concept_id} ({opposition.method}" in text
            for quote in (opposition.quote, opposition.opposing_quote):
                assert quote is None or quote.cite() in text
    assert answer.cursor or answer.total_results == len(answer.results)


def _communities(answer: Any, text: str) -> None:  # name, size, documents, quotes, contradictions
    for community in answer.communities:
        assert f"{community.name} ({community.community_id}): {community.size} concept" in text
        assert len(community.name) <= 2 * 49 + 3  # two short labels
        for share in community.documents:
            assert f"{share.document} ({share.concepts})" in text
        for quote in community.quotes:
            assert quote.cite() in text
        if community.contradictions_inside or community.contradictions_across:
            assert f"{community.contradictions_inside} inside, {community.contradictions_across}" in text


def _changes(answer: Any, text: str) -> None:  # each entry with the concepts it touched
    for change in answer.changes:
        assert f"#{change.sequence} " in text


# The arguments each read tool is called with on the sample, and what its text must show.
READS: dict[str, tuple[dict[str, Any], Check]] = {
    "search_concepts": ({"query": "data protection liability"}, _search_concepts),
    "get_concept_details": ({"concept_id": "uncapped-ip-indemnity"}, lambda answer, text: _concept(answer, text)),
    "find_related_concepts": ({"concept_id": "uncapped-ip-indemnity", "max_depth": 2}, _related),
    "search_by_document": ({"document_name": "Contracts/draft-contract.md"}, _by_document),
    "find_connections": (
        {"from_concept_id": "uncapped-ip-indemnity", "to_concept_id": "source-code-escrow"},
        _connections,
    ),
    "get_visualization_url": ({"concept_ids": ["uncapped-ip-indemnity"]}, _link),
    "list_documents": ({}, _documents),
    "search_passages": ({"query": "data residency"}, _passages),
    "read_source": ({"document_name": "Tenders/request-for-tender.md", "paragraph_to": 3}, _source),
    "list_topics": ({}, _topics),
    "find_contradictions": ({"limit": 5}, _contradictions),
    "get_concepts": ({"concept_ids": ["uncapped-ip-indemnity", "source-code-escrow"]}, _get_concepts),
    "scout": ({"query": "who pays if the platform infringes a patent", "budget": 6}, _scout),
    "friction_report": ({"limit": 4}, _friction),
    "list_communities": ({"level": 2}, _communities),
    "recent_changes": ({}, _changes),
}


def test_every_read_tool_has_its_promises_checked() -> None:
    assert set(READS) == set(READ_TOOLS)


@pytest.mark.parametrize("tool", sorted(READS))
async def test_the_text_holds_what_the_description_promises(sample_graph: KnowledgeGraph, tool: str) -> None:
    arguments, check = READS[tool]
    operation = OPERATIONS[tool]
    answer = await sample_graph.run(operation, operation.input(**arguments))
    check(answer, answer.render())


async def test_the_community_line_is_a_small_part_of_a_concept_answer(sample_graph: KnowledgeGraph) -> None:
    """On the sample the community line was 26% of a concept answer (444 of 1,689 characters on average,
    docs/benchmarks.md): now one community with a short name, under 200 characters and a seventh of the answer."""
    ids = ["uncapped-ip-indemnity", "source-code-escrow", "payment-within-60-days", "uk-data-residency",
           "liability-cap-150-percent", "caldmere-health-systems", "go-live-5-january-2027",
           "offshore-support-subprocessor", "iso-iec-27001-certification", "service-credits"]
    operation = OPERATIONS["get_concept_details"]
    for concept_id in ids:
        text = (await sample_graph.run(operation, operation.input(concept_id=concept_id))).render()
        community = next(line for line in text.splitlines() if line.startswith("Community: "))
        assert len(community) < 200 and len(community) <= len(text) / 7, community  # 319 to 586 characters before


# --- the write tools: their answers are change-log entries, rendered whole ---------------------------
def _entry(**fields: Any) -> dict[str, Any]:
    summary = ConceptSummary(
        concept_id="escrow-release-on-insolvency",
        exists=True,
        label="Escrow release on insolvency",
        quotes=1,
        relationships=2,
    )
    return {"sequence": 7, "at": "2026-11-27T10:00:00+00:00", "curator": "mcp:test", "operation": "add_concept",
            "summary": "added escrow-release-on-insolvency", "note": "Schedule 7", "concepts": [summary], **fields}


@pytest.mark.parametrize("tool", gated("writes"))
def test_a_write_answers_its_change_log_entry_in_full(tool: str) -> None:
    entry = _entry(operation=tool)
    answer = (ConceptRevision(**entry, history=[Change(**_entry(sequence=3, note=None, concepts=[]))])
              if OPERATIONS[tool].result is ConceptRevision else OPERATIONS[tool].result(**entry))
    text = answer.render()
    assert f"#7 2026-11-27T10:00:00+00:00 mcp:test {tool}: added escrow-release-on-insolvency" in text
    assert (
        "note: Schedule 7" in text
        and "escrow-release-on-insolvency: Escrow release on insolvency [1 quote, 2 relationships]" in text
    )
    if isinstance(answer, ConceptRevision):  # "the answer shows the concept's revision history"
        assert "- #3 2026-11-27T10:00:00+00:00 mcp:test" in text
    listed = RecentChanges(since_sequence=0, changes=[Change(**entry)], latest_sequence=9, next_since=7, truncated=True)
    assert "since_sequence=7" in listed.render() and "(the log ends at #9)" in listed.render()


def test_run_cypher_shows_its_rows_and_what_was_left_out() -> None:
    answer = CypherResult(statement="UNWIND range(1, 9) AS n RETURN n", mode="read", columns=["n"],
                          rows=[[1], [2]], row_count=2, truncated=True, elapsed_ms=3)
    text = answer.render()
    assert text.splitlines()[:4] == ["n", "-", "1", "2"] and "2 rows (more were left out: raise max_rows" in text


def test_a_quote_reads_on_one_line_in_the_text_and_verbatim_in_the_json() -> None:
    """A book wrapped at 70 columns gave quotes with line breaks in mid-sentence."""
    wrapped = "life\nitself is WILL TO POWER;  self-preservation is only one of the indirect\nand most frequent RESULTS"
    quote = Quote(quote=wrapped, document="book.md", paragraph=51, source_id="s")
    assert quote.cite() == '"life itself is WILL TO POWER; self-preservation is only one of the indirect and most ' \
                           'frequent RESULTS" (book.md ¶51)'
    assert quote.model_dump()["quote"] == wrapped
