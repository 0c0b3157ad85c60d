"""The 3D viewer inside the chat: the MCP Apps extension (`io.modelcontextprotocol/ui`).

A host that renders MCP Apps (Claude, VS Code, ChatGPT, ...) shows the resource `ui://kg-server/viewer.html`
(the Vite build of viz/app.html: one file, scripts and styles inlined) in a sandboxed iframe beside the
answer of every tool that names it in `_meta.ui.resourceUri`: the operations whose entries say `drawn`
(get_visualization_url, and the tools whose answers are subgraphs). The page gets the tool's result from the host
and asks for everything else
through the host, with two tools only it sees (`_meta.ui.visibility: ["app"]`): the graph of a
visualization session and a concept's neighbourhood, the same reads the web viewer makes over HTTP.

A client that did not negotiate the extension sees the server as it was before: no app-only tools, no
`ui://` resource, no `_meta.ui` on the tools (`apps_visibility`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any

from mcp.server.apps import Apps, ResourceCsp, client_supports_apps
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field

from kg_server.answers.views import VizGraph
from kg_server.contract.reads import NEIGHBOURHOOD, Neighbourhood
from kg_server.errors import KGError
from kg_server.service import KnowledgeGraph

VIEWER_URI = "ui://kg-server/viewer.html"
VIEWER_HTML = Path(__file__).parent.parent / "static" / "app" / "app.html"

UI_META = {"ui": {"resourceUri": VIEWER_URI}}

READS = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)


def viewer_app() -> Apps:
    """The extension: the viewer's resource and the two tools only the viewer calls."""
    apps = Apps()

    @apps.tool(resource_uri=VIEWER_URI, visibility=["app"], name="view_graph", title="A view's graph",
               description="The concepts and links of a visualization session, as the 3D view draws them.",
               annotations=READS)
    async def view_graph(
        session_id: Annotated[
            str, Field(min_length=1, max_length=200, description="A session id from get_visualization_url.")
        ],
        ctx: Context[Any],
    ) -> VizGraph:
        return await _answer(lambda graph: graph.viz_graph(session_id), ctx)

    @apps.tool(resource_uri=VIEWER_URI, visibility=["app"], name="view_neighbourhood",
               title="A concept's neighbourhood", description=Neighbourhood.__doc__ or "", annotations=READS)
    async def view_neighbourhood(
        concept_id: Annotated[str, Field(min_length=1, max_length=200, description="The concept to expand.")],
        ctx: Context[Any],
    ) -> VizGraph:
        return await _answer(lambda graph: graph.run(NEIGHBOURHOOD, Neighbourhood(concept_id=concept_id)), ctx)

    # The page fetches nothing: an empty CSP allow-list is what it needs, said explicitly.
    apps.add_html_resource(VIEWER_URI, VIEWER_HTML.read_text(encoding="utf-8"), name="kg-server 3D view",
                           title="3D concept view",
                           description="The 3D viewer of kg_server, drawn inside the chat beside a tool's answer.",
                           csp=ResourceCsp(connect_domains=[], resource_domains=[]), prefers_border=True)
    return apps


async def _answer(read: Callable[[KnowledgeGraph], Awaitable[VizGraph]], ctx: Context[Any]) -> VizGraph:
    try:
        return await read(ctx.request_context.lifespan_context.graph)
    except KGError as error:  # what was wrong and what to do, never a trace
        raise ToolError(error.message) from None


def _renders_apps(ctx: Any) -> bool:
    """Whether to show the client what only MCP Apps use. A client whose capabilities this request does
    not carry (stateless HTTP: it named them in a handshake that another request, maybe on another
    replica, answered) is shown everything: a client that renders no Apps ignores `_meta.ui`, and one
    that does must not lose its view over how it is served."""
    if ctx.session.client_capabilities is None:
        return True
    return client_supports_apps(ctx)


async def apps_visibility(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
    """The server's middleware (the SDK's public hook around every request, which sees the answer as
    it goes on the wire): tool and resource lists narrowed to what the client can use."""
    result = await call_next(ctx)
    if not isinstance(result, dict) or _renders_apps(ctx):
        return result
    if ctx.method == "tools/list":
        return {**result, "tools": text_only_tools(result.get("tools", []))}
    if ctx.method == "resources/list":
        return {**result, "resources": [resource for resource in result.get("resources", [])
                                        if not str(resource.get("uri", "")).startswith("ui://")]}
    return result


def text_only_tools(tools: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The tools (as sent) for a client without MCP Apps: none of the viewer's own, and no `_meta.ui`
    on the others (the server as it was without Apps)."""
    shown = []
    for tool in tools:
        meta = dict(tool.get("_meta") or {})
        ui = meta.pop("ui", None) or {}
        if ui.get("visibility") == ["app"]:
            continue
        if ui:
            tool = {key: value for key, value in tool.items() if key != "_meta"} | ({"_meta": meta} if meta else {})
        shown.append(tool)
    return shown
