"""The `kg` command as a user runs it: clear output, masked secrets, clear errors, right exit codes."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from kg_server.graph import KnowledgeGraph


def kg(kg_command: list[str], env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*kg_command, *args], env=env, capture_output=True, text=True, timeout=600, cwd=cwd)


def test_config_masks_secrets_and_reads_dotenv(kg_command: list[str], test_env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("KG_API_TOKEN=super-secret-token\nKG_PUBLIC_URL=https://kg.example.org/\n")
    env = {**test_env, "OPENAI_API_KEY": "sk-very-secret"}
    result = kg(kg_command, env, "config", cwd=tmp_path)
    assert result.returncode == 0
    assert "super-secret-token" not in result.stdout and "sk-very-secret" not in result.stdout
    assert test_env["NEO4J_PASSWORD"] not in result.stdout
    lines = dict(line.split(None, 1) for line in result.stdout.splitlines())
    assert lines["KG_API_TOKEN"] == "******** (set)"
    assert lines["OPENAI_API_KEY"] == "******** (set)"
    assert lines["KG_PUBLIC_URL"] == "https://kg.example.org"
    assert lines["NEO4J_URI"] == test_env["NEO4J_URI"]


def test_invalid_settings_are_named(kg_command: list[str], test_env: dict[str, str]) -> None:
    result = kg(kg_command, {**test_env, "KG_EMBEDDING_PROVIDER": "magic"}, "config")
    assert result.returncode == 2
    assert "KG_EMBEDDING_PROVIDER" in result.stderr and "Traceback" not in result.stderr


async def test_init_demo_data_stats_and_export(graph: KnowledgeGraph, kg_command: list[str], test_env: dict[str, str],
                                               tmp_path: Path) -> None:
    assert kg(kg_command, test_env, "init").returncode == 0
    loaded = kg(kg_command, test_env, "demo-data")
    assert loaded.returncode == 0, loaded.stderr
    assert "imported procurement.bundle.json: 15 documents" in loaded.stdout
    stats = kg(kg_command, test_env, "stats", "--json")
    data = json.loads(stats.stdout)
    assert data["documents"] == 15 and data["concepts"] >= 40 and data["neo4j_version"].startswith("5.26.")
    assert data["embedding_model"] == "all-MiniLM-L6-v2" and data["embedding_dimension"] == 384
    human = kg(kg_command, test_env, "stats").stdout
    assert "index concept_embedding: vector online" in human
    out = tmp_path / "graph.jsonl"
    exported = kg(kg_command, test_env, "export", str(out), "--no-embeddings")
    assert exported.returncode == 0 and out.exists()
    assert '"embedding"' not in out.read_text()


def test_unreachable_neo4j_is_one_clear_line(kg_command: list[str], test_env: dict[str, str]) -> None:
    from kg_server.neo4j_local import free_port

    env = {**test_env, "NEO4J_URI": f"bolt://127.0.0.1:{free_port()}"}
    result = kg(kg_command, env, "stats")
    assert result.returncode == 3
    assert result.stderr.startswith("kg: cannot reach Neo4j at bolt://127.0.0.1:")
    assert "kg neo4j start" in result.stderr and "Traceback" not in result.stderr


def test_wrong_password_is_named(kg_command: list[str], test_env: dict[str, str]) -> None:
    result = kg(kg_command, {**test_env, "NEO4J_PASSWORD": "not-the-password"}, "stats")
    assert result.returncode == 3
    assert "rejected user 'neo4j'" in result.stderr and "NEO4J_PASSWORD" in result.stderr
    assert "not-the-password" not in result.stderr


def test_import_usage_errors(kg_command: list[str], test_env: dict[str, str], tmp_path: Path) -> None:
    no_file = kg(kg_command, test_env, "import")
    assert no_file.returncode == 2 and "needs a FILE" in no_file.stderr
    missing = kg(kg_command, test_env, "import", str(tmp_path / "nope.json"))
    assert missing.returncode == 2 and "no bundle file at" in missing.stderr


def test_claude_config_points_at_kg_mcp(kg_command: list[str], test_env: dict[str, str]) -> None:
    result = kg(kg_command, test_env, "claude-config")
    entry = json.loads(result.stdout)["mcpServers"]["kg-server"]
    assert entry["args"] == ["mcp"] and entry["command"].endswith("kg")
    assert entry["env"]["NEO4J_URI"] == test_env["NEO4J_URI"]
    assert test_env["NEO4J_PASSWORD"] not in result.stdout
