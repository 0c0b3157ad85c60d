"""Embedders: unit vectors, a query cache, and clear errors from OpenAI-compatible endpoints."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from kg_server.embeddings import LocalEmbedder, OpenAIEmbedder
from kg_server.errors import EmbeddingError
from kg_server.neo4j_local import free_port


def test_local_vectors_are_unit_norm_and_meaningful(embedder: LocalEmbedder) -> None:
    a, b, c = embedder.embed(["the supplier indemnifies us against patent lawsuits",
                              "protection from third-party intellectual property claims",
                              "the canteen opens at noon"])
    assert len(a) == embedder.dimension == 384
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-4) for v in (a, b, c))
    similar = sum(x * y for x, y in zip(a, b))
    unrelated = sum(x * y for x, y in zip(a, c))
    assert similar > unrelated + 0.2


def test_query_embeddings_are_cached(embedder: LocalEmbedder) -> None:
    first = embedder.embed_query("liability cap")
    assert embedder.embed_query("liability cap") is first


def test_the_dimension_is_known_without_loading_torch() -> None:
    code = "import sys; from kg_server.embeddings import LocalEmbedder; print(LocalEmbedder().dimension, 'torch' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert out == ["384", "False"]


def test_openai_compatible_endpoint_gives_unit_vectors(embeddings_url: str) -> None:
    embedder = OpenAIEmbedder("tiny-embed", api_key="good-key", base_url=embeddings_url)
    assert embedder.dimension == 8
    vectors = embedder.embed(["one", "three"])
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-5) for v in vectors)


def test_a_bad_key_is_named(embeddings_url: str) -> None:
    embedder = OpenAIEmbedder("tiny-embed", api_key="bad-key", base_url=embeddings_url)
    with pytest.raises(EmbeddingError, match="rejected the API key .401.; check OPENAI_API_KEY"):
        embedder.embed(["x"])


def test_an_unexpected_dimension_is_named(embeddings_url: str) -> None:
    embedder = OpenAIEmbedder("tiny-embed", api_key="good-key", base_url=embeddings_url, dimension=1536)
    with pytest.raises(EmbeddingError, match="dimension 8, expected 1536"):
        embedder.embed(["x"])


def test_an_unreachable_endpoint_is_named() -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"
    embedder = OpenAIEmbedder("tiny-embed", api_key="k", base_url=url, timeout=3)
    with pytest.raises(EmbeddingError, match=f"cannot reach the embedding endpoint {url}"):
        embedder.embed(["x"])
