"""The contradiction finder's corpus pass: statements of different documents that conflict, as claims.

Run at the end of `kg ingest` and `kg remove`, it reads every paragraph and concept, finds the
conflicts (`conflicts.py`), and writes them:

- each side of a conflict becomes a **claim**: a small concept, labelled `:Concept:Claim`, named after
  the concept the two statements talk about and the phrase that conflicts ("Undisputed invoice:
  invoice within 60 days"), grounded by the conflicting sentence as its quote, and linked to that
  concept by `RELATED_TO {method: "inferred"}`. Sentences that take the same position against the
  same claim (the tender and the clarification notice both saying 30 days) are one claim with a
  quote in each document;
- two claims that conflict are joined by `CONTRADICTS {method: "inferred", confidence, evidence, rule}`,
  the evidence being the paragraphs of both sides.

Everything is recomputed from scratch: the previous pass's claims and inferred CONTRADICTS go (first
thing among the corpus passes, so no other pass sees them), and the new set comes in one transaction.
Stated CONTRADICTS (a bundle's, an LLM's, a curator's: no `method`, or another one) are never
touched. The pass reads only paragraphs, quotes and concepts (never its own output), so the same
documents always give the same claims, after a re-run, a `kg remove` or a crash. Claims exported in a
bundle come back as claims (`kg_server.transfer`), and the next pass replaces them like its own.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database
from kg_server.store.queries import INFERRED
from kg_server.store.schema import embedding_text
from kg_server.text import short_hash, shorten, slug, squash

from .conflicts import (
    ConceptName,
    Conflict,
    Side,
    SourceRow,
    candidate_pairs,
    find,
    statements,
)

METHOD = INFERRED
MAX_LABEL = 90  # characters of a claim's label


@dataclass
class ContradictionReport:
    statements: int = 0  # sentences that could conflict
    pairs: int = 0  # pairs of them compared
    contradictions: int = 0  # CONTRADICTS written
    claims: int = 0
    links: int = 0  # claim -> concept RELATED_TO written
    seconds: float = 0.0


@dataclass
class _Claim:
    members: list[tuple[int, Any]]  # (statement index, position), first one first
    sides: list[Side] = field(default_factory=list)
    topics: Counter[str] = field(default_factory=Counter)
    confidence: float = 0.0
    concept_id: str = ""
    topic: str = ""
    label: str = ""


async def clear_contradictions(db: Database) -> None:
    """Delete the previous pass's claims and inferred CONTRADICTS. Ingestion does this before its other
    corpus passes, so that none of them ever sees claims (which depend on the graph, not the reverse)."""
    await db.write("finder_clear", {"method": METHOD})


@dataclass
class Findings:
    """What a contradiction pass found and will write: claims (with their vectors) and CONTRADICTS rows."""
    claims: list[dict[str, Any]]
    links: list[dict[str, Any]]
    report: ContradictionReport
    seconds: float  # finding them took (the write adds its own)


async def refresh_contradictions(db: Database, embedder: Embedder) -> ContradictionReport:
    """Recompute the inferred contradictions of the whole graph (see the module docstring)."""
    return await write_contradictions(db, await find_contradictions(db, embedder))


async def find_contradictions(db: Database, embedder: Embedder) -> Findings:
    """Read paragraphs, quotes and concept names, and find the conflicts among them; writes nothing."""
    started = time.perf_counter()
    rows = [SourceRow(r["source_id"], r["document"], r["topic"] or "", r["text"],
                      tuple((c, q) for c, q in r["quotes"]))
            for r in await db.read_list("finder_sources", timeout=None)]
    names = [ConceptName(r["concept_id"], r["label"], tuple(r["aliases"]))
             for r in await db.read_list("finder_concepts", timeout=None)]
    report = ContradictionReport()
    claims, links = await asyncio.to_thread(_compute, rows, names, report)
    if claims:
        texts = [embedding_text({"label": c["label"], "description": c["description"], "aliases": []}) for c in claims]
        for claim, vector in zip(claims, await asyncio.to_thread(embedder.embed, texts)):
            claim["embedding"] = vector
    return Findings(claims, links, report, time.perf_counter() - started)


async def write_contradictions(db: Database, found: Findings) -> ContradictionReport:
    """Replace the previous pass's claims and inferred CONTRADICTS with these, in one transaction."""
    started = time.perf_counter()
    async with db.transaction() as tx:
        await tx.run("finder_clear", {"method": METHOD})
        if found.claims:
            await tx.run("finder_claims", {"rows": found.claims, "method": METHOD})
        if found.links:
            await tx.run("finder_links", {"rows": found.links, "method": METHOD})
    report = found.report
    report.claims, report.contradictions = len(found.claims), len(found.links)
    report.links = sum(1 for c in found.claims if c["topic"])
    report.seconds = found.seconds + time.perf_counter() - started
    return report


def _compute(rows: Sequence[SourceRow], names: Sequence[ConceptName],
             report: ContradictionReport) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    found = statements(rows, names)
    pairs = candidate_pairs(found)
    report.statements, report.pairs = len(found), len(pairs)
    frequency = Counter(c for s in found for c in s.concepts)
    conflicts = find(found, frequency, pairs)
    labels = {n.concept_id: n.label for n in names}
    return claim_rows(conflicts, labels, frequency, taken=set(labels))


def claim_rows(
    conflicts: Sequence[Conflict], labels: dict[str, str], frequency: dict[str, int], *, taken: set[str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The claims and CONTRADICTS rows to write for these conflicts (see the module docstring)."""
    claims = _claims(conflicts)
    for claim in claims:
        claim.topic = _topic(claim, frequency)
        claim.label = shorten(squash(f"{labels.get(claim.topic, claim.topic)}: {claim.sides[0].phrase}"), MAX_LABEL)
        concept_id = f"claim-{slug(claim.label)[:60].strip('-')}-{short_hash(*map(repr, claim.members), length=6)}"
        while concept_id in taken:
            concept_id += "-x"
        taken.add(concept_id)
        claim.concept_id = concept_id
    of = {key: claim for claim in claims for key in claim.members}

    merged: dict[tuple[str, str], dict[str, Any]] = {}
    for conflict in conflicts:
        left, right = of[_key(conflict.a)], of[_key(conflict.b)]
        if left is right:
            continue  # both sides took one position after merging: no contradiction left
        ordered = (left, right) if left.members[0] < right.members[0] else (right, left)
        row = merged.setdefault((ordered[0].concept_id, ordered[1].concept_id), {
            "from": ordered[0].concept_id, "to": ordered[1].concept_id, "confidence": 0.0, "evidence": [], "rule": "",
        })
        if conflict.confidence > row["confidence"]:
            row["confidence"], row["rule"] = conflict.confidence, conflict.rule
        for source_id in (conflict.a.statement.source_id, conflict.b.statement.source_id):
            if source_id not in row["evidence"]:
                row["evidence"].append(source_id)
    links = [merged[k] for k in sorted(merged)]
    for row in links:
        row["evidence"].sort()

    rows = []
    for claim in claims:
        quotes: dict[str, dict[str, Any]] = {}
        for side in claim.sides:
            statement = side.statement
            instance_id = "i-" + short_hash(claim.concept_id, statement.source_id, statement.text)
            quotes.setdefault(instance_id, {"instance_id": instance_id, "source_id": statement.source_id,
                                            "quote": statement.text, "confidence": claim.confidence})
        rows.append({
            "concept_id": claim.concept_id,
            "label": claim.label,
            "description": claim.sides[0].statement.text,
            "topic": claim.topic,
            "confidence": claim.confidence,
            "evidence": sorted({q["source_id"] for q in quotes.values()}),
            "quotes": list(quotes.values()),
        })
    return rows, links


def _key(side: Side) -> tuple[int, Any]:
    return (side.statement.index, side.position)


def _claims(conflicts: Sequence[Conflict]) -> list[_Claim]:
    """Group the sides of the conflicts into claims.

    A side is a statement taking a position. One statement in several conflicts with the same
    position is one claim; statements that take the same position against the same claim (they agree
    with each other) are one claim too."""
    parent: dict[tuple[int, Any], tuple[int, Any]] = {}

    def root(key: tuple[int, Any]) -> tuple[int, Any]:
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    def union(a: tuple[int, Any], b: tuple[int, Any]) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb, key=repr)] = min(ra, rb, key=repr)

    sides: dict[tuple[int, Any], Side] = {}
    opponents: dict[tuple[int, Any], list[tuple[int, Any]]] = defaultdict(list)
    for conflict in conflicts:
        for side in (conflict.a, conflict.b):
            sides.setdefault(_key(side), side)
            parent.setdefault(_key(side), _key(side))
        opponents[_key(conflict.a)].append(_key(conflict.b))
        opponents[_key(conflict.b)].append(_key(conflict.a))
    for key in sorted(opponents, key=repr):
        by_position: dict[Any, list[tuple[int, Any]]] = defaultdict(list)
        for other in opponents[key]:
            by_position[repr(other[1])].append(other)
        for group in by_position.values():
            for other in group[1:]:
                union(group[0], other)

    groups: dict[tuple[int, Any], list[tuple[int, Any]]] = defaultdict(list)
    for key in sorted(sides, key=lambda k: (k[0], repr(k[1]))):
        groups[root(key)].append(key)
    claims = [_Claim(members) for members in groups.values()]
    for claim in claims:
        claim.sides = [sides[k] for k in claim.members]
    of = {key: claim for claim in claims for key in claim.members}
    for conflict in conflicts:
        for side in (conflict.a, conflict.b):
            claim = of[_key(side)]
            claim.topics[conflict.topic] += 1
            claim.confidence = max(claim.confidence, conflict.confidence)
    claims.sort(key=lambda c: (c.members[0][0], repr(c.members[0][1])))
    return claims


def _topic(claim: _Claim, frequency: dict[str, int]) -> str:
    """The concept a claim is about: the one most of its conflicts share, the rarer on a tie."""
    return min(claim.topics, key=lambda t: (-claim.topics[t], frequency.get(t, 0), t))
