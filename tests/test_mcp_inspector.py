"""An external MCP client drives `kg mcp`: the official MCP Inspector CLI (npm), as CI does."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from kg_server.service import KnowledgeGraph
from tests.helpers.tools import READ_TOOLS

pytestmark = pytest.mark.slow  # the whole file: see the marker in pyproject.toml

INSPECTOR = "@modelcontextprotocol/inspector@0.15.0"


def inspector(env: dict[str, str], *method: str) -> dict:
    npx = shutil.which("npx")
    assert npx, "Node.js (npx) is needed for the MCP Inspector CLI; install Node 20"
    command = [npx, "-y", INSPECTOR, "--cli", sys.executable, "-m", "kg_server", "mcp", *method]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout)


async def test_the_inspector_lists_and_calls_tools(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    listed = inspector(test_env, "--method", "tools/list")
    # The curation tools and run_cypher only with --allow-writes / --allow-cypher.
    assert [tool["name"] for tool in listed["tools"]] == READ_TOOLS
    assert all("\n" not in tool["description"] for tool in listed["tools"])
    found = inspector(test_env, "--method", "tools/call", "--tool-name", "search_concepts",
                      "--tool-arg", "query=payment terms", "--tool-arg", "limit=3")
    assert not found.get("isError")
    assert [hit["concept_id"] for hit in found["structuredContent"]["results"]][:1] in (
        ["payment-within-30-days"], ["payment-within-60-days"], ["statutory-30-day-payment-term"])
    documents = inspector(test_env, "--method", "tools/call", "--tool-name", "list_documents")
    assert documents["structuredContent"]["total"] == 15
