"""`kg serve`: one ASGI app for the 3D viewer, the JSON API and MCP over streamable HTTP.

Routes are thin: parse, call KnowledgeGraph, return its model. KGError subclasses map to their HTTP
status with `{"error": message}`; request validation errors become 422 with a readable message. When
the server binds beyond loopback, /api and /mcp require `Authorization: Bearer <KG_API_TOKEN>`; the
viewer pages carry no data and are public (they call /api with the token the user gives them once).
"""

from __future__ import annotations

import html
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import date
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import BaseModel, Field

from . import __version__
from .auth import BearerTokenMiddleware, is_loopback, token_for
from .config import Settings
from .errors import KGError, NotFound
from .graph import KnowledgeGraph
from .mcp_server import build_server
from .results import (
    ConceptDetails,
    ConceptSearch,
    Connections,
    Contradictions,
    DocumentList,
    PassageSearch,
    RelatedConcepts,
    TopicTree,
    VizGraph,
    VizLink,
    VizSession,
)

STATIC = Path(__file__).parent / "static"
VIEWER = STATIC / "viz" / "index.html"
PAGES = Path(__file__).parent / "pages"


class VizRequest(BaseModel):
    concept_ids: list[str] = Field(default_factory=list, description="Concepts to show; empty: the most connected.")
    depth: int = Field(1, description="Neighbours this many hops out (0-3).")
    center_concept: str | None = Field(None, description="A concept to put in the middle.")


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _validation_message(error: RequestValidationError) -> str:
    parts = []
    for item in error.errors():
        where = " ".join(str(p) for p in item["loc"] if p not in ("query", "body", "path"))
        parts.append(f"{where or 'request'}: {item['msg']}")
    return "; ".join(parts)


def _mcp_security(settings: Settings, host: str) -> TransportSecuritySettings | None:
    """DNS-rebinding protection for /mcp: loopback names, plus the public URL's host when bound wider."""
    if is_loopback(host):
        return None  # the SDK allows 127.0.0.1, localhost and [::1] with any port
    public = urlsplit(settings.public_url)
    hosts = ["127.0.0.1:*", "localhost:*", f"{public.hostname}:*", f"{public.netloc}", f"{host}:*"]
    origins = ["http://127.0.0.1:*", "http://localhost:*", f"{public.scheme}://{public.netloc}"]
    return TransportSecuritySettings(allowed_hosts=hosts, allowed_origins=origins)


def create_app(settings: Settings, *, host: str = "127.0.0.1", graph: KnowledgeGraph | None = None) -> Any:
    knowledge = graph or KnowledgeGraph(settings)
    mcp = build_server(settings, graph=knowledge)
    mcp_app = mcp.streamable_http_app(streamable_http_path="/mcp", host=host,
                                      transport_security=_mcp_security(settings, host))

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        async with mcp.session_manager.run():  # also enters the MCP server's lifespan (warm-up)
            try:
                yield
            finally:
                if graph is None:
                    await knowledge.close()

    app = FastAPI(
        title="kg_server", version=__version__, lifespan=lifespan,
        description="Search, navigate and visualise a concept graph. The same operations as the MCP tools.",
    )

    @app.exception_handler(KGError)
    async def kg_error(_: Request, error: KGError) -> JSONResponse:
        return _error(error.http_status, error.message)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(_: Request, error: RequestValidationError) -> JSONResponse:
        return _error(422, _validation_message(error))

    _api_routes(app, knowledge, settings)
    _page_routes(app, knowledge, settings)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    app.mount("/", mcp_app)  # last: serves exactly /mcp; every route above wins

    token = token_for(host, settings)
    if token:
        return BearerTokenMiddleware(app, token, protected=("/api", "/mcp"))
    return app


Limit = Annotated[int, Query(description="How many results (1-50).")]


def _api_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    @app.get("/healthz", tags=["operations"])
    async def healthz() -> JSONResponse:
        try:
            version = await kg.verify()
        except KGError as error:
            return JSONResponse({"status": "unavailable", "error": error.message}, status_code=503)
        return JSONResponse({"status": "ok", "neo4j": version, "schema": "ok"})

    @app.get("/api/search", tags=["search"])
    async def search(q: Annotated[str, Query(description="The query.")], limit: Limit = 10,
                     mode: str = "hybrid", min_similarity: float | None = None) -> ConceptSearch:
        return await kg.search_concepts(q, limit=limit, mode=mode, min_similarity=min_similarity)

    @app.get("/api/passages", tags=["search"])
    async def passages(q: str, limit: Limit = 10, mode: str = "hybrid", document: str | None = None,
                       topic_prefix: str | None = None, tags: Annotated[list[str] | None, Query()] = None,
                       date_from: date | None = None, date_to: date | None = None) -> PassageSearch:
        return await kg.search_passages(q, limit=limit, mode=mode, document=document, topic_prefix=topic_prefix,
                                        tags=tags, date_from=date_from, date_to=date_to)

    @app.get("/api/concepts/{concept_id}", tags=["concepts"])
    async def concept(concept_id: str) -> ConceptDetails:
        return await kg.concept_details(concept_id)

    @app.get("/api/concepts/{concept_id}/related", tags=["concepts"])
    async def related(concept_id: str, types: Annotated[list[str] | None, Query()] = None,
                      max_depth: int = 2) -> RelatedConcepts:
        return await kg.related_concepts(concept_id, types, max_depth)

    @app.get("/api/concepts/{concept_id}/neighbourhood", tags=["visualization"])
    async def neighbourhood(concept_id: str) -> VizGraph:
        return await kg.neighbourhood(concept_id)

    @app.get("/api/paths", tags=["concepts"])
    async def paths(from_: Annotated[str, Query(alias="from")], to: str, max_hops: int = 5) -> Connections:
        return await kg.connections(from_, to, max_hops)

    @app.get("/api/documents", tags=["documents"])
    async def documents() -> DocumentList:
        return await kg.documents()

    @app.get("/api/topics", tags=["documents"])
    async def topics(prefix: str | None = None) -> TopicTree:
        return await kg.topics(prefix)

    @app.get("/api/contradictions", tags=["concepts"])
    async def contradictions(topic_a: str | None = None, topic_b: str | None = None,
                             concept_id: str | None = None, limit: int = 20) -> Contradictions:
        return await kg.contradictions(topic_a=topic_a, topic_b=topic_b, concept_id=concept_id, limit=limit)

    @app.post("/api/viz", tags=["visualization"], status_code=201)
    async def create_viz(request: VizRequest) -> VizLink:
        return await kg.create_viz_session(concept_ids=request.concept_ids, depth=request.depth,
                                           center_concept=request.center_concept)

    @app.get("/api/viz", tags=["visualization"])
    async def recent() -> list[VizSession]:
        return await kg.recent_sessions()

    @app.get("/api/viz/{session_id}", tags=["visualization"], response_model=None,
             responses={200: {"model": VizGraph}})
    async def viz_graph(session_id: str) -> Response:
        # Serialised directly: the view can hold 1,500 nodes, and validating it again costs ~30 ms.
        graph = await kg.viz_graph(session_id)
        return Response(graph.model_dump_json(), media_type="application/json")


def _page_routes(app: FastAPI, kg: KnowledgeGraph, settings: Settings) -> None:
    @app.get("/", include_in_schema=False)
    async def landing() -> HTMLResponse:
        return HTMLResponse((PAGES / "landing.html").read_text(encoding="utf-8"))

    @app.get("/viz/{session_id}", include_in_schema=False)
    async def viewer(session_id: str) -> Response:
        try:
            await kg.viz_session(session_id)
        except NotFound as error:
            return _gone_page(error)
        # JSON inside <script>: "<" escaped so no value can close the element.
        config = json.dumps({"sessionId": session_id, "neo4jBrowserUrl": settings.neo4j_browser_url, "apiBase": ""})
        page = VIEWER.read_text(encoding="utf-8").replace("__KG_CONFIG__", config.replace("<", "\\u003c"))
        return HTMLResponse(page, headers={"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"})


def _gone_page(error: NotFound) -> HTMLResponse:
    page = (PAGES / "gone.html").read_text(encoding="utf-8").replace("__MESSAGE__", html.escape(error.message))
    return HTMLResponse(page, status_code=error.http_status)
