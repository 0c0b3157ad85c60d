"""The 3D viewer as an MCP App, seen by the real SDK client: what a client that renders MCP Apps is
offered (the ui:// resource, the tools that name it, the viewer's own tools) and that a text-only
client sees the server exactly as before. The page itself runs in chromium: tests/test_mcp_app_browser.py."""

from __future__ import annotations

import json
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID

from kg_server.contract import OPERATIONS
from kg_server.service import KnowledgeGraph
from kg_server.shells.apps import VIEWER_URI
from kg_server.shells.mcp import build_server
from tests.helpers.tools import READ_TOOLS

APPS = [advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})]
VIEWER_TOOLS = {"view_graph", "view_neighbourhood"}
DRAWN = [operation for operation in OPERATIONS.values() if operation.drawn]
RESULT_JS = Path(__file__).resolve().parent.parent / "viz" / "src" / "app" / "result.js"


class Fetches(HTMLParser):
    """The addresses a page's tags would fetch (scripts, stylesheets, images, frames), data: URIs aside."""

    def __init__(self) -> None:
        super().__init__()
        self.addresses: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("src", "href") and value and not value.startswith(("data:", "#")) and tag != "a":
                self.addresses.append(f"<{tag} {name}={value}>")


def fetched_by(html: str) -> list[str]:
    parser = Fetches()
    parser.feed(html)
    return parser.addresses


def apps_client(graph: KnowledgeGraph) -> Client:
    return Client(build_server(graph.settings, graph=graph), extensions=APPS)


def text_client(graph: KnowledgeGraph) -> Client:
    return Client(build_server(graph.settings, graph=graph))


async def call(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content[0].text
    assert result.structured_content is not None
    return result.structured_content


async def test_a_client_with_apps_is_offered_the_viewer(sample_graph: KnowledgeGraph) -> None:
    async with apps_client(sample_graph) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
        assert set(tools) == set(READ_TOOLS) | VIEWER_TOOLS
        for name in (operation.name for operation in DRAWN):
            assert tools[name].meta == {"ui": {"resourceUri": VIEWER_URI}}, name
        for name in VIEWER_TOOLS:
            assert tools[name].meta["ui"] == {"resourceUri": VIEWER_URI, "visibility": ["app"]}
            assert tools[name].annotations.read_only_hint
        assert tools["search_concepts"].meta is None
        resources = {str(resource.uri): resource for resource in (await client.list_resources()).resources}
        assert resources[VIEWER_URI].mime_type == APP_MIME_TYPE
        page = (await client.read_resource(VIEWER_URI)).contents[0]
        assert page.mime_type == APP_MIME_TYPE
        assert page.meta["ui"]["csp"] == {"connectDomains": [], "resourceDomains": []}
        assert fetched_by(page.text) == [], "one self-contained file: nothing fetched from outside it"
        assert "view_neighbourhood" in page.text


async def test_the_viewer_tools_read_a_session_and_a_neighbourhood(sample_graph: KnowledgeGraph) -> None:
    async with apps_client(sample_graph) as client:
        link = await call(client, "get_visualization_url", concept_ids=["uncapped-ip-indemnity"], depth=1)
        view = await call(client, "view_graph", session_id=link["session_id"])
        ids = {node["id"] for node in view["nodes"]}
        assert "uncapped-ip-indemnity" in ids and len(ids) > 1
        assert view["session"]["session_id"] == link["session_id"] and view["links"]
        around = await call(client, "view_neighbourhood", concept_id="source-code-escrow")
        assert "source-code-escrow" in {node["id"] for node in around["nodes"]}
        unknown = await client.call_tool("view_graph", {"session_id": "no-such-session"})
        assert unknown.is_error and "Traceback" not in unknown.content[0].text
        assert "get_visualization_url" in unknown.content[0].text or "expired" in unknown.content[0].text
        missing = await client.call_tool("view_neighbourhood", {"concept_id": "no-such-concept"})
        assert missing.is_error and "no-such-concept" in missing.content[0].text


async def test_a_text_only_client_sees_the_server_as_before(sample_graph: KnowledgeGraph) -> None:
    async with text_client(sample_graph) as client:
        tools = (await client.list_tools()).tools
        assert {tool.name for tool in tools} == set(READ_TOOLS)
        assert all(tool.meta is None for tool in tools)
        assert not [r for r in (await client.list_resources()).resources if str(r.uri).startswith("ui://")]
        answer = await client.call_tool("get_visualization_url", {"concept_ids": ["uncapped-ip-indemnity"]})
        assert [block.type for block in answer.content] == ["text", "resource_link"]
        assert answer.content[0].text.splitlines()[-1] == answer.structured_content["url"]


def view_requests(answers: list[dict[str, Any]]) -> list[Any]:
    """What the App's page (viz/src/app/result.js, run by Node) would draw for each tool answer."""
    script = "\n".join([f"import {{ viewRequest }} from {json.dumps(RESULT_JS.as_uri())};",
                        "import { readFileSync } from 'node:fs';",
                        "const answers = JSON.parse(readFileSync(0, 'utf8'));",
                        "process.stdout.write(JSON.stringify(answers.map(viewRequest)));"])
    ran = subprocess.run(["node", "--input-type=module", "-e", script], input=json.dumps(answers),
                         capture_output=True, text=True, timeout=60, check=True)
    return json.loads(ran.stdout)  # type: ignore[no-any-return]


async def test_the_page_draws_the_answer_of_every_tool_whose_entry_says_drawn(sample_graph: KnowledgeGraph) -> None:
    """`drawn` on an entry and what result.js recognises are one list: each drawn operation's answer
    (its example, on the sample) makes a view; an answer of another tool makes none."""
    async with apps_client(sample_graph) as client:
        drawn = [await call(client, operation.name, **operation.example) for operation in DRAWN]
        other = [await call(client, "search_concepts", query="liability cap"),
                 await call(client, "get_concept_details", concept_id="uncapped-ip-indemnity")]
    requests = view_requests(drawn + other)
    assert all(requests[: len(drawn)]), dict(zip([op.name for op in DRAWN], requests, strict=False))
    assert requests[len(drawn):] == [None] * len(other)
