"""A sentence-transformers BERT model as an ONNX graph, built from its safetensors weights without torch.

The graph computes exactly what the model's torch path computes (BERT encoder, then mean pooling over
the attention mask), so its fp32 vectors agree with sentence-transformers' to float rounding. Writing it
from the weights with `onnx.helper` keeps torch out of the picture entirely: a machine that only serves
queries needs ONNX Runtime, `onnx`, `tokenizers` and `safetensors`, not a multi-gigabyte torch install.

The int8 variant is the fp32 graph with ONNX Runtime's dynamic quantisation applied to the weight
matrices (weights stored as int8, activations quantised per call); the attention products between two
activations stay in fp32. Models are written once into the cache directory and reused.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Any

import numpy as np

from kg_server.errors import EmbeddingError

VARIANTS = ("fp32", "int8")
# Bumped whenever the graph this module writes changes, so stale cached models are not reused.
EXPORT_VERSION = 1
OPSET = 17  # LayerNormalization is an ONNX operator from opset 17 on


def supports(model_dir: Path) -> str | None:
    """None when the model can be exported here, otherwise why not (for the error message)."""
    try:
        config = json.loads((model_dir / "config.json").read_text())
        modules = json.loads((model_dir / "modules.json").read_text())
        pooling = json.loads((model_dir / "1_Pooling" / "config.json").read_text())
    except (OSError, ValueError) as error:
        return f"it is not a sentence-transformers model directory ({error})"
    if config.get("model_type") != "bert" or config.get("position_embedding_type", "absolute") != "absolute":
        return f"only BERT-architecture models are exported (this one is {config.get('model_type')!r})"
    if config.get("hidden_act") != "gelu":
        return f"only the exact GELU activation is supported (this model uses {config.get('hidden_act')!r})"
    if not pooling.get("pooling_mode_mean_tokens") or any(
        pooling.get(k)
        for k in ("pooling_mode_cls_token", "pooling_mode_max_tokens", "pooling_mode_mean_sqrt_len_tokens")
    ):
        return "only mean pooling is supported"
    kinds = [m.get("type", "").rsplit(".", 1)[-1] for m in modules]
    if kinds not in (["Transformer", "Pooling"], ["Transformer", "Pooling", "Normalize"]):
        return f"only Transformer + Pooling (+ Normalize) pipelines are supported, not {kinds}"
    if not (model_dir / "model.safetensors").is_file() or not (model_dir / "tokenizer.json").is_file():
        return "it has no model.safetensors or tokenizer.json"
    return None


def cached_model(model_dir: Path, variant: str, cache_dir: Path) -> Path:
    """The exported model for `variant`, written into `cache_dir` the first time it is asked for."""
    if variant not in VARIANTS:
        raise EmbeddingError(f"unknown embedding variant {variant!r}; use one of: {', '.join(VARIANTS)}")
    reason = supports(model_dir)
    if reason:
        raise EmbeddingError(
            f"cannot run {model_dir} in ONNX Runtime: {reason}; "
            "set KG_EMBEDDING_BACKEND=torch and KG_EMBEDDING_VARIANT=fp32 to run it in torch"
        )
    target = cache_dir / "onnx" / _cache_key(model_dir) / f"model-{variant}.onnx"
    if target.is_file():
        return target
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise EmbeddingError(f"cannot create {target.parent} for the ONNX model: {error}; check KG_CACHE_DIR") from None
    if variant == "fp32":
        _write_atomically(target, lambda path: _save(build_graph(model_dir), path))
    else:
        fp32 = cached_model(model_dir, "fp32", cache_dir)
        _write_atomically(target, lambda path: quantise(fp32, path))
    return target


def _cache_key(model_dir: Path) -> str:
    """Which weights, which export: a different model, or newer weights in place, get their own folder."""
    weights = (model_dir / "model.safetensors").stat()
    seed = f"{model_dir.resolve()}|{weights.st_size}|{weights.st_mtime_ns}|v{EXPORT_VERSION}"
    return f"{model_dir.name}-{hashlib.sha256(seed.encode()).hexdigest()[:12]}"


def _write_atomically(target: Path, write: Any) -> None:
    """Several processes may export at once (a server and a `kg ingest`): each writes its own temporary
    file and renames it into place, so a reader never sees half a model."""
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.stem}-", suffix=".onnx")
    os.close(handle)
    try:
        write(Path(temporary))
        os.replace(temporary, target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise EmbeddingError(f"cannot write the ONNX model to {target}: {error}; check KG_CACHE_DIR") from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _save(model: Any, path: Path) -> None:
    import onnx

    onnx.save_model(model, str(path))


def quantise(fp32: Path, int8: Path) -> None:
    """Dynamic int8 quantisation of the weight matrices: the projections (MatMul) and the fused
    attention's QKV projection; attention scores themselves are computed in fp32."""
    from onnx import TensorProto
    from onnxruntime.quantization import QuantType, quantize_dynamic

    logging.disable(logging.WARNING)  # the quantiser's advice to pre-process is for static quantisation
    # The quantiser writes its shape-inferred copy beside its input, under a fixed name, and deletes it:
    # two processes exporting at once (two test workers, a server and a `kg ingest`) would delete each
    # other's. Each reads the model through a link in a folder of its own.
    with tempfile.TemporaryDirectory(dir=int8.parent, prefix=".quantise-") as private:
        source = Path(private) / fp32.name
        source.symlink_to(fp32.resolve())
        try:
            quantize_dynamic(str(source), str(int8), weight_type=QuantType.QInt8, per_channel=True,
                             op_types_to_quantize=["MatMul", "Attention"],
                             # ONNX's shape inference cannot type the outputs of com.microsoft operators
                             extra_options={"DefaultTensorType": TensorProto.FLOAT})
        finally:
            logging.disable(logging.NOTSET)


class _Graph:
    """Collects nodes and initialisers; every helper returns its output's name."""

    def __init__(self) -> None:
        self.nodes: list[Any] = []
        self.initializers: list[Any] = []
        self._count = 0

    def constant(self, name: str, value: np.ndarray) -> str:
        from onnx import numpy_helper

        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(value), name))
        return name

    def op(self, op_type: str, *inputs: str, name: str | None = None, **attributes: Any) -> str:
        from onnx import helper

        self._count += 1
        node_name = name or f"{op_type}_{self._count}"
        output = f"{node_name}_out"
        self.nodes.append(helper.make_node(op_type, list(inputs), [output], name=node_name, **attributes))
        return output


def build_graph(model_dir: Path) -> Any:
    """input_ids, attention_mask (int64, [batch, tokens]) -> sentence_embedding (float32, [batch, hidden])."""
    from onnx import TensorProto, helper
    from safetensors.numpy import load_file

    config = json.loads((model_dir / "config.json").read_text())
    weights = {_short(k): v.astype(np.float32) for k, v in load_file(str(model_dir / "model.safetensors")).items()}
    hidden, heads = int(config["hidden_size"]), int(config["num_attention_heads"])
    eps = float(config.get("layer_norm_eps", 1e-12))
    g = _Graph()

    def w(name: str) -> str:
        return g.constant(name, weights[name])

    def matmul(x: str, prefix: str, name: str) -> str:
        # torch stores Linear weights as [out, in]: x @ W.T (the bias is added by the next fused operator)
        return g.op("MatMul", x, g.constant(f"{prefix}.weight_t", weights[f"{prefix}.weight"].T), name=name)

    def skip_layer_norm(x: str, skip: str, linear: str, norm: str) -> str:
        return g.op("SkipLayerNormalization", x, skip, w(f"{norm}.weight"), w(f"{norm}.bias"), w(f"{linear}.bias"),
                    domain="com.microsoft", epsilon=eps)

    def layer_norm(x: str, prefix: str) -> str:
        return g.op("LayerNormalization", x, w(f"{prefix}.weight"), w(f"{prefix}.bias"), axis=-1, epsilon=eps)

    # Embeddings: words + positions + token type 0 (one sentence per input, as sentence-transformers feeds it).
    positions = weights["embeddings.position_embeddings.weight"] + weights["embeddings.token_type_embeddings.weight"][0]
    g.constant("positions", positions)
    length = g.op("Slice", g.op("Shape", "input_ids"), g.constant("one", np.array([1], dtype=np.int64)),
                  g.constant("two", np.array([2], dtype=np.int64)))
    position_rows = g.op("Slice", "positions", g.constant("zero", np.array([0], dtype=np.int64)), length,
                         g.constant("axis0", np.array([0], dtype=np.int64)))
    x = g.op("Add", g.op("Gather", w("embeddings.word_embeddings.weight"), "input_ids"), position_rows)
    x = layer_norm(x, "embeddings.LayerNorm")

    # ONNX Runtime's fused transformer operators (com.microsoft): one QKV projection and attention
    # kernel per layer, residual + LayerNorm in one step, bias + GELU in one step. Padding is masked
    # inside Attention from the raw attention mask.
    mask = g.op("Cast", "attention_mask", to=TensorProto.FLOAT)
    mask_index = g.op("Cast", "attention_mask", to=TensorProto.INT32)
    for layer in range(int(config["num_hidden_layers"])):
        p = f"encoder.layer.{layer}"
        parts = [f"{p}.attention.self.{part}" for part in ("query", "key", "value")]
        qkv_weight = g.constant(f"{p}.qkv.weight_t", np.concatenate([weights[f"{n}.weight"].T for n in parts], axis=1))
        qkv_bias = g.constant(f"{p}.qkv.bias", np.concatenate([weights[f"{n}.bias"] for n in parts]))
        context = g.op("Attention", x, qkv_weight, qkv_bias, mask_index, name=f"l{layer}_attention",
                       domain="com.microsoft", num_heads=heads)
        x = skip_layer_norm(matmul(context, f"{p}.attention.output.dense", f"l{layer}_attention_out"), x,
                            f"{p}.attention.output.dense", f"{p}.attention.output.LayerNorm")
        inner = g.op("BiasGelu", matmul(x, f"{p}.intermediate.dense", f"l{layer}_intermediate"),
                     w(f"{p}.intermediate.dense.bias"), domain="com.microsoft")
        x = skip_layer_norm(matmul(inner, f"{p}.output.dense", f"l{layer}_output"), x, f"{p}.output.dense",
                            f"{p}.output.LayerNorm")

    # Mean pooling over real tokens.
    weights_3d = g.op("Unsqueeze", mask, g.constant("last_axis", np.array([-1], dtype=np.int64)))
    summed = g.op("ReduceSum", g.op("Mul", x, weights_3d), g.constant("token_axis", np.array([1], dtype=np.int64)),
                  keepdims=0)
    counts = g.op("ReduceSum", weights_3d, "token_axis", keepdims=0)
    counts = g.op("Max", counts, g.constant("tiny", np.array(1e-9, dtype=np.float32)))
    pooled = g.op("Div", summed, counts, name="sentence_embedding")

    graph = helper.make_graph(
        g.nodes, "sentence_embedding",
        [helper.make_tensor_value_info("input_ids", TensorProto.INT64, ["batch", "tokens"]),
         helper.make_tensor_value_info("attention_mask", TensorProto.INT64, ["batch", "tokens"])],
        [helper.make_tensor_value_info(pooled, TensorProto.FLOAT, ["batch", hidden])],
        initializer=g.initializers,
    )
    model = helper.make_model(graph, producer_name="kg-server",
                              opset_imports=[helper.make_opsetid("", OPSET), helper.make_opsetid("com.microsoft", 1)])
    model.ir_version = 9  # readable by every ONNX Runtime that knows opset 20
    return model


def _short(name: str) -> str:
    """Weights may be saved with or without the `bert.` prefix."""
    return name.removeprefix("bert.")
