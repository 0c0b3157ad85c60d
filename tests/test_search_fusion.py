"""Hybrid fusion, done in Neo4j (cypher/queries/search_*_hybrid.cypher), checked against the definition.

Distribution-based score fusion: each retriever's scores over the candidates are mapped from
mean - 3 sd .. mean + 3 sd to 0 .. 1 and averaged; every candidate is scored by both (BM25 0 when its
words do not match); ties break on the higher cosine, then BM25, then the key.
"""

from __future__ import annotations

import pytest

from kg_server.search import hybrid as search
from kg_server.search.ranking import Fused
from kg_server.service import KnowledgeGraph


def spread(values: list[float]) -> list[float]:
    mean = sum(values) / len(values)
    deviation = (sum((v - mean) ** 2 for v in values) / len(values)) ** 0.5
    if deviation == 0:
        return [0.5] * len(values)
    return [(v - mean + 3 * deviation) / (6 * deviation) for v in values]


def expected_scores(ranked: list[Fused[str]], semantic_weight: float = 0.5) -> dict[str, float]:
    cosines = spread([f.similarity or 0.0 for f in ranked])
    words = spread([f.lexical_score or 0.0 for f in ranked])
    return {f.key: semantic_weight * c + (1 - semantic_weight) * w for f, c, w in zip(ranked, cosines, words)}


async def rank(graph: KnowledgeGraph, query: str, kind: str, *, semantic_weight: float = 0.5,
               min_similarity: float | None = None, shown: int | None = None) -> search.Ranking:
    preset = search.Retrieval(candidates=30, scoring_depth=100, semantic_weight=semantic_weight)
    return await search._rank(graph.db, graph.embedder, query, "hybrid", depth=30, kind=kind,
                              min_similarity=min_similarity, shown=shown, warnings=[], preset=preset)


@pytest.mark.parametrize("kind", ["passages", "concepts"])
async def test_every_candidate_is_scored_by_both_retrievers_and_fused(sample_graph: KnowledgeGraph, kind: str) -> None:
    ranking = await rank(sample_graph, "supplier indemnify intellectual property claims", kind)
    ranked = ranking.fused
    assert ranking.mode == "hybrid" and len(ranked) > 30  # near neighbours and full-text hits, each once
    assert len({f.key for f in ranked}) == len(ranked)
    assert any(f.lexical_score for f in ranked) and any(f.lexical_score is None for f in ranked)
    assert all(f.similarity is not None and -1 <= f.similarity <= 1 for f in ranked)
    expected = expected_scores(ranked)
    assert [f.score for f in ranked] == pytest.approx([expected[f.key] for f in ranked], abs=1e-9)
    order = sorted(ranked, key=lambda f: (-round(f.score, 12), -(f.similarity or 0), -(f.lexical_score or 0), f.key))
    assert [f.key for f in ranked] == [f.key for f in order]


@pytest.mark.parametrize("kind", ["passages", "concepts"])
async def test_the_weight_moves_the_ranking_between_the_retrievers(sample_graph: KnowledgeGraph, kind: str) -> None:
    query = "who pays when the vendor is sued over stolen inventions"
    by_meaning = (await rank(sample_graph, query, kind, semantic_weight=1.0)).fused
    assert [f.similarity for f in by_meaning] == sorted((f.similarity for f in by_meaning), reverse=True)
    by_words = (await rank(sample_graph, query, kind, semantic_weight=0.0)).fused
    assert [f.lexical_score or 0 for f in by_words] == sorted((f.lexical_score or 0 for f in by_words), reverse=True)
    assert [f.key for f in by_meaning] != [f.key for f in by_words]


async def test_only_the_shown_candidates_are_sent_with_their_rows(sample_graph: KnowledgeGraph) -> None:
    everything = await rank(sample_graph, "payment within 30 days", "passages")
    assert everything.rows == {} and len(everything.fused) == everything.total > 3
    passages = await rank(sample_graph, "payment within 30 days", "passages", shown=3)
    assert [f.key for f in passages.fused] == list(passages.rows) == [f.key for f in everything.fused[:3]]
    assert passages.total == everything.total
    assert all(row["text"] and row["document"] for row in passages.rows.values())
    concepts = await rank(sample_graph, "payment within 30 days", "concepts", shown=4)
    assert set(concepts.rows) == {f.key for f in concepts.fused[:4]}
    assert all(row["label"] and row["evidence_count"] >= 0 for row in concepts.rows.values())


async def test_a_semantic_candidate_under_the_threshold_is_dropped_unless_its_words_match(
        sample_graph: KnowledgeGraph) -> None:
    everything = (await rank(sample_graph, "late payment interest", "concepts")).fused
    kept = (await rank(sample_graph, "late payment interest", "concepts", min_similarity=0.45)).fused
    assert len(kept) < len(everything)
    assert all(f.lexical_score or (f.similarity or 0) >= 0.45 for f in kept)
    assert {f.key for f in everything if f.lexical_score} <= {f.key for f in kept}
