"""`kg bench scale`'s synthetic graph: realistic shape, consistent records, the same on every call."""

from __future__ import annotations

import json
import subprocess

import numpy as np
import pytest

from kg_bench.scale import run_scale_bench
from kg_bench.scale_graph import FakeVectors, ScaleGraph, word_list
from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import MARKER, wipe


@pytest.fixture(scope="module")
def graph() -> ScaleGraph:
    return ScaleGraph(4000, word_list())


def test_words_come_from_a_real_word_list() -> None:
    words = word_list()
    assert len(words) > 15_000 and {"protein", "contract", "river"} <= set(words)


def test_degrees_follow_a_power_law(graph: ScaleGraph) -> None:
    relationships = graph.relationships()
    degree = np.zeros(graph.concepts, dtype=np.int64)
    for pairs in relationships.values():
        assert (pairs[:, 0] != pairs[:, 1]).all()
        np.add.at(degree, pairs.ravel(), 1)
    assert sum(len(p) for p in relationships.values()) == 3 * graph.concepts
    assert degree.max() > 100 * np.median(degree)  # hubs, and a long tail of small degrees
    assert graph.most_connected(relationships, 1) == [int(np.argmax(degree))]


def test_every_quote_is_verbatim_in_its_paragraph(graph: ScaleGraph) -> None:
    texts = {row["source_id"]: row["text"] for rows in graph.source_batches() for row in rows}
    quotes = [row for rows in graph.instance_batches() for row in rows]
    assert len(quotes) == graph.concepts and len(texts) == graph.sources
    assert all(quote["quote"] in texts[quote["source_id"]] for quote in quotes)
    assert graph.concept_rows(10, 12) == graph.concept_rows(10, 12)


@pytest.mark.slow
def test_fake_vectors_keep_similar_labels_close(graph: ScaleGraph, embedder: LocalEmbedder) -> None:
    vectors = FakeVectors(graph, embedder, lambda _: None)(0, 400, [])
    assert vectors.shape == (400, embedder.dimension)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    words = [set(graph.label_words[i]) for i in range(400)]
    first = max(range(400), key=lambda i: sum(1 for other in words if other & words[i]))
    shared = [i for i in range(400) if i != first and words[i] & words[first]]
    other = [i for i in range(400) if not words[i] & words[first]]
    assert len(shared) >= 5  # frequent words are shared by many labels (Zipf's law)
    # concepts sharing a label word lie closer than the rest, on average
    assert (vectors[shared] @ vectors[first]).mean() > (vectors[other] @ vectors[first]).mean() + 0.1


def test_a_million_concepts_need_fake_vectors() -> None:
    with pytest.raises(InvalidArgument, match="--fake-vectors"):
        run_scale_bench(Settings(_env_file=None), concepts=1_000_000, fake_vectors=False, log=lambda _: None)  # type: ignore[call-arg]


@pytest.mark.slow
@pytest.mark.timeout(900)
async def test_kg_bench_scale_smoke(
    empty_graph: KnowledgeGraph, kg_command: list[str], test_env: dict[str, str]
) -> None:
    """The whole command on a small graph, through a real `kg serve`: the JSON has every measurement."""
    await empty_graph.db.run_auto(f"MATCH (m:{MARKER}) DELETE m")  # the benchmark wants an empty database
    try:
        done = subprocess.run([*kg_command, "bench", "scale", "--concepts", "500", "--queries", "5", "--clients", "2",
                               "--json", "--use-configured"], env=test_env, capture_output=True, text=True, timeout=840)
    finally:
        await empty_graph.db.run_auto(f"CREATE (:{MARKER})")
        await wipe(empty_graph)  # the synthetic graph goes, the marker stays
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert (result["concepts"], result["paragraphs"], result["documents"]) == (500, 50, 5)
    assert result["relationships"] == 1500 and result["vectors"].startswith("real")
    for key in ("search_1_client", "find_connections", "find_related_depth_2", "find_related_depth_3", "api_viz"):
        assert 0 < result[key]["p50"] <= result[key]["p95"] <= result[key]["p99"], key
    assert result["search_concurrent"]["clients"] == 2 and result["search_concurrent"]["calls_per_second"] > 0
    assert result["api_viz"]["nodes"] > 0 and result["resident_memory"]["kg_serve_mb"] > 0
