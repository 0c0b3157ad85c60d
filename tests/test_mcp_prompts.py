"""Bad prompt calls through the real MCP SDK client, on both protocol versions it speaks (the
2025-11-25 initialize handshake and 2026-07-28), over stdio and streamable HTTP: an unknown prompt,
an unknown argument, a missing or empty one are JSON-RPC's Invalid params (-32602) naming the prompt's
arguments, never an internal error (-32603) or code 0."""

from __future__ import annotations

from typing import Any

import pytest
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

from kg_server.service import KnowledgeGraph
from tests.helpers.clients import mcp_client

pytestmark = pytest.mark.slow  # the whole file: `kg mcp` processes

VERSIONS = {"legacy": "2025-11-25", "2026-07-28": "2026-07-28"}

BAD_CALLS: list[tuple[str, dict[str, Any], str]] = [
    ("contradictions", {}, "Invalid arguments for prompt 'contradictions': missing 'scope_a', 'scope_b'; "
                           "it takes scope_a, scope_b"),
    ("contradictions", {"scope_a": "Tenders"}, "missing 'scope_b'; it takes scope_a, scope_b"),
    ("contradictions", {"scope_a": "Tenders", "scope_b": "  "}, "missing 'scope_b'"),
    ("research", {"topic": "escrow", "depth": "3"}, "Invalid arguments for prompt 'research': unknown argument "
                                                    "'depth'; it takes topic"),
    ("explore", {"topic": "x"}, "unknown argument 'topic'; it takes no arguments"),
    ("summarise", {}, "Unknown prompt 'summarise'; the prompts are: contradictions, explore, research"),
]


@pytest.mark.parametrize("transport", ["stdio", "http"])
@pytest.mark.parametrize("mode", sorted(VERSIONS))
async def test_bad_prompt_arguments_are_invalid_params(sample_graph: KnowledgeGraph, test_env: dict[str, str],
                                                       transport: str, mode: str) -> None:
    async with mcp_client(transport, test_env, mode=mode) as client:
        assert client.protocol_version == VERSIONS[mode]
        for name, arguments, expected in BAD_CALLS:
            with pytest.raises(MCPError) as refused:
                await client.get_prompt(name, arguments)
            assert refused.value.code == INVALID_PARAMS, (name, arguments, refused.value.code, refused.value.message)
            assert expected in refused.value.message, refused.value.message
        good = await client.get_prompt("contradictions", {"scope_a": "Tenders", "scope_b": "Contracts"})
        assert "find_contradictions" in good.messages[0].content.text  # type: ignore[union-attr]
