"""Pure retrieval pieces: safe Lucene queries, cosine scale, excerpts, close matches (fusion: test_search_fusion.py)."""

from __future__ import annotations

import pytest

from kg_server.search.ranking import cosine_from_neo4j
from kg_server.text import best_excerpt, closest, lucene_query, sentences


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


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dose 2.5 mg: daily. Side effects? None!", ["Dose 2.5 mg: daily.", "Side effects?", "None!"]),
        (
            "Costs, e.g. Travel, are excluded. Clause 9.4 applies.",
            ["Costs, e.g. Travel, are excluded.", "Clause 9.4 applies."],
        ),
        ('He said "Stop." Then he left.', ['He said "Stop."', "Then he left."]),
        ("(See Clause 4.) The Supplier pays.", ["(See Clause 4.)", "The Supplier pays."]),
        (
            "The cap is two million.\nİstanbul office: a cap too.",
            ["The cap is two million.", "İstanbul office: a cap too."],
        ),
        ("it is paid p.c. per annum. it is not capped", ["it is paid p.c. per annum. it is not capped"]),
        ("Steps:\n- sign the form;\n- send it.", ["Steps:", "- sign the form;", "- send it."]),
        ("Heading\nA sentence that follows a short line.", ["Heading", "A sentence that follows a short line."]),
        (
            "A line of prose that was wrapped by the author's editor at\nSeventy columns goes on.",
            ["A line of prose that was wrapped by the author's editor at\nSeventy columns goes on."],
        ),
        ("", []),
        (" \n\n ", []),
    ],
)
def test_the_one_sentence_splitter(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected


def test_closest_matches_rank_near_misses_first() -> None:
    ids = ["liability-cap-150-percent", "liability-cap-12-months-fees", "payment-within-30-days"]
    assert closest("liability-cap-150", ids)[0] == "liability-cap-150-percent"
    assert closest("payment", ids) == ["payment-within-30-days"]
