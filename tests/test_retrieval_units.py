"""Pure retrieval pieces: safe Lucene queries, RRF fusion, cosine scale, excerpts, close matches."""

from __future__ import annotations

import pytest

from kg_server.retrieval import best_excerpt, closest, cosine_from_neo4j, lucene_query, rrf_fuse, strong_lexical


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("indemnity", '"indemnity"'),
        ("AND (foo", '"and foo"^4 OR "and" OR "foo"'),
        ('title:x "unclosed', '"title x unclosed"^4 OR "title" OR "x" OR "unclosed"'),
        ("*", None),
        ("  ", None),
        ("NRHA-2026-017", '"nrha 2026 017"^4 OR "nrha" OR "2026" OR "017"'),
        ("Haftungsbeschränkung", '"haftungsbeschränkung"'),
        ("Clause 15.2", '"clause 15.2"^4 OR "clause" OR "15.2"'),
        ("£2,000,000 cap", '"2,000,000 cap"^4 OR "2,000,000" OR "cap"'),
    ],
)
def test_lucene_queries_are_always_well_formed(text: str, expected: str | None) -> None:
    assert lucene_query(text) == expected


def test_rrf_adds_reciprocal_ranks_and_breaks_ties_deterministically() -> None:
    fused = rrf_fuse([("a", 0.9), ("b", 0.8), ("c", 0.7)], [("c", 5.0), ("d", 4.0)], k=60)
    order = [f.key for f in fused]
    assert order[0] == "c"  # 1/63 + 1/61 beats 1/61 alone
    assert fused[0].rrf_score == pytest.approx(1 / 63 + 1 / 61)
    assert fused[0].semantic_rank == 3 and fused[0].lexical_rank == 1
    # a (semantic rank 1) and d (lexical rank 2)... a: 1/61, d: 1/62, b: 1/62 -> b before d on similarity
    assert order[1:] == ["a", "b", "d"]
    tied = rrf_fuse([("x", 0.5)], [("y", 1.0)])
    assert [f.key for f in tied] == ["x", "y"]  # equal RRF: the semantic similarity wins
    assert [f.key for f in rrf_fuse([], [("q", 1.0), ("p", 1.0)])] == ["q", "p"]


def test_neo4j_scores_become_cosines() -> None:
    assert cosine_from_neo4j(1.0) == 1.0
    assert cosine_from_neo4j(0.5) == 0.0
    assert cosine_from_neo4j(0.85) == pytest.approx(0.7)


def test_the_excerpt_is_the_best_matching_sentence() -> None:
    text = ("The Authority will pay within 30 days. The Supplier shall indemnify the Authority against "
            "third-party intellectual property claims without limit. Notices go to the address above.")
    excerpt = best_excerpt(text, "indemnify intellectual property")
    assert excerpt.startswith("…The Supplier shall indemnify")
    assert len(best_excerpt("word " * 500, "word", max_chars=100)) <= 100


def test_closest_matches_rank_near_misses_first() -> None:
    ids = ["liability-cap-150-percent", "liability-cap-12-months-fees", "payment-within-30-days"]
    assert closest("liability-cap-150", ids)[0] == "liability-cap-150-percent"
    assert closest("payment", ids) == ["payment-within-30-days"]


def test_weak_full_text_hits_are_dropped_before_fusion() -> None:
    hits = [("payment-60", 21.7), ("payment-30", 19.8), ("go-live", 2.9), ("carve-outs", 1.4)]
    assert strong_lexical(hits) == [("payment-60", 21.7), ("payment-30", 19.8)]
    assert strong_lexical([]) == []
    assert strong_lexical([("a", 1.0), ("b", 0.9)]) == [("a", 1.0), ("b", 0.9)]
