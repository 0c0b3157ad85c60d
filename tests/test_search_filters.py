"""Filters that shape an answer say so: which filter, how many it excluded, how many match without it,
for every tool with filters; an unknown tag and dates in the wrong order are errors; documents are dated
by the date they give of themselves (front matter, an email's Date: line, PDF metadata), with the
ingest day as the fallback, and the answer says which (on the sample, and on a corpus ingested here)."""

from __future__ import annotations

import io
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from pypdf import PdfReader, PdfWriter

from kg_server.contract.reads import (
    FIND_CONTRADICTIONS,
    FIND_RELATED_CONCEPTS,
    FRICTION_REPORT,
    LIST_DOCUMENTS,
    SEARCH_CONCEPTS,
    SEARCH_PASSAGES,
    FindContradictions,
    FindRelatedConcepts,
    FrictionReport,
    ListDocuments,
    SearchConcepts,
    SearchPassages,
)
from kg_server.errors import InvalidArgument
from kg_server.ingest.loaders import load
from kg_server.service import KnowledgeGraph
from kg_server.text import day_of, own_date, readable_moment
from tests.test_ingest_loading import minimal_pdf


# --- the sample ---------------------------------------------------------------------------------------
async def test_dates_that_exclude_everything_say_so(sample_graph: KnowledgeGraph) -> None:
    emptied = await sample_graph.run(SEARCH_PASSAGES, SearchPassages(
        query="data residency", date_from="1999-01-01", date_to="1999-12-31"))
    assert emptied.results == [] and emptied.unfiltered_total and emptied.unfiltered_total >= 10
    text = emptied.render()
    assert text.startswith("No passages match 'data residency' with these filters.")
    assert f"{emptied.unfiltered_total} passages match without the filters" in text
    removed = {effect.filter: effect.removed for effect in emptied.filters}
    assert removed == {"date_from": 0, "date_to": emptied.unfiltered_total}
    assert f"date_to excluded {emptied.unfiltered_total}" in text
    # What a date means is said, with the documents that fell back to their ingest day.
    assert "a document's own date (front matter, an email's Date: line, PDF metadata), else its ingest day" in text
    assert "of the candidates' 15 documents, " in text and " gave a date of their own" in text


async def test_a_folder_that_thins_an_answer_says_how_many_it_left_out(sample_graph: KnowledgeGraph) -> None:
    emails = await sample_graph.run(
        SEARCH_PASSAGES, SearchPassages(query="data residency", topic_prefix="Emails", limit=3)
    )
    assert emails.results and all(p.document.startswith("Emails/") for p in emails.results)
    (effect,) = emails.filters
    assert effect.filter == "topic_prefix" and effect.removed and emails.unfiltered_total
    assert emails.total_results + effect.removed == emails.unfiltered_total
    first = emails.render().splitlines()[0]
    assert first == (f"Filtered by topic_prefix 'Emails'; {emails.unfiltered_total} passages match without the "
                     f"filters (topic_prefix excluded {effect.removed}).")
    unfiltered = await sample_graph.run(SEARCH_PASSAGES, SearchPassages(query="data residency"))
    assert unfiltered.filters == [] and unfiltered.unfiltered_total is None and "Filtered" not in unfiltered.render()


async def test_an_unknown_tag_is_an_error_that_says_what_there_is(sample_graph: KnowledgeGraph) -> None:
    with pytest.raises(InvalidArgument, match="no document is tagged 'draft': no document has tags"):
        await sample_graph.run(SEARCH_PASSAGES, SearchPassages(query="data residency", tags=["draft"]))


def test_dates_in_the_wrong_order_are_refused() -> None:
    with pytest.raises(InvalidArgument, match=r"date_from \(2026-03-10\) is after date_to \(2026-03-01\)"):
        SearchPassages(query="x", date_from="2026-03-10", date_to="2026-03-01")
    assert SearchPassages(query="x", date_from="2026-03-01", date_to="2026-03-01").date_to == date(2026, 3, 1)


async def test_the_other_tools_name_their_filters(sample_graph: KnowledgeGraph) -> None:
    contested = await sample_graph.run(SEARCH_CONCEPTS, SearchConcepts(query="liability cap", status="contested"))
    (status,) = contested.filters
    assert status.filter == "status" and status.removed and contested.unfiltered_total
    assert contested.render().startswith(f"Filtered by status contested; {contested.unfiltered_total} concepts match "
                                         f"without the filters (status excluded {status.removed}).")

    quiet = await sample_graph.run(FIND_CONTRADICTIONS, FindContradictions(concept_id="caldmere-health-systems"))
    everything = await sample_graph.run(FIND_CONTRADICTIONS, FindContradictions(limit=1))
    assert quiet.results == [] and quiet.unfiltered_total == everything.total_results > 0
    assert quiet.render().splitlines() == [
        "No contradictions found in that scope.",
        f"Filtered by concept_id 'caldmere-health-systems'; {everything.total_results} contradictions match without "
        "the filters."]
    assert everything.filters == [] and everything.unfiltered_total is None

    minutes = await sample_graph.run(FRICTION_REPORT, FrictionReport(topic_prefix="Minutes"))
    whole = await sample_graph.run(FRICTION_REPORT, FrictionReport())
    assert minutes.unfiltered_total == whole.total_results > minutes.total_results
    assert minutes.filters[0].removed == whole.total_results - minutes.total_results

    narrow = await sample_graph.run(FIND_RELATED_CONCEPTS, FindRelatedConcepts(
        concept_id="service-credits", relationship_types=["contradicts"]))
    assert narrow.results == [] and narrow.neighbours and narrow.neighbours > 0
    assert narrow.render() == (f"No concepts related to service-credits over contradicts within 2 hops "
                               f"({narrow.neighbours} concept{'s' if narrow.neighbours > 1 else ''} linked to it "
                               "directly by any type).")


# --- a corpus whose documents carry their own dates ---------------------------------------------------
def dated_pdf(line: str, created: str) -> bytes:
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(minimal_pdf([line]))))
    writer.add_metadata({"/CreationDate": created})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def dated_corpus(root: Path) -> Path:
    (root / "Emails").mkdir(parents=True)
    (root / "Notes").mkdir()
    (root / "Emails" / "payment.md").write_text(
        "# Payment terms\n\nFrom: Finance\nTo: Legal\nDate: Mon, 2 Mar 2026 09:14:00 +0000\nSubject: payment\n\n"
        "Finance will not accept payment within 60 days of a valid invoice.\n")
    (root / "Notes" / "plan.md").write_text(
        "---\ntitle: Payment plan\ndate: 2025-12-01\ntags: [Draft, finance]\n---\n# Payment plan\n\n"
        "The payment plan pays each valid invoice within 30 days.\n")
    (root / "Notes" / "undated.txt").write_text("Undated note\n\nPayment of every invoice is tracked weekly.\n")
    (root / "Notes" / "scan.pdf").write_bytes(
        dated_pdf("Scanned payment schedule for the invoice.", "D:20260115093000Z")
    )
    return root


def test_a_document_is_dated_by_what_it_says_of_itself(tmp_path: Path) -> None:
    root = dated_corpus(tmp_path / "corpus")
    dated = {path.name: load(root, path) for path in root.rglob("*.*")}
    assert {name: getattr(document, "dated", None) for name, document in dated.items()} == {
        "payment.md": date(2026, 3, 2),
        "plan.md": date(2025, 12, 1),
        "undated.txt": None,
        "scan.pdf": date(2026, 1, 15),
    }
    assert own_date("Minutes\n\nIssued: 30 January 2026\n") == date(2026, 1, 30)
    assert own_date("Nothing here.\n\nA date in the body, 2 March 2026, is not the document's.") is None
    assert [day_of(v) for v in ("March 2, 2026", "2026-03-02T10:00:00Z", "03/02/2026", "31 February 2026")] == [
        date(2026, 3, 2), date(2026, 3, 2), None, None]
    assert readable_moment(datetime(2026, 12, 4, 3, 54, 5, tzinfo=UTC)) == "4 December 2026, 03:54 UTC"


async def test_date_filters_use_a_documents_own_date(graph: KnowledgeGraph, tmp_path: Path) -> None:
    await graph.ingest([dated_corpus(tmp_path / "corpus")], extractor="local")
    listed = (await graph.run(LIST_DOCUMENTS, ListDocuments())).render()
    assert "Emails/payment.md (" in listed and "dated 2026-03-02" in listed and "tags Draft, finance" in listed

    march = await graph.run(SEARCH_PASSAGES, SearchPassages(query="payment invoice", date_from="2026-03-01",
                                                           date_to="2026-03-31", mode="lexical"))
    assert {p.document for p in march.results} == {"Emails/payment.md"}
    note = next(effect.note for effect in march.filters if effect.note)
    assert "of the candidates' 4 documents, 3 gave a date of their own, 1 by their ingest day" in note
    today = datetime.now(UTC).date().isoformat()
    recent = await graph.run(SEARCH_PASSAGES, SearchPassages(query="payment invoice", date_from=today, mode="lexical"))
    assert {p.document for p in recent.results} == {"Notes/undated.txt"}  # dated by the day it was ingested
    winter = await graph.run(SEARCH_PASSAGES, SearchPassages(query="payment invoice", date_to="2026-01-31",
                                                            mode="lexical"))
    assert {p.document for p in winter.results} == {"Notes/plan.md", "Notes/scan.pdf"}

    tagged = await graph.run(SEARCH_PASSAGES, SearchPassages(query="payment", tags=["draft"], mode="lexical"))
    assert {p.document for p in tagged.results} == {"Notes/plan.md"}  # tags compare without case
    with pytest.raises(InvalidArgument, match=r"no document is tagged 'legal'; tags are: Draft \(1\), finance \(1\)"):
        await graph.run(SEARCH_PASSAGES, SearchPassages(query="payment", tags=["legal"]))

    exported = {d.name: d.dated for d in (await graph.export_bundle(with_embeddings=False)).documents}
    assert exported["Emails/payment.md"] == date(2026, 3, 2) and exported["Notes/undated.txt"] is None
