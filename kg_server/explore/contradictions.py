"""find_contradictions: pairs of concepts that contradict each other, optionally one folder against another."""

from __future__ import annotations

from typing import Any

from kg_server import communities
from kg_server.answers.common import Quote
from kg_server.answers.contradictions import (
    Contradiction,
    Contradictions,
    ContradictionSide,
)
from kg_server.answers.filters import FilterEffect
from kg_server.contract import Graph, implements
from kg_server.contract.reads import FIND_CONTRADICTIONS, FindContradictions
from kg_server.store.lookups import in_scope, require_concepts, require_scopes


# --- contradictions ---------------------------------------------------------------------------------
def _in_scope(quote: dict[str, Any], scope: str | None) -> bool:
    return not scope or in_scope(scope, topic=quote["topic"], document=quote["document"])


def _side(concept_id: str, label: str, quotes: list[dict[str, Any]], scope: str | None) -> ContradictionSide | None:
    in_scope = [q for q in quotes if _in_scope(q, scope)]
    if scope and not in_scope:
        return None
    candidates = in_scope or quotes
    chosen = candidates[0] if candidates else None
    quote = None
    if chosen:
        quote = Quote(quote=chosen["quote"], document=chosen["document"], paragraph=chosen["paragraph"],
                      source_id=chosen["source_id"], confidence=chosen["confidence"])
    return ContradictionSide(concept_id=concept_id, label=label, quote=quote)


@implements(FIND_CONTRADICTIONS)
async def find_contradictions(graph: Graph, request: FindContradictions) -> Contradictions:
    db = graph.db
    topic_a, topic_b, concept_id, limit = request.topic_a, request.topic_b, request.concept_id, request.limit
    if concept_id:
        await require_concepts(db, concept_id)
    if request.community:
        await communities.require_community(db, request.community)
    total: int | None = None
    of_community: list[str] = []
    if request.community:  # the pairs with a side in the community, alone or within the other narrowings
        of_community = (await db.read("contradictions_of_community", {"community_id": request.community}))[0]["ids"]
    if topic_a or topic_b:
        # Narrowed to folders: only pairs with a side quoted there can match, so the candidates start
        # from those documents; which of them match is decided below, quote by quote.
        rows = await require_scopes(db, documents_too=True, topic_a=topic_a, topic_b=topic_b)
        scope = topic_a or topic_b
        inside = [r["document"] for r in rows if in_scope(scope, topic=r["topic"], document=r["document"])]
        ids = (await db.read("contradictions_in_documents", {"documents": inside, "concept_id": concept_id}))[0]["ids"]
    elif concept_id:
        ids = (await db.read("contradictions_of_concept", {"concept_id": concept_id}))[0]["ids"]
    elif request.community:
        ids = of_community
    else:
        # The whole graph: every pair matches, so only the best `limit` are read (index-backed).
        top = (await db.read("contradictions_top", {"limit": limit}))[0]
        ids, total = top["ids"], top["total"]
    if request.community and ids is not of_community:
        kept = set(of_community)
        ids = [i for i in ids if i in kept]
    rows = await db.read("contradictions", {"ids": ids, "max_quotes": 50}) if ids else []
    found = []
    for row in rows:
        for (x_id, x_label, x_quotes), (y_id, y_label, y_quotes) in (
            ((row["a_id"], row["a_label"], row["a_quotes"]), (row["b_id"], row["b_label"], row["b_quotes"])),
            ((row["b_id"], row["b_label"], row["b_quotes"]), (row["a_id"], row["a_label"], row["a_quotes"])),
        ):
            a = _side(x_id, x_label, x_quotes, topic_a)
            b = _side(y_id, y_label, y_quotes, topic_b)
            if a and b:
                found.append(Contradiction(a=a, b=b, confidence=row["confidence"], evidence=row["evidence"] or [],
                                           method=row["method"]))
                break
    total = len(found) if total is None else total
    given = {"topic_a": topic_a, "topic_b": topic_b, "concept_id": concept_id, "community": request.community}
    effects = [FilterEffect(filter=name, value=repr(value)) for name, value in given.items() if value]
    # How many the whole graph holds, so an empty scope is not read as a corpus without contradictions.
    unfiltered = (await db.read("contradictions_top", {"limit": 1}))[0]["total"] if effects else None
    return Contradictions(
        topic_a=topic_a, topic_b=topic_b, concept_id=concept_id, community=request.community,
        results=found[:limit], total_results=total, filters=effects, unfiltered_total=unfiltered,
        truncated=total > limit,
    )
