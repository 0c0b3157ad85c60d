"""`kg bench code --scale` on a tiny repository: the SCIP index read from its wire format, the settings a
`kg ingest` process is handed, the lines counted, and the whole benchmark end to end (the real
basedpyright, the real scip-python, a real `kg ingest` process SIGKILLed midway, real Neo4j)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from textwrap import dedent

import pytest

from kg_bench import code_interrupt, code_scale, code_scip
from kg_server.config import Settings
from kg_server.service import KnowledgeGraph
from tests.bench.test_bench_code import SHAPES, _write
from tests.helpers.graphs import MARKER
from tests.helpers.processes import KgRun


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte, value = value & 0x7F, value >> 7
        out.append(byte | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _message(number: int, payload: bytes) -> bytes:
    return _varint(number << 3 | 2) + _varint(len(payload)) + payload


def _occurrence(symbol: str, roles: int) -> bytes:
    packed_range = _message(1, b"".join(_varint(n) for n in (3, 4, 9)))
    return packed_range + _message(2, symbol.encode()) + (_varint(3 << 3) + _varint(roles) if roles else b"")


def test_a_scip_index_is_read_from_its_wire_format(tmp_path: Path) -> None:
    document = (_message(1, b"src/a.py") + _varint(4 << 3) + _varint(7)  # a varint field among them
                + _message(2, _occurrence("scip-python python shapes 0 a/area().", 1))
                + _message(2, _occurrence("scip-python python shapes 0 a/area().", 8))  # a read
                + _message(2, _occurrence("local 0", 1))
                + _message(3, _message(1, b"scip-python python shapes 0 a/area().")))
    index = tmp_path / "index.scip"
    index.write_bytes(_message(1, _message(2, b"scip-python")) + _message(2, document) + _message(2, b"")
                      + _message(3, _message(1, b"external")))
    assert code_scip.read_index(index) == {"documents": 2, "occurrences": 3, "definitions": 1,
                                           "local_definitions": 1, "symbols": 1}
    (tmp_path / "broken.scip").write_bytes(b"\x0f\x00")
    with pytest.raises(ValueError, match="not a SCIP index"):
        code_scip.read_index(tmp_path / "broken.scip")


def test_a_kg_process_is_handed_the_same_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    chosen = Settings(_env_file=None, neo4j_uri="bolt://127.0.0.1:7999", neo4j_password="elsewhere",  # type: ignore[call-arg]
                      neo4j_gds=False, watch=["/a", "/b"], embedding_variant="fp32")
    monkeypatch.setenv("NEO4J_URI", "bolt://the-callers-own:7687")
    env = code_interrupt.settings_env(chosen)
    assert env["NEO4J_URI"] == "bolt://127.0.0.1:7999" and env["NEO4J_PASSWORD"] == "elsewhere"
    assert "OPENAI_API_KEY" not in env  # None: left unset, the default applies
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert Settings(_env_file=None) == chosen  # type: ignore[call-arg]


def test_code_lines_count_what_the_ingest_reads_and_the_kill_finds_its_stage(tmp_path: Path) -> None:
    root = _write(tmp_path / "repo", {**SHAPES, "node_modules/x/index.ts": "export const x = 1;\n",
                                      "web/app.ts": "export const y = 2;\nexport const z = 3;"})
    counted = code_scale.code_lines(root)
    python = sum(dedent(text).count("\n") for name, text in SHAPES.items() if name.endswith(".py"))
    assert counted == {"files": 6, "lines": python + 2, "lines_per_language": {"python": python, "typescript": 2}}
    assert code_scale.rates({"seconds": 4.0, "symbols": 10}, 100) == {"lines_per_second": 25.0,
                                                                     "symbols_per_second": 2.5}
    missing = {"indexer": "scip-python", "version": "0.6.6", "ran": False, "error": "not installed: no npm found"}
    assert code_scale.reference_line(missing) == "scip-python 0.6.6: DID NOT RUN: not installed: no npm found"
    stages = {"setup": {"seconds": 2.0}, "reading code": {"seconds": 5.0}, "writing": {"seconds": 1.0}}
    assert code_interrupt.stage_at(stages, 1.9) == "setup"
    assert code_interrupt.stage_at(stages, 6.5) == "reading code"
    assert code_interrupt.stage_at(stages, 9.0) is None


@pytest.mark.slow
@pytest.mark.timeout(1500)
async def test_kg_bench_code_scale_on_a_tiny_repository(empty_graph: KnowledgeGraph, tmp_path: Path,
                                                        kg_run: KgRun) -> None:
    repository = _write(tmp_path / "shapes-repo", SHAPES)
    try:
        ran = await asyncio.to_thread(  # `kg bench` runs its own event loop
            kg_run, "bench", "code", str(repository), "--scale", "--kill-at", "0.05", "--use-configured", "--json")
    finally:  # the benchmark empties the database before the killed ingest, the suite's mark too
        await empty_graph.db.run_auto("MATCH (n) DETACH DELETE n")
        await empty_graph.db.run_auto(f"CREATE (:{MARKER})")
    assert ran.returncode == 0, ran.stderr
    result = json.loads(ran.stdout.strip().split("\n")[-1])
    assert (repository / "src/shapes/paint.py").read_text(encoding="utf-8") == dedent(
        SHAPES["src/shapes/paint.py"])  # the benchmark ran on copies
    lines = sum(dedent(text).count("\n") for name, text in SHAPES.items() if name.endswith(".py"))
    assert result["scale"] and result["code"] == {"files": 5, "lines": lines, "lines_per_language": {"python": lines}}
    ingest = result["ingest"]
    assert ingest["files"] == ingest["files_read"] == 5 and ingest["symbols"] > 10 and ingest["uses"] > 5
    assert ingest["seconds"] > 0 and all(ingest["cpu_seconds"][part] > 0 for part in ("process", "servers"))
    memory = ingest["memory"]  # the model is loaded; basedpyright runs on Node; the suite's Neo4j is not counted
    assert memory["kg_mb"] > 100 and 50 < memory["servers_mb"] < 600, memory
    assert result["rates"] == {"lines_per_second": round(lines / ingest["seconds"], 1),
                               "symbols_per_second": round(ingest["symbols"] / ingest["seconds"], 1)}
    reingest = result["reingest"]
    assert reingest["files_read"] == 1 and reingest["seconds"] > 0 and reingest["document"].startswith("src/shapes/")

    interrupted = result["interrupted"]
    assert interrupted["was_killed"], result["summary"]  # a twentieth of the first ingest's time: midway
    assert interrupted["killed"]["returncode"] == -9 and interrupted["killed"]["servers_left"] == 0
    assert interrupted["kill_in_stage"] in ingest["stages"]
    assert interrupted["at_kill"]["code_files"] <= 5
    assert interrupted["again_files"] == 5
    assert interrupted["resumed"] == (interrupted["again_files_read"] < 5)
    assert interrupted["same_as_uninterrupted"], interrupted["compared"]
    assert ("it resumed" if interrupted["resumed"] else "NOT RESUMED") in result["summary"]

    [reference] = result["reference"]
    assert reference["indexer"] == "scip-python" and reference["version"] == "0.6.6"
    assert reference["ran"], reference.get("error")
    assert reference["documents"] == 5 and reference["definitions"] >= 10 and reference["lines"] == lines
    assert reference["seconds"] > 0 and reference["cpu_seconds"] > 0 and reference["peak_mb"] > 50
    assert "reference: scip-python 0.6.6: " in result["summary"] and "accuracy: not measured" in result["summary"]
