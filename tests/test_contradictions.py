"""The offline contradiction finder: how sentences are read, and, against a real Neo4j, what `kg ingest`
finds in the sample's raw documents (its twelve deliberate contradictions, never two statements that
agree) and in a small tenancy corpus written here with one contradiction of each kind."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import Browser

from kg_server.contract.reads import FIND_CONTRADICTIONS, NEIGHBOURHOOD, FindContradictions, Neighbourhood
from kg_server.ingest.passes.conflicts import candidate_pairs, find_conflicts
from kg_server.ingest.passes.sentences import read, values
from kg_server.ingest.passes.statements import ConceptName, SourceRow, statements
from kg_server.ingest.report import IngestOptions
from kg_server.service import KnowledgeGraph
from kg_server.transfer.sample import DOCUMENTS_DIR
from tests.helpers.browsers import new_session, open_viewer
from tests.helpers.fakes import FakeLLM, Reply, completion, error
from tests.helpers.graphs import assert_grounded, count, snapshot, wipe


# --- reading sentences -------------------------------------------------------------------------------
def test_values_are_typed_and_normalised() -> None:
    found = values("A cap of £2 million, £2,000,000 or $3.5m; 99.9% and 150 per cent; 90 days' notice, "
                   "six months, a 60-day term, twelve months; 1 October 2026, March 2027, 2026-10-01; at 12:00.")
    kinds = [(v.kind, v.amount, v.unit) for v in found]
    assert kinds == [
        ("money", 2e6, "GBP"), ("money", 2e6, "GBP"), ("money", 3.5e6, "USD"),
        ("percent", 99.9, ""), ("percent", 150.0, ""),
        ("duration", 90.0, ""), ("duration", 182.5, ""), ("duration", 60.0, ""), ("duration", 365.0, ""),
        ("date", kinds[9][1], "day"), ("date", kinds[10][1], "month"), ("date", kinds[9][1], "day"),
        ("time", 720.0, ""),
    ]
    assert found[0].same(found[1]) and not found[0].same(found[2])
    twelve_months, one_year = values("twelve months")[0], values("one year")[0]
    assert twelve_months.same(one_year)
    assert values("in March 2027")[0].same(values("on 15 March 2027")[0])


def test_only_asserted_values_count() -> None:
    """Negated and replaced values are not what a sentence asserts."""
    assert [a.value.text for a in read("We will not sign a contract with 60-day payment terms.").amounts] == []
    moved = read("The deadline is extended from 12:00 on 6 February 2026 to 12:00 on 20 February 2026.")
    assert [a.value.text for a in moved.amounts] == ["12:00", "20 February 2026"]
    assert [a.value.text for a in read("We pay within 30 days rather than 60 days.").amounts] == ["30 days"]
    capped = read("The Supplier's liability shall not exceed £2,000,000, and liability insurance of at least £5m.")
    assert [(a.value.text, a.bound) for a in capped.amounts] == [("£2,000,000", "upper"), ("£5m", "lower")]
    assert read("This indemnity shall not be subject to any limit or cap.").unbounded


def test_clauses_have_a_polarity_a_modality_and_a_party() -> None:
    def clauses(text: str) -> list[tuple[bool, bool, str, str]]:
        return [(c.negated, c.conditional, c.modality, c.party) for c in read(text).clauses]

    assert clauses("Pets are not permitted in the flat.") == [(True, False, "permission", "")]
    assert clauses("The tenant may keep a cat.") == [(False, False, "permission", "")]
    # A requirement written as a double negative is neither a plain yes nor a plain no.
    assert clauses("The supplier must not appoint a subprocessor without prior approval.")[0][:2] == (True, True)
    # "Answer: No." replies; it does not negate what follows.
    assert [c[0] for c in clauses("Answer: No. The Authority pays within 30 days.")] == [False, False]
    assert clauses("The tenant is responsible for repairs to the boiler.") == [(False, False, "obligation", "tenant")]
    assert clauses("The landlord must repair the boiler.") == [(False, False, "obligation", "landlord")]
    # "shall not exceed" bounds an amount; it is nobody's duty.
    assert clauses("Total liability shall not exceed £1m.")[0][2] == ""


def test_rules_on_plain_rows() -> None:
    """The rules without a graph: conflicts across documents only, agreement never flagged."""
    rows = [
        SourceRow("a.md#p1", "a.md", "Leases", "The monthly rent for the flat is £1,200, payable in advance.", ()),
        SourceRow("b.md#p1", "b.md", "Letters", "The monthly rent for the flat is £1,100, payable in advance.", ()),
        SourceRow("c.md#p1", "c.md", "Letters", "The monthly rent for the flat is £1,200, payable in advance.", ()),
        SourceRow("a.md#p2", "a.md", "Leases", "The monthly rent for the flat is £1,000, payable in advance.", ()),
    ]
    found = statements(rows, [ConceptName("monthly-rent", "Monthly rent")])
    assert found.frequency == {"monthly-rent": 4}
    conflicts = find_conflicts(found, candidate_pairs(found))
    pairs = {frozenset((c.a.statement.source_id, c.b.statement.source_id)) for c in conflicts}
    # a.md#p1 and c.md#p1 agree; a.md's two paragraphs are one document.
    assert pairs == {frozenset(p) for p in (("a.md#p1", "b.md#p1"), ("b.md#p1", "c.md#p1"), ("b.md#p1", "a.md#p2"),
                                            ("c.md#p1", "a.md#p2"))}
    assert {c.rule for c in conflicts} == {"amount"} and all(c.topic == "monthly-rent" for c in conflicts)
    # Without a shared concept nothing is compared.
    unnamed = statements(rows, [])
    assert find_conflicts(unnamed, candidate_pairs(unnamed)) == []


def test_values_that_set_the_scene_and_absences_observed_are_not_conflicts() -> None:
    """Two studies' cohorts, enrolment windows and follow-ups differ without contradicting each other,
    and an absence one study observed denies nothing another says (issue 39, on SciFact); the same
    words stating terms of one subject still conflict."""
    def conflicts(*texts: str) -> list[tuple[str, str, str]]:
        rows = [SourceRow(f"{n}.md#p1", f"{n}.md", "", text, ()) for n, text in enumerate(texts)]
        found = statements(rows, [ConceptName("screening-trial", "screening trial"), ConceptName("tenant", "tenant")])
        return [(c.rule, c.a.phrase, c.b.phrase) for c in find_conflicts(found, candidate_pairs(found))]

    assert conflicts("Women aged 40-49 years joined the screening trial between February 1990 and November 1996.",
                     "Women aged 30-60 years joined the screening trial between May 2000 and December 2001.") == []
    assert conflicts("Women joined the screening trial over a 9-year follow-up period.",
                     "Women joined the screening trial over a 4-year follow-up period.") == []
    assert conflicts("No serious adverse events were observed in the screening trial for women.",
                     "Serious adverse events were observed in the screening trial for women.") == []
    # Terms: a date moved is not a span, and a negation of what the other affirms of the tenant is one.
    assert [
        rule
        for rule, _, _ in conflicts(
            "The screening trial starts on 1 October 2026 for all women of the region.",
            "The screening trial start has moved from 1 October 2026 to 5 January 2027 for all women of the region.",
        )
    ] == ["amount"]
    assert [rule for rule, _, _ in conflicts("The tenant may not keep pets in the flat at any time.",
                                             "The tenant may keep pets in the flat at any time.")] == ["negation"]


# --- the sample's raw documents ----------------------------------------------------------------------
RFT = "Tenders/request-for-tender.md"
CN1 = "Tenders/clarification-notice-1.md"
EVALUATION = "Tenders/evaluation-criteria.md"
CALDMERE = "Tenders/supplier-response-caldmere.md"
ORRIN = "Tenders/supplier-response-orrin.md"
DRAFT = "Contracts/draft-contract.md"
PLAN = "Contracts/implementation-plan.md"
SLA = "Contracts/service-level-agreement.md"
DPA = "Contracts/data-processing-addendum.md"
LEGAL = "Emails/2026-03-02-legal-review.md"
FINANCE = "Emails/2026-03-04-finance-payment-terms.md"
DPO = "Emails/2026-03-06-information-governance-hosting.md"
TIMELINE = "Emails/2026-03-12-project-timeline.md"
MINUTES = "Minutes/2026-03-18-steering-committee.md"


@dataclass(frozen=True)
class Position:
    documents: tuple[str, ...]  # where the README says this position is taken
    says: tuple[str, ...]  # words of the sentence that takes it (any one)

    def taken_by(self, quote: dict[str, Any]) -> bool:
        return quote["document"] in self.documents and any(p in quote["quote"] for p in self.says)


def P(*documents: str, says: tuple[str, ...]) -> Position:  # noqa: N802
    return Position(documents, says)


# The twelve deliberate contradictions of kg_server/sample/README.md: the two positions, each as the
# documents the README says take it and the words that distinguish it.
TWELVE: dict[str, tuple[Position, Position]] = {
    "1 IP indemnity uncapped vs £2m": (
        P(RFT, CN1, EVALUATION, says=("uncapped", "not be subject to any limit")),
        P(DRAFT, says=("£2,000,000",)),
    ),
    "2 payment 30 vs 60 days": (P(RFT, CN1, FINANCE, says=("30 days",)), P(DRAFT, says=("60 days",))),
    "3 liability cap 150% vs twelve months": (P(RFT, CN1, says=("150%",)), P(DRAFT, says=("twelve months",))),
    "4 data protection cap separate £10m vs inside the general cap": (
        P(RFT, says=("£10 million",)),
        P(DRAFT, DPA, says=("data protection", "Clause 15")),
    ),
    "5 go-live 1 October 2026 vs 5 January 2027": (
        P(RFT, CN1, CALDMERE, ORRIN, says=("1 October 2026",)),
        P(DRAFT, PLAN, says=("5 January 2027",)),
    ),
    "6 submission deadline 6 vs 20 February": (
        P(RFT, says=("6 February 2026",)),
        P(CN1, EVALUATION, MINUTES, says=("20 February 2026",)),
    ),
    "7 data residency UK only vs support from India": (
        P(RFT, CN1, CALDMERE, says=("United Kingdom", "Leeds")),
        P(DPA, says=("outside the United Kingdom", "Pune", "India", "United States")),
    ),
    "8 subprocessors prior approval vs general authorisation": (
        P(RFT, says=("subprocessor",)),
        P(DPA, says=("general written authorisation", "30 days' notice")),
    ),
    "9 availability 99.9% vs 99.5%": (P(RFT, CALDMERE, ORRIN, says=("99.9%",)), P(SLA, says=("99.5%",))),
    "10 termination 90 days any time vs six months after two years": (
        P(RFT, says=("90 days",)),
        P(DRAFT, says=("six months", "second anniversary")),
    ),
    "11 liquidated damages £5,000 a day vs £2,500 capped": (
        P(RFT, says=("£5,000",)),
        P(DRAFT, says=("£2,500", "£100,000")),
    ),
    "12 escrow 30 days of signature vs 60 days after go-live": (
        P(RFT, says=("30 days of contract signature",)),
        P(DRAFT, says=("60 days after the Go-Live Date",)),
    ),
}

# Statements of two documents that say the same thing: never a contradiction.
AGREEING: list[tuple[Position, Position]] = [
    (P(RFT, says=("within 30 days of receipt",)), P(CN1, says=("within 30 days of receipt",))),
    (P(RFT, says=("within 30 days of receipt",)), P(ORRIN, says=("payment within 30 days",))),
    (P(RFT, says=("by 1 October 2026",)), P(CN1, says=("1 October 2026",))),
    (P(RFT, says=("by 1 October 2026",)), P(CALDMERE, ORRIN, says=("1 October 2026",))),
    (P(RFT, says=("99.9%",)), P(CALDMERE, ORRIN, EVALUATION, says=("99.9%",))),
    (P(RFT, says=("150%",)), P(CN1, ORRIN, LEGAL, says=("150%",))),
    (P(CN1, says=("20 February 2026",)), P(EVALUATION, MINUTES, says=("20 February 2026",))),
    (P(EVALUATION, says=("20 February 2026",)), P(MINUTES, says=("20 February 2026",))),
    (P(RFT, says=("£4.8 million",)), P(EVALUATION, says=("£4.8 million",))),
    (P(RFT, says=("£5 million per claim",)), P(DRAFT, says=("£5,000,000 per claim",))),
    (P(RFT, says=("1 April 2026",)), P(CN1, CALDMERE, PLAN, says=("1 April 2026",))),
    (P(RFT, says=("not be subject to any limit",)), P(CN1, ORRIN, EVALUATION, MINUTES, says=("uncapped",))),
    (P(CN1, says=("uncapped",)), P(EVALUATION, ORRIN, MINUTES, says=("uncapped",))),
    (P(RFT, says=("up to 15% of the monthly charges",)), P(ORRIN, says=("up to 15% of the monthly charges",))),
    (P(RFT, says=("31 December 2026",)), P(TIMELINE, MINUTES, says=("31 December 2026",))),
    (P(CALDMERE, says=("£4,315,000",)), P(MINUTES, says=("£4,315,000",))),
    (P(ORRIN, says=("£5,190,000",)), P(MINUTES, says=("£5,190,000",))),
    (P(DRAFT, says=("5 January 2027",)), P(PLAN, TIMELINE, says=("5 January 2027",))),
    (P(RFT, says=("within the United Kingdom",)), P(CALDMERE, EVALUATION, says=("United Kingdom",))),
    (P(RFT, says=("prior written approval",)), P(DPO, CN1, says=("prior written approval",))),
    (P(RFT, says=("No Authority Data may be accessed",)), P(ORRIN, says=("No support staff outside",))),
    (P(RFT, says=("within 30 days of contract signature",)), P(MINUTES, LEGAL, says=("30 days of signature",))),
    (P(RFT, says=("£10 million",)), P(DRAFT, DPO, MINUTES, says=("£10,000,000", "£10 million"))),
    (P(FINANCE, says=("30 days",)), P(RFT, CN1, MINUTES, says=("30 days",))),
]


async def inferred(graph: KnowledgeGraph) -> list[dict[str, Any]]:
    """Every inferred CONTRADICTS with the quotes of both sides."""
    return await graph.db.run_auto("""
        MATCH (a:Concept)-[r:CONTRADICTS {method: 'inferred'}]->(b:Concept)
        CALL (a) { MATCH (a)<-[:INSTANCE_OF]-(i)-[:FOUND_IN]->(s:Source)
                   RETURN collect({quote: i.quote, document: s.document, source_id: s.source_id}) AS a_quotes }
        CALL (b) { MATCH (b)<-[:INSTANCE_OF]-(i)-[:FOUND_IN]->(s:Source)
                   RETURN collect({quote: i.quote, document: s.document, source_id: s.source_id}) AS b_quotes }
        RETURN a.concept_id AS a, b.concept_id AS b, a.label AS a_label, b.label AS b_label, r.confidence AS confidence,
               r.evidence AS evidence, r.rule AS rule, a_quotes, b_quotes, a:Claim AND b:Claim AS claims
        ORDER BY a, b""")


def joins(link: dict[str, Any], one: Position, other: Position) -> bool:
    for x, y in ((link["a_quotes"], link["b_quotes"]), (link["b_quotes"], link["a_quotes"])):
        if any(one.taken_by(q) for q in x) and any(other.taken_by(q) for q in y):
            return True
    return False


@pytest.mark.slow
async def test_the_sample_raw_documents_give_its_deliberate_contradictions(
    graph: KnowledgeGraph, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "sample"
    shutil.copytree(DOCUMENTS_DIR, root)
    report = await graph.ingest([root], extractor="local")
    assert report.contradictions is not None
    links = await inferred(graph)
    assert report.contradictions.contradictions == len(links) > 0

    found = [name for name, (one, other) in TWELVE.items() if any(joins(link, one, other) for link in links)]
    print(f"\n{len(found)}/12 of the sample's contradictions found: {found}")
    for link in links:
        print(f"  {link['confidence']:.2f} {link['rule']}: {link['a_label']}  X  {link['b_label']}")
    assert len(found) >= 8, f"only {found}"
    flagged = [(one, other) for one, other in AGREEING if any(joins(link, one, other) for link in links)]
    assert flagged == [], "statements that agree were flagged as contradicting"

    # Each side is its own claim, grounded by the conflicting sentence; evidence names both paragraphs.
    for link in links:
        assert link["claims"] and link["a"] != link["b"]
        sides = {q["source_id"] for q in link["a_quotes"]} | {q["source_id"] for q in link["b_quotes"]}
        assert set(link["evidence"]) <= sides and len(link["evidence"]) >= 2
    await assert_grounded(graph)
    about = await count(graph, """
        MATCH (c:Claim) WHERE NOT EXISTS { (c)-[:RELATED_TO {method: 'inferred'}]->(t:Concept) WHERE NOT t:Claim }
        RETURN count(c) AS n""")
    assert about == 0  # every claim is linked to the concept it is about

    # find_contradictions (the MCP tool and /api/contradictions) shows each side's conflicting statement.
    answer = await graph.run(FIND_CONTRADICTIONS, FindContradictions(topic_a="Tenders", topic_b="Contracts", limit=100))
    inferred_answers = [c for c in answer.results if c.method == "inferred"]
    assert inferred_answers
    for item in inferred_answers:
        assert item.a.quote is not None and item.b.quote is not None
        assert item.a.quote.document.startswith("Tenders/") and item.b.quote.document.startswith("Contracts/")
        assert {item.a.quote.source_id, item.b.quote.source_id} <= set(item.evidence)
    payment = [c for c in inferred_answers if "30 days" in c.a.quote.quote and "60 days" in c.b.quote.quote]  # type: ignore[union-attr]
    assert payment and "inferred" in answer.render()

    # The pass is recomputed from scratch: again gives the same graph; stated CONTRADICTS stay.
    before = await snapshot(graph)
    await graph.db.run_auto("""
        MATCH (a:Concept {concept_id: 'clause-14-3'}), (b:Concept) WHERE b.concept_id <> a.concept_id AND NOT b:Claim
        WITH a, b ORDER BY b.concept_id LIMIT 1
        CREATE (a)-[:CONTRADICTS {confidence: 0.5, evidence: ['Tenders/request-for-tender.md#p11']}]->(b)""")
    from kg_server.ingest.passes.contradictions import refresh_contradictions

    again = await refresh_contradictions(graph.db, graph.embedder)
    assert again.contradictions == len(links)
    assert await count(graph, "MATCH ()-[r:CONTRADICTS]->() WHERE r.method IS NULL RETURN count(r) AS n") == 1
    await graph.db.run_auto("MATCH ()-[r:CONTRADICTS]->() WHERE r.method IS NULL DELETE r")
    assert await snapshot(graph) == before

    # The finder runs beside the links pass: when the links pass fails, the passes fail with its error
    # and write no claims; the next run gives the same graph.
    import kg_server.ingest.passes as passes

    async def broken_links(*_: Any) -> None:
        raise RuntimeError("links pass broke")

    monkeypatch.setattr(passes, "refresh_links", broken_links)
    with pytest.raises(RuntimeError, match="links pass broke"):
        await passes.corpus_passes(graph.db, graph.embedder)
    assert await count(graph, "MATCH (c:Claim) RETURN count(c) AS n") == 0
    monkeypatch.undo()
    await passes.corpus_passes(graph.db, graph.embedder)
    assert await snapshot(graph) == before

    # kg remove: the draft contract's claims and contradictions go with it.
    removed = await graph.remove_document(DRAFT)
    assert removed.contradictions == len(await inferred(graph)) < len(links)
    left = await count(graph, "MATCH (c:Claim)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source {document: $d}) "
                              "RETURN count(c) AS n", {"d": DRAFT})
    assert left == 0
    await assert_grounded(graph)


# --- a corpus of our own -----------------------------------------------------------------------------
LEASE = """# Assured shorthold tenancy agreement: Flat 4, 12 Mill Lane

The tenancy of Flat 4 starts on 1 March 2025 and runs for a fixed term of twelve months.

The monthly rent for the flat is £1,200, payable in advance on the first day of each month by standing order.

The tenant has paid a tenancy deposit of £1,400, which is protected in a government-approved deposit scheme.

The landlord may increase the monthly rent once a year, by no more than 3% of the rent then payable.

The tenant is responsible for the repair and annual servicing of the gas boiler.

The tenant may not keep pets or other animals in the flat.

To end the tenancy after the fixed term, the tenant must give the landlord one month's written notice.
"""

LETTER = """# Letter from the tenant of Flat 4 to the letting agent

Dear Ms Okafor, I am writing about the tenancy of Flat 4 at 12 Mill Lane, which started on 1 April 2025.

I pay the monthly rent for the flat of £1,150 on the first day of each month by standing order.

I paid a tenancy deposit of £1,400 when I moved in, and I understand that it is protected.

The landlord is responsible for the repair and annual servicing of the gas boiler, which has now failed twice.

To end the tenancy after the fixed term, the tenant must give the landlord one month's written notice, and I will do so in writing.
"""  # noqa: E501 (paragraphs of a real letter, one line each)

EMAIL = """# Email from the letting agent about Flat 4

Subject: Flat 4, 12 Mill Lane: rent review and pets

The landlord will increase the monthly rent once a year, by 5% of the rent then payable, from the next anniversary of the tenancy.

I can confirm that the tenant may keep pets in the flat, provided that any damage they cause is repaired.

The monthly rent for the flat is £1,200, payable in advance on the first day of each month.
"""  # noqa: E501 (paragraphs of a real letter, one line each)


async def test_a_tenancy_corpus_with_one_contradiction_of_each_kind(
    graph: KnowledgeGraph, tmp_path: Path, browser: Browser, server: str, artifacts_dir: Path
) -> None:
    root = tmp_path / "tenancy"
    for folder, name, text in (("Lease", "agreement.md", LEASE), ("Letters", "tenant-letter.md", LETTER),
                               ("Emails", "agent-email.md", EMAIL)):
        (root / folder).mkdir(parents=True)
        (root / folder / name).write_text(text)
    report = await graph.ingest([root], extractor="local", options=IngestOptions())
    assert report.contradictions is not None
    links = await inferred(graph)
    for link in links:
        print(f"  {link['confidence']:.2f} {link['rule']}: {link['a_label']}  X  {link['b_label']}")
    lease, letter, email = "Lease/agreement.md", "Letters/tenant-letter.md", "Emails/agent-email.md"
    expected = {
        "date": (P(lease, says=("1 March 2025",)), P(letter, says=("1 April 2025",)), "amount"),
        "money": (P(lease, email, says=("£1,200",)), P(letter, says=("£1,150",)), "amount"),
        "percentage": (P(lease, says=("3%",)), P(email, says=("5%",)), "amount"),
        "permission": (P(lease, says=("may not keep pets",)), P(email, says=("may keep pets",)), "negation"),
        "obligation": (
            P(lease, says=("tenant is responsible",)),
            P(letter, says=("landlord is responsible",)),
            "obligation",
        ),
    }
    for kind, (one, other, rule) in expected.items():
        hits = [link for link in links if joins(link, one, other)]
        assert hits, f"the {kind} contradiction was not found"
        assert any(link["rule"] == rule for link in hits), (kind, [link["rule"] for link in hits])
    agreeing = [
        (P(lease, says=("£1,400",)), P(letter, says=("£1,400",))),
        (P(lease, says=("one month's written notice",)), P(letter, says=("one month's written notice",))),
        (P(lease, says=("£1,200",)), P(email, says=("£1,200",))),
    ]
    assert [pair for pair in agreeing if any(joins(link, *pair) for link in links)] == []
    assert len(links) == len(expected)  # nothing else: the rest of the three documents agrees
    await assert_grounded(graph)

    # The viewer: each claim is its own node, joined to the other side by a contradicts link and to the
    # concept it is about; in a real browser the contradiction is drawn, in red.
    for link in links:
        around = await graph.run(NEIGHBOURHOOD, Neighbourhood(concept_id=link["a"]))
        types = {(x.type, x.source, x.target) for x in around.links}
        assert ("contradicts", link["a"], link["b"]) in types
        assert any(t == "related_to" and s == link["a"] and not d.startswith("claim-") for t, s, d in types)
    duty = next(link for link in links if link["rule"] == "obligation")
    session_id, view = await new_session(server, concept_ids=[duty["a"], duty["b"]], depth=1)
    assert {(x["source"], x["target"]) for x in view["links"] if x["type"] == "contradicts"} == {(duty["a"], duty["b"])}
    page = await open_viewer(browser, server, session_id)
    assert await page.evaluate("kgViewer.visibleLinkCount('contradicts')") == 1
    canvas = await page.locator("#graph canvas").first.screenshot()
    await page.screenshot(path=artifacts_dir / "viewer-inferred-contradiction.png")
    assert red_share(canvas) > 0.0005, "no red contradiction link on screen"
    await page.close()


def red_share(png: bytes) -> float:
    """The share of pixels in the red of contradiction links (node colours avoid pure red)."""
    import io

    import numpy as np
    from PIL import Image

    pixels = np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int16)
    red = (pixels[..., 0] > 200) & (pixels[..., 1] < 120) & (pixels[..., 2] < 120)
    return float(red.mean())


# --- the same fact in other words: the LLM's judgement --------------------------------------------------
PARAPHRASED_LEASE = """# Tenancy agreement: Flat 2, 8 Mill Lane

The tenancy of Flat 2 starts on 1 May 2025 and runs for a fixed term of twelve months.

Pets are not permitted in the flat or in the communal areas of the building.

The monthly rent for the flat is £950, payable in advance on the first day of each month.
"""

PARAPHRASED_EMAIL = """# Email from the letting agent about Flat 2

I am writing about the tenancy of Flat 2 at 8 Mill Lane, which starts on 1 May 2025.

On pets: the landlord has agreed that the tenant may keep one dog in the flat.

The monthly rent for the flat is £950, payable on the first day of each month.
"""

PAIR = re.compile(r"Pair (\d+) \(both about: [^)]*\)\nA, from (\S+): (.*)\nB, from (\S+): (.*)")


def pairs_asked(body: dict[str, Any]) -> list[tuple[int, str, str]]:
    """The numbered pairs of one request to the judge: (number, sentence A, sentence B)."""
    return [(int(n), a, b) for n, _, a, _, b in PAIR.findall(body["messages"][1]["content"])]


def judge_like_a_reader(body: dict[str, Any]) -> Reply:
    """A model that knows a dog is a pet: the prohibition and the permission contradict, nothing else."""
    verdicts = []
    for n, a, b in pairs_asked(body):
        contradicts = {("not permitted" in a or "not permitted" in b), ("dog" in a or "dog" in b)} == {True}
        verdicts.append({"pair": n, "contradicts": contradicts, "confidence": 0.85 if contradicts else 0.9,
                         "point": "keeping a pet" if contradicts else ""})
    return completion({"verdicts": verdicts})


def paraphrased(tmp_path: Path) -> Path:
    root = tmp_path / "tenancy"
    for folder, name, text in (("Lease", "agreement.md", PARAPHRASED_LEASE), ("Emails", "agent.md", PARAPHRASED_EMAIL)):
        (root / folder).mkdir(parents=True)
        (root / folder / name).write_text(text)
    return root


async def test_with_an_llm_the_pass_finds_the_same_fact_in_other_words(
    graph: KnowledgeGraph, tmp_path: Path, llm: FakeLLM
) -> None:
    """"Pets are not permitted" against "the tenant may keep one dog": no rule sees it; the configured
    model, asked about the pairs no rule decided (a real HTTP server speaking the OpenAI wire format),
    does. Its CONTRADICTS carries `method: "llm"` and both sentences as the claims' quotes."""
    root = paraphrased(tmp_path)
    offline = await graph.ingest([root], extractor="local")
    assert offline.contradictions is not None and offline.contradictions.llm_pairs == 0
    assert await inferred(graph) == []  # the rules alone miss it

    llm.respond = judge_like_a_reader
    settings = graph.settings.model_copy(update={"openai_base_url": llm.url, "llm_model": "test-model",
                                                 "community_summaries": False})
    with_llm = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    report = await with_llm.ingest([root], extractor="local", options=IngestOptions(force=True))
    found = report.contradictions
    assert found is not None and found.llm_error == ""
    asked = [pair for body in llm.bodies for pair in pairs_asked(body)]
    assert found.llm_pairs == len(asked) > 0 and found.llm_contradictions == 1
    assert len(llm.bodies) == -(-len(asked) // 8)  # batches of 8 pairs
    assert all(body["response_format"]["json_schema"]["name"] == "contradiction_verdicts" for body in llm.bodies)
    # Only pairs across documents, none of them a pair of statements that agree on their figures.
    assert not any("£950" in a and "£950" in b for _, a, b in asked)

    judged = await graph.db.run_auto("""
        MATCH (a:Claim)-[r:CONTRADICTS]->(b:Claim)
        RETURN r.method AS method, r.rule AS rule, r.confidence AS confidence, r.evidence AS evidence,
               [(a)<-[:INSTANCE_OF]-(i) | i.quote] + [(b)<-[:INSTANCE_OF]-(i) | i.quote] AS quotes""")
    assert judged == [{"method": "llm", "rule": "llm", "confidence": 0.85,
                       "evidence": ["Emails/agent.md#p2", "Lease/agreement.md#p2"],
                       "quotes": judged[0]["quotes"]}]
    assert sorted(judged[0]["quotes"]) == [
        "On pets: the landlord has agreed that the tenant may keep one dog in the flat.",
        "Pets are not permitted in the flat or in the communal areas of the building.",
    ]
    answer = await with_llm.run(FIND_CONTRADICTIONS, FindContradictions(topic_a="Lease", topic_b="Emails"))
    assert [c.method for c in answer.results] == ["llm"] and "llm" in answer.render()
    await assert_grounded(graph)

    # Bounded: at most KG_LLM_CONTRADICTION_PAIRS pairs a pass.
    llm.bodies.clear()
    capped = KnowledgeGraph(settings.model_copy(update={"llm_contradiction_pairs": 1}), db=graph.db,
                            embedder=graph.embedder)
    again = await capped.ingest([root], extractor="local", options=IngestOptions(force=True))
    assert again.contradictions is not None and again.contradictions.llm_pairs == 1 and len(llm.bodies) == 1


async def test_a_failing_llm_never_stops_the_pass(graph: KnowledgeGraph, tmp_path: Path, llm: FakeLLM) -> None:
    """The endpoint answers 500 to everything: the ingest completes with what the rules found, and its
    report says why the model's judgement is missing; each request was tried twice, not more."""
    root = paraphrased(tmp_path)
    (root / "Emails" / "agent.md").write_text(PARAPHRASED_EMAIL.replace("£950", "£990"))  # a rule's conflict
    llm.respond = lambda body: error(500, "the model is overloaded")
    settings = graph.settings.model_copy(update={"openai_base_url": llm.url, "llm_model": "test-model",
                                                 "llm_concurrency": 1, "community_summaries": False})
    with_llm = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    report = await with_llm.ingest([root], extractor="local")
    found = report.contradictions
    assert found is not None and report.documents_ingested == 2
    assert found.llm_error.startswith("HTTP 500 Internal Server Error: the model is overloaded")
    assert "after 2 attempts" in found.llm_error and len(llm.bodies) == 2
    assert {(x["rule"], x["claims"]) for x in await inferred(graph)} == {("amount", True)}
    assert await count(graph, "MATCH ()-[r:CONTRADICTS {method: 'llm'}]->() RETURN count(r) AS n") == 0


@pytest.mark.slow
async def test_claims_come_back_from_a_bundle_as_claims(graph: KnowledgeGraph, tmp_path: Path) -> None:
    """A bundle carries `method` but no labels: imported again, claims are claims (not ordinary concepts
    that the next pass would leave beside its new claims), and the next pass replaces them."""
    root = tmp_path / "tenancy"
    for folder, name, text in (("Lease", "agreement.md", LEASE), ("Letters", "tenant-letter.md", LETTER)):
        (root / folder).mkdir(parents=True)
        (root / folder / name).write_text(text)
    await graph.ingest([root], extractor="local")
    links = await inferred(graph)
    claims = "MATCH (c:Claim) RETURN count(c) AS n"
    made = await count(graph, claims)
    assert links and made >= 2
    bundle = await graph.export_bundle()
    assert {r.method for r in bundle.relationships if r.type == "CONTRADICTS"} == {"inferred"}

    await wipe(graph)
    await graph.import_bundle(bundle)
    assert await count(graph, claims) == made
    assert [(x["a"], x["b"], x["claims"]) for x in await inferred(graph)] == [(x["a"], x["b"], True) for x in links]
    answer = await graph.run(FIND_CONTRADICTIONS, FindContradictions(limit=100))
    assert {c.method for c in answer.results} == {"inferred"} and answer.total_results == len(links)

    again = await graph.ingest([root], extractor="local", options=IngestOptions(force=True))
    assert again.contradictions is not None and again.contradictions.claims == made
    assert await count(graph, claims) == made
    assert await count(graph, "MATCH (c:Concept) WHERE NOT c:Claim AND (c)-[:RELATED_TO {method: 'inferred'}]->() "
                              "RETURN count(c) AS n") == 0
    await assert_grounded(graph)
