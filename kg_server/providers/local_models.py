"""The two engines that run a local sentence-transformers model: ONNX Runtime and torch.

Both turn a batch of texts into mean-pooled (not yet normalised) vectors. `OnnxModel` needs only
onnxruntime, tokenizers, safetensors and onnx (for the one-time export into the cache directory);
`TorchModel` needs sentence-transformers and torch, installed with the `torch` extra.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import numpy as np

from kg_server.errors import EmbeddingError

# One intra-op thread for either engine. torch: measured on 2 cores, batches are as fast as with two,
# and a query embedded from an asyncio server drops from ~150 ms to ~12 ms (torch's thread pool started
# inside a running event loop spins against it). ONNX Runtime: see docs/benchmarks.md (`kg bench embed`).
THREADS = 1


def runs_per_text(kind: str, variant: str) -> bool:
    """Whether the engine embeds each text in a call of its own, so that a text's vector never depends
    on the other texts of a batch (see OnnxModel)."""
    return kind == "onnx" and variant == "int8"


class OnnxModel:
    """A model exported by `onnx_export`, tokenised by the model's own tokenizer.json. Safe to call
    from several threads at once (ONNX Runtime sessions are), which ingestion uses to keep both cores
    busy."""

    def __init__(self, model_dir: Path, onnx_file: Path, *, per_text: bool = False) -> None:
        # Dynamic int8 quantisation picks one scale per call from the whole input tensor, so a text's
        # vector would depend on the other texts (and padding) of its batch: int8 runs one text per
        # call, which makes a paragraph's vector exactly what a query of the same text gets.
        self.per_text = per_text
        try:
            import onnxruntime as ort
            from tokenizers import Tokenizer
        except ImportError as error:
            raise EmbeddingError(f"the ONNX backend needs {error.name}: pip install onnxruntime tokenizers") from None
        self.tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        # The file's own settings are not what sentence-transformers uses (all-MiniLM-L6-v2 ships a fixed
        # padding of 128): truncate at the model's max_seq_length and pad only to the batch's longest text.
        self.tokenizer.enable_truncation(max_length=_max_tokens(model_dir))
        pad_token = _pad_token(model_dir)
        pad_id = self.tokenizer.token_to_id(pad_token)
        self.tokenizer.enable_padding(pad_id=pad_id if pad_id is not None else 0, pad_token=pad_token)
        options = ort.SessionOptions()
        options.intra_op_num_threads = THREADS
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        options.log_severity_level = 3  # warnings about the graph are ours to fix, not the user's to read
        self.session = ort.InferenceSession(str(onnx_file), options, providers=["CPUExecutionProvider"])

    def encode(self, texts: list[str]) -> np.ndarray:
        if self.per_text and len(texts) > 1:
            return np.concatenate([self._run([text]) for text in texts])
        return self._run(texts)

    def _run(self, texts: list[str]) -> np.ndarray:
        encoded = self.tokenizer.encode_batch(texts)
        feed = {
            "input_ids": np.array([e.ids for e in encoded], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in encoded], dtype=np.int64),
        }
        return np.asarray(self.session.run(None, feed)[0])


class TorchModel:
    """sentence-transformers on torch, the reference the ONNX variants are measured against."""

    def __init__(self, model: str) -> None:
        # Never reach for a hub: the model is a local directory (or already cached by the user).
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")  # no "Loading weights" bar in kg's output
        try:
            import torch
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging
        except ImportError as error:
            raise EmbeddingError(
                f"KG_EMBEDDING_BACKEND=torch needs {error.name}: pip install 'kg-server[torch]' "
                "(or use the default ONNX backend, KG_EMBEDDING_BACKEND=onnx)"
            ) from None
        torch.set_num_threads(THREADS)
        self._lock = threading.Lock()
        transformers_logging.disable_progress_bar()  # no "Loading weights" bars in kg's output
        try:
            self.model = SentenceTransformer(model, device="cpu")
        except Exception as error:  # the library raises many kinds; all mean the same to a user
            raise EmbeddingError(
                f"cannot load the local embedding model from {model}: {error}. "
                "Set KG_EMBEDDING_MODEL to a local sentence-transformers model directory"
            ) from None

    def encode(self, texts: list[str]) -> np.ndarray:
        with self._lock:  # one forward pass at a time: a torch module is not documented as thread-safe
            return np.asarray(self.model.encode(texts, batch_size=len(texts), show_progress_bar=False))


def _max_tokens(model_dir: Path) -> int:
    for name, key in (("sentence_bert_config.json", "max_seq_length"), ("config.json", "max_position_embeddings")):
        try:
            return int(json.loads((model_dir / name).read_text())[key])
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return 512


def _pad_token(model_dir: Path) -> str:
    try:
        token = json.loads((model_dir / "tokenizer_config.json").read_text()).get("pad_token", "[PAD]")
    except (OSError, ValueError):
        return "[PAD]"
    return token if isinstance(token, str) else str(token.get("content", "[PAD]"))


def model_file(model_dir: Path, variant: str, cache_dir: Path) -> Path:
    from .onnx_export import cached_model

    return cached_model(model_dir, variant, cache_dir)


def load(kind: str, model_dir: str, *, variant: str, cache_dir: Path) -> Any:
    if kind == "torch":
        return TorchModel(model_dir)
    path = Path(model_dir)
    return OnnxModel(path, model_file(path, variant, cache_dir), per_text=runs_per_text(kind, variant))
