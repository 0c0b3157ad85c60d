"""The one ASGI app for the 3D viewer, the JSON API and MCP over streamable HTTP (`kg serve`), and
for the parts of it that `kg mcp --transport http` and the viewer of `kg mcp` serve.

Routes are thin: the operation's input model (kg_server.contract) is read from the path, query string
or body, the KnowledgeGraph method of the same name answers. KGError subclasses map to their HTTP
status with `{"error": message}`; every invalid argument is a 422 with the contract's message. When
the server binds beyond loopback, /api and /mcp require `Authorization: Bearer <KG_API_TOKEN>`; the
viewer pages carry no data and are public (they call /api with the token the user gives them once).
Whatever the address, a request must name this server in its Host header (`auth.HostGuard`).
Curation routes answer 403 unless the server allows writes (`kg serve --allow-writes`); the console
(/console, /api/console) only ever reads.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any

import jinja2
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from mcp.server.mcpserver import MCPServer
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from kg_server import __version__
from kg_server.answers.console import ConsoleAnswer
from kg_server.answers.stats import ServerIdentity
from kg_server.answers.views import VIEWER_PAGE, VizGraph, VizSession
from kg_server.config import Settings
from kg_server.contract.console import ConsoleLine
from kg_server.errors import KGError, NotFound
from kg_server.service import KnowledgeGraph

from .admission import Admission, AdmissionDoor
from .auth import (
    PROTECTED_PREFIXES,
    BearerTokenMiddleware,
    HostGuard,
    host_policy,
    token_for,
)
from .console import Console
from .routes import add_operation_routes, json_object

McpFactory = Callable[[KnowledgeGraph], MCPServer]
STATIC = Path(__file__).parent.parent / "static"
PAGES = Path(__file__).parent.parent / "pages"
FAVICON = STATIC / "favicon.svg"
# An idle keep-alive connection stays open this long. Longer than HTTP clients keep idle connections in
# their pools (httpx, under the MCP SDK's client: 5 s), so the client always closes first: with equal
# times, a client under load sends its next request on a connection the server is closing, gets a
# ReadError, and the MCP SDK's client loses its whole session over it (seen with 100 clients).
KEEP_ALIVE_SECONDS = 65
IDENTITY_WAIT = 1.5  # seconds; well under what `kg mcp` waits for the answer


class ErrorMessage(BaseModel):
    """Every error answer: one sentence saying what was wrong and what to do."""

    error: str


# Declared on every operation, so clients (and OpenAPI tools) know the shape of an error answer.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    403: {"model": ErrorMessage, "description": "A curation route on a server that does not allow writes "
                                                "(`kg serve --allow-writes`)."},
    404: {"model": ErrorMessage, "description": "No such concept, document or session (with close matches)."},
    410: {"model": ErrorMessage, "description": "A visualization session that expired."},
    422: {"model": ErrorMessage, "description": "An invalid argument: which one, what is expected, an example."},
    500: {"model": ErrorMessage, "description": "A bug; the server's log has the details."},
    503: {"model": ErrorMessage, "description": "The server is busy (then with `Retry-After`: retry after that "
                                                "many seconds), or Neo4j, the schema or the embedder is "
                                                "unavailable, or a server setting needs fixing (named in the "
                                                "message)."},
}


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _validation_message(error: RequestValidationError) -> str:
    """FastAPI validates only the presence of required parameters (the contract does the rest)."""
    parts = []
    for item in error.errors():
        where = " ".join(str(p) for p in item["loc"][1:]) or "request"
        parts.append(f"{where} is required" if item["type"] == "missing" else f"{where}: {item['msg']}")
    return "; ".join(parts)


def create_app(settings: Settings, *, host: str = "127.0.0.1", graph: KnowledgeGraph | None = None,
               served_by: str = "kg serve", viewer: bool = True, mcp: McpFactory | None = None) -> FastAPI:
    """The one HTTP app of the product, for every command that serves HTTP, so that the token and the
    Host/Origin checks (`auth.host_policy`) are the same everywhere:

    - `kg serve`: the viewer (pages, /api, /static) and MCP at /mcp;
    - `kg mcp --transport http`: MCP only (`viewer=False`);
    - the viewer `kg mcp` serves itself over stdio (no `mcp`, see kg_server.shells.viewer).

    `mcp` makes the MCP server mounted at /mcp, on the app's graph (kg_server.shells.mcp.build_server:
    the command that composes the app hands it over). `served_by` is what GET /api/server reports.
    `graph`, when given, stays open after the app stops."""
    if not (viewer or mcp):
        raise ValueError("an app serves the viewer, MCP or both")
    token = token_for(host, settings)  # first: binding beyond loopback without a token stops here
    knowledge = graph or KnowledgeGraph(settings)
    policy = host_policy(settings, host)
    server = mcp(knowledge) if mcp is not None else None

    app = FastAPI(
        title="kg_server", version=__version__, lifespan=_lifespan(knowledge, server, own=graph is None),
        responses=ERROR_RESPONSES,
        description="Search, navigate and visualise a concept graph. The same operations as the MCP tools.",
    )

    @app.exception_handler(KGError)
    async def kg_error(_: Request, error: KGError) -> JSONResponse:
        return _error(error.http_status, error.message)

    @app.exception_handler(StarletteHTTPException)
    async def no_such_route(request: Request, error: StarletteHTTPException) -> Response:
        if error.status_code == 404:
            message = f"nothing at {request.url.path!r}; the API's routes are listed at /docs"
        elif error.status_code == 405:
            message = f"{request.method} is not allowed on {request.url.path!r}; see /docs for the methods"
        else:
            message = str(error.detail)
        return JSONResponse({"error": message}, status_code=error.status_code, headers=error.headers)

    @app.exception_handler(Exception)
    async def unexpected(_: Request, error: Exception) -> JSONResponse:
        # Starlette re-raises after answering, so the server's log gets the trace; the client never does.
        return _error(500, "the server failed while answering this request (a bug); its log has the details")

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, error: RequestValidationError) -> JSONResponse:
        return _error(422, _validation_message(error))

    _operations_routes(app, knowledge, served_by=served_by, viewer=viewer)
    if viewer:
        add_operation_routes(app, knowledge)
        _session_routes(app, knowledge)
        _page_routes(app, knowledge, settings)
        _console_routes(app, knowledge, settings)
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    if server is not None:
        # Plain JSON answers to tool calls, not an SSE stream per POST: no tool sends anything while it
        # works, and the stream's machinery cost ~15% of the server's CPU per call (`kg bench load`).
        # Stateless: no MCP session lives in this process, so any replica (or worker) can answer any
        # request; clients of the protocol's newest revision send no handshake at all.
        mcp_app = server.streamable_http_app(streamable_http_path="/mcp", host=host, transport_security=policy,
                                             json_response=True, stateless_http=True)
        app.mount("/", mcp_app)  # last: serves exactly /mcp; every route above wins
    # Added last runs first: the Host check, the token, then the admission door (counts only calls it may answer).
    app.add_middleware(AdmissionDoor, admission=Admission(settings.max_wait, floor=settings.max_concurrent_queries))
    if token:
        app.add_middleware(BearerTokenMiddleware, token=token, protected=PROTECTED_PREFIXES)
    app.add_middleware(HostGuard, policy=policy)  # added last: runs first, before the token is looked at
    return app


def _lifespan(knowledge: KnowledgeGraph, server: MCPServer | None, *, own: bool
              ) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """The app's start and end: the MCP server's lifespan entered; the app's own graph (`own`) follows
    the folders of KG_WATCH from the start, and closes at the end."""

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        if own:
            await knowledge.watch_configured()
        async with contextlib.AsyncExitStack() as stack:
            if server is not None:
                await stack.enter_async_context(server.session_manager.run())  # enters the MCP lifespan
            settle_garbage_collector()
            try:
                yield
            finally:
                if own:
                    await knowledge.close()

    return lifespan


def _operations_routes(app: FastAPI, kg: KnowledgeGraph, *, served_by: str, viewer: bool) -> None:
    @app.get("/healthz", tags=["operations"])
    async def healthz() -> JSONResponse:
        try:
            version = await kg.verify()
        except KGError as error:
            return JSONResponse({"status": "unavailable", "error": error.message}, status_code=error.http_status)
        return JSONResponse({"status": "ok", "neo4j": version, "schema": "ok"})

    @app.get("/api/server", tags=["operations"], summary="Which product and graph this server serves.")
    async def server_identity() -> ServerIdentity:
        # `kg mcp` asks this before handing out a link here. The database id comes from Neo4j, asked
        # once; a Neo4j that does not answer quickly leaves it out rather than keep the caller waiting.
        return ServerIdentity(served_by=served_by, viewer=viewer, graph=await kg.identity_or_declared(IDENTITY_WAIT),
                              watching=kg.watching())


def _session_routes(app: FastAPI, kg: KnowledgeGraph) -> None:
    """The viewer's reads of its sessions (not operations: a session id is all they take)."""

    @app.get("/api/viz", tags=["visualization"], summary="The most recent visualization sessions.")
    async def recent_sessions() -> list[VizSession]:
        return await kg.recent_sessions()

    @app.get("/api/viz/{session_id}", tags=["visualization"], response_model=None,
             responses={200: {"model": VizGraph}}, summary="The graph of one visualization session.")
    async def viz_graph(session_id: str) -> Response:
        # Serialised directly: the view can hold 1,500 nodes, and validating it again costs ~30 ms.
        graph = await kg.viz_graph(session_id)
        return Response(graph.model_dump_json(), media_type="application/json")


def settle_garbage_collector() -> None:
    """Keep Python's cycle collector out of the way of large answers. A view of 1,500 nodes allocates
    tens of thousands of objects, and with the default thresholds (700, 10, 10) that sets off full
    collections over everything the process holds (the web stack, MCP, pydantic's schemas) in the
    middle of a request: the slowest tenth of first views took ~100 ms more (`kg bench viz`). What is
    alive once the app has started lives as long as the process, so it is frozen out of collection, and
    young collections run every 50,000 allocations instead of 700."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 50, 100)


def _pages() -> jinja2.Environment:
    """Pages are Jinja2 templates, autoescaped: the viewer and the landing page as Vite builds them
    (static/viz), and the small server-made pages (pages/)."""
    loader = jinja2.FileSystemLoader([str(STATIC / "viz"), str(PAGES)])
    return jinja2.Environment(loader=loader, autoescape=True, auto_reload=False)


def _page_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    pages = _pages()

    def page(name: str, status: int = 200, headers: dict[str, str] | None = None, **values: Any) -> HTMLResponse:
        return HTMLResponse(pages.get_template(name).render(**values), status_code=status, headers=headers)

    @app.get("/", include_in_schema=False)
    async def landing() -> HTMLResponse:
        return page("landing.html", headers={"Cache-Control": "no-cache"})

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> Response:
        return Response(FAVICON.read_bytes(), media_type="image/svg+xml",
                        headers={"Cache-Control": "public, max-age=86400"})

    @app.get(VIEWER_PAGE, include_in_schema=False)
    async def viewer(session_id: str) -> Response:
        try:
            await kg.viz_session(session_id)
        except NotFound as error:
            return page("gone.html", status=error.http_status, message=error.message)
        config = {"sessionId": session_id, "neo4jBrowserUrl": settings.neo4j_browser_url, "apiBase": ""}
        return page("index.html", headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"},
                    config=config)


def _console_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    pages = _pages()

    body = {"requestBody": {"required": False, "content": {"application/json": {
        "schema": ConsoleLine.model_json_schema()}}}}

    @app.post("/api/console", tags=["console"], summary=ConsoleLine.__doc__, openapi_extra=body)
    async def console_line(request: Request) -> ConsoleAnswer:
        line = ConsoleLine(**await json_object(request))
        return await Console(kg, max_rows=WEB_CONSOLE_ROWS, timeout=settings.query_timeout,
                             parameters=line.parameters).answer(line.input)

    @app.get("/console", include_in_schema=False)
    async def console_page() -> HTMLResponse:
        config = {"neo4jBrowserUrl": settings.neo4j_browser_url, "maxRows": WEB_CONSOLE_ROWS}
        return HTMLResponse(pages.get_template("console.html").render(config=config),
                            headers={"Cache-Control": "no-cache", "Referrer-Policy": "no-referrer"})


WEB_CONSOLE_ROWS = 200
