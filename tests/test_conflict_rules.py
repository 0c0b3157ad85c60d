"""The contradiction finder's same-matter rule, without a graph: conflicting figures are a contradiction
only between documents about one matter (issue 39: on SciFact, two abstracts reporting a mortality rate
are two studies, not one fact stated twice)."""

from __future__ import annotations

from kg_server.ingest.passes.conflicts import SAME_MATTER, candidate_pairs, find_conflicts, related_documents
from kg_server.ingest.passes.statements import ConceptName, SourceRow, statements

NAMES = [ConceptName("mortality-rate", "mortality rate"), ConceptName("go-live-date", "go-live date")]

TENDER = [
    "The supplier shall deploy the electronic patient record at Northgate Hospital and Riverside Hospital.",
    "The go-live date for the electronic patient record at Northgate Hospital is 1 October 2026.",
    "Caldmere shall train the ward staff of Northgate Hospital before the go-live date.",
]
CONTRACT = [
    "Caldmere shall deploy the electronic patient record at Northgate Hospital and Riverside Hospital.",
    "The go-live date for the electronic patient record at Northgate Hospital is 5 January 2027.",
    "Caldmere shall train the ward staff of Riverside Hospital after the go-live date.",
]
SEPSIS = [
    "We studied adults admitted with septic shock to intensive care units in Ontario.",
    "The in-hospital mortality rate was 3.76% among the septic shock cohort.",
    "Lactate clearance predicted survival in septic shock.",
]
ANTICOAGULANTS = [
    "We compared warfarin with direct oral anticoagulants in atrial fibrillation after stroke.",
    "The in-hospital mortality rate was 32.6% among the atrial fibrillation cohort.",
    "Bleeding on warfarin was more frequent than on apixaban.",
]


def rows(document: str, sentences: list[str]) -> list[SourceRow]:
    """The document as one paragraph, as an abstract is."""
    return [SourceRow(f"{document}#p1", document, document.split("/")[0], " ".join(sentences), ())]


def conflicts_of(*documents: tuple[str, list[str]]) -> list[tuple[str, str, str]]:
    found = statements([row for name, text in documents for row in rows(name, text)], NAMES)
    return sorted((c.rule, c.a.statement.document, c.b.statement.document)
                  for c in find_conflicts(found, candidate_pairs(found)))


def test_documents_about_one_matter_are_related_and_two_studies_are_not() -> None:
    found = statements(
        rows("Tenders/rft.md", TENDER)
        + rows("Contracts/contract.md", CONTRACT)
        + rows("Abstracts/sepsis.md", SEPSIS)
        + rows("Abstracts/anticoagulants.md", ANTICOAGULANTS),
        NAMES,
    )
    related = related_documents(found)
    assert related("Tenders/rft.md", "Contracts/contract.md") >= SAME_MATTER
    assert related("Abstracts/sepsis.md", "Abstracts/anticoagulants.md") < SAME_MATTER
    assert related("Abstracts/sepsis.md", "Tenders/rft.md") == related("Tenders/rft.md", "Abstracts/sepsis.md")


def test_figures_conflict_within_one_matter_only() -> None:
    found = conflicts_of(("Tenders/rft.md", TENDER), ("Contracts/contract.md", CONTRACT),
                         ("Abstracts/sepsis.md", SEPSIS), ("Abstracts/anticoagulants.md", ANTICOAGULANTS))
    # The go-live date moved between the tender and the contract: one matter, a contradiction.
    assert ("amount", "Tenders/rft.md", "Contracts/contract.md") in found or \
           ("amount", "Contracts/contract.md", "Tenders/rft.md") in found
    # Two studies' mortality rates: the same measure of two cohorts, no contradiction.
    assert not any({a, b} == {"Abstracts/sepsis.md", "Abstracts/anticoagulants.md"} for _, a, b in found)
    # The same two abstracts, alone, are still compared on their own words (the rule is about
    # relatedness, not about a figure's kind): they share the measure and the sentence's wording.
    alone = conflicts_of(
        ("Abstracts/sepsis.md", ["The in-hospital mortality rate was 3.76% among the cohort."]),
        ("Abstracts/anticoagulants.md", ["The in-hospital mortality rate was 32.6% among the cohort."]),
    )
    assert alone == [("amount", "Abstracts/sepsis.md", "Abstracts/anticoagulants.md")]
