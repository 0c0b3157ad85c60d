"""Friction and integration status: where the documents disagree about a concept.

A concept's friction is its confidence-weighted CONTRADICTS evidence: over the CONTRADICTS
relationships that concern it, the sum of the relationship's confidence times its evidence paragraphs
(at least 1, at most 3, so one relationship with many citations does not outweigh several
disagreements). The relationships that concern a concept are those touching it, in either direction,
stated (a bundle's, an LLM's, a curator's) or inferred (`method: "inferred"`) alike, and those between
claims about it: the offline contradiction finder writes each side of a conflict as a claim with a
`RELATED_TO {method: "inferred"}` to the concept the statements talk about, so that concept (the
payment term, the liability cap) is contested too, not only the claims. Its status follows:

    contested     friction >= KG_FRICTION_THRESHOLD (0.5: one contradiction stated with confidence 0.5)
    probation     otherwise, when fewer than KG_PROBATION_QUOTES quotes (2) ground it: little evidence
    integrated    otherwise

Both are stored on the concept (`friction`, `status`) by `refresh`, which runs when an import or an
ingest ends, so search can filter on status and every tool can show it without recomputing.
"""

from __future__ import annotations

from typing import Any

from kg_server.answers.common import Quote
from kg_server.answers.contradictions import ContestedConcept, Friction, Opposition
from kg_server.answers.filters import FilterEffect
from kg_server.config import Settings
from kg_server.contract import Graph, implements
from kg_server.contract.reads import FRICTION_REPORT, FrictionReport
from kg_server.store.db import Database
from kg_server.store.lookups import folder_key, require_scopes
from kg_server.store.queries import INFERRED

DEFAULT_CONFIDENCE = 0.5  # a CONTRADICTS without a confidence (a hand-made bundle) counts half
REFRESH_BATCH = 10_000  # concepts per transaction of a refresh


async def refresh_friction(db: Database, settings: Settings) -> int:
    """Recompute every concept's friction and status; returns how many changed. A page of concepts per
    transaction: the values are derived, so a refresh cut short is completed by the next one."""
    changed, after = 0, ""
    while True:
        rows = await db.write("friction_refresh", {
            "threshold": settings.friction_threshold, "min_quotes": settings.probation_quotes,
            "default_confidence": DEFAULT_CONFIDENCE, "claim_method": INFERRED,
            "after": after, "batch": REFRESH_BATCH,
        })
        changed += int(rows[0]["changed"])
        if rows[0]["seen"] < REFRESH_BATCH:
            return changed
        after = rows[0]["last"]


@implements(FRICTION_REPORT)
async def friction_report(graph: Graph, request: FrictionReport) -> Friction:
    db, settings = graph.db, graph.settings
    prefix = request.topic_prefix or None
    if prefix:
        await require_scopes(db, topic_prefix=prefix)
    found = (await db.read("friction_ranked", {"folder": folder_key(prefix) if prefix else None,
                                               "limit": request.limit}))[0]
    chosen, total = found["concepts"], found["total"]
    oppositions: dict[str, list[Opposition]] = {}
    if chosen:
        ids = [r["concept_id"] for r in chosen]
        for row in await db.read("friction_oppositions", {"ids": ids, "claim_method": INFERRED}):
            oppositions.setdefault(row["concept_id"], []).append(Opposition(
                claim_id=row["claim_id"], concept_id=row["other_id"], label=row["other_label"],
                direction=row["direction"], confidence=row["confidence"], method=row["method"] or "stated",
                quote=_quote(row["own"]), opposing_quote=_quote(row["other"]),
            ))
    results = [ContestedConcept(concept_id=r["concept_id"], label=r["label"], status=r["status"],
                                friction=r["friction"], oppositions=oppositions.get(r["concept_id"], []))
               for r in chosen]
    effects, unfiltered = [], None
    if prefix:  # how many have friction in the whole graph, so a quiet folder is not read as a quiet corpus
        unfiltered = (await db.read("friction_ranked", {"folder": None, "limit": 0}))[0]["total"]
        effects = [FilterEffect(filter="topic_prefix", value=repr(prefix), removed=unfiltered - total)]
    return Friction(topic_prefix=prefix, threshold=settings.friction_threshold, results=results,
                    total_results=total, filters=effects, unfiltered_total=unfiltered, truncated=total > len(chosen))


def _quote(row: dict[str, Any] | None) -> Quote | None:
    return Quote(**row) if row else None
