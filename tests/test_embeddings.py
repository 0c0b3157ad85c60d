"""Embedders: unit vectors, a query cache, the ONNX Runtime variants against torch, and clear errors."""

from __future__ import annotations

import json
import math
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kg_server.errors import ConfigError, EmbeddingError
from kg_server.providers.embeddings import LocalEmbedder, OpenAIEmbedder
from kg_server.store.local_server import free_port


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


@pytest.mark.slow
def test_the_dimension_is_known_without_loading_torch() -> None:
    code = ("import sys; from kg_server.providers.embeddings import LocalEmbedder; "
            "print(LocalEmbedder().dimension, 'torch' in sys.modules)")
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


# --- the ONNX Runtime backend --------------------------------------------------------------------
TEXTS = [
    "the supplier indemnifies us against patent lawsuits",
    "protection",
    "The canteen opens at noon. " * 80,  # far beyond the model's 256 tokens: truncated the same way
]


@pytest.fixture(scope="module")
def torch_vectors() -> list[list[float]]:
    return LocalEmbedder(backend="torch", variant="fp32").embed(TEXTS)


def cosines(a: list[list[float]], b: list[list[float]]) -> list[float]:
    return [sum(x * y for x, y in zip(u, v)) for u, v in zip(a, b)]


@pytest.mark.slow
def test_onnx_fp32_gives_the_torch_vectors(tmp_path: Path, torch_vectors: list[list[float]]) -> None:
    fp32 = LocalEmbedder(backend="onnx", variant="fp32", cache_dir=tmp_path)
    batched = fp32.embed(TEXTS)  # one padded batch
    assert all(c > 0.99999 for c in cosines(batched, torch_vectors))
    alone = [fp32.embed([t])[0] for t in TEXTS]
    assert max(abs(x - y) for u, v in zip(alone, batched) for x, y in zip(u, v)) < 1e-5  # padding is masked
    exported = list((tmp_path / "onnx").rglob("*.onnx"))
    assert [p.name for p in exported] == ["model-fp32.onnx"]


@pytest.mark.slow
def test_onnx_int8_is_close_and_independent_of_the_batch(tmp_path: Path, torch_vectors: list[list[float]]) -> None:
    int8 = LocalEmbedder(backend="onnx", variant="int8", cache_dir=tmp_path)
    batched = int8.embed(TEXTS)
    assert all(0.98 < c < 0.99999 for c in cosines(batched, torch_vectors))  # quantised, not the same model
    assert [int8.embed([t])[0] for t in TEXTS] == batched  # one scale per text, whatever the batch
    written = {p.name: p.stat().st_mtime_ns for p in (tmp_path / "onnx").rglob("*.onnx")}
    assert set(written) == {"model-fp32.onnx", "model-int8.onnx"}
    LocalEmbedder(variant="int8", cache_dir=tmp_path).embed(["again"])  # a second process reuses the export
    assert {p.name: p.stat().st_mtime_ns for p in (tmp_path / "onnx").rglob("*.onnx")} == written


@pytest.mark.slow
def test_two_exports_at_once_leave_each_others_files_alone(tmp_path: Path) -> None:
    # The quantiser writes a shape-inferred copy beside the model it reads, under a fixed name, then
    # deletes it: a second process exporting at the same moment (two test workers on a fresh cache) lost
    # its copy and failed. Here the other process's copy is in place first, and must still be there.
    LocalEmbedder(backend="onnx", variant="fp32", cache_dir=tmp_path).embed(["first"])
    fp32 = next((tmp_path / "onnx").rglob("model-fp32.onnx"))
    theirs = fp32.with_name("model-fp32-inferred.onnx")
    theirs.write_bytes(b"another process's copy")
    LocalEmbedder(backend="onnx", variant="int8", cache_dir=tmp_path).embed(["second"])
    assert theirs.read_bytes() == b"another process's copy"
    assert sorted(p.name for p in fp32.parent.iterdir()) == ["model-fp32-inferred.onnx", "model-fp32.onnx",
                                                             "model-int8.onnx"]


@pytest.mark.slow
def test_the_onnx_backend_runs_without_torch(tmp_path: Path) -> None:
    code = (
        "import sys; from pathlib import Path; from kg_server.providers.embeddings import LocalEmbedder; "
        f"v = LocalEmbedder(cache_dir=Path({str(tmp_path)!r})).embed(['liability cap'])[0]; "
        "print(len(v), any(m == 'torch' or m.startswith(('torch.', 'transformers', 'sentence_transformers')) "
        "for m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["384", "False"]
    assert "Loading weights" not in done.stderr and "it/s" not in done.stderr


def test_bad_backend_and_variant_combinations_are_named() -> None:
    with pytest.raises(ConfigError, match="int8 variant runs in ONNX Runtime only"):
        LocalEmbedder(backend="torch", variant="int8")
    with pytest.raises(
        ConfigError, match="KG_EMBEDDING_VARIANT needs fixing: unknown variant 'fp16'; use one of: fp32, int8"
    ):
        LocalEmbedder(variant="fp16")
    with pytest.raises(ConfigError, match="KG_EMBEDDING_BACKEND needs fixing: unknown backend"):
        LocalEmbedder(backend="tensorflow")


@pytest.mark.slow
def test_a_model_onnx_cannot_run_says_to_use_torch(tmp_path: Path) -> None:
    model = tmp_path / "other-model"
    shutil.copytree(LocalEmbedder().path, model)
    config = json.loads((model / "config.json").read_text())
    (model / "config.json").write_text(json.dumps({**config, "model_type": "mpnet"}))
    with pytest.raises(EmbeddingError, match="only BERT-architecture models.*KG_EMBEDDING_BACKEND=torch"):
        LocalEmbedder(str(model), cache_dir=tmp_path / "cache").embed(["x"])


@pytest.mark.slow
def test_an_unusable_cache_directory_is_named(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    with pytest.raises(EmbeddingError, match="check KG_CACHE_DIR"):
        LocalEmbedder(cache_dir=blocker / "cache").embed(["x"])
