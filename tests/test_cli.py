"""The `kg` command as a user runs it (in this process): clear output, masked secrets, clear errors,
right exit codes."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

from kg_server.service import KnowledgeGraph
from tests.helpers.graphs import MARKER
from tests.helpers.processes import KgRun, Ran


def test_config_masks_secrets_and_reads_dotenv(kg_run: KgRun, test_env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / ".env").write_text("KG_API_TOKEN=super-secret-token\nKG_PUBLIC_URL=https://kg.example.org/\n")
    # KG_PUBLIC_URL unset in the environment (the suite sets one), so the .env value applies.
    result = kg_run("config", env={"OPENAI_API_KEY": "sk-very-secret", "KG_PUBLIC_URL": None}, cwd=tmp_path)
    assert result.returncode == 0
    assert "super-secret-token" not in result.stdout and "sk-very-secret" not in result.stdout
    assert test_env["NEO4J_PASSWORD"] not in result.stdout
    lines = dict(line.split(None, 1) for line in result.stdout.splitlines())
    assert lines["KG_API_TOKEN"] == "******** (set)"
    assert lines["OPENAI_API_KEY"] == "******** (set)"
    assert lines["KG_PUBLIC_URL"] == "https://kg.example.org"
    assert lines["NEO4J_URI"] == test_env["NEO4J_URI"]


def test_invalid_settings_are_named(kg_run: KgRun) -> None:
    result = kg_run("config", env={"KG_EMBEDDING_PROVIDER": "magic"})
    assert result.returncode == 2
    assert "server setting KG_EMBEDDING_PROVIDER needs fixing: KG_EMBEDDING_PROVIDER='magic'" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_misconfigured_embedder_names_the_setting(kg_run: KgRun) -> None:
    result = kg_run("search", "liability", env={"KG_EMBEDDING_PROVIDER": "openai"})
    assert result.returncode == 2
    assert result.stderr.startswith("kg: server setting KG_EMBEDDING_PROVIDER needs fixing")
    assert "OPENAI_API_KEY" in result.stderr


async def test_init_demo_data_stats_search_and_export(graph: KnowledgeGraph, kg_run: KgRun, tmp_path: Path) -> None:
    async def kg(*args: str) -> Ran:
        return await asyncio.to_thread(kg_run, *args)

    assert (await kg("init")).returncode == 0
    loaded = await kg("demo-data")
    assert loaded.returncode == 0, loaded.stderr
    assert "imported procurement.bundle.json: 15 documents" in loaded.stdout
    data = json.loads((await kg("stats", "--json")).stdout)
    assert data["documents"] == 15 and data["concepts"] >= 40 and data["neo4j_version"].startswith("5.26.")
    assert data["embedding_model"] == "all-MiniLM-L6-v2" and data["embedding_dimension"] == 384
    human = (await kg("stats")).stdout
    assert "index concept_embedding: vector online" in human

    found = await kg("search", "who", "pays", "for", "IP", "claims", "--limit", "3", "--json")
    assert found.returncode == 0 and len(json.loads(found.stdout)["results"]) == 3
    assert "Loading weights" not in found.stdout + found.stderr
    bad = await kg("search", "cap", "--limit", "0")
    assert bad.returncode == 2 and "limit must be a whole number from 1 to 50" in bad.stderr
    link = await kg("viz", "--center", "uncapped-ip-indemnity", "--depth", "2")
    assert link.returncode == 0 and "/viz/" in link.stdout
    too_deep = await kg("viz", "--depth", "4")
    assert too_deep.returncode == 2 and "depth must be a whole number from 0 to 3" in too_deep.stderr

    out = tmp_path / "graph.jsonl"
    exported = await kg("export", str(out), "--no-embeddings")
    assert exported.returncode == 0 and out.exists()
    assert '"embedding"' not in out.read_text()


@pytest.mark.slow
async def test_remove_names_documents_like_the_tools(sample_graph: KnowledgeGraph, kg_run: KgRun) -> None:
    # Two documents whose file names are the same: their stem alone is ambiguous.
    await sample_graph.db.run_auto(
        "UNWIND ['A/notes.md', 'B/notes.md'] AS name CREATE (:Document {name: name, topic: split(name, '/')[0]})")
    try:
        ambiguous = await asyncio.to_thread(kg_run, "remove", "notes")
        assert ambiguous.returncode == 2
        assert "'notes' fits 2 documents: A/notes.md, B/notes.md; pass the full name" in ambiguous.stderr
        unknown = await asyncio.to_thread(kg_run, "remove", "draft-contrct")
        assert unknown.returncode == 1 and "Contracts/draft-contract.md" in unknown.stderr
        removed = await asyncio.to_thread(kg_run, "remove", "notes.MD", "B/notes.md")
        assert removed.returncode == 2, "A/notes.md and B/notes.md both have the file name notes.md"
        by_name = await asyncio.to_thread(kg_run, "remove", "A/notes.md")
        assert by_name.returncode == 0 and by_name.stdout.startswith("removed A/notes.md: 0 paragraphs")
        again = await asyncio.to_thread(kg_run, "remove", "notes")
        assert again.returncode == 0 and again.stdout.startswith("removed B/notes.md")
    finally:
        await sample_graph.db.run_auto(
            "MATCH (d:Document) WHERE d.name IN ['A/notes.md', 'B/notes.md'] DETACH DELETE d"
        )
        # `kg remove` ran the corpus passes over the whole sample (claims, computed links): the next test
        # that wants the sample as packaged loads it again.
        await sample_graph.db.run_auto(f"MATCH (m:{MARKER}) REMOVE m.dataset")


def test_unreachable_neo4j_is_one_clear_line(kg_run: KgRun) -> None:
    from kg_server.store.local_server import free_port

    result = kg_run("stats", env={"NEO4J_URI": f"bolt://127.0.0.1:{free_port()}"})
    assert result.returncode == 3
    assert result.stderr.startswith("kg: cannot reach Neo4j at bolt://127.0.0.1:")
    assert "kg neo4j start" in result.stderr and "Traceback" not in result.stderr


def test_wrong_password_is_named(kg_run: KgRun) -> None:
    result = kg_run("stats", env={"NEO4J_PASSWORD": "not-the-password"})
    assert result.returncode == 3
    assert "rejected user 'neo4j'" in result.stderr and "NEO4J_PASSWORD" in result.stderr
    assert "not-the-password" not in result.stderr


def test_import_usage_errors(kg_run: KgRun, tmp_path: Path) -> None:
    no_file = kg_run("import")
    assert no_file.returncode == 2 and "needs a FILE" in no_file.stderr
    missing = kg_run("import", str(tmp_path / "nope.json"))
    assert missing.returncode == 2 and "no bundle file at" in missing.stderr


def test_claude_config_prints_a_working_entry(kg_run: KgRun, test_env: dict[str, str]) -> None:
    printed = kg_run("claude-config")
    entry = json.loads(printed.stdout)["mcpServers"]["kg-server"]
    assert entry["args"] == ["mcp"] and entry["command"].endswith("kg")
    assert entry["env"]["NEO4J_URI"] == test_env["NEO4J_URI"]
    # Where links open, and that kg mcp serves the viewer there (a note on stderr: stdout stays JSON).
    assert entry["env"]["KG_PUBLIC_URL"] == test_env["KG_PUBLIC_URL"]
    assert f"open at {test_env['KG_PUBLIC_URL']}" in printed.stderr and '"--no-viewer"' in printed.stderr
    # The suite's own password is not the managed local default: it stays hidden unless asked for.
    assert test_env["NEO4J_PASSWORD"] not in json.dumps(entry)
    assert "--with-password" in entry["env"]["NEO4J_PASSWORD"]
    shown = json.loads(kg_run("claude-config", "--with-password").stdout)["mcpServers"]["kg-server"]
    assert shown["env"]["NEO4J_PASSWORD"] == test_env["NEO4J_PASSWORD"]
    # The managed local server's default password is printed as is, so the snippet works when copied.
    local = json.loads(kg_run("claude-config", env={"NEO4J_PASSWORD": None}).stdout)
    assert local["mcpServers"]["kg-server"]["env"]["NEO4J_PASSWORD"] == "kg-server-local"


@pytest.mark.slow
def test_loading_the_model_prints_nothing(test_env: dict[str, str]) -> None:
    """No "Loading weights" progress bar in `kg` output or MCP server logs: only what was asked for."""
    code = "from kg_server.providers.embeddings import LocalEmbedder; print(len(LocalEmbedder().embed_query('x')))"
    result = subprocess.run([sys.executable, "-c", code], env=test_env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "384\n" and "Loading weights" not in result.stderr, result.stderr[-500:]


def test_a_reader_that_leaves_early_gets_no_traceback(graph: KnowledgeGraph, kg_command: list[str],
                                                      test_env: dict[str, str]) -> None:
    """`kg call ... | head`: the pipe closes under a long answer; kg stops quietly, as a shell tool does."""
    rows = json.dumps({"statement": "UNWIND range(1, 1000) AS i RETURN i, $text AS text", "max_rows": 1000,
                       "parameters": {"text": "x" * 200}})
    process = subprocess.Popen([*kg_command, "call", "run_cypher", rows, "--json"], env=test_env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None and process.stderr is not None
    assert process.stdout.read(100).startswith("{")
    process.stdout.close()
    errors = process.stderr.read()
    assert process.wait(timeout=120) == 141 and "Traceback" not in errors, errors


def test_kg_bench_without_the_benchmarks_says_how_to_install_them() -> None:
    """The benchmarks are a package of their own: an install without them gets a line, not a traceback."""
    hide = "import sys; sys.modules['kg_bench'] = None; from kg_server.shells.cli import main; sys.exit(main())"
    for argv in (["bench", "code", "."], ["bench", "--help"]):
        ran = subprocess.run([sys.executable, "-c", hide, *argv], capture_output=True, text=True, timeout=120)
        assert ran.returncode != 0 or "not installed" in ran.stdout, (argv, ran.stdout, ran.stderr)
        assert "Traceback" not in ran.stderr, ran.stderr
        assert "pip install -e ./bench" in ran.stdout + ran.stderr, (argv, ran.stdout, ran.stderr)
