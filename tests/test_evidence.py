"""Evidence that supports its claim: a relationship's evidence mentions both ends, or lies in a
paragraph that quotes both (kg_server/text/mentions.py), checked at import (flagged), at ingest
(dropped, counted) and at curation (refused); the sample's every relationship passes, and each side of
its contradictions is shown from its own document."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.contract.curation import ADD_RELATIONSHIP, AddRelationship
from kg_server.contract.reads import FIND_CONTRADICTIONS, FindContradictions
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from kg_server.text.mentions import Named, Passage, mentions, weak_evidence
from kg_server.transfer.evidence import weak_relationships
from kg_server.transfer.files import read_bundle
from kg_server.transfer.sample import ANNOTATIONS, BUNDLE_FILE, build_sample_bundle
from tests.helpers.fakes import FakeLLM, completion
from tests.helpers.graphs import count, wipe

ESCROW = Named("source-code-escrow", "Source code escrow (Schedule 7)", ("Schedule 7", "escrow agreement"))
DRAFT = Named("draft-contract", "Draft Services Contract version 0.3", ("draft contract", "draft Services Contract"))
PAYMENT_30 = Named("payment-within-30-days", "Payment within 30 days of a valid invoice (tender Clause 9.4)")


# --- what "mentions" means ---------------------------------------------------------------------------
def test_a_passage_mentions_a_concept_by_name_alias_or_most_of_its_label_words() -> None:
    assert mentions("Schedule 7 (Source Code Escrow) forms part of it.", ESCROW)  # the label, brackets aside
    assert mentions("on the terms of the escrow agreements", ESCROW)  # an alias, plural folded
    assert mentions("The Supplier must deposit the source code with an agent.", ESCROW)  # 2 of its 3 words
    assert not mentions("Draft version 0.3, issued by Caldmere on 27 February 2026.", ESCROW)
    # Numbers decide between positions: "60 days" does not name "30 days".
    assert mentions("The Authority pays each valid invoice within 30 days of receipt.", PAYMENT_30)
    assert not mentions("The Authority shall pay each valid invoice within 60 days of receipt.", PAYMENT_30)
    # A name of one short word ("IP") is too ambiguous to count alone; words are compared as stems.
    ip = Named("ip", "IP", ("IP",))
    assert not mentions("IP addresses are personal data.", ip)
    assert mentions("Indemnities for third-party claims", Named("x", "Third-party claim indemnity"))


def test_evidence_supports_a_relationship_when_it_mentions_both_ends() -> None:
    header = Passage("Contracts/draft-contract.md#p1", "Draft version 0.3, issued by Caldmere Health Systems Ltd "
                     "on 27 February 2026.", frozenset({"draft-contract"}))
    assert weak_evidence("PART_OF", ESCROW, DRAFT, [header]) == (
        "Contracts/draft-contract.md#p1 mentions draft-contract ('Draft Services Contract version 0.3') but not "
        "source-code-escrow ('Source code escrow (Schedule 7)')")
    # A paragraph that quotes both ends supports it whatever its words; so does a document's title.
    schedules = Passage("Contracts/draft-contract.md#p3", "The Contract comprises these clauses and Schedule 7 "
                        "(Source Code Escrow).", title="Draft Services Contract: Patient Flow Platform")
    assert weak_evidence("PART_OF", ESCROW, DRAFT, [schedules]) is None
    assert (
        weak_evidence(
            "PART_OF",
            ESCROW,
            DRAFT,
            [Passage("x#p1", "Nothing here.", frozenset({ESCROW.concept_id, DRAFT.concept_id}))],
        )
        is None
    )
    # Every paragraph cited must: one good paragraph does not carry a bad one.
    assert weak_evidence("PART_OF", ESCROW, DRAFT, [schedules, header]) is not None
    # A contradiction's sides are usually stated apart: one end each, both between them.
    tender = Passage("Tenders/rft.md#p11", "the Authority will pay each valid invoice within 30 days of receipt")
    draft = Passage("Contracts/draft.md#p7", "The Authority shall pay each valid invoice within 60 days.",
                    frozenset({"payment-within-60-days"}))
    sixty = Named("payment-within-60-days", "Payment within 60 days (draft Clause 9.4)")
    assert weak_evidence("CONTRADICTS", PAYMENT_30, sixty, [tender, draft]) is None
    assert weak_evidence("CONTRADICTS", PAYMENT_30, sixty, [tender]) == (
        "no evidence mentions payment-within-60-days ('Payment within 60 days (draft Clause 9.4)')")
    assert weak_evidence("SUPPORTS", PAYMENT_30, sixty, []) is None  # no evidence claims nothing


@dataclass(frozen=True)
class Stated:
    """A relationship as an LLM extractor states it from one paragraph, and whether the paragraph
    really supports it (judged by reading it)."""

    text: str
    source: tuple[str, tuple[str, ...]]  # label, aliases
    target: tuple[str, tuple[str, ...]]
    quoted: tuple[bool, bool]  # whether the model quoted each end in this paragraph
    supported: bool
    title: str = "Master Subscription Agreement"


# What an LLM extractor answers on a SaaS contract and an email about it: labels in title case,
# relationships to known concepts of other paragraphs, some of which the paragraph never names.
LLM_STATED = [
    Stated("The Customer may terminate this Agreement for convenience on 90 days' written notice, provided "
           "that all undisputed fees have been paid.", ("Termination for Convenience", ()),
           ("Undisputed Fees", ()), (True, True), True),
    Stated("The Customer may terminate this Agreement for convenience on 90 days' written notice.",
           ("Termination for Convenience", ()), ("Master Subscription Agreement", ("MSA",)), (True, False), True),
    Stated("The Customer may terminate this Agreement for convenience on 90 days' written notice.",
           ("Termination for Convenience", ()), ("Data Processing Addendum", ("DPA",)), (True, False), False),
    Stated("Support engineers in India may access Customer Data only with the Customer's prior written approval.",
           ("Offshore Support Access", ()), ("Prior Written Approval", ()), (True, False), True),
    Stated("Support engineers in India may access Customer Data only with the Customer's prior written approval.",
           ("Offshore Support Access", ()), ("Subprocessor List", ("Annex C",)), (True, False), False),
    Stated("Service credits of 10% of the monthly fee apply when uptime falls below 99.9% in a month.",
           ("Service Credits", ()), ("Uptime Commitment of 99.9%", ("99.9% uptime",)), (True, False), True),
    Stated("Service credits of 10% of the monthly fee apply when uptime falls below 99.5% in a month.",
           ("Service Credits", ()), ("Uptime Commitment of 99.9%", ("99.9% uptime",)), (True, False), False),
    Stated("Fees are invoiced annually in advance and are payable within 45 days.",
           ("Annual Invoicing", ()), ("Payment Within 30 Days", ()), (True, False), False),
    Stated("We would still need a transfer risk assessment for each destination.",
           ("Transfer Risk Assessment", ()), ("Vireo Monitoring", ("US monitoring provider",)), (True, False), False,
           title="Data residency concerns"),
    Stated("Our FlowBoard platform is in live use at nine UK health organisations.",
           ("FlowBoard", ()), ("Caldmere Health Systems Ltd", ("Caldmere",)), (True, False), True,
           title="Supplier Response: Caldmere Health Systems Ltd"),
]


@pytest.mark.parametrize("stated", LLM_STATED, ids=lambda s: f"{s.source[0]} / {s.target[0]}")
def test_the_definition_on_relationships_an_llm_states(stated: Stated) -> None:
    ends = [Named(f"end-{n}", label, aliases) for n, (label, aliases) in enumerate((stated.source, stated.target))]
    grounds = frozenset(end.concept_id for end, quoted in zip(ends, stated.quoted) if quoted)
    passage = Passage("doc.md#p1", stated.text, grounds, stated.title)
    assert (weak_evidence("REQUIRES", ends[0], ends[1], [passage]) is None) == stated.supported


# --- the sample ---------------------------------------------------------------------------------------
def test_every_relationship_of_the_sample_has_evidence_that_mentions_both_ends() -> None:
    """Checked on the annotations' evidence quotes (each quote mentions both ends, or its paragraph
    quotes both) and on the bundle's evidence paragraphs, as an import checks them."""
    annotations = json.loads(ANNOTATIONS.read_text(encoding="utf-8"))
    bundle = build_sample_bundle()
    texts = {s.source_id: s.text for s in bundle.sources}
    titles = {d.name: d.title or "" for d in bundle.documents}
    grounds: dict[str, set[str]] = {}
    for instance in bundle.instances:
        grounds.setdefault(instance.source_id, set()).add(instance.concept_id)
    named = {c["concept_id"]: Named(c["concept_id"], c["label"], tuple(c["aliases"])) for c in annotations["concepts"]}
    weak = []
    for r in annotations["relationships"]:
        passages = []
        for item in r["evidence"]:
            [source_id] = [sid for sid, text in texts.items()
                           if sid.startswith(item["document"] + "#") and item["quote"] in text]
            passages.append(Passage(source_id, item["quote"], frozenset(grounds.get(source_id, set())),
                                    titles[item["document"]]))
        why = weak_evidence(r["type"], named[r["from"]], named[r["to"]], passages)
        if why:
            weak.append(f"{r['from']} -{r['type']}-> {r['to']}: {why}")
    assert weak == []
    assert all(r["evidence"] for r in annotations["relationships"])
    assert weak_relationships(read_bundle(BUNDLE_FILE)) == []


async def test_each_side_of_the_sample_contradictions_is_quoted_from_its_own_paragraph(
        sample_graph: KnowledgeGraph) -> None:
    """find_contradictions shows each side's quote from the relationship's evidence first: the bid and
    the annex for Leeds against Tarangam, not one email paragraph that reports both."""
    answer = await sample_graph.run(FIND_CONTRADICTIONS, FindContradictions(limit=100))
    assert answer.total_results == sum(1 for r in read_bundle(BUNDLE_FILE).relationships if r.type == "CONTRADICTS")
    same = [(c.a.concept_id, c.b.concept_id) for c in answer.results
            if c.a.quote is None or c.b.quote is None or c.a.quote.source_id == c.b.quote.source_id]
    assert same == []
    leeds = next(c for c in answer.results
                 if {c.a.concept_id, c.b.concept_id} == {"uk-based-support-desk", "offshore-support-subprocessor"})
    documents = {c.quote.document for c in (leeds.a, leeds.b) if c.quote}
    assert documents == {"Tenders/supplier-response-caldmere.md", "Contracts/data-processing-addendum.md"}


# --- import: flagged ----------------------------------------------------------------------------------
async def test_an_import_names_relationships_whose_evidence_misses_an_end(graph: KnowledgeGraph) -> None:
    bundle = read_bundle(BUNDLE_FILE)
    escrow = next(r for r in bundle.relationships if (r.from_id, r.type, r.to_id) ==
                  ("source-code-escrow", "PART_OF", "draft-contract"))
    escrow.evidence = ["Contracts/draft-contract.md#p1"]  # the draft's header line: no word of escrow
    report = await graph.import_bundle(bundle)
    assert report.weak_evidence == [
        "source-code-escrow -part_of-> draft-contract: Contracts/draft-contract.md#p1 mentions draft-contract "
        "('Draft Services Contract version 0.3') but not source-code-escrow ('Source code escrow (Schedule 7)')"]
    note = next(n for n in report.notes if "do not mention both ends" in n or "does not mention both ends" in n)
    assert note.startswith("1 of ") and "source-code-escrow -part_of-> draft-contract" in note
    # Imported as given: the bundle's author mends it.
    assert await count(graph, "MATCH (:Concept {concept_id: 'source-code-escrow'})-[r:PART_OF]->"
                              "(:Concept {concept_id: 'draft-contract'}) RETURN count(r) AS n") == 1


# --- ingest: dropped and counted ----------------------------------------------------------------------
async def test_ingest_drops_a_stated_relationship_whose_paragraph_does_not_mention_both_ends(
        graph: KnowledgeGraph, tmp_path: Path, llm: FakeLLM) -> None:
    root = tmp_path / "corpus" / "Policies"
    root.mkdir(parents=True)
    (root / "security.md").write_text("# Security policy\n\nAccess reviews require multi-factor authentication.\n")
    known_text = "Encryption at rest protects backups. Multi-factor authentication guards the keys.\n"
    unnamed_text = "Encryption in transit protects every connection.\n"

    def respond(body: dict[str, Any]) -> Any:
        prompt = body["messages"][-1]["content"]
        if "Access reviews" in prompt:
            return completion({
                "concepts": [{"label": "Access review", "description": "A check of access.", "quote": "Access reviews"},
                             {"label": "Multi-factor authentication", "description": "Two factors.",
                              "quote": "multi-factor authentication"}],
                "relationships": [{"source": "Access review", "target": "Multi-factor authentication",
                                   "type": "requires", "confidence": 0.9}]})
        label, quote = (("Encryption at rest", "Encryption at rest") if "at rest" in prompt
                        else ("Encryption in transit", "Encryption in transit"))
        # Both answers relate the paragraph's concept to a known concept: one paragraph names it.
        return completion({"concepts": [{"label": label, "description": "Encryption.", "quote": quote}],
                           "relationships": [{"source": label, "target": "multi-factor-authentication",
                                              "type": "supports", "confidence": 0.8}]})

    llm.respond = respond
    settings = graph.settings.model_copy(update={"openai_base_url": llm.url, "llm_model": "test-model",
                                                 "llm_max_retries": 0, "llm_concurrency": 1})
    llm_graph = KnowledgeGraph(settings, db=graph.db, embedder=graph.embedder)
    first = await llm_graph.ingest([root.parent], extractor="llm")
    assert first.statements_unsupported == 0
    (root / "storage.md").write_text(known_text)
    (root / "transport.md").write_text(unnamed_text)
    report = await llm_graph.ingest([root.parent], extractor="llm")
    assert (report.documents_ingested, report.statements_unsupported) == (2, 1)
    supports = await graph.db.run_auto("MATCH (a:Concept)-[r:SUPPORTS]->(b:Concept) "
                                       "RETURN a.concept_id AS a, b.concept_id AS b, r.evidence AS evidence")
    assert supports == [{"a": "encryption-at-rest", "b": "multi-factor-authentication",
                         "evidence": ["Policies/storage.md#p1"]}]


# --- curation: refused --------------------------------------------------------------------------------
@pytest.fixture
async def writable(settings: Settings, embedder: LocalEmbedder, sample_with_vectors: dict[str, Path]
                   ) -> AsyncIterator[KnowledgeGraph]:
    """The sample in a database this test may change, on a server that allows writes."""
    graph = KnowledgeGraph(settings.model_copy(update={"allow_writes": True}), embedder=embedder)
    await wipe(graph)
    cached = sample_with_vectors["path"]
    await graph.import_bundle(read_bundle(cached if cached.exists() else BUNDLE_FILE))
    yield graph
    await graph.close()


async def test_curation_refuses_evidence_that_does_not_mention_both_ends(writable: KnowledgeGraph) -> None:
    header = "Contracts/draft-contract.md#p1"
    asked = AddRelationship(from_concept_id="escrow-release-events", to_concept_id="draft-contract", type="part_of",
                            evidence=[header])
    with pytest.raises(InvalidArgument) as refused:
        await writable.run(ADD_RELATIONSHIP, asked, curator="t")
    message = str(refused.value)
    assert message.startswith("the evidence does not support escrow-release-events -part_of-> draft-contract: "
                              "Contracts/draft-contract.md#p1 mentions draft-contract")
    assert "but not escrow-release-events ('Escrow release events')" in message and "add_instance" in message
    # The paragraph that states it: Schedule 7, paragraph 3 names the release events in the draft.
    release = "Contracts/draft-contract.md#p15"
    change = await writable.run(ADD_RELATIONSHIP, asked.model_copy(update={"evidence": [release]}), curator="t")
    assert change.details["after"]["evidence"] == [release]
    # A contradiction's two sides may each be stated in a paragraph of their own, but both must be.
    minutes, draft = "Minutes/2026-03-18-steering-committee.md#p10", "Contracts/draft-contract.md#p4"
    moved = AddRelationship(from_concept_id="go-live-2-november-2026", to_concept_id="go-live-5-january-2027",
                            type="contradicts", evidence=[minutes])
    with pytest.raises(InvalidArgument, match=r"no evidence mentions go-live-5-january-2027 \('Draft contract"):
        await writable.run(ADD_RELATIONSHIP, moved, curator="t")
    change = await writable.run(ADD_RELATIONSHIP, moved.model_copy(update={"evidence": [minutes, draft]}), curator="t")
    assert change.summary == "stated go-live-2-november-2026 -contradicts-> go-live-5-january-2027"
