"""`kg bench embed`: a small run of the real command (the benchmark itself is never part of the suite)."""

from __future__ import annotations

import json
import os
import subprocess

import pytest


@pytest.fixture(scope="module")
def env() -> dict[str, str]:
    """No Neo4j needed; the user's own KG_* settings must not change what runs."""
    return {k: v for k, v in os.environ.items() if not k.startswith(("NEO4J_", "KG_", "OPENAI_"))}


@pytest.mark.slow
def test_kg_bench_embed_compares_the_onnx_variants(kg_command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run(
        [
            *kg_command,
            "bench",
            "embed",
            "--variants",
            "onnx-fp32,onnx-int8",
            "--limit",
            "4",
            "--queries",
            "12",
            "--json",
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["reference"] == "onnx-fp32" and result["texts"] == {"sample": result["texts"]["sample"]}
    assert result["texts"]["sample"]["count"] == 4 and result["queries"] == 12
    fp32, int8 = result["variants"]["onnx-fp32"], result["variants"]["onnx-int8"]
    for variant in (fp32, int8):
        assert 0 < variant["query_ms"]["p50"] <= variant["query_ms"]["p95"]
        assert variant["sample"]["one_at_a_time_per_s"] > 0 and variant["sample"]["sorted_batches_per_s"] > 0
    assert fp32["cosine_to_reference"] is None
    assert 0.98 < int8["cosine_to_reference"]["sample"]["min"] < 1.0
    assert "onnx-int8" in result["summary"] and "cosine to onnx-fp32" in result["summary"]


@pytest.mark.slow
def test_an_unknown_variant_is_named(kg_command: list[str], env: dict[str, str]) -> None:
    done = subprocess.run([*kg_command, "bench", "embed", "--variants", "onnx-fp16"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "unknown variant(s) onnx-fp16; use: torch, onnx-fp32, onnx-int8" in done.stderr
    assert "Traceback" not in done.stderr
