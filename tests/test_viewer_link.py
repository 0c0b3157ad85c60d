"""Every link `kg mcp` hands out opens: over stdio it uses the kg viewer answering at KG_PUBLIC_URL or
serves one itself. Each set-up with `kg mcp` as a real process behind the SDK's stdio client, a real
Neo4j and Debian's chromium."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import psutil
import pytest
from mcp import Client
from playwright.async_api import Browser

from kg_server.config import Settings
from kg_server.errors import ConfigError
from kg_server.graph import KnowledgeGraph
from kg_server.neo4j_local import free_port
from kg_server.results import GraphIdentity
from kg_server.viewer import Address, LocalViewer, ask, same_graph

from .mcp_clients import _wait_for_port, mcp_client
from .test_viewer_browser import browser, open_viewer  # noqa: F401 (the module's browser fixture)


def free_address() -> str:
    return f"http://127.0.0.1:{free_port()}"


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


@contextlib.asynccontextmanager
async def kg_mcp(env: dict[str, str], url: str, *options: str) -> AsyncIterator[tuple[Client, psutil.Process]]:
    """`kg mcp` (stdio) with links at `url`: the connected client and the `kg mcp` process."""
    me = psutil.Process()
    before = {child.pid for child in me.children()}
    async with mcp_client("stdio", {**env, "KG_PUBLIC_URL": url}, *options) as client:
        [process] = [child for child in me.children() if child.pid not in before and "mcp" in child.cmdline()]
        yield client, process


def listening(process: psutil.Process) -> list[int]:
    return sorted(c.laddr.port for c in process.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN)


def answers(url: str) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port_of(url))) == 0


async def link(client: Client, **arguments: Any) -> dict[str, Any]:
    """get_visualization_url: its answer, checked to carry the link as a resource link too."""
    result = await client.call_tool("get_visualization_url", arguments)
    assert not result.is_error, result.content[0].text
    answer = result.structured_content
    assert answer is not None
    assert [c.type for c in result.content] == ["text", "resource_link"]
    assert result.content[1].uri == answer["url"] and result.content[1].mime_type == "text/html"
    return answer


async def who(url: str) -> dict[str, Any]:
    async with httpx.AsyncClient(timeout=30) as http:
        response = await http.get(f"{url}/api/server")
    assert response.status_code == 200, response.text
    return response.json()


async def session_graph(url: str, session_id: str) -> dict[str, Any]:
    async with httpx.AsyncClient(timeout=60) as http:
        page = await http.get(f"{url}/viz/{session_id}")
        assert page.status_code == 200 and "kg-config" in page.text
        return (await http.get(f"{url}/api/viz/{session_id}")).json()


async def renders_the_session(browser: Browser, url: str, answer: dict[str, Any]) -> None:  # noqa: F811
    """The link opens in chromium and the viewer shows exactly the session's nodes."""
    assert answer["url"] == f"{url}/viz/{answer['session_id']}"
    expected = await session_graph(url, answer["session_id"])
    page = await open_viewer(browser, url, answer["session_id"])
    shown = await page.evaluate("kgViewer.graph.graphData().nodes.map(node => node.id)")
    assert sorted(shown) == sorted(node["id"] for node in expected["nodes"]) and len(shown) > 1
    await page.close()


async def sessions_stored(graph: KnowledgeGraph) -> int:
    return (await graph.db.run_auto("MATCH (v:VizSession) RETURN count(v) AS n"))[0]["n"]


# --- the set-ups, end to end --------------------------------------------------------------------------
async def test_kg_mcp_serves_the_viewer_it_links_to(browser: Browser, sample_graph: KnowledgeGraph,  # noqa: F811
                                                    test_env: dict[str, str]) -> None:
    url = free_address()
    async with kg_mcp(test_env, url) as (client, process):
        assert listening(process) == []  # started at the first link, not before
        answer = await link(client, center_concept="uncapped-ip-indemnity", depth=2)
        assert listening(process) == [port_of(url)]
        identity = await who(url)
        assert (identity["product"], identity["served_by"], identity["pid"]) == ("kg-server", "kg mcp", process.pid)
        await renders_the_session(browser, url, answer)
        again = await link(client, concept_ids=["payment-within-30-days"], depth=1)
        assert listening(process) == [port_of(url)]
        assert "payment-within-30-days" in {n["id"] for n in (await session_graph(url, again["session_id"]))["nodes"]}
    assert not answers(url), "the viewer ends with the MCP session"


async def test_a_kg_serve_already_there_is_used(browser: Browser, sample_graph: KnowledgeGraph,  # noqa: F811
                                               test_env: dict[str, str]) -> None:
    url = free_address()
    serve = subprocess.Popen([sys.executable, "-m", "kg_server.cli", "serve", "--port", str(port_of(url))],
                             env=test_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_port(port_of(url), serve)
        async with kg_mcp(test_env, url) as (client, process):
            answer = await link(client, center_concept="capped-ip-indemnity", depth=1)
            identity = await who(url)
            assert (identity["served_by"], identity["pid"]) == ("kg serve", serve.pid)
            assert listening(process) == [], "kg mcp started a second server"
            await renders_the_session(browser, url, answer)
    finally:
        serve.terminate()
        serve.wait(timeout=30)


class NotAViewer(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802
        body = b"<html><body>some other web app</body></html>"
        self.send_response(404)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def other_program() -> Iterator[str]:
    """A web server that is not a kg viewer, on a loopback port."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), NotAViewer)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


async def test_a_port_held_by_another_program_gets_a_message_naming_the_setting(
        sample_graph: KnowledgeGraph, test_env: dict[str, str], other_program: str) -> None:
    stored = await sessions_stored(sample_graph)
    async with kg_mcp(test_env, other_program) as (client, process):
        result = await client.call_tool("get_visualization_url", {"center_concept": "uncapped-ip-indemnity"})
        assert listening(process) == []
    assert result.is_error and len(result.content) == 1
    message = result.content[0].text
    assert "server setting KG_PUBLIC_URL needs fixing" in message
    assert f"{other_program}, but something that is not a kg viewer answers there" in message
    assert "HTTP 404" in message and "Set KG_PUBLIC_URL to a free address, e.g. http://127.0.0.1:" in message
    assert "Traceback" not in message
    assert await sessions_stored(sample_graph) == stored, "a session was stored for a link that cannot open"


async def test_two_kg_mcp_processes_share_one_viewer_and_the_survivor_takes_over(
        browser: Browser, sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:  # noqa: F811
    url = free_address()
    first, second = kg_mcp(test_env, url), kg_mcp(test_env, url)
    (a, process_a), (b, process_b) = await first.__aenter__(), await second.__aenter__()
    try:
        # Both ask for a link at the same moment: one binds the port, the other finds it answering.
        link_a, link_b = await asyncio.gather(link(a, center_concept="uncapped-ip-indemnity"),
                                              link(b, concept_ids=["payment-within-30-days"]))
        holders = [p for p in (process_a, process_b) if listening(p) == [port_of(url)]]
        assert len(holders) == 1 and listening(process_a) + listening(process_b) == [port_of(url)]
        assert (await who(url))["pid"] == holders[0].pid
        for answer in (link_a, link_b):
            assert (await session_graph(url, answer["session_id"]))["nodes"]

        # The one serving goes away (its window closed): the other serves at its next link.
        serving, (client, survivor), old = (
            (first, (b, process_b), link_a) if holders[0] is process_a else (second, (a, process_a), link_b))
        await serving.__aexit__(None, None, None)
        assert not answers(url)
        fresh = await link(client, depth=0, center_concept="capped-ip-indemnity")
        assert listening(survivor) == [port_of(url)] and (await who(url))["pid"] == survivor.pid
        await renders_the_session(browser, url, old)  # links handed out before open again
        assert (await session_graph(url, fresh["session_id"]))["nodes"]
    finally:
        for context in (first, second):
            with contextlib.suppress(Exception):  # the one already closed
                await context.__aexit__(None, None, None)


async def test_no_viewer_hands_out_links_as_they_are(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    url = free_address()
    async with kg_mcp(test_env, url, "--no-viewer") as (client, process):
        answer = await link(client, concept_ids=["payment-within-30-days"])
        assert answer["url"].startswith(f"{url}/viz/") and listening(process) == [] and not answers(url)


async def test_stdout_carries_only_mcp_messages_while_the_viewer_serves(sample_graph: KnowledgeGraph,
                                                                      test_env: dict[str, str]) -> None:
    """stdout is the MCP channel: the viewer's server (uvicorn) must not write a byte of its own there."""
    url = free_address()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg_server.cli", "mcp", env={**test_env, "KG_PUBLIC_URL": url},
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert process.stdin is not None and process.stdout is not None

    async def send(message: dict[str, Any]) -> None:
        assert process.stdin is not None
        process.stdin.write((json.dumps({"jsonrpc": "2.0", **message}) + "\n").encode())
        await process.stdin.drain()

    lines: list[bytes] = []

    async def reply(request_id: int) -> dict[str, Any]:
        assert process.stdout is not None
        while True:
            line = await asyncio.wait_for(process.stdout.readline(), 120)
            assert line, "kg mcp closed stdout"
            lines.append(line)
            message = json.loads(line)
            if message.get("id") == request_id:
                return message

    await send({"id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
    await reply(1)
    await send({"method": "notifications/initialized"})
    await send({"id": 2, "method": "tools/call", "params": {"name": "get_visualization_url", "arguments": {}}})
    answer = (await reply(2))["result"]["structuredContent"]
    await session_graph(url, answer["session_id"])  # requests the viewer serves (an access log would show)
    async with httpx.AsyncClient(timeout=30) as http:
        assert (await http.get(f"{url}/static/viz/does-not-exist.js")).status_code == 404
    process.stdin.close()
    rest, errors = await asyncio.wait_for(process.communicate(), 60)
    lines += rest.splitlines(keepends=True)
    assert process.returncode == 0, errors.decode()[-2000:]
    for line in lines:
        assert json.loads(line)["jsonrpc"] == "2.0", line
    assert b"GET /" not in errors, "an access log line"


# --- the parts, in this process ------------------------------------------------------------------------
def test_which_addresses_kg_mcp_can_serve_itself() -> None:
    assert Address.of("http://127.0.0.1:8000").servable
    assert Address.of("http://localhost:8010/").bind_host == "127.0.0.1"
    assert Address.of("http://[::1]:8000").bind_host == "::1"
    assert not Address.of("https://127.0.0.1:8000").servable  # no TLS of its own
    assert not Address.of("http://kg.example.org:8000").servable  # not this machine's loopback
    assert not Address.of("http://127.0.0.1:8000/kg").servable  # behind a path prefix: a proxy's job


def test_same_graph_by_database_id_or_else_by_address() -> None:
    a = GraphIdentity(neo4j_uri="bolt://localhost:7687", database="neo4j", database_id="A")
    assert same_graph(a, a.model_copy(update={"neo4j_uri": "bolt://neo4j:7687"}))  # the same database, via Docker
    assert not same_graph(a, a.model_copy(update={"database_id": "B"}))
    unknown = a.model_copy(update={"database_id": None})
    assert same_graph(unknown, GraphIdentity(neo4j_uri="neo4j://127.0.0.1", database="neo4j"))
    assert not same_graph(unknown, GraphIdentity(neo4j_uri="bolt://127.0.0.1:7688", database="neo4j"))
    assert not same_graph(unknown, GraphIdentity(neo4j_uri="bolt://127.0.0.1:7687", database="other"))


async def test_asking_an_address_who_answers(other_program: str) -> None:
    assert (await ask(free_address())).kind == "nothing"
    foreign = await ask(other_program)
    assert foreign.kind == "other" and "HTTP 404" in foreign.detail
    with socket.socket() as silent:  # accepts connections, never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        quiet = await ask(f"http://127.0.0.1:{silent.getsockname()[1]}", timeout=0.3)
    assert quiet.kind == "other" and "no answer within 0.3 s" in quiet.detail


async def test_a_viewer_in_this_process_starts_once_and_stops(sample_graph: KnowledgeGraph, settings: Settings) -> None:
    url = free_address()
    viewer = LocalViewer(settings.model_copy(update={"public_url": url}), sample_graph)
    await asyncio.gather(viewer.ensure(), viewer.ensure())  # two calls at once: one server
    identity = await who(url)
    assert (identity["served_by"], identity["pid"]) == ("kg mcp", os.getpid())
    assert identity["graph"] == (await sample_graph.identity()).model_dump()
    await viewer.ensure()
    await viewer.close()
    assert not answers(url)


async def test_an_address_kg_mcp_cannot_serve_is_named(sample_graph: KnowledgeGraph, settings: Settings) -> None:
    viewer = LocalViewer(settings.model_copy(update={"public_url": f"{free_address()}/kg"}), sample_graph)
    with pytest.raises(ConfigError) as raised:
        await viewer.ensure()
    assert raised.value.setting == "KG_PUBLIC_URL" and "start `kg serve` behind that address" in raised.value.message
