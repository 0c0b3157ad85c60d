"""`kg bench extract`: SciERC reading and matching as defined, and the command end to end."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from kg_bench.extract import run_extract_bench
from kg_bench.scierc import (
    EntityScores,
    detokenise,
    looks_like_scierc,
    matches_exactly,
    matches_leniently,
    read_scierc,
    relation_found,
    score_entities,
)
from kg_server.service import KnowledgeGraph

RECORDS = [
    {
        "doc_key": "A01-1",
        "sentences": [
            ["We", "present", "a", "statistical", "parser", "for", "noisy", "speech", "-LRB-", "NS", "-RRB-", "."],
            ["The", "parser", "uses", "lexical", "features", "and", "improves", "parsing", "accuracy", "."],
        ],
        "ner": [[[3, 4, "Method"], [6, 7, "Material"], [9, 9, "Material"]],
                [[13, 13, "Generic"], [15, 16, "OtherScientificTerm"], [19, 20, "Metric"]]],
        "relations": [[[3, 4, 6, 7, "USED-FOR"]], [[15, 16, 13, 13, "USED-FOR"]]],
    },
    {
        "doc_key": "B02-2",
        "sentences": [["Machine", "translation", "requires", "a", "bilingual", "lexicon", "."],
                      ["Such", "lexicons", "are", "built", "from", "parallel", "corpora", "."]],
        "ner": [[[0, 1, "Task"], [4, 5, "Material"]], [[8, 8, "Generic"], [12, 13, "Material"]]],
        "relations": [[[4, 5, 0, 1, "USED-FOR"]], [[12, 13, 8, 8, "USED-FOR"]]],
    },
]


def write_scierc(path: Path) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    return path


def test_detokenising_follows_the_treebank_conventions() -> None:
    assert detokenise(["a", "parser", "-LRB-", "NS", "-RRB-", "'s", "output", ",", "``", "fast", "''", "."]) == \
        'a parser (NS)\'s output, "fast".'


def test_gold_documents_are_read_with_distinct_entities_and_relations(tmp_path: Path) -> None:
    path = write_scierc(tmp_path / "dev.json")
    assert looks_like_scierc(path) and not looks_like_scierc(tmp_path)
    first, second = read_scierc(path)
    assert first.text.startswith("We present a statistical parser for noisy speech (NS).")
    assert first.entities == [
        "statistical parser",
        "noisy speech",
        "NS",
        "parser",
        "lexical features",
        "parsing accuracy",
    ]
    assert first.relations == [("statistical parser", "noisy speech"), ("lexical features", "parser")]
    assert second.entities[-1] == "parallel corpora"


def test_matching_is_exact_after_folding_or_lenient_on_half_the_content_words() -> None:
    assert matches_exactly("Parallel corpora", "parallel corpus")
    assert matches_exactly("the IP-indemnities", "ip indemnity") is False  # "the" is a word too
    assert matches_leniently("the statistical parser", "statistical parser of noisy speech")  # 2 of 2 and 2 of 4
    assert matches_leniently("parser", "statistical parser of noisy speech") is False  # 1 of 4
    assert matches_leniently("statistical parser", "a robust statistical parser")
    assert not matches_leniently("parser", "parsing accuracy")


def test_perfect_phrases_score_one_and_nothing_scores_zero(tmp_path: Path) -> None:
    documents = read_scierc(write_scierc(tmp_path / "dev.json"))
    perfect, empty = EntityScores(), EntityScores()
    for document in documents:
        score_entities(document.entities, document.entities, perfect)
        score_entities(document.entities, [], empty)
    assert (perfect.recall_exact, perfect.recall_lenient, perfect.precision_lenient) == (1.0, 1.0, 1.0)
    assert (empty.recall_lenient, empty.precision_lenient) == (0.0, 0.0)
    half = EntityScores()
    score_entities(documents[0].entities, [*documents[0].entities[:3], "weather", "sunshine", "rain"], half)
    assert half.recall_exact == 0.5 and half.precision_lenient == 0.5
    assert relation_found("statistical parser", "noisy speech", [("Noisy speech", "Statistical parsers")])
    assert not relation_found("statistical parser", "noisy speech", [("Statistical parser", "Lexical features")])


@pytest.mark.slow
async def test_kg_bench_extract_ingests_and_scores_a_scierc_file(empty_graph: KnowledgeGraph, tmp_path: Path) -> None:
    path = write_scierc(tmp_path / "dev.json")
    result = await asyncio.to_thread(  # the benchmark runs its own event loop, as `kg bench` does
        run_extract_bench, empty_graph.settings, path=path, sample_edges=5, use_configured=True, log=lambda _: None)
    scores = result["scierc"]
    assert result["documents"] == 2 and scores["gold_entities"] == 10 and scores["gold_relations"] == 4
    assert 0.5 <= scores["entity_recall_lenient"] <= 1.0 and 0.5 <= scores["precision_lenient"] <= 1.0
    assert result["isolated_share"] <= 0.15 and result["case_duplicate_labels"] == 0
    assert result["relationships"]["KIND_OF"]["hierarchy"] >= 1  # "parallel corpora" -> "corpora"/"lexicons"...
    assert "SciERC entities" in result["summary"] and "random typed relationships" in result["summary"]
    for edge in result["sample_edges"]:
        assert edge["type"] != "RELATED_TO" and edge["method"] in ("pattern", "hierarchy")
