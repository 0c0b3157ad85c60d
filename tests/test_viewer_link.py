"""Every link `kg mcp` hands out opens: over stdio it uses the kg viewer answering at KG_PUBLIC_URL or
serves one itself. Each set-up with `kg mcp` as a real process behind the SDK's stdio client, a real
Neo4j and Debian's chromium. Also: every HTTP server of the product is the one app, with the same
Host/Origin checks (`kg mcp --transport http` included)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import secrets
import socket
import sys
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import httpx
import psutil
import pytest
from mcp import Client
from playwright.async_api import Browser

from kg_server.answers.stats import GraphIdentity
from kg_server.config import Settings
from kg_server.contract.reads import GET_VISUALIZATION_URL, GetVisualizationUrl
from kg_server.errors import ConfigError
from kg_server.service import KnowledgeGraph
from kg_server.shells.cli.serving import local_viewer
from kg_server.shells.viewer import Address, ask, same_graph
from kg_server.store.local_server import free_port
from tests.helpers.browsers import open_viewer
from tests.helpers.clients import mcp_client
from tests.helpers.processes import kg_process


def free_address() -> str:
    return f"http://127.0.0.1:{free_port()}"


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1])


@contextlib.asynccontextmanager
async def kg_mcp(env: dict[str, str], url: str, *options: str) -> AsyncIterator[tuple[Client, psutil.Process]]:
    """`kg mcp` (stdio) with links at `url`: the connected client and the `kg mcp` process."""
    tag = secrets.token_hex(8)  # tells this `kg mcp` from others started at the same moment
    async with mcp_client("stdio", {**env, "KG_PUBLIC_URL": url, "TEST_PROCESS_TAG": tag}, *options) as client:
        [process] = [child for child in psutil.Process().children()
                     if child.environ().get("TEST_PROCESS_TAG") == tag]
        yield client, process


def listening(process: psutil.Process) -> list[int]:
    return sorted(c.laddr.port for c in process.net_connections(kind="inet") if c.status == psutil.CONN_LISTEN)


def answers(url: str) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port_of(url))) == 0


async def eventually(condition: Callable[[], bool], what: str, timeout: float = 60) -> None:
    """Wait for `condition` (a shared 2-core machine can take a while to start a server)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, f"not within {timeout:g} s: {what}"
        await asyncio.sleep(0.2)


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


async def renders_the_session(browser: Browser, url: str, answer: dict[str, Any]) -> None:
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
@pytest.mark.slow
async def test_kg_mcp_serves_the_viewer_it_links_to(browser: Browser, sample_graph: KnowledgeGraph,
                                                    test_env: dict[str, str]) -> None:
    url = free_address()
    # A link handed out in an earlier session (still in a chat's history) opens once kg mcp runs again.
    earlier_id = (await sample_graph.run(GET_VISUALIZATION_URL,
        GetVisualizationUrl(concept_ids=["payment-within-30-days"], depth=1))).session_id
    async with kg_mcp(test_env, url) as (client, process):
        await eventually(lambda: listening(process) == [port_of(url)], "kg mcp serves the viewer from start-up")
        identity = await who(url)
        assert (identity["product"], identity["served_by"], identity["pid"]) == ("kg-server", "kg mcp", process.pid)
        assert identity["viewer"] and identity["graph"] == (await sample_graph.identity()).model_dump()
        await renders_the_session(browser, url, {"url": f"{url}/viz/{earlier_id}", "session_id": earlier_id})

        answer = await link(client, center_concept="uncapped-ip-indemnity", depth=2)
        assert listening(process) == [port_of(url)]
        await renders_the_session(browser, url, answer)
        again = await link(client, concept_ids=["payment-within-30-days"], depth=1)
        assert listening(process) == [port_of(url)]
        assert "payment-within-30-days" in {n["id"] for n in (await session_graph(url, again["session_id"]))["nodes"]}

        async with httpx.AsyncClient(timeout=30) as http:
            # The viewer only: MCP stays on stdio; and the viewer refuses a rebinding web page like kg serve.
            assert (await http.post(f"{url}/mcp", json={})).status_code == 404
            foreign = await http.get(f"{url}/api/viz/{answer['session_id']}", headers={"Host": "evil.example"})
            assert foreign.status_code == 421 and "DNS rebinding" in foreign.json()["error"]
        assert all(c.laddr.ip == "127.0.0.1" for c in process.net_connections(kind="inet")
                   if c.status == psutil.CONN_LISTEN), "bound beyond loopback"
    assert not answers(url), "the viewer ends with the MCP session"


@pytest.mark.slow
async def test_a_kg_serve_already_there_is_used(browser: Browser, sample_graph: KnowledgeGraph,
                                               test_env: dict[str, str]) -> None:
    url = free_address()
    with kg_process(test_env, port_of(url), "serve", "--port", str(port_of(url))) as serve:
        async with kg_mcp(test_env, url) as (client, process):
            answer = await link(client, center_concept="capped-ip-indemnity", depth=1)
            identity = await who(url)
            assert (identity["served_by"], identity["pid"]) == ("kg serve", serve.pid)
            await renders_the_session(browser, url, answer)
            assert listening(process) == [], "kg mcp started a second server"


def serving_pid(url: str) -> int | None:
    """The process answering GET /api/server at `url`, if a kg server answers."""
    try:
        return int(httpx.get(f"{url}/api/server", timeout=5).json()["pid"])
    except (httpx.HTTPError, ValueError, KeyError):
        return None


@pytest.mark.slow
async def test_a_kg_serve_started_later_takes_the_port_over(sample_graph: KnowledgeGraph,
                                                           test_env: dict[str, str]) -> None:
    """`make demo` while Claude Desktop runs: the kg mcp viewer hands its port to kg serve, uses kg serve
    from then on, and serves again once kg serve stops."""
    url = free_address()
    async with kg_mcp(test_env, url) as (client, process):
        await eventually(lambda: listening(process) == [port_of(url)], "kg mcp serves the viewer")
        with kg_process(test_env, port_of(url), "serve", "--port", str(port_of(url))) as serve:
            await eventually(lambda: serving_pid(url) == serve.pid, "kg serve answers on the port")
            assert listening(process) == []
            answer = await link(client, concept_ids=["payment-within-30-days"])
            assert (await session_graph(url, answer["session_id"]))["nodes"]
            assert listening(process) == [] and serving_pid(url) == serve.pid
        assert serve.stderr is not None
        note = serve.stderr.read()
        assert f"took port {port_of(url)} over from the 3D viewer of kg mcp (process {process.pid})" in note
        await eventually(lambda: serving_pid(url) == process.pid, "kg mcp serves again once kg serve stops")


class NotAViewer(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
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


@pytest.mark.slow
async def test_a_port_held_by_another_program_gets_a_message_naming_the_setting(
        sample_graph: KnowledgeGraph, test_env: dict[str, str], other_program: str) -> None:
    stored = await sessions_stored(sample_graph)
    message = await refused_link(test_env, other_program)
    assert f"{other_program}, but something that is not a kg viewer answers there" in message
    assert "HTTP 404" in message
    assert await sessions_stored(sample_graph) == stored, "a session was stored for a link that cannot open"


async def refused_link(env: dict[str, str], url: str) -> str:
    """get_visualization_url from a `kg mcp` with links at `url`: the tool error's message (and no server)."""
    async with kg_mcp(env, url) as (client, process):
        result = await client.call_tool("get_visualization_url", {"center_concept": "uncapped-ip-indemnity"})
        assert listening(process) == []
    assert result.is_error and len(result.content) == 1
    message: str = result.content[0].text
    assert "server setting KG_PUBLIC_URL needs fixing" in message and "Traceback" not in message
    assert "Set KG_PUBLIC_URL to a free address, e.g. http://127.0.0.1:" in message
    return message


@pytest.mark.slow
async def test_a_kg_viewer_of_another_graph_is_not_linked_to(sample_graph: KnowledgeGraph,
                                                            test_env: dict[str, str]) -> None:
    url = free_address()
    # The same Neo4j, another database (Community Edition has one more: system): another graph.
    with kg_process({**test_env, "NEO4J_DATABASE": "system"}, port_of(url), "serve", "--port", str(port_of(url))):
        message = await refused_link(test_env, url)
    assert "shows another graph" in message and "database system; this one is" in message


@pytest.mark.slow
async def test_a_kg_mcp_over_http_there_is_not_a_viewer(sample_graph: KnowledgeGraph,
                                                       test_env: dict[str, str]) -> None:
    url = free_address()
    with kg_process(test_env, port_of(url), "mcp", "--transport", "http", "--port", str(port_of(url))):
        message = await refused_link(test_env, url)
    assert "(kg mcp, process" in message and "serves MCP only, not the viewer" in message


@pytest.mark.slow
async def test_two_kg_mcp_processes_share_one_viewer_and_the_survivor_takes_over(
        browser: Browser, sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    url = free_address()
    first, second = kg_mcp(test_env, url), kg_mcp(test_env, url)
    # Both start at the same moment: one binds the port, the other finds its viewer answering.
    (a, process_a), (b, process_b) = await asyncio.gather(first.__aenter__(), second.__aenter__())
    try:
        link_a, link_b = await asyncio.gather(link(a, center_concept="uncapped-ip-indemnity"),
                                              link(b, concept_ids=["payment-within-30-days"]))
        holders = [p for p in (process_a, process_b) if listening(p) == [port_of(url)]]
        assert len(holders) == 1 and listening(process_a) + listening(process_b) == [port_of(url)]
        assert (await who(url))["pid"] == holders[0].pid
        for answer in (link_a, link_b):
            assert (await session_graph(url, answer["session_id"]))["nodes"]

        # The one serving goes away (its window closed): the other takes over by itself, so the links
        # both handed out keep opening, without anyone asking for a new link.
        serving, survivor, old = (first, process_b, link_a) if holders[0] is process_a else (second, process_a, link_b)
        await serving.__aexit__(None, None, None)
        await eventually(lambda: listening(survivor) == [port_of(url)], "the survivor serves the viewer")
        assert (await who(url))["pid"] == survivor.pid
        await renders_the_session(browser, url, old)
    finally:
        for context in (first, second):
            with contextlib.suppress(Exception):  # the one already closed
                await context.__aexit__(None, None, None)


@pytest.mark.slow
async def test_no_viewer_hands_out_links_as_they_are(sample_graph: KnowledgeGraph, test_env: dict[str, str]) -> None:
    url = free_address()
    async with kg_mcp(test_env, url, "--no-viewer") as (client, process):
        answer = await link(client, concept_ids=["payment-within-30-days"])
        await asyncio.sleep(3)  # longer than a viewer takes to start (it would start with the session)
        assert answer["url"].startswith(f"{url}/viz/") and listening(process) == [] and not answers(url)


@pytest.mark.slow
async def test_stdout_carries_only_mcp_messages_while_the_viewer_serves(sample_graph: KnowledgeGraph,
                                                                      test_env: dict[str, str]) -> None:
    """stdout is the MCP channel: the viewer's server (uvicorn) must not write a byte of its own there."""
    url = free_address()
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "kg_server", "mcp", env={**test_env, "KG_PUBLIC_URL": url},
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
    viewer = local_viewer(settings.model_copy(update={"public_url": url}), sample_graph)
    await asyncio.gather(viewer.ensure(), viewer.ensure())  # two calls at once: one server
    identity = await who(url)
    assert (identity["served_by"], identity["pid"]) == ("kg mcp", os.getpid())
    assert identity["graph"] == (await sample_graph.identity()).model_dump()
    await viewer.ensure()
    await viewer.close()
    assert not answers(url)


async def test_an_address_kg_mcp_cannot_serve_is_named(sample_graph: KnowledgeGraph, settings: Settings) -> None:
    viewer = local_viewer(settings.model_copy(update={"public_url": f"{free_address()}/kg"}), sample_graph)
    with pytest.raises(ConfigError) as raised:
        await viewer.ensure()
    assert raised.value.setting == "KG_PUBLIC_URL" and "start `kg serve` behind that address" in raised.value.message


# --- one app, one host policy, for every HTTP server ----------------------------------------------------
INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "1"}}}
MCP_HEADERS = {"Accept": "application/json, text/event-stream", "Content-Type": "application/json"}


@pytest.mark.slow
async def test_kg_mcp_over_http_beyond_loopback_refuses_a_foreign_host(sample_graph: KnowledgeGraph,
                                                                      test_env: dict[str, str]) -> None:
    """Bound beyond loopback, the token is not the only check: a request that names another host (a web
    page rebinding its name to this machine) is refused, as `kg serve` refuses it."""
    port, token = free_port(), "a-long-enough-secret-token"
    env = {**test_env, "KG_API_TOKEN": token, "KG_PUBLIC_URL": "https://kg.example.org"}
    with kg_process(env, port, "mcp", "--transport", "http", "--host", "0.0.0.0", "--port", str(port)):
        async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
            bearer = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
            foreign = await http.post("/mcp", json=INITIALIZE, headers={**bearer, "Host": "evil.example"})
            assert foreign.status_code == 421 and "DNS rebinding" in foreign.json()["error"]
            cross_site = await http.post("/mcp", json=INITIALIZE, headers={**bearer, "Origin": "http://evil.example"})
            assert cross_site.status_code == 403
            assert (await http.post("/mcp", json=INITIALIZE, headers=MCP_HEADERS)).status_code == 401
            # Through its public name (a proxy in front), or on this machine's loopback: served.
            public = await http.post("/mcp", json=INITIALIZE, headers={**bearer, "Host": "kg.example.org"})
            assert public.status_code == 200, public.text
            assert (await http.post("/mcp", json=INITIALIZE, headers=bearer)).status_code == 200
            assert (await http.get("/viz/anything", headers=bearer)).status_code == 404  # MCP only
