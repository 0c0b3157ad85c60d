"""Claims: the sides of the finder's conflicts as the concepts and CONTRADICTS it writes.

A side is a statement taking a position. Each becomes a **claim**: a small concept named after the
concept the two statements talk about and the phrase that conflicts ("Undisputed invoice: invoice
within 60 days"), grounded by the conflicting sentence as its quote. One statement in several conflicts
with the same position is one claim; statements that take the same position against the same claim
(the tender and the clarification notice both saying 30 days) are one claim too, with a quote in each
document. Two claims in conflict are joined by one CONTRADICTS, the most confident of their conflicts,
with the paragraphs of both sides as evidence, and `method: "llm"` when the model judged it (rule `llm`).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kg_server.providers.embeddings import Embedder
from kg_server.store.queries import INFERRED, JUDGED
from kg_server.store.schema import embedding_text
from kg_server.text import short_hash, shorten, slug, squash

from .conflicts import Conflict, Side
from .statements import ConceptName

MAX_LABEL = 90  # characters of a claim's label


@dataclass
class _Claim:
    members: list[tuple[int, Any]]  # (statement index, position), first one first
    sides: list[Side] = field(default_factory=list)
    topics: Counter[str] = field(default_factory=Counter)
    confidence: float = 0.0
    concept_id: str = ""
    topic: str = ""
    label: str = ""


def claim_rows(
    conflicts: Sequence[Conflict], names: Sequence[ConceptName], frequency: Mapping[str, int]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The claims and CONTRADICTS rows to write for these conflicts (finder_claims.cypher and
    finder_links.cypher). `names`: every concept (a claim is named after the label of what it is about,
    and takes no concept's id); `frequency`: how many statements name each concept."""
    labels = {n.concept_id: n.label for n in names}
    taken = set(labels)
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
        row["method"] = JUDGED if row["rule"] == "llm" else INFERRED

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


def _topic(claim: _Claim, frequency: Mapping[str, int]) -> str:
    """The concept a claim is about: the one most of its conflicts share, the rarer on a tie."""
    return min(claim.topics, key=lambda t: (-claim.topics[t], frequency.get(t, 0), t))


def embed_claims(claims: Sequence[dict[str, Any]], embedder: Embedder) -> None:
    """Give each claim row its vector, embedded as any concept is (so search finds claims)."""
    if not claims:
        return
    texts = [embedding_text({"label": c["label"], "description": c["description"], "aliases": []}) for c in claims]
    for claim, vector in zip(claims, embedder.embed(texts)):
        claim["embedding"] = vector
