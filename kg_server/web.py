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

import asyncio
import contextlib
import gc
import inspect
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any, get_args, get_origin

import jinja2
from fastapi import Depends, FastAPI, Query, Request
from fastapi import Path as PathParameter
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, TypeAdapter
from starlette.exceptions import HTTPException as StarletteHTTPException

from . import __version__, contract
from .auth import PROTECTED_PREFIXES, BearerTokenMiddleware, HostGuard, host_policy, token_for
from .config import Settings
from .console import Console, ConsoleAnswer, ConsoleLine
from .console_results import CypherResult
from .contract import Input, constrained_type
from .curation_results import Change, ConceptRevision, RecentChanges
from .errors import InvalidArgument, KGError, NotFound
from .graph import KnowledgeGraph
from .mcp_server import build_server
from .results import (
    ConceptBatch,
    ConceptDetails,
    ConceptSearch,
    Connections,
    Contradictions,
    DocumentConcepts,
    DocumentList,
    Friction,
    PassageSearch,
    RelatedConcepts,
    ScoutReport,
    SourceText,
    TopicTree,
    VizGraph,
    VizLink,
    VizSession,
)
from .viewer import ServerIdentity

STATIC = Path(__file__).parent / "static"
PAGES = Path(__file__).parent / "pages"
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
    503: {"model": ErrorMessage, "description": "Neo4j, the schema or the embedder is unavailable, or a server "
                                                "setting needs fixing (named in the message)."},
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
               served_by: str = "kg serve", viewer: bool = True, mcp: bool = True) -> FastAPI:
    """The one HTTP app of the product, for every command that serves HTTP, so that the token and the
    Host/Origin checks (`auth.host_policy`) are the same everywhere:

    - `kg serve`: the viewer (pages, /api, /static) and MCP at /mcp;
    - `kg mcp --transport http`: MCP only (`viewer=False`);
    - the viewer `kg mcp` serves itself over stdio (`mcp=False`, see kg_server.viewer).

    `served_by` is what GET /api/server reports. `graph`, when given, stays open after the app stops."""
    if not (viewer or mcp):
        raise ValueError("an app serves the viewer, MCP or both")
    token = token_for(host, settings)  # first: binding beyond loopback without a token stops here
    knowledge = graph or KnowledgeGraph(settings)
    policy = host_policy(settings, host)
    server = build_server(settings, graph=knowledge) if mcp else None

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        async with contextlib.AsyncExitStack() as stack:
            if server is not None:
                await stack.enter_async_context(server.session_manager.run())  # enters the MCP lifespan
            settle_garbage_collector()
            try:
                yield
            finally:
                if graph is None:
                    await knowledge.close()

    app = FastAPI(
        title="kg_server", version=__version__, lifespan=lifespan, responses=ERROR_RESPONSES,
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
        _api_routes(app, knowledge, settings)
        _curation_routes(app, knowledge)
        _page_routes(app, knowledge, settings)
        _console_routes(app, knowledge, settings)
        app.mount("/static", StaticFiles(directory=STATIC), name="static")
    if server is not None:
        # Plain JSON answers to tool calls, not an SSE stream per POST: no tool sends anything while it
        # works, and the stream's machinery cost ~15% of the server's CPU per call (`kg bench load`).
        mcp_app = server.streamable_http_app(streamable_http_path="/mcp", host=host, transport_security=policy,
                                             json_response=True)
        app.mount("/", mcp_app)  # last: serves exactly /mcp; every route above wins
    if token:
        app.add_middleware(BearerTokenMiddleware, token=token, protected=PROTECTED_PREFIXES)
    app.add_middleware(HostGuard, policy=policy)  # added last: runs first, before the token is looked at
    return app


def _arguments(model: type[Input], *, path: tuple[str, ...] = (), names: dict[str, str] | None = None) -> Any:
    """A FastAPI dependency that reads an operation's input from the path and the query string.

    Parameters arrive as text and are validated by the contract model (so every invalid argument is a
    422 with the contract's message); OpenAPI still shows each one's type, bounds and description.
    `names` maps a field to its HTTP parameter name where they differ (`q` for `query`).
    """
    names = names or {}
    parameters = []
    for name, field in model.model_fields.items():
        schema = TypeAdapter(constrained_type(field)).json_schema()
        raw: Any = list[str] if _is_list(field.annotation) else str  # a list is a repeated parameter
        extra: dict[str, Any] = {"description": field.description, "examples": field.examples,
                                 "json_schema_extra": schema}
        default: Any = inspect.Parameter.empty
        if name in path:
            spec: Any = PathParameter(**extra)
            raw = str
        else:
            spec = Query(alias=names.get(name, name), **extra)
            default = inspect.Parameter.empty if field.is_required() else None
        parameters.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                            annotation=Annotated[raw, spec]))

    async def arguments(**values: Any) -> Input:
        try:
            return model.parse(values)
        except InvalidArgument as error:
            for field, http_name in names.items():  # speak of the parameter the caller used
                error.message = error.message.replace(f"{field} ", f"{http_name} ", 1)
            raise

    arguments.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    return Depends(arguments)


def _json_body(model: type[Input]) -> Any:
    """A FastAPI dependency that reads an operation's input from a JSON body, validated by the contract."""

    wanted = f"a JSON object of the arguments ({', '.join(model.model_fields)})"

    async def arguments(request: Request) -> Input:
        try:
            body = await request.json() if await request.body() else {}
        except ValueError:
            raise InvalidArgument(f"the body is not JSON: send {wanted}") from None
        if not isinstance(body, dict):
            raise InvalidArgument(f"the body must be {wanted}")
        return model(**body)

    return Depends(arguments)


def _is_list(annotation: Any) -> bool:
    return get_origin(annotation) is list or any(get_origin(arg) is list for arg in get_args(annotation))


def _body_schema(model: type[Input]) -> dict[str, Any]:
    return {"requestBody": {"required": False, "content": {"application/json": {"schema": model.model_json_schema()}}}}


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
        try:
            graph = await asyncio.wait_for(kg.identity(), IDENTITY_WAIT)
        except (KGError, TimeoutError):
            graph = kg.declared_identity()
        return ServerIdentity(served_by=served_by, viewer=viewer, graph=graph)


def _api_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    @app.get("/api/search", tags=["search"], summary=contract.SearchConcepts.__doc__)
    async def search_concepts(
        request: Annotated[contract.SearchConcepts, _arguments(contract.SearchConcepts, names={"query": "q"})],
    ) -> ConceptSearch:
        return await kg.search_concepts(request)

    @app.get("/api/passages", tags=["search"], summary=contract.SearchPassages.__doc__)
    async def search_passages(
        request: Annotated[contract.SearchPassages, _arguments(contract.SearchPassages, names={"query": "q"})],
    ) -> PassageSearch:
        return await kg.search_passages(request)

    @app.get("/api/concepts/{concept_id}", tags=["concepts"], summary=contract.GetConceptDetails.__doc__)
    async def get_concept_details(
        request: Annotated[contract.GetConceptDetails, _arguments(contract.GetConceptDetails, path=("concept_id",))],
    ) -> ConceptDetails:
        return await kg.get_concept_details(request)

    @app.get("/api/concepts/{concept_id}/related", tags=["concepts"], summary=contract.FindRelatedConcepts.__doc__)
    async def find_related_concepts(
        request: Annotated[contract.FindRelatedConcepts, _arguments(
            contract.FindRelatedConcepts, path=("concept_id",), names={"relationship_types": "types"})],
    ) -> RelatedConcepts:
        return await kg.find_related_concepts(request)

    @app.get("/api/concepts/{concept_id}/neighbourhood", tags=["visualization"],
             summary=contract.Neighbourhood.__doc__)
    async def neighbourhood(
        request: Annotated[contract.Neighbourhood, _arguments(contract.Neighbourhood, path=("concept_id",))],
    ) -> VizGraph:
        return await kg.neighbourhood(request)

    @app.get("/api/paths", tags=["concepts"], summary=contract.FindConnections.__doc__)
    async def find_connections(
        request: Annotated[contract.FindConnections, _arguments(
            contract.FindConnections, names={"from_concept_id": "from", "to_concept_id": "to"})],
    ) -> Connections:
        return await kg.find_connections(request)

    @app.get("/api/documents", tags=["documents"], summary=contract.ListDocuments.__doc__)
    async def list_documents(
        request: Annotated[contract.ListDocuments, _arguments(contract.ListDocuments)],
    ) -> DocumentList:
        return await kg.list_documents(request)

    @app.get("/api/documents/{document_name:path}/concepts", tags=["documents"],
             summary=contract.SearchByDocument.__doc__)
    async def search_by_document(
        request: Annotated[contract.SearchByDocument, _arguments(contract.SearchByDocument, path=("document_name",))],
    ) -> DocumentConcepts:
        return await kg.search_by_document(request)

    @app.get("/api/source", tags=["documents"], summary=contract.ReadSource.__doc__)
    async def read_source(request: Annotated[contract.ReadSource, _arguments(contract.ReadSource)]) -> SourceText:
        return await kg.read_source(request)

    @app.get("/api/topics", tags=["documents"], summary=contract.ListTopics.__doc__)
    async def list_topics(request: Annotated[contract.ListTopics, _arguments(contract.ListTopics)]) -> TopicTree:
        return await kg.list_topics(request)

    @app.get("/api/contradictions", tags=["concepts"], summary=contract.FindContradictions.__doc__)
    async def find_contradictions(
        request: Annotated[contract.FindContradictions, _arguments(contract.FindContradictions)],
    ) -> Contradictions:
        return await kg.find_contradictions(request)

    @app.get("/api/scout", tags=["concepts"], summary=contract.Scout.__doc__)
    async def scout(request: Annotated[contract.Scout, _arguments(contract.Scout, names={"query": "q"})]) -> ScoutReport:
        return await kg.scout(request)

    @app.get("/api/friction", tags=["concepts"], summary=contract.FrictionReport.__doc__)
    async def friction_report(
        request: Annotated[contract.FrictionReport, _arguments(contract.FrictionReport)],
    ) -> Friction:
        return await kg.friction_report(request)

    @app.post("/api/concepts/batch", tags=["concepts"], summary=contract.GetConcepts.__doc__,
              openapi_extra=_body_schema(contract.GetConcepts))
    async def get_concepts(request: Annotated[contract.GetConcepts, _json_body(contract.GetConcepts)]) -> ConceptBatch:
        return await kg.get_concepts(request)

    @app.post("/api/viz", tags=["visualization"], status_code=201, summary=contract.GetVisualizationUrl.__doc__,
              openapi_extra=_body_schema(contract.GetVisualizationUrl))
    async def get_visualization_url(
        request: Annotated[contract.GetVisualizationUrl, _json_body(contract.GetVisualizationUrl)],
    ) -> VizLink:
        return await kg.get_visualization_url(request)

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

    @app.get("/viz/{session_id}", include_in_schema=False)
    async def viewer(session_id: str) -> Response:
        try:
            await kg.viz_session(session_id)
        except NotFound as error:
            return page("gone.html", status=error.http_status, message=error.message)
        config = {"sessionId": session_id, "neo4jBrowserUrl": settings.neo4j_browser_url, "apiBase": ""}
        return page("index.html", headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"},
                    config=config)


# --- curation and the console --------------------------------------------------------------------------
async def _json_object(request: Request) -> dict[str, Any]:
    """A JSON object body, sent as application/json: a browser cannot send that cross-site without
    asking first (CORS), so another site's page cannot make a visitor's browser write here."""
    if request.headers.get("content-type", "").split(";")[0].strip().lower() != "application/json":
        raise InvalidArgument("send the arguments as a JSON object with Content-Type: application/json")
    try:
        body = await request.json() if await request.body() else {}
    except ValueError:
        raise InvalidArgument("the body is not JSON: send a JSON object of the arguments") from None
    if not isinstance(body, dict):
        raise InvalidArgument("the body must be a JSON object of the arguments")
    return body


def _curator(request: Request) -> str:
    return f"http:{request.client.host}" if request.client else "http"


Body = Annotated[dict[str, Any], Depends(_json_object)]


def _curation_routes(app: FastAPI, kg: KnowledgeGraph) -> None:
    def written(model: type[Input]) -> dict[str, Any]:
        return {"tags": ["curation"], "summary": model.__doc__, "openapi_extra": _body_schema(model),
                "responses": {403: {"description": "the server does not allow writes (start it with --allow-writes)"}}}

    @app.post("/api/concepts", status_code=201, **written(contract.AddConcept))
    async def add_concept(http: Request, body: Body) -> Change:
        return await kg.add_concept(contract.AddConcept(**body), curator=_curator(http))

    @app.patch("/api/concepts/{concept_id}", **written(contract.ReviseConcept))
    async def revise_concept(concept_id: str, http: Request, body: Body) -> ConceptRevision:
        request = contract.ReviseConcept(**{**body, "concept_id": concept_id})
        return await kg.revise_concept(request, curator=_curator(http))

    @app.post("/api/instances", status_code=201, **written(contract.AddInstance))
    async def add_instance(http: Request, body: Body) -> Change:
        return await kg.add_instance(contract.AddInstance(**body), curator=_curator(http))

    @app.post("/api/relationships", status_code=201, **written(contract.AddRelationship))
    async def add_relationship(http: Request, body: Body) -> Change:
        return await kg.add_relationship(contract.AddRelationship(**body), curator=_curator(http))

    @app.delete("/api/relationships", tags=["curation"], summary=contract.DeleteRelationship.__doc__)
    async def delete_relationship(
        http: Request, request: Annotated[contract.DeleteRelationship, _arguments(contract.DeleteRelationship)],
    ) -> Change:
        return await kg.delete_relationship(request, curator=_curator(http))

    @app.get("/api/changes", tags=["curation"], summary=contract.ListRecentChanges.__doc__)
    async def recent_changes(
        request: Annotated[contract.ListRecentChanges, _arguments(contract.ListRecentChanges)],
    ) -> RecentChanges:
        return await kg.recent_changes(request)


def _console_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    pages = _pages()

    @app.post("/api/cypher", tags=["console"], summary=contract.RunCypher.__doc__,
              openapi_extra=_body_schema(contract.RunCypher))
    async def run_cypher(body: Body) -> CypherResult:
        return await kg.run_cypher(contract.RunCypher(**body))

    @app.post("/api/console", tags=["console"], summary=ConsoleLine.__doc__, openapi_extra=_body_schema(ConsoleLine))
    async def console_line(body: Body) -> ConsoleAnswer:
        line = ConsoleLine(**body)
        return await Console(kg, max_rows=WEB_CONSOLE_ROWS, timeout=settings.query_timeout,
                             parameters=line.parameters).answer(line.input)

    @app.get("/console", include_in_schema=False)
    async def console_page() -> HTMLResponse:
        config = {"neo4jBrowserUrl": settings.neo4j_browser_url, "maxRows": WEB_CONSOLE_ROWS}
        return HTMLResponse(pages.get_template("console.html").render(config=config),
                            headers={"Cache-Control": "no-cache", "Referrer-Policy": "no-referrer"})


WEB_CONSOLE_ROWS = 200
