"""The MCP server: the read tools (plus the curation tools and run_cypher when the server allows them),
four resources and three prompts over one KnowledgeGraph, with completions for the resource templates' and
prompts' arguments (concept ids, document names, folders).

The tools are the operations of `kg_server.contract.OPERATIONS`: the input model gives the description
a model reads and the input schema (bounds, enums, examples), the answer model the structured output
(with a compact text rendering alongside), the entry the title and annotations, and `KnowledgeGraph.run`
does the work. A call's arguments are validated once, by the contract (the SDK
publishes the schema, it does not check calls against it): a `KGError`, or arguments that do not fit,
become a tool error (`isError: true`) whose message says what was wrong and what to do; nothing else
reaches the client.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Annotated, Any, Protocol
from urllib.parse import quote, unquote

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import (
    ResourceError,
    ResourceNotFoundError,
    ToolError,
)
from mcp.shared.exceptions import MCPError
from mcp.types import (
    INVALID_PARAMS,
    CallToolResult,
    Completion,
    CompletionArgument,
    CompletionContext,
    ContentBlock,
    PromptReference,
    ResourceLink,
    ResourceTemplateReference,
    TextContent,
    ToolAnnotations,
)
from pydantic import BaseModel, Field

from kg_server import __version__
from kg_server.answers.common import page_note
from kg_server.answers.stats import Behind
from kg_server.answers.views import VizLink
from kg_server.config import Settings
from kg_server.contract import OPERATIONS, Input, Operation, constrained_type, progress
from kg_server.contract.reads import (
    GET_CONCEPT_DETAILS,
    LIST_COMMUNITIES,
    SEARCH_BY_DOCUMENT,
    GetConceptDetails,
    ListCommunities,
    SearchByDocument,
)
from kg_server.errors import KGError, NotFound
from kg_server.service import KnowledgeGraph
from kg_server.store.lookups import completions

from .apps import UI_META, apps_visibility, viewer_app

log = logging.getLogger(__name__)

INSTRUCTIONS = """\
A knowledge graph of what a body of documents says. Concepts are grounded by verbatim quotes (with
document and paragraph) and linked by typed relationships: implies, contradicts, supports, part_of,
kind_of, requires, related_to. A relationship's `method` says how it was found: absent when stated,
pattern / cooccurrence / similarity / hierarchy / inferred when the offline extractor inferred it.
Start with search_concepts (hybrid: meaning + exact terms), list_communities (the map of what the
corpus is about, largest regions first) or list_topics / list_documents; open a concept with get_concept_details;
walk with find_related_concepts and
find_connections; compare folders with find_contradictions; quote passages with search_passages and
read_source. For a fuzzy question, scout explores within a budget and explains its path; friction_report
lists the most contested concepts. Long answers come in pages: pass an answer's cursor to get the next.
Always cite the quotes' document and paragraph. get_visualization_url opens a 3D view.
"""

CURATION_INSTRUCTIONS = """
Curation is enabled: add_concept, revise_concept, add_instance (a verbatim quote from a paragraph),
add_relationship and delete_relationship change the graph; every change is logged with who made it,
and recent_changes lists the log. Give each change a note saying why.
"""

# The annotations of a tool, from what the operation does to the graph.
ANNOTATIONS = {
    "reads": ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
    "stores_session": ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                                      open_world_hint=False),
    "adds": ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False),
    "changes": ToolAnnotations(read_only_hint=False, destructive_hint=True, idempotent_hint=False,
                               open_world_hint=False),
}


class Viewer(Protocol):
    """Keeps the 3D viewer answering where the links point (`kg mcp` over stdio: kg_server.shells.viewer)."""

    def start(self) -> None: ...

    async def ensure(self) -> None: ...

    async def close(self) -> None: ...


ViewerFactory = Callable[[KnowledgeGraph], Viewer]


@dataclass
class AppState:
    graph: KnowledgeGraph
    viewer: Viewer | None = None


def _answer(model: BaseModel, *, behind: Behind | None = None) -> CallToolResult:
    """The answer as text and as structured content; while the graph is behind the files it watches,
    the text says so first and `_meta.behind` has the count (the answer's own schema stays as it is)."""
    text = model.render() + page_note(model)  # type: ignore[attr-defined]
    if behind is not None:
        text = f"{behind.note()}\n{text}"
    content: list[ContentBlock] = [TextContent(type="text", text=text)]
    if isinstance(model, VizLink):  # clients that render resource links show it as one
        content.append(ResourceLink(type="resource_link", uri=model.url, name="3d-view", title="3D view",
                                    description=model.message, mime_type="text/html"))
    meta = {"behind": behind.model_dump(mode="json")} if behind is not None else None
    return CallToolResult(content=content, structured_content=model.model_dump(mode="json"), _meta=meta)


async def _warm_up(graph: KnowledgeGraph) -> None:
    """Check Neo4j and load the embedding model in the background, so the first search is fast."""
    try:
        version = await graph.verify()
        log.info("kg-server MCP: Neo4j %s at %s", version, graph.settings.neo4j_uri)
        await asyncio.to_thread(graph.embedder.embed_query, "warm up")
    except KGError as error:
        log.warning("kg-server MCP: %s (tools will answer with this error until it is fixed)", error)


def build_server(settings: Settings, *, graph: KnowledgeGraph | None = None,
                 viewer: ViewerFactory | None = None) -> MCPServer:
    """The MCP server on `graph` (or its own). With `viewer` (`kg mcp` over stdio), a viewer for the
    graph is kept answering at KG_PUBLIC_URL from start-up, and get_visualization_url hands out a link
    only once one answers there."""
    holder: dict[str, KnowledgeGraph] = {}

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[AppState]:
        own = graph is None
        current = graph or KnowledgeGraph(settings)
        holder["graph"] = current
        local = viewer(current) if viewer is not None else None
        if own:
            await current.watch_configured()
        warm = asyncio.create_task(_warm_up(current))
        if local is not None:
            local.start()
        try:
            yield AppState(graph=current, viewer=local)
        finally:
            warm.cancel()
            if local is not None:
                await local.close()  # before the graph it serves closes
            if own:
                await current.close()

    # WARNING: stderr carries problems, not every expected tool error (those reach the client already).
    instructions = INSTRUCTIONS + (CURATION_INSTRUCTIONS if settings.allow_writes else "")
    offered = [op for op in OPERATIONS.values()
               if op.mcp and op.offered(allow_writes=settings.allow_writes, allow_cypher=settings.allow_cypher)]
    server = KGMCPServer(offered, "kg-server", instructions=instructions, version=__version__, lifespan=lifespan,
                         log_level="WARNING", extensions=[viewer_app()])
    _register_resources(server, holder)
    _register_prompts(server)
    _register_completions(server, holder)
    return server


class KGMCPServer(MCPServer):
    """MCPServer whose tools are the offered operations, each call validated once, by the contract. The
    tools whose answers the 3D view draws name it (`_meta.ui`, kg_server.shells.apps).

    Calls of the operations are answered here (the public `call_tool`), not by the SDK's tool runner:
    it would validate the arguments against the published schema first, refusing values the contract
    accepts and normalises (a mode in capitals, `part-of` for `part_of`) with pydantic's words instead of
    the contract's sentence. Errors are worded here, once, in the form the SDK gives its own tools'
    errors (docs/mcp.md#errors)."""

    def __init__(self, operations: list[Operation[Any, Any]], name: str, **options: Any) -> None:
        super().__init__(name, **options)
        self.operations = {op.name: op for op in operations}
        for operation in operations:  # the SDK publishes each tool's schema from this signature
            self.add_tool(_schema_of(operation), name=operation.name, title=operation.title,
                          description=operation.description, annotations=ANNOTATIONS[operation.effect],
                          meta=UI_META if operation.drawn else None)
        self.middleware.append(apps_visibility)  # a client without MCP Apps sees the server as it was without

    async def get_prompt(self, name: str, arguments: dict[str, Any] | None = None, context: Any = None) -> Any:
        """A prompt, its arguments checked first: an unknown prompt or argument, a missing or empty one, is
        JSON-RPC's Invalid params (-32602) naming what the prompt takes, on every protocol version (the
        SDK answers them as an internal error, or with code 0)."""
        prompts = {prompt.name: prompt for prompt in await self.list_prompts()}
        prompt = prompts.get(name)
        if prompt is None:
            raise MCPError(INVALID_PARAMS, f"Unknown prompt {name!r}; the prompts are: {', '.join(sorted(prompts))}")
        if problem := _prompt_problem(prompt.arguments or [], arguments or {}):
            takes = ", ".join(f"{a.name}{'' if a.required else ' (optional)'}" for a in prompt.arguments or [])
            raise MCPError(INVALID_PARAMS, f"Invalid arguments for prompt {name!r}: {problem}; it takes "
                                           f"{takes or 'no arguments'}")
        return await super().get_prompt(name, arguments, context)

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        operation = self.operations.get(name)
        if operation is None:
            return await super().call_tool(name, arguments, context)
        try:
            request = operation.input(**(arguments or {}))  # refuses unknown and misspelt arguments too
            return await _call(operation, request, context)
        except KGError as error:
            raise _tool_error(name, error.message) from None
        except Exception:  # a bug: the trace goes to the server's log, a plain sentence to the client
            log.exception("tool %s failed", name)
            raise _tool_error(name, f"{name} failed inside the server (a bug); its log has the details") from None


def _prompt_problem(declared: list[Any], given: dict[str, Any]) -> str:
    """What is wrong with a prompt's arguments ('' when nothing is)."""
    names = {argument.name for argument in declared}
    if unknown := sorted(set(given) - names):
        return f"unknown argument{'s' if len(unknown) > 1 else ''} {', '.join(map(repr, unknown))}"
    if missing := [a.name for a in declared if a.required and not str(given.get(a.name) or "").strip()]:
        return f"missing {', '.join(map(repr, missing))}"
    return ""


def _tool_error(name: str, message: str) -> ToolError:
    return ToolError(f"Error executing tool {name}: {message}")


async def _call(operation: Operation[Any, Any], request: Input, ctx: Context[AppState]) -> CallToolResult:
    state = ctx.request_context.lifespan_context
    if state.viewer is not None and operation.result is VizLink:
        await state.viewer.ensure()  # before a session is stored for a link that could not open
    with progress.reporting(ctx.report_progress):  # sent only when the call carries a progress token
        answer = await state.graph.run(operation, request, curator=_curator(ctx))
    return _answer(answer, behind=state.graph.behind())


def _schema_of(operation: Operation) -> Callable[..., Awaitable[CallToolResult]]:
    """The operation as a function whose signature is its arguments: the SDK builds the tool's input
    schema from it (and its output schema from the answer model). `KGMCPServer.call_tool` calls the
    operation without it, so that the arguments are validated once."""

    async def tool(ctx: Context[AppState], **arguments: Any) -> CallToolResult:
        return await _call(operation, operation.input(**arguments), ctx)

    parameters = []
    for name, field in operation.input.model_fields.items():
        default = inspect.Parameter.empty if field.is_required() else field.get_default(call_default_factory=True)
        described = Field(description=field.description, examples=field.examples)
        annotation = Annotated[constrained_type(field), described]  # type: ignore[valid-type]
        parameters.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                                            annotation=annotation))
    context = inspect.Parameter("ctx", inspect.Parameter.KEYWORD_ONLY, annotation=Context[AppState])
    returns = Annotated[CallToolResult, operation.result]
    tool.__name__ = operation.name
    tool.__signature__ = inspect.Signature([*parameters, context],  # type: ignore[attr-defined]
                                           return_annotation=returns)
    tool.__annotations__ = {"ctx": Context[AppState], "return": returns}
    return tool


def _curator(ctx: Context[AppState]) -> str:
    """Who is changing the graph, for the change log: the name the client gave when it connected."""
    params = ctx.request_context.session.client_params
    return f"mcp:{params.client_info.name}" if params else "mcp"


def _register_resources(server: MCPServer, holder: dict[str, KnowledgeGraph]) -> None:
    async def read(action: Callable[[KnowledgeGraph], Awaitable[Any]]) -> str:
        try:
            value = await action(holder["graph"])
        except NotFound as error:
            raise ResourceNotFoundError(error.message) from None
        except KGError as error:
            raise ResourceError(error.message) from None
        data = value.model_dump(mode="json") if isinstance(value, BaseModel) else value
        return json.dumps(data, indent=1, ensure_ascii=False)

    @server.resource("kg://stats/summary", mime_type="application/json", title="Graph summary",
                     description="Counts, last ingest, embedder and dimension, Neo4j version, index states.")
    async def stats_summary() -> str:
        return await read(lambda g: g.stats())

    @server.resource("kg://communities", mime_type="application/json", title="Map of the corpus",
                     description="The broadest communities of concepts, largest first, each named by its most "
                                 "central concepts (as list_communities with no arguments).")
    async def communities_map() -> str:
        return await read(lambda g: g.run(LIST_COMMUNITIES, ListCommunities()))

    @server.resource("kg://concept/{concept_id}", mime_type="application/json", title="Concept",
                     description="A concept with its quotes and relationships (as get_concept_details).")
    async def concept_resource(concept_id: str) -> str:
        return await read(lambda g: g.run(GET_CONCEPT_DETAILS, GetConceptDetails(concept_id=unquote(concept_id))))

    @server.resource("kg://document/{name}", mime_type="application/json", title="Document",
                     description="A document's concepts and quotes; the name is URL-encoded ('/' as %2F).")
    async def document_resource(name: str) -> str:
        return await read(lambda g: g.run(SEARCH_BY_DOCUMENT, SearchByDocument(document_name=unquote(name))))


def _register_prompts(server: MCPServer) -> None:
    @server.prompt(title="Research a topic")
    def research(topic: Annotated[str, Field(description="What to research, e.g. 'liability caps'.")]) -> str:
        """Research a topic in the knowledge graph, citing quotes."""
        return (
            f"Research '{topic}' in the knowledge graph.\n"
            f"1. Call search_concepts with query '{topic}' (mode hybrid) and pick the 3-5 most relevant concepts.\n"
            "2. Call get_concepts on them for their quotes and relationships.\n"
            "3. Follow find_related_concepts (max_depth 2) where relationships look important, and "
            "find_contradictions(concept_id=...) for each key concept.\n"
            "4. Use search_passages and read_source when you need the surrounding text.\n"
            "Answer with a short synthesis. Support every claim with a verbatim quote and its document and "
            "paragraph; say clearly where sources disagree. Finish with get_visualization_url for the concepts "
            "you used, so the user can explore them."
        )

    @server.prompt(title="Compare two scopes for contradictions")
    def contradictions(
        scope_a: Annotated[str, Field(description="A folder or document, e.g. 'Tenders'.")],
        scope_b: Annotated[str, Field(description="Another folder or document, e.g. 'Contracts/draft-contract.md'.")],
    ) -> str:
        """Find where one folder or document disagrees with another, and explain each disagreement."""
        return (
            f"Find and explain where '{scope_a}' and '{scope_b}' disagree.\n"
            f"1. Call friction_report with topic_prefix set to each scope that is a folder: it lists the most "
            "contested concepts (friction = confidence-weighted contradiction evidence) with a quote of each "
            "side. Note each contradiction's method: stated ones come from the sources' curation, inferred ones "
            "from the offline contradiction finder and deserve a closer look.\n"
            f"2. Call find_contradictions with topic_a='{scope_a}' and topic_b='{scope_b}' for the pairs that "
            "set one scope against the other.\n"
            "3. For each pair, read both quotes; call read_source on their source_id when a quote is trimmed or "
            "needs its context. Decide what kind of conflict it is (an amount, a date or duration, a "
            "percentage, a permission or obligation) and whether a later document (minutes, a clarification) "
            "settles it.\n"
            "4. Call find_related_concepts on each side (relationship_types ['requires', 'implies']) to see what "
            "depends on the disputed terms; a scout with preset 'risk' on the topic shows the wider exposure.\n"
            "Report a table: topic | what the first scope says (quote, document ¶paragraph) | what the second "
            "says (quote, document ¶paragraph) | kind of conflict | settled? | why it matters. Then list the "
            "concepts where both agree (relationships of type supports)."
        )

    @server.prompt(title="Explore the graph")
    def explore() -> str:
        """Get oriented in an unfamiliar knowledge graph."""
        return (
            "Get oriented in this knowledge graph.\n"
            "1. Read the resource kg://communities (or call list_communities): the map of what the documents "
            "are about, the largest regions first, each named by its central concepts. Read kg://stats/summary "
            "for the size of the corpus.\n"
            "2. For the three or four largest communities, call list_communities(community_id=...) to see how "
            "each divides, and get_concepts on its top concepts for their quotes.\n"
            "3. Call find_contradictions (limit 10), and with community=... for the largest ones, to find where "
            "the sources disagree; list_topics shows the folders, if the corpus has any.\n"
            "Summarise what the corpus is about region by region, its main concepts, and the open "
            "disagreements, citing documents and paragraphs. Offer a 3D view of the most interesting region "
            "with get_visualization_url(community=...)."
        )


# Which kind of value completes each argument of a resource template or prompt.
COMPLETED = {
    ("kg://concept/{concept_id}", "concept_id"): "concept",
    ("kg://document/{name}", "name"): "document",
    ("contradictions", "scope_a"): "scope",
    ("contradictions", "scope_b"): "scope",
}


def _register_completions(server: MCPServer, holder: dict[str, KnowledgeGraph]) -> None:
    @server.completion()
    async def complete(ref: PromptReference | ResourceTemplateReference, argument: CompletionArgument,
                       context: CompletionContext | None) -> Completion | None:
        key = ref.uri if isinstance(ref, ResourceTemplateReference) else ref.name
        kind = COMPLETED.get((key, argument.name))
        if kind is None or "graph" not in holder:
            return None
        values, more = await completions(holder["graph"].db, kind, argument.value)
        if kind == "document" and isinstance(ref, ResourceTemplateReference):
            values = [quote(value, safe="") for value in values]  # the template takes the name URL-encoded
        return Completion(values=values, total=None if more else len(values), has_more=more)
