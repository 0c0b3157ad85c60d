"""`kg bench beir`: trec_eval's measures, a BEIR folder read with clear errors, and a smoke run."""

from __future__ import annotations

import json
import random
import subprocess
from pathlib import Path

import pytest
import pytrec_eval

from kg_bench.beir_data import load_beir
from kg_bench.metrics import mean_ndcg, mean_recall, ndcg_at, recall_at
from kg_bench.peer import lucene_escaped
from kg_server.errors import InvalidArgument
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import bench_on_test_database

QRELS = {"q1": {"a": 2, "b": 1, "c": 0}, "q2": {"x": 1}, "q3": {"m": 1, "n": 3, "o": 2}}


def test_a_perfect_ranking_scores_one_and_a_reversed_one_less() -> None:
    perfect = {"q1": ["a", "b", "c", "d"], "q2": ["x", "y"], "q3": ["n", "o", "m"]}
    reversed_ = {query: list(reversed(ranking)) for query, ranking in perfect.items()}
    assert mean_ndcg(perfect, QRELS) == pytest.approx(1.0)
    assert mean_recall(perfect, QRELS) == pytest.approx(1.0)
    assert mean_ndcg(reversed_, QRELS) < 0.8
    assert recall_at(["d", "c", "b"], QRELS["q1"], 2) == 0.0  # "c" is judged 0: not relevant
    assert ndcg_at([], QRELS["q1"], 10) == 0.0


def test_unanswered_queries_count_as_zero() -> None:
    assert mean_ndcg({"q2": ["x"]}, QRELS) == pytest.approx(1 / 3)


def test_measures_agree_with_trec_eval() -> None:
    picker = random.Random(5)
    documents = [f"d{i}" for i in range(60)]
    qrels = {f"q{i}": {d: picker.choice([0, 1, 1, 2, 3]) for d in picker.sample(documents, picker.randint(1, 8))}
             for i in range(40)}
    run = {query: picker.sample(documents, picker.randint(5, 60)) for query in qrels}
    # trec_eval orders by score: strictly falling scores keep our order.
    scored = {
        query: {doc: float(len(ranking) - rank) for rank, doc in enumerate(ranking)} for query, ranking in run.items()
    }
    reference = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.10", "recall.10", "recall.100"}).evaluate(scored)
    for query, ranking in run.items():
        assert ndcg_at(ranking, qrels[query], 10) == pytest.approx(reference[query]["ndcg_cut_10"], abs=1e-9)
        assert recall_at(ranking, qrels[query], 10) == pytest.approx(reference[query]["recall_10"], abs=1e-9)
        assert recall_at(ranking, qrels[query], 100) == pytest.approx(reference[query]["recall_100"], abs=1e-9)


def test_peer_queries_are_escaped_for_lucene() -> None:
    assert lucene_escaped('1/2000 in UK (AND "x")') == r'1\/2000 in uk \(and \"x\"\)'


def write_tiny_beir(folder: Path) -> Path:
    """Six unrelated abstracts; each judged query names its own abstract's words."""
    folder.mkdir(parents=True, exist_ok=True)
    corpus = [
        ("d1", "Volcanoes", "Lava flows from a volcanic eruption cool into basalt rock."),
        ("d2", "Bees", "Honey bees pollinate orchards and make honey in their hives."),
        ("d3", "Tides", "The gravity of the moon pulls the oceans and causes tides."),
        ("d4", "Compilers", "A compiler translates source code into machine instructions."),
        ("d5", "Bread", "Yeast ferments the dough so that bread rises in the oven."),
        ("d6", "Glaciers", "Glaciers carve valleys as the ice slowly moves downhill."),
    ]
    (folder / "corpus.jsonl").write_text(
        "".join(json.dumps({"_id": i, "title": t, "text": x}) + "\n" for i, t, x in corpus), encoding="utf-8")
    queries = [("q1", "volcanic eruption lava basalt"), ("q2", "bees pollinate orchards/honey"),
               ("q3", "moon gravity causes ocean tides"), ("q9", "a query nobody judged")]
    (folder / "queries.jsonl").write_text(
        "".join(json.dumps({"_id": i, "text": x}) + "\n" for i, x in queries), encoding="utf-8")
    (folder / "qrels_test.tsv").write_text("query-id\tcorpus-id\tscore\nq1\td1\t1\nq2\td2\t2\nq3\td3\t1\n")
    return folder


def test_a_beir_folder_is_read_and_bad_ones_are_named(tmp_path: Path) -> None:
    dataset = load_beir(write_tiny_beir(tmp_path / "tiny"))
    assert (len(dataset.corpus), sorted(dataset.queries)) == (6, ["q1", "q2", "q3"])
    assert dataset.corpus[0].paragraph == "Volcanoes\nLava flows from a volcanic eruption cool into basalt rock."
    with pytest.raises(InvalidArgument, match="no judgments"):
        (tmp_path / "tiny" / "qrels_test.tsv").unlink()
        load_beir(tmp_path / "tiny")
    with pytest.raises(InvalidArgument, match="BEIR-format folder"):
        load_beir(tmp_path / "nowhere")


@pytest.mark.slow
async def test_kg_bench_beir_smoke(empty_graph: KnowledgeGraph, kg_command: list[str], test_env: dict[str, str],
                                   tmp_path: Path) -> None:
    folder = write_tiny_beir(tmp_path / "tiny")
    result = await bench_on_test_database(empty_graph, kg_command, test_env, "beir", str(folder), timeout=240)
    assert {"dataset", "queries", "documents", "embedder", "modes", "peer", "ingest_seconds"} <= set(result)
    assert (result["dataset"], result["queries"], result["documents"]) == ("tiny", 3, 6)
    assert result["peer"] == {}
    for mode in ("lexical", "semantic", "hybrid"):
        numbers = result["modes"][mode]
        assert set(numbers) >= {"ndcg@10", "recall@100", "p50_ms", "p95_ms"}
        assert numbers["recall@100"] == 1.0 and 0 < numbers["p50_ms"] <= numbers["p95_ms"]
    assert result["modes"]["lexical"]["ndcg@10"] == 1.0  # each query names its abstract's own words
    assert result["modes"]["hybrid"]["ndcg@10"] == 1.0


@pytest.mark.slow
async def test_kg_bench_beir_graph_ingests_the_corpus_and_measures_graph_mode(
        empty_graph: KnowledgeGraph, kg_command: list[str], test_env: dict[str, str], tmp_path: Path) -> None:
    folder = write_tiny_beir(tmp_path / "tiny")
    result = await bench_on_test_database(empty_graph, kg_command, test_env, "beir", str(folder), "--graph",
                                          timeout=240)
    assert result["load"] == "ingested, offline extractor" and result["peer"] == {}
    assert set(result["modes"]) == {"lexical", "semantic", "hybrid", "graph"}
    graph_mode = result["modes"]["graph"]
    assert graph_mode["recall@100"] == 1.0 and 0 < graph_mode["p50_ms"] <= graph_mode["p95_ms"]
    assert result["modes"]["lexical"]["ndcg@10"] == 1.0  # ingested documents map back to their records
    # Both loads at once measure nothing: refused with the reason.
    done = subprocess.run([*kg_command, "bench", "beir", str(folder), "--graph", "--peer", "--use-configured"],
                          env=test_env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "run them one at a time" in done.stderr
