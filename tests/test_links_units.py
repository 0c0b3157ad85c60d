"""The corpus pass's pure parts: co-occurrence weights, similarity and hierarchy links, descriptions."""

from __future__ import annotations

import random
import re
import string
import sys

import numpy as np

from kg_server.ingest.passes.descriptions import (
    _FOLD,
    QuotedConcept,
    _definitional,
    _definitional_by_pattern,
    _mentions,
    _mentions_by_pattern,
    describe,
)
from kg_server.ingest.passes.links import (
    COOCCURRENCE_PER_CONCEPT,
    SIMILARITY_PER_CONCEPT,
    SIMILARITY_THRESHOLD,
    cooccurrence_links,
    hierarchy_links,
    similarity_links,
)


def concept(concept_id: str, label: str, sources: list[str] | None = None) -> QuotedConcept:
    return QuotedConcept(concept_id, label, "", None, [], sources or [])


def test_cooccurrence_ranks_repeated_pairs_above_one_chance_meeting() -> None:
    paragraphs = [(f"d#p{i}", ["cap", "indemnity"]) for i in range(4)]
    paragraphs += [("d#p10", ["once-a", "once-b"]), ("d#p11", ["cap"]), ("d#p12", ["other"])]
    rows = {(r["from"], r["to"]): r for r in cooccurrence_links(len(paragraphs), paragraphs, set())}
    repeated, once = rows[("cap", "indemnity")], rows[("once-a", "once-b")]
    assert repeated["confidence"] > once["confidence"] > 0
    assert repeated["evidence"] == ["d#p0", "d#p1", "d#p2", "d#p3"] and repeated["method"] == "cooccurrence"
    assert once["evidence"] == ["d#p10"]


def test_cooccurrence_skips_pairs_already_joined_and_caps_each_concept() -> None:
    hub = [(f"d#p{i}", ["hub", f"leaf-{i}"]) for i in range(3 * COOCCURRENCE_PER_CONCEPT)]
    hub += [(f"e#p{i}", [f"elsewhere-{i}"]) for i in range(100)]  # the hub is not in every paragraph
    rows = cooccurrence_links(len(hub), hub, {("hub", "leaf-0")})
    pairs = {(r["from"], r["to"]) for r in rows}
    assert ("hub", "leaf-0") not in pairs
    # every leaf keeps its one link: a pair is kept while either end has room
    assert {b for _, b in pairs} == {f"leaf-{i}" for i in range(1, 3 * COOCCURRENCE_PER_CONCEPT)}


def test_similarity_links_need_the_threshold_and_are_exact() -> None:
    base = np.zeros((4, 4), dtype=np.float32)
    base[0, 0] = 1.0
    base[1] = [SIMILARITY_THRESHOLD + 0.05, (1 - (SIMILARITY_THRESHOLD + 0.05) ** 2) ** 0.5, 0, 0]
    base[2] = [SIMILARITY_THRESHOLD - 0.05, (1 - (SIMILARITY_THRESHOLD - 0.05) ** 2) ** 0.5, 0, 0]
    base[2] /= np.linalg.norm(base[2])
    base[3, 3] = 1.0
    ids = ["a", "b", "c", "d"]
    rows = similarity_links((ids, base), set())
    pairs = {(r["from"], r["to"]) for r in rows}
    assert ("a", "b") in pairs and ("a", "c") not in pairs and not any("d" in p for p in pairs)
    assert all(r["method"] == "similarity" and r["confidence"] >= SIMILARITY_THRESHOLD for r in rows)
    assert similarity_links((ids, base), {("a", "b")}) == [r for r in rows if (r["from"], r["to"]) != ("a", "b")]


def _nearest_by_definition(ids: list[str], matrix: np.ndarray) -> dict[tuple[str, str], float]:
    """Similarity links as the docstring defines them, one concept at a time over the whole matrix."""
    chosen = {}
    for i, row in enumerate(np.round(matrix @ matrix.T, 3)):
        others = [(float(row[j]), ids[j]) for j in range(len(ids)) if j != i and row[j] >= SIMILARITY_THRESHOLD]
        for cosine, other in sorted(others, key=lambda o: (-o[0], o[1]))[:SIMILARITY_PER_CONCEPT]:
            chosen[tuple(sorted((ids[i], other)))] = round(cosine, 3)
    return chosen


def test_similarity_links_from_half_the_product_are_each_concepts_nearest() -> None:
    rng = np.random.default_rng(7)
    for trial in range(60):
        n = int(rng.integers(2, 50))
        matrix = rng.normal(size=(n, 6)).astype(np.float32)
        matrix[rng.integers(0, n, size=n // 3)] = matrix[0]  # ties: several concepts with one vector
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        ids = [f"c{k:03d}" for k in rng.permutation(n)]
        expected = _nearest_by_definition(ids, matrix)
        for block in (1, 5, 1024):
            rows = similarity_links((ids, matrix), set(), block=block)
            assert {(r["from"], r["to"]): r["confidence"] for r in rows} == expected, (trial, block)


def test_hierarchy_links_a_phrase_to_its_head_concept() -> None:
    concepts = [
        concept("miracle", "Miracles"),
        concept("religious-miracles", "Religious miracles", ["b#p3"]),
        concept("knowledge", "Knowledge"),
        concept("knowledge-by-acquaintance", "Knowledge by acquaintance", ["b#p7"]),
        concept("camera-parameters", "Camera parameters"),
        concept("affine-camera-parameters", "Affine camera parameters"),
        concept("systems", "Systems"),
        concept("caldmere-health-systems", "Caldmere Health Systems"),
    ]
    rows = {(r["from"], r["to"]) for r in hierarchy_links(concepts)}
    assert rows == {
        ("religious-miracles", "miracle"),
        ("knowledge-by-acquaintance", "knowledge"),
        ("affine-camera-parameters", "camera-parameters"),  # the longest head wins over "parameters"
    }  # a name is not a kind of its last word
    [row] = [r for r in hierarchy_links(concepts) if r["from"] == "religious-miracles"]
    assert row["method"] == "hierarchy" and row["evidence"] == ["b#p3"]


def test_a_definition_is_preferred_and_stays_verbatim() -> None:
    quotes = [
        "The liability cap was discussed at length by the committee on Monday.",
        "A liability cap is the most a party can be made to pay under the contract.",
        "Liability cap",
    ]
    text, source = describe("Liability cap", quotes, ["m#p1", "c#p4", "c#p1"]) or ("", "")
    assert (text, source) == (quotes[1], "c#p4")


def test_without_a_definition_the_most_central_whole_sentence_wins() -> None:
    quotes = [
        "Subject: payment terms",
        "Finance insists that payment terms stay at thirty days from a valid invoice.",
        "The supplier accepts payment terms of thirty days from a valid invoice in its letter.",
        "payment terms appear in a short note",
    ]
    text, _ = describe("Payment terms", quotes, ["e#p1", "e#p2", "l#p3", "n#p1"]) or ("", "")
    assert text in quotes[1:3]


def test_a_huge_sentence_is_cut_to_the_clause_that_names_the_concept() -> None:
    filler = "and so on for a long while, with many words that say little about anything at all; " * 5
    sentence = f"It began quietly; {filler}the compromise was a settlement that nobody had asked for, in the end."
    text, _ = describe("Compromise", [sentence], ["b#p1"]) or ("", "")
    assert text == "the compromise was a settlement that nobody had asked for, in the end."
    assert text in sentence


def test_the_case_folding_is_the_one_python_regular_expressions_use() -> None:
    """Label names are matched without a pattern per label (links._Name); its case folding must equate
    exactly the characters `re.IGNORECASE` equates with each ASCII letter, digit and label punctuation."""
    every = "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)
    folded: dict[str, set[str]] = {}
    for original, fold in zip(every, every.translate(_FOLD)):
        folded.setdefault(fold, set()).add(original)
    for char in string.ascii_lowercase + string.digits + ".'-":
        assert set(re.findall(re.escape(char), every, re.IGNORECASE)) == folded[char], char


WORDS = ["cell", "Cells", "T", "cell-free", "DNA", "p53", "i.e.", "the", "a", "an", "is", "are", "by", "define",
         "we", "mean", "as", "ıron", "İris", "ſtem", "\u212aelvin", "kinase", "KINASES", "stem", "iris", "iron",
         "kelvin", "α", "5.3", "x_y", "mean", "es", "s"]
GLUE = [" ", "  ", ", ", " (", ") ", "; ", " - ", "\u00a0", " — ", ",", "\n", "'", "."]


def _sentence(picker: random.Random) -> str:
    parts = [picker.choice(WORDS) + picker.choice(["", "", "s", "es"]) for _ in range(picker.randrange(1, 9))]
    return (
        picker.choice(["", '"', "(", " "])
        + "".join(p + picker.choice(GLUE) for p in parts).strip(" ")
        + picker.choice(
            ["", ".", " a thing that matters, here.", ", the one we study, today.", " is a kinase.", " as such"]
        )
    )


AFTER = ["", " is a kinase that binds DNA.", " are the cells we mean.", ", the one we study, is here.",
         " (DNA) is an enzyme.", " as a whole", " we mean the cells", ", i.e. the stem of it;", " means a kinase.",
         " was discussed.", "s, a protein that binds, are found.", "es is the kinase."]


def test_names_match_exactly_as_the_regular_expressions_would() -> None:
    picker = random.Random(5)
    checked = {"mentions": 0, "definitional": 0}
    for _ in range(4000):
        label = " ".join(picker.choice(WORDS) for _ in range(picker.randrange(1, 4)))
        sentence = _sentence(picker)
        if picker.random() < 0.6:  # often the label itself, in some case, as quotes hold it
            sentence = picker.choice(["", "By the ", "We define ", "The ", "An ", "In short, ", "A "]) + picker.choice(
                [label, label.upper(), label.lower()]) + picker.choice(AFTER) + picker.choice(["", " ", " " + sentence])
        mentions = _mentions(sentence, label)
        assert mentions == _mentions_by_pattern(sentence, label), (sentence, label)
        assert _definitional(sentence, label) == _definitional_by_pattern(sentence, label), (sentence, label)
        checked["mentions"] += mentions
        checked["definitional"] += bool(_definitional(sentence, label))
    assert checked["mentions"] > 1000 and checked["definitional"] > 200  # the cases that matter were exercised
