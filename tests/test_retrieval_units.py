"""Pure retrieval pieces: safe Lucene queries, score fusion, cosine scale, excerpts, close matches."""

from __future__ import annotations

import pytest

from kg_server.retrieval import Candidate, best_excerpt, closest, cosine_from_neo4j, fuse, lucene_query, sentences


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


def test_fusion_weighs_both_scores_of_every_candidate() -> None:
    fused = fuse([Candidate("a", 0.62), Candidate("b", 0.60, 2.0), Candidate("c", 0.45, 19.8),
                  Candidate("d", 0.30, 1.5)])
    assert [f.key for f in fused] == ["c", "b", "a", "d"]  # the phrase match wins on its BM25 score
    assert fused[0].lexical_score == 19.8 and fused[-1].similarity == 0.30
    assert fused[2].lexical_score is None  # no full-text match
    # each retriever's scores map mean +- 3 sd to 0..1, averaged with equal weights
    only_cosines = fuse([Candidate("x", 0.9), Candidate("y", 0.1)])
    assert [round(f.score, 4) for f in only_cosines] == [round(0.5 * (0.5 + 1 / 6) + 0.25, 4), round(0.5 * (0.5 - 1 / 6) + 0.25, 4)]
    assert [f.key for f in fuse([Candidate("x", 0.9), Candidate("y", 0.1)], semantic_weight=0.0)] == ["x", "y"]


def test_fusion_ties_break_deterministically() -> None:
    assert [f.key for f in fuse([Candidate("q", 0.5, 1.0), Candidate("p", 0.5, 1.0)])] == ["p", "q"]
    assert [f.key for f in fuse([Candidate("x", 0.5, 0.0), Candidate("y", 0.4, 0.0)])] == ["x", "y"]
    assert fuse([]) == []
    assert [round(f.score, 6) for f in fuse([Candidate("one", 0.3, 2.0)])] == [0.5]


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


def test_excerpt_words_match_whole_words_in_any_case() -> None:
    text = "Capital rules apply. CAPS are set yearly. The cap is two million.\nİstanbul office: a cap too."
    assert best_excerpt(text, "cap", max_chars=40) == "…The cap is two million."  # not Capital, not CAPS
    assert best_excerpt(text, "CAPS yearly", max_chars=40) == "…CAPS are set yearly."
    assert best_excerpt(text, "istanbul office", max_chars=40) == "…İstanbul office: a cap too."
    assert best_excerpt("\n\n  Lead sentence here.  Next one.", "nothing matches") == "Lead sentence here. Next one."


def test_sentences_end_at_punctuation_before_space_and_at_line_breaks() -> None:
    text = "Dose 2.5 mg: daily. Side effects? None!\n\nTable 1\nvalues;next e.g.x  \n. End"
    assert sentences(text) == ["Dose 2.5 mg:", "daily.", "Side effects?", "None!", "Table 1", "values;next e.g.x", ".", "End"]
    assert sentences("") == [] and sentences(" \n\n ") == []


def test_closest_matches_rank_near_misses_first() -> None:
    ids = ["liability-cap-150-percent", "liability-cap-12-months-fees", "payment-within-30-days"]
    assert closest("liability-cap-150", ids)[0] == "liability-cap-150-percent"
    assert closest("payment", ids) == ["payment-within-30-days"]
