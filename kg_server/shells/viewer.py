"""Every link `kg mcp` hands out opens: it uses the kg viewer answering at KG_PUBLIC_URL, or serves one.

`kg mcp` over stdio (what Claude Desktop runs) keeps a viewer for its graph answering at KG_PUBLIC_URL
for as long as its session lasts, so that links it hands out, today's and those still in a chat's
history, open. It asks the address who it is (`GET /api/server`, see `ServerIdentity`):

- a kg viewer on the same graph answers (a `kg serve`, or the viewer of another `kg mcp`): links go
  there and this process serves nothing;
- nothing answers and the address is plain http on this machine's loopback: this process serves the
  viewer there itself (pages, /api, /static; no /mcp), on its own event loop, from the app factory of
  `kg serve` (an app factory the caller hands over), bound to that loopback address only;
- anything else (another program, a kg viewer on another graph, `kg mcp --transport http` which serves
  no viewer, or an address this process cannot serve): a ConfigError that names the setting to change.
  It is logged on stderr at start-up, and `get_visualization_url` answers with it instead of a link.

Several `kg mcp` processes (one per Claude Desktop window) settle it through the port: the first to
bind it serves; the bind of any other fails, it asks again and finds the first's viewer. Those that do
not serve keep watching the port (a connection attempt every WATCH_INTERVAL seconds): when the one
serving exits, the first of them to notice binds the port and serves, so links handed out by any of
them keep opening.

A `kg serve` started later on that port for the same graph (`make demo` while Claude Desktop runs)
asks the viewer of `kg mcp` to hand the port over (`claim_port`, POST /api/server/release); `kg mcp`
stops serving, leaves the port alone for HANDOVER_WAIT seconds and from then on uses `kg serve`, until
that one exits.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import os
import socket
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal
from urllib.parse import urlsplit

import httpx
import uvicorn
from fastapi import FastAPI
from pydantic import ValidationError

from kg_server.answers.stats import GraphIdentity, ServerIdentity
from kg_server.config import Settings
from kg_server.errors import ConfigError, KGError, Unavailable
from kg_server.store.local_server import free_port

from .auth import WILDCARD_HOSTS, bracketed, is_loopback

if TYPE_CHECKING:
    from kg_server.service import KnowledgeGraph

# The viewer's app for a bound address: the app of `kg serve` without MCP (the caller makes it, so that
# this module needs no other shell).
ViewerApp = Callable[[str, "KnowledgeGraph"], FastAPI]

log = logging.getLogger(__name__)

PRODUCT: Literal["kg-server"] = "kg-server"
IDENTITY_PATH = "/api/server"
RELEASE_PATH = "/api/server/release"
ASK_TIMEOUT = 5.0  # a viewer that is starting answers once its app is up: well within this on loopback
BIND_ATTEMPTS = 3  # ask, bind; lost the race for the port: ask again (the winner answers by then)
WATCH_INTERVAL = 2.0  # seconds between looks at a port another process serves
STOP_TIMEOUT = 10.0
HANDOVER_WAIT = 15.0  # seconds a `kg serve` that asked for the port has to bind it


def same_graph(a: GraphIdentity, b: GraphIdentity) -> bool:
    """Neo4j's database ids decide; without one (a Neo4j that did not answer), the configured address
    and database name do, loopback names counting as one."""
    if a.database_id and b.database_id:
        return a.database_id == b.database_id
    return _neo4j_address(a.neo4j_uri) == _neo4j_address(b.neo4j_uri) and a.database == b.database


def _neo4j_address(uri: str) -> tuple[str, int]:
    parts = urlsplit(uri)
    host = (parts.hostname or "").lower()
    return ("loopback" if is_loopback(host) else host), parts.port or 7687


# --- the address of the links ---------------------------------------------------------------------
@dataclass(frozen=True)
class Address:
    """Where KG_PUBLIC_URL points, and whether this process may serve there itself."""

    url: str
    host: str
    port: int
    servable: bool  # plain http on a loopback address, at the root: what the viewer app can be

    @classmethod
    def of(cls, url: str) -> Address:
        parts = urlsplit(url)
        host = parts.hostname or ""
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:  # a port out of range
            port = 0
        servable = parts.scheme == "http" and is_loopback(host) and parts.path in ("", "/") and port > 0
        return cls(url=url.rstrip("/"), host=host, port=port, servable=servable)

    @property
    def bind_host(self) -> str:
        return "127.0.0.1" if self.host == "localhost" else self.host


# --- asking an address who it is --------------------------------------------------------------------
@dataclass(frozen=True)
class Answer:
    """Who answered at an address."""

    kind: Literal["nothing", "kg", "kg-locked", "other"]
    identity: ServerIdentity | None = None
    detail: str = ""  # for "other": what it answered


async def ask(url: str, *, token: str | None = None, timeout: float = ASK_TIMEOUT) -> Answer:
    """`GET {url}/api/server`, sending the API token when there is one (kg serve may require it)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    # A proxy from the environment must not stand between this process and its own machine.
    local = is_loopback(urlsplit(url).hostname or "")
    try:
        async with httpx.AsyncClient(timeout=timeout, trust_env=not local) as client:
            response = await client.get(url + IDENTITY_PATH, headers=headers)
    except (httpx.ConnectError, httpx.ConnectTimeout):
        return Answer("nothing")
    except httpx.TimeoutException:
        return Answer("other", detail=f"it accepts connections but sent no answer within {timeout:g} s")
    except httpx.HTTPError as error:
        return Answer("other", detail=f"it does not answer HTTP ({type(error).__name__})")
    if response.status_code == 401 and f'realm="{PRODUCT}"' in response.headers.get("www-authenticate", ""):
        return Answer("kg-locked")
    if response.status_code == 200:
        try:
            return Answer("kg", ServerIdentity.model_validate_json(response.content))
        except ValidationError:
            pass
    return Answer("other", detail=f"it answered HTTP {response.status_code} to GET {IDENTITY_PATH}")


async def accepts(address: Address, timeout: float = 1.0) -> bool:
    """Something accepts connections at the address (cheaper than asking it who it is)."""
    try:
        _, writer = await asyncio.wait_for(asyncio.open_connection(address.bind_host, address.port), timeout)
    except (OSError, TimeoutError):
        return False
    writer.close()
    with contextlib.suppress(OSError):
        await writer.wait_closed()
    return True


# --- the viewer of this process ----------------------------------------------------------------------
class LocalViewer:
    """Keeps a kg viewer for this graph answering at KG_PUBLIC_URL while the MCP session lasts."""

    def __init__(self, settings: Settings, graph: KnowledgeGraph, app: ViewerApp) -> None:
        self.settings = settings
        self.graph = graph
        self.app = app
        self.address = Address.of(settings.public_url)
        self._lock = asyncio.Lock()  # one question (and at most one start) at a time
        self._serving: _Serving | None = None
        self._keeper: asyncio.Task[None] | None = None
        self._reported = ""  # the problem last logged, so that a lasting one is logged once
        self._hold_until = 0.0  # the port was handed to a `kg serve`: leave it alone until then
        self._handover: asyncio.Task[None] | None = None

    @property
    def serving(self) -> bool:
        """This process serves the viewer."""
        return self._serving is not None and self._serving.alive()

    def start(self) -> None:
        """Look now (serving if nothing answers), then keep watching the port in the background."""
        self._keeper = asyncio.create_task(self._keep(), name="kg-viewer-keeper")

    async def close(self) -> None:
        for task in (self._keeper, self._handover):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        self._keeper = self._handover = None
        if self._serving is not None:
            await self._serving.stop()
            self._serving = None

    def release(self) -> None:
        """A `kg serve` for this graph wants the port (POST /api/server/release): stop serving, and
        give it HANDOVER_WAIT seconds to bind before this process would take the port back."""
        self._hold_until = asyncio.get_running_loop().time() + HANDOVER_WAIT
        self._handover = asyncio.create_task(self._stop_serving(), name="kg-viewer-handover")

    async def _stop_serving(self) -> None:
        async with self._lock:
            if self._serving is not None:
                await self._serving.stop()
                self._serving = None
                log.info("kg mcp: handed the viewer's port over to kg serve")

    def _holding_off(self) -> bool:
        return asyncio.get_running_loop().time() < self._hold_until

    async def _keep(self) -> None:
        await self._settle()
        if not self.address.servable:
            return  # nothing to take over: the link's address is someone else's to serve
        while True:
            await asyncio.sleep(WATCH_INTERVAL)
            if not self.serving and not self._holding_off() and not await accepts(self.address):
                await self._settle()  # the one serving went away: take over

    async def _settle(self) -> None:
        try:
            await self.ensure()
        except KGError as error:
            if error.message != self._reported:
                log.warning("kg mcp: %s", error.message)
            self._reported = error.message
        else:
            self._reported = ""

    async def ensure(self) -> None:
        """Return once a kg viewer for this graph answers at the address; raise ConfigError if none can."""
        async with self._lock:
            if self.serving:
                return
            self._serving = None
            token = self.settings.api_token.get_secret_value() if self.settings.api_token else None
            lost = 0  # binds that failed because another process bound the port first
            while lost < BIND_ATTEMPTS:
                answer = await ask(self.address.url, token=token)
                if answer.kind == "kg-locked":
                    return  # a kg server asking for a token: its pages ask the user for it too
                if answer.kind == "kg" and answer.identity is not None:
                    await self._check(answer.identity)
                    return
                if answer.kind == "other":
                    raise self._problem(f"something that is not a kg viewer answers there ({answer.detail})")
                if not self.address.servable:
                    raise self._problem("nothing answers there, and kg mcp serves the viewer itself only at "
                                        "a plain http address on this machine (http://127.0.0.1:PORT); start "
                                        "`kg serve` behind that address")
                if self._holding_off():  # the `kg serve` this process handed the port to is starting
                    await asyncio.sleep(0.2)
                    continue
                try:
                    self._serving = await _Serving.start(self.address, self.app(self.address.bind_host, self.graph),
                                                         self.release)
                except OSError as error:
                    if error.errno == errno.EADDRINUSE:
                        lost += 1
                        continue  # another process bound the port since we asked: ask again
                    raise self._problem(f"kg mcp cannot serve the viewer there ({error.strerror or error})") \
                        from None
                log.info("kg mcp: serving the 3D viewer at %s until this session ends", self.address.url)
                return
            raise self._problem("the port is in use, yet nothing answers on it")

    async def _check(self, other: ServerIdentity) -> None:
        """A kg server answers: fine if it serves the viewer of this graph."""
        who = f"{other.served_by}, process {other.pid}"
        if not other.viewer:
            raise self._problem(f"the kg server answering there ({who}) serves MCP only, not the viewer")
        ours = await self.graph.identity_or_declared()  # Neo4j down: the addresses the settings give
        if not same_graph(ours, other.graph):
            raise self._problem(f"the kg viewer answering there ({who}) shows another graph "
                                f"({_where(other.graph)}; this one is {_where(ours)})")

    def _problem(self, what: str) -> ConfigError:
        return ConfigError("KG_PUBLIC_URL", (
            f"the 3D view would be at {self.address.url}, but {what}. Set KG_PUBLIC_URL to a free address, "
            f"e.g. http://127.0.0.1:{free_port()} (in the \"env\" of the Claude Desktop entry, see "
            "`kg claude-config`), or point it at a `kg serve` for this graph"))


def _where(graph: GraphIdentity) -> str:
    return f"{graph.neo4j_uri}, database {graph.database}"


class _Serving:
    """The viewer app under uvicorn, on this process's event loop, on a socket bound here."""

    def __init__(self, server: _Uvicorn, task: asyncio.Task[None]) -> None:
        self.server = server
        self.task = task

    @classmethod
    async def start(cls, address: Address, app: FastAPI, release: Callable[[], None]) -> _Serving:
        @app.post(RELEASE_PATH, include_in_schema=False, status_code=202)
        async def hand_over() -> dict[str, bool]:
            release()  # stops this server once this answer is sent
            return {"released": True}

        # No log configuration of uvicorn's own (its access log writes to stdout, the MCP channel):
        # its warnings go through the process's logging, to stderr.
        config = uvicorn.Config(app, log_config=None, access_log=False, log_level="warning", lifespan="on",
                                timeout_graceful_shutdown=2)
        server = _Uvicorn(config)
        sock = _listen(address)  # bound and listening: browsers and other kg mcp queue here until it accepts
        task = asyncio.create_task(_serve(server, sock), name="kg-viewer")
        try:
            while not server.started:  # the app's start-up (lifespan) takes milliseconds
                if task.done():
                    raise Unavailable(f"the viewer could not start at {address.url}; see the log on stderr")
                await asyncio.sleep(0.01)
        except BaseException:
            task.cancel()
            sock.close()
            raise
        return cls(server, task)

    def alive(self) -> bool:
        return not self.task.done()

    async def stop(self) -> None:
        self.server.should_exit = True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(self.task), STOP_TIMEOUT)
        if not self.task.done():
            self.task.cancel()


def _listen(address: Address) -> socket.socket:
    family = socket.AF_INET6 if ":" in address.bind_host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if os.name != "nt":  # rebind over closed connections (TIME_WAIT); on Windows it would allow stealing
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((address.bind_host, address.port))
        sock.listen(128)
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock


async def _serve(server: _Uvicorn, sock: socket.socket) -> None:
    try:
        await server.serve(sockets=[sock])
    except SystemExit:  # uvicorn exits the process when its start-up fails; here only the viewer ends
        log.error("kg mcp: the viewer at %s could not start", sock.getsockname())
    finally:
        sock.close()


class _Uvicorn(uvicorn.Server):
    """uvicorn's server, leaving signals to the MCP server: it is one part of this process, not its owner."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


# --- `kg serve` on a port the viewer of a `kg mcp` holds ----------------------------------------------
async def claim_port(settings: Settings, host: str, port: int) -> str:
    """Before `kg serve` binds `port`: if the viewer of a `kg mcp` for this graph holds it, have it hand
    the port over and wait until it is free. Returns what to tell the user ('' when nothing was there);
    raises Unavailable when another kg server holds the port (anything else: the bind itself says so)."""
    from kg_server.service import KnowledgeGraph

    where = Address.of(f"http://{'127.0.0.1' if host in WILDCARD_HOSTS else bracketed(host)}:{port}")
    token = settings.api_token.get_secret_value() if settings.api_token else None
    answer = await ask(where.url, token=token)
    if answer.kind != "kg" or answer.identity is None:
        return ""
    other = answer.identity
    if other.served_by != "kg mcp" or not other.viewer:
        raise Unavailable(f"port {port} is already served by {other.served_by} (process {other.pid}); stop it "
                          "or give this one another --port")
    async with KnowledgeGraph(settings) as graph:
        ours = await graph.identity_or_declared()
    if not same_graph(ours, other.graph):
        raise Unavailable(f"port {port} is held by the 3D viewer of a kg mcp (process {other.pid}) for another "
                          f"graph ({_where(other.graph)}); give kg serve another --port")
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx.AsyncClient(timeout=ASK_TIMEOUT, trust_env=False) as client:
        response = await client.post(where.url + RELEASE_PATH, headers=headers)
    if response.status_code == 202 and await _freed(where, STOP_TIMEOUT):
        return (f"kg serve: took port {port} over from the 3D viewer of kg mcp (process {other.pid}); "
                "that kg mcp links here now")
    raise Unavailable(f"port {port} is held by the 3D viewer of a kg mcp (process {other.pid}), which did not "
                      "hand it over; close the MCP client that started it (e.g. Claude Desktop) or give kg "
                      "serve another --port")


async def _freed(address: Address, timeout: float) -> bool:
    """The port stops accepting connections within `timeout` seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while await accepts(address):
        if asyncio.get_running_loop().time() > deadline:
            return False
        await asyncio.sleep(0.1)
    return True
