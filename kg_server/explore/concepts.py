"""A concept and what it touches: get_concept_details, get_concepts and find_related_concepts."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from kg_server.answers.common import Evidence, Quote
from kg_server.answers.communities import CommunityRef
from kg_server.answers.concepts import (
    ConceptBatch,
    ConceptDetails,
    PathStep,
    RelatedConcept,
    RelatedConcepts,
    Relation,
)
from kg_server.answers.filters import FilterEffect
from kg_server.contract import Graph, implements
from kg_server.contract.reads import (
    FIND_RELATED_CONCEPTS,
    GET_CONCEPT_DETAILS,
    GET_CONCEPTS,
    FindRelatedConcepts,
    GetConceptDetails,
    GetConcepts,
)
from kg_server.store.db import Database
from kg_server.store.lookups import concept_not_found, require_concepts
from kg_server.store.queries import RELATIONSHIP_TYPES

# What one read may bring back; answers are then cut into pages that fit the caller's token budget
# (kg_server.budget), and a cursor walks these lists.
MAX_INSTANCES = 1000
MAX_RELATIONSHIPS = 1000
MAX_RELATED = 200


async def _details(db: Database, concept_ids: Sequence[str]) -> tuple[list[ConceptDetails], list[str]]:
    """Details of many concepts in one read, in the order asked, and the ids that do not exist."""
    rows = await db.read(
        "concept_details",
        {"ids": list(concept_ids), "types": list(RELATIONSHIP_TYPES),
         "max_instances": MAX_INSTANCES, "max_relationships": MAX_RELATIONSHIPS},
    )
    evidence_ids = sorted({sid for row in rows for rel in row["relationships"] for sid in rel["evidence"] or []})
    sources = {s["source_id"]: s for s in await db.read("sources_by_id", {"ids": evidence_ids})} if evidence_ids else {}
    found = {}
    for row in rows:
        instances = [Quote(**q) for q in row["instances"]]
        relations = [
            Relation(
                type=rel["type"].lower(), direction=rel["direction"], concept_id=rel["concept_id"], label=rel["label"],
                confidence=rel["confidence"], method=rel.get("method"),
                evidence=[_evidence(sid, sources) for sid in rel["evidence"] or []],
                sites=rel.get("sites") or [], kinds=rel.get("kinds") or [],
            )
            for rel in row["relationships"]
        ]
        found[row["concept_id"]] = ConceptDetails(
            concept_id=row["concept_id"], label=row["label"], description=row["description"] or "",
            aliases=row["aliases"] or [], instances=instances, instance_count=row["instance_count"],
            relationships=relations, relationship_count=row["relationship_count"],
            documents=sorted({q.document for q in instances}), status=row["status"], friction=row["friction"],
            communities=[CommunityRef(community_id=k["community_id"], name=k["name"])
                         for k in sorted(row["communities"], key=lambda k: k["level"])],
            kind=row["kind"], qualified_name=row["qualified_name"], language=row["language"],
            defined_at=row["defined_at"],
            truncated=row["instance_count"] > len(instances) or row["relationship_count"] > len(relations),
        )
    missing = [cid for cid in concept_ids if cid not in found]
    return [found[cid] for cid in concept_ids if cid in found], missing


def _evidence(source_id: str, sources: dict[str, dict[str, Any]]) -> Evidence:
    source = sources.get(source_id)
    if source is None:
        return Evidence(source_id=source_id)
    return Evidence(source_id=source_id, document=source["document"], paragraph=source["paragraph"])


@implements(GET_CONCEPT_DETAILS)
async def get_concept_details(graph: Graph, request: GetConceptDetails) -> ConceptDetails:
    db = graph.db
    details, _ = await _details(db, [request.concept_id])
    if not details:
        raise await concept_not_found(db, request.concept_id)
    return details[0]


@implements(GET_CONCEPTS)
async def get_concepts(graph: Graph, request: GetConcepts) -> ConceptBatch:
    db = graph.db
    details, missing = await _details(db, request.concept_ids)
    return ConceptBatch(concepts=details, missing=missing)


# --- related ----------------------------------------------------------------------------------------
@implements(FIND_RELATED_CONCEPTS)
async def find_related_concepts(graph: Graph, request: FindRelatedConcepts) -> RelatedConcepts:
    db = graph.db
    concept_id, types, max_depth = request.concept_id, request.types, request.max_depth
    await require_concepts(db, concept_id)
    reached: dict[str, RelatedConcept] = {}
    frontier = [concept_id]
    truncated = False
    for depth in range(1, max_depth + 1):
        seen = [concept_id, *reached]
        rows = await db.read(
            "related_step", {"frontier": frontier, "types": types, "seen": seen, "limit": MAX_RELATED + 1}
        )
        next_frontier = []
        for row in rows:
            if row["to_id"] in reached:
                continue
            if len(reached) >= MAX_RELATED:
                truncated = True
                break
            parent = reached.get(row["from_id"])
            step = PathStep(type=row["type"].lower(), direction=row["direction"], from_id=row["from_id"],
                            to_id=row["to_id"], confidence=row["confidence"], method=row["method"])
            path = [*(parent.path if parent else []), step]
            reached[row["to_id"]] = RelatedConcept(
                concept_id=row["to_id"], label=row["label"], depth=depth, path=path, confidence=row["confidence"],
                path_confidence=_product(s.confidence for s in path),
            )
            next_frontier.append(row["to_id"])
        if truncated or not next_frontier:
            break
        frontier = next_frontier
    results = sorted(reached.values(), key=lambda r: (r.depth, -(r.path_confidence or 0), r.concept_id))
    effects, unfiltered = [], None
    if (
        request.relationship_types
    ):  # how many neighbours every type reaches, so a narrow walk is not read as a lone concept
        around = await db.read("related_step", {"frontier": [concept_id], "types": list(RELATIONSHIP_TYPES),
                                                "seen": [concept_id], "limit": MAX_RELATED + 1})
        unfiltered = len({row["to_id"] for row in around})
        effects = [FilterEffect(filter="relationship_types", value=", ".join(t.lower() for t in types))]
    return RelatedConcepts(
        concept_id=concept_id, relationship_types=[t.lower() for t in types], max_depth=max_depth,
        results=results, total_results=len(results), filters=effects, neighbours=unfiltered, truncated=truncated,
    )


def _product(values: Any) -> float | None:
    items = [v for v in values if v is not None]
    return round(math.prod(items), 4) if items else None
