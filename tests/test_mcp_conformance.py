"""The official MCP conformance suite (@modelcontextprotocol/conformance, on Node 22 from npm: both in
tests/conformance, installed by `make test`) against `kg serve`'s /mcp on the sample graph.

Every server scenario that applies to kg_server passes. The others test fixture tools, prompts and
resources of the suite's own reference server (`test_image_content`, `test_simple_prompt`,
`test://static-text`, ...) or features kg_server does not offer (sampling, elicitation, resource
subscriptions, and logging, which the protocol's 2026-07-28 revision deprecates, and several streams of
one session: the server is stateless); docs/mcp.md lists them with the reason."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from kg_server.service import KnowledgeGraph
from tests.helpers.processes import kg_serve

pytestmark = pytest.mark.slow

SUITE = Path(__file__).resolve().parent / "conformance"
NODE = SUITE / "node_modules" / ".bin" / "node"
CLI = SUITE / "node_modules" / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"
APPLIES = (
    "server-initialize", "ping", "completion-complete", "tools-list", "tools-call-error",
    "resources-list", "prompts-list", "dns-rebinding-protection",
)


def test_every_applicable_server_scenario_passes(test_env: dict[str, str], sample_graph: KnowledgeGraph,
                                                 tmp_path: Path) -> None:
    assert NODE.exists() and CLI.exists(), "run `npm install` in tests/conformance (make test does)"
    failed: dict[str, list[str]] = {}
    with kg_serve(test_env) as url:
        for scenario in APPLIES:
            out = tmp_path / scenario
            ran = subprocess.run([str(NODE), str(CLI), "server", "--url", f"{url}/mcp", "--scenario", scenario,
                                  "-o", str(out)], capture_output=True, text=True, timeout=120)
            checks = [check for file in out.rglob("*.json") for check in _checks(file)]
            problems = [f"{c.get('name')}: {c.get('errorMessage') or c.get('description')}"
                        for c in checks if c.get("status") == "FAILURE"]
            if ran.returncode or problems or not any(c.get("status") == "SUCCESS" for c in checks):
                failed[scenario] = problems or [ran.stdout[-500:] + ran.stderr[-500:]]
    assert not failed, failed


def _checks(file: Path) -> list[dict[str, object]]:
    data = json.loads(file.read_text(encoding="utf-8"))
    return data if isinstance(data, list) else list(data.get("checks", []))
