"""Hybrid retrieval over concepts and paragraphs: vector index + full-text index, fused with RRF.

Semantic candidates come from the native vector index, lexical ones from the Lucene full-text index
(queries rebuilt from the user's words, so no input is ever a Lucene syntax error). Each retriever
contributes max(5 * limit, 50) candidates; hybrid mode fuses their ranks with Reciprocal Rank Fusion
(k = 60). Similarities are reported as cosines; Neo4j's vector score is (1 + cosine) / 2.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from .db import Database
from .embeddings import Embedder
from .results import ConceptHit, ConceptSearch, Passage, PassageSearch
from .retrieval import Fused, best_excerpt, cosine_from_neo4j, lucene_query, rrf_fuse, strong_lexical
from .scopes import in_folder

FILTERED_DEPTH = 1000  # vector search cannot pre-filter in 5.26: look deeper when filters apply

# Cosine thresholds under which a semantic candidate is dropped, calibrated per embedder on the sample
# procurement: with all-MiniLM-L6-v2, paraphrases that share no word with the concept they mean score
# 0.25-0.45, so the 0.7 of larger models would drop most relevant hits (see docs/mcp.md).
CALIBRATED_MIN_SIMILARITY = {"all-MiniLM-L6-v2": 0.25}
FALLBACK_MIN_SIMILARITY = 0.25


def default_min_similarity(model: str) -> float:
    return CALIBRATED_MIN_SIMILARITY.get(model, FALLBACK_MIN_SIMILARITY)


def depth_for(limit: int) -> int:
    return max(5 * limit, 50)


def passage_depth(limit: int, *, filtered: bool = False) -> int:
    """Candidates each retriever gives `search_passages` for `limit` results."""
    return FILTERED_DEPTH if filtered else depth_for(limit)


async def _candidates(
    db: Database,
    embedder: Embedder,
    query: str,
    mode: str,
    *,
    depth: int,
    vector_query: str,
    text_query: str,
    min_similarity: float | None,
) -> tuple[list[tuple[str, float]], list[tuple[str, float]], list[float] | None]:
    async def semantic_part() -> tuple[list[tuple[str, float]], list[float] | None]:
        if mode not in ("semantic", "hybrid"):
            return [], None
        vector = await asyncio.to_thread(embedder.embed_query, query)
        rows = await db.read(vector_query, {"k": depth, "vector": vector})
        hits = [(row["key"], cosine_from_neo4j(row["score"])) for row in rows]
        if min_similarity is not None:
            hits = [(key, cos) for key, cos in hits if cos >= min_similarity]
        return hits, vector

    async def lexical_part() -> list[tuple[str, float]]:
        lucene = lucene_query(query) if mode in ("lexical", "hybrid") else None
        if not lucene:
            return []
        rows = await db.read(text_query, {"k": depth, "query": lucene})
        return [(row["key"], float(row["score"])) for row in rows]

    # The full-text query runs while the query is being embedded.
    (semantic, vector), lexical = await asyncio.gather(semantic_part(), lexical_part())
    return semantic, lexical, vector


def _ranked(mode: str, semantic: list[tuple[str, float]], lexical: list[tuple[str, float]]) -> list[Fused[str]]:
    if mode == "hybrid":
        return rrf_fuse(semantic, strong_lexical(lexical))
    if mode == "semantic":
        return [Fused(key=k, rrf_score=0.0, semantic_rank=i, similarity=s) for i, (k, s) in enumerate(semantic, 1)]
    return [Fused(key=k, rrf_score=0.0, lexical_rank=i, lexical_score=s) for i, (k, s) in enumerate(lexical, 1)]


async def search_concepts(
    db: Database,
    embedder: Embedder,
    query: str,
    *,
    limit: int = 10,
    min_similarity: float | None = None,
    mode: str = "hybrid",
) -> ConceptSearch:
    started = time.perf_counter()  # arguments were validated by the caller (kg_server.contract)
    if min_similarity is None:
        min_similarity = default_min_similarity(embedder.name)
    semantic, lexical, vector = await _candidates(
        db, embedder, query, mode, depth=depth_for(limit), vector_query="search_concepts_vector",
        text_query="search_concepts_fulltext", min_similarity=min_similarity,
    )
    ranked = _ranked(mode, semantic, lexical)
    chosen = ranked[:limit]
    cards = {row["concept_id"]: row for row in await db.read(
        "concept_cards", {"ids": [f.key for f in chosen], "vector": vector})}
    results = []
    for fused in chosen:
        card = cards.get(fused.key)
        if card is None:  # deleted between the two reads
            continue
        similarity = fused.similarity
        if similarity is None and card["score"] is not None:
            similarity = cosine_from_neo4j(card["score"])  # a lexical-only hit still gets its cosine
        results.append(
            ConceptHit(
                concept_id=fused.key,
                label=card["label"],
                description=card["description"] or "",
                similarity=_round(similarity),
                lexical_score=_round(fused.lexical_score),
                rrf_score=_round(fused.rrf_score) if mode == "hybrid" else None,
                documents=sorted(card["documents"])[:20],
                evidence_count=card["evidence_count"],
            )
        )
    return ConceptSearch(
        query=query,
        mode=mode,
        min_similarity=min_similarity if mode != "lexical" else None,
        results=results,
        total_results=len(ranked),
        search_duration_ms=round((time.perf_counter() - started) * 1000, 2),
    )


async def passage_ranking(
    db: Database, embedder: Embedder, query: str, *, mode: str, depth: int
) -> list[Fused[str]]:
    """Paragraph ids in the order `search_passages` returns them, before filters and limits.

    `query` and `mode` must already be checked; `depth` is how many candidates each retriever gives.
    """
    semantic, lexical, _ = await _candidates(
        db, embedder, query, mode, depth=depth,
        vector_query="search_passages_vector", text_query="search_passages_fulltext",
        min_similarity=default_min_similarity(embedder.name) if mode == "semantic" else None,
    )
    return _ranked(mode, semantic, lexical)


async def search_passages(
    db: Database,
    embedder: Embedder,
    query: str,
    *,
    limit: int = 10,
    mode: str = "hybrid",
    document: str | None = None,
    topic_prefix: str | None = None,
    tags: Sequence[str] | None = None,
    date_from: date | datetime | None = None,
    date_to: date | datetime | None = None,
) -> PassageSearch:
    started = time.perf_counter()  # arguments were validated by the caller (kg_server.contract)
    filtered = any(value for value in (document, topic_prefix, tags, date_from, date_to))
    ranked = await passage_ranking(db, embedder, query, mode=mode, depth=passage_depth(limit, filtered=filtered))
    cards = {row["source_id"]: row for row in await db.read("passage_cards", {"ids": [f.key for f in ranked]})}
    keep = [f for f in ranked if f.key in cards and _passes(cards[f.key], document, topic_prefix, tags, date_from, date_to)]
    results = [
        Passage(
            source_id=f.key,
            document=cards[f.key]["document"],
            paragraph=cards[f.key]["paragraph"],
            score=_round(f.rrf_score if mode == "hybrid" else (f.similarity if mode == "semantic" else f.lexical_score)) or 0.0,
            similarity=_round(f.similarity),
            lexical_score=_round(f.lexical_score),
            excerpt=best_excerpt(cards[f.key]["text"], query),
        )
        for f in keep[:limit]
    ]
    return PassageSearch(
        query=query,
        mode=mode,
        results=results,
        total_results=len(keep),
        search_duration_ms=round((time.perf_counter() - started) * 1000, 2),
    )


def _passes(
    card: dict[str, Any],
    document: str | None,
    topic_prefix: str | None,
    tags: Sequence[str] | None,
    date_from: date | datetime | None,
    date_to: date | datetime | None,
) -> bool:
    if document and card["document"] != document:
        return False
    if topic_prefix and not in_folder(card["topic"], topic_prefix):
        return False
    if tags and not set(tags) <= set(card["tags"] or []):
        return False
    if date_from or date_to:
        ingested = card["ingested_at"]
        if ingested is None:
            return False
        day = ingested.to_native().date()
        if date_from and day < _day(date_from):
            return False
        if date_to and day > _day(date_to):
            return False
    return True


def _day(value: date | datetime) -> date:
    return value.date() if isinstance(value, datetime) else value


def _round(value: float | None) -> float | None:
    return None if value is None else round(float(value), 4)
