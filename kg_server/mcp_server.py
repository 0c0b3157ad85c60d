"""The MCP server: twelve tools, three resources and three prompts over one KnowledgeGraph.

Each tool is a typed function: a docstring the model reads, `Field` constraints that become the input
schema, and a pydantic model as structured output (with a compact text rendering alongside). Tools
only translate: arguments in, one KnowledgeGraph call, the answer out. A `KGError` becomes a tool
error (`isError: true`) whose message says what to do next; nothing else reaches the client.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Any, Literal, TypeVar
from urllib.parse import unquote

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import BaseModel, Field

from . import __version__
from .config import Settings
from .errors import KGError, NotFound
from .graph import KnowledgeGraph
from .results import (
    ConceptBatch,
    ConceptDetails,
    ConceptSearch,
    Connections,
    Contradictions,
    DocumentConcepts,
    DocumentList,
    PassageSearch,
    RelatedConcepts,
    SourceText,
    TopicTree,
    VizLink,
)

log = logging.getLogger(__name__)

INSTRUCTIONS = """\
A knowledge graph of what a body of documents says. Concepts are grounded by verbatim quotes (with
document and paragraph) and linked by typed relationships: implies, contradicts, supports, part_of,
kind_of, requires, related_to. A relationship's `method` says how it was found: absent when stated,
pattern / cooccurrence / similarity / hierarchy / inferred when the offline extractor inferred it. Start with search_concepts (hybrid: meaning + exact terms) or list_topics /
list_documents; open a concept with get_concept_details; walk with find_related_concepts and
find_connections; compare folders with find_contradictions; quote passages with search_passages and
read_source. Always cite the quotes' document and paragraph. get_visualization_url opens a 3D view.
"""

READ_ONLY = ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False)
WRITES_SESSION = ToolAnnotations(read_only_hint=False, destructive_hint=False, idempotent_hint=False,
                                 open_world_hint=False)

M = TypeVar("M", bound=BaseModel)
F = TypeVar("F", bound=Callable[..., Any])

def _range(low: float, high: float) -> dict[str, Any]:
    """Bounds shown in the input schema. The service layer enforces them, with messages that say what
    is allowed (pydantic's would point the model at a web page)."""
    return {"minimum": low, "maximum": high}


ConceptId = Annotated[str, Field(description="A concept's id (a slug such as 'liability-cap'); search_concepts finds ids.")]
Query = Annotated[str, Field(description="Words or a question, e.g. 'who pays for third-party IP claims'.", json_schema_extra={"maxLength": 2000})]
Mode = Annotated[
    Literal["hybrid", "semantic", "lexical"],
    Field(description="hybrid: meaning and exact terms fused (best default); semantic: meaning only; "
                      "lexical: exact words only (identifiers, clause numbers)."),
]


@dataclass
class AppState:
    graph: KnowledgeGraph


def _answer(model: BaseModel) -> CallToolResult:
    text = model.render()  # type: ignore[attr-defined]
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=model.model_dump(mode="json")
    )


async def _call(ctx: Context[AppState], action: Callable[[KnowledgeGraph], Awaitable[M]]) -> CallToolResult:
    try:
        return _answer(await action(ctx.request_context.lifespan_context.graph))
    except KGError as error:
        raise ToolError(error.message) from None


async def _warm_up(graph: KnowledgeGraph) -> None:
    """Check Neo4j and load the embedding model in the background, so the first search is fast."""
    try:
        version = await graph.verify()
        log.info("kg-server MCP: Neo4j %s at %s", version, graph.settings.neo4j_uri)
        await asyncio.to_thread(graph.embedder.embed_query, "warm up")
    except KGError as error:
        log.warning("kg-server MCP: %s (tools will answer with this error until it is fixed)", error)


def build_server(settings: Settings, *, graph: KnowledgeGraph | None = None) -> MCPServer:
    holder: dict[str, KnowledgeGraph] = {}

    @asynccontextmanager
    async def lifespan(_: MCPServer) -> AsyncIterator[AppState]:
        own = graph is None
        current = graph or KnowledgeGraph(settings)
        holder["graph"] = current
        warm = asyncio.create_task(_warm_up(current))
        try:
            yield AppState(graph=current)
        finally:
            warm.cancel()
            if own:
                await current.close()

    # WARNING: stderr carries problems, not every expected tool error (those reach the client already).
    server = MCPServer("kg-server", instructions=INSTRUCTIONS, version=__version__, lifespan=lifespan,
                       log_level="WARNING")
    _register_tools(server)
    _register_resources(server, holder)
    _register_prompts(server)
    return server


def _one_paragraph(doc: str | None) -> str:
    return " ".join(inspect.cleandoc(doc or "").split())


def _tool(server: MCPServer, title: str, annotations: ToolAnnotations) -> Callable[[F], F]:
    """Register a tool; its docstring, folded to one paragraph, is the description the model reads."""

    def register(function: F) -> F:
        server.tool(title=title, description=_one_paragraph(function.__doc__), annotations=annotations)(function)
        return function

    return register


def _register_tools(server: MCPServer) -> None:
    @_tool(server, "Search concepts", READ_ONLY)
    async def search_concepts(
        query: Query,
        ctx: Context[AppState],
        limit: Annotated[int, Field(description="How many concepts to return.", json_schema_extra=_range(1, 50))] = 10,
        min_similarity: Annotated[
            float | None,
            Field(json_schema_extra=_range(-1, 1), description="Drop semantic candidates whose cosine similarity is below this "
                  "(a cosine, not Neo4j's (1+cos)/2 score). Default: calibrated for the embedder, 0.25 for "
                  "all-MiniLM-L6-v2."),
        ] = None,
        mode: Mode = "hybrid",
    ) -> Annotated[CallToolResult, ConceptSearch]:
        """Find concepts by meaning and/or exact terms. Returns ids to pass to the other tools, with the
        documents that ground each concept and how many quotes do."""
        return await _call(ctx, lambda g: g.search_concepts(query, limit=limit, min_similarity=min_similarity, mode=mode))

    @_tool(server, "Concept details", READ_ONLY)
    async def get_concept_details(concept_id: ConceptId, ctx: Context[AppState]) -> Annotated[CallToolResult, ConceptDetails]:
        """Everything about one concept: description, every quote that grounds it (document, paragraph),
        and its relationships in both directions with their evidence."""
        return await _call(ctx, lambda g: g.concept_details(concept_id))

    @_tool(server, "Related concepts", READ_ONLY)
    async def find_related_concepts(
        concept_id: ConceptId,
        ctx: Context[AppState],
        relationship_types: Annotated[
            list[str],
            Field(description="Relationship types to follow (case-insensitive): implies, contradicts, supports, "
                  "part_of, kind_of, requires, related_to. Empty: all of them."),
        ] = [],  # noqa: B006 - the SDK copies defaults; a list default is what the schema should show
        max_depth: Annotated[int, Field(description="How many hops to walk.", json_schema_extra=_range(1, 5))] = 2,
    ) -> Annotated[CallToolResult, RelatedConcepts]:
        """Concepts reachable from one concept over typed relationships, nearest first, each with the path
        of relationship types and directions that reaches it."""
        return await _call(ctx, lambda g: g.related_concepts(concept_id, relationship_types, max_depth))

    @_tool(server, "Concepts in a document", READ_ONLY)
    async def search_by_document(
        document_name: Annotated[str, Field(description="A document name from list_documents (its file name or title also work).")],
        ctx: Context[AppState],
        paragraph: Annotated[int | None, Field(description="Only this paragraph (1-based).", json_schema_extra={"minimum": 1})] = None,
    ) -> Annotated[CallToolResult, DocumentConcepts]:
        """The concepts a document (or one paragraph of it) talks about, with their quotes in order."""
        return await _call(ctx, lambda g: g.document_concepts(document_name, paragraph))

    @_tool(server, "Connections between two concepts", READ_ONLY)
    async def find_connections(
        from_concept_id: ConceptId,
        to_concept_id: ConceptId,
        ctx: Context[AppState],
        max_hops: Annotated[int, Field(description="Longest path to consider.", json_schema_extra=_range(1, 10))] = 5,
    ) -> Annotated[CallToolResult, Connections]:
        """Up to 5 shortest paths between two concepts; every hop with both labels, the relationship type and
        direction, its confidence and one evidence quote (document, paragraph)."""
        return await _call(ctx, lambda g: g.connections(from_concept_id, to_concept_id, max_hops))

    @_tool(server, "3D visualization link", WRITES_SESSION)
    async def get_visualization_url(
        ctx: Context[AppState],
        concept_ids: Annotated[list[str], Field(description="Concepts to show; empty: the most connected ones.", json_schema_extra={"maxItems": 500})] = [],  # noqa: B006
        depth: Annotated[int, Field(description="Also show neighbours this many hops out.", json_schema_extra=_range(0, 3))] = 1,
        center_concept: Annotated[str | None, Field(description="A concept to put in the middle and focus on.")] = None,
    ) -> Annotated[CallToolResult, VizLink]:
        """A link to an interactive 3D view of some concepts and their neighbourhood, for the user to open."""
        return await _call(ctx, lambda g: g.create_viz_session(concept_ids=concept_ids, depth=depth,
                                                               center_concept=center_concept))

    @_tool(server, "List documents", READ_ONLY)
    async def list_documents(ctx: Context[AppState]) -> Annotated[CallToolResult, DocumentList]:
        """Every document with its folder (topic), paragraph count, concept count and ingest time."""
        return await _call(ctx, lambda g: g.documents())

    @_tool(server, "Search passages", READ_ONLY)
    async def search_passages(
        query: Query,
        ctx: Context[AppState],
        limit: Annotated[int, Field(description="How many passages to return.", json_schema_extra=_range(1, 50))] = 10,
        mode: Mode = "hybrid",
        document: Annotated[str | None, Field(description="Only this document.")] = None,
        topic_prefix: Annotated[str | None, Field(description="Only documents in this folder, e.g. 'Contracts'.")] = None,
        tags: Annotated[list[str] | None, Field(description="Only documents with all of these tags.")] = None,
        date_from: Annotated[date | None, Field(description="Only documents ingested on or after (YYYY-MM-DD).")] = None,
        date_to: Annotated[date | None, Field(description="Only documents ingested on or before (YYYY-MM-DD).")] = None,
    ) -> Annotated[CallToolResult, PassageSearch]:
        """Paragraphs that answer a query, each as a short excerpt around its best-matching sentence with
        its source_id (pass it to read_source for the full text)."""
        return await _call(ctx, lambda g: g.search_passages(
            query, limit=limit, mode=mode, document=document, topic_prefix=topic_prefix, tags=tags,
            date_from=date_from, date_to=date_to))

    @_tool(server, "Read source text", READ_ONLY)
    async def read_source(
        ctx: Context[AppState],
        source_id: Annotated[str | None, Field(description="One paragraph, e.g. 'Contracts/msa.md#p3'.")] = None,
        document_name: Annotated[str | None, Field(description="A whole document (paginated).")] = None,
        paragraph_from: Annotated[int | None, Field(description="First paragraph to read (document_name only).", json_schema_extra={"minimum": 1})] = None,
        paragraph_to: Annotated[int | None, Field(description="Last paragraph to read (document_name only).", json_schema_extra={"minimum": 1})] = None,
    ) -> Annotated[CallToolResult, SourceText]:
        """The full text of a paragraph or of a range of a document's paragraphs (at most 50 paragraphs or
        about 40,000 characters per call; next_paragraph tells where to continue)."""
        return await _call(ctx, lambda g: g.read_source(source_id=source_id, document_name=document_name,
                                                        paragraph_from=paragraph_from, paragraph_to=paragraph_to))

    @_tool(server, "List topics", READ_ONLY)
    async def list_topics(
        ctx: Context[AppState],
        prefix: Annotated[str | None, Field(description="Only this folder and its subfolders, e.g. 'Contracts'.")] = None,
    ) -> Annotated[CallToolResult, TopicTree]:
        """The folder (topic) tree of the corpus with document and concept counts."""
        return await _call(ctx, lambda g: g.topics(prefix))

    @_tool(server, "Find contradictions", READ_ONLY)
    async def find_contradictions(
        ctx: Context[AppState],
        topic_a: Annotated[str | None, Field(description="One side's folder or document, e.g. 'Tenders'.")] = None,
        topic_b: Annotated[str | None, Field(description="The other side's folder or document, e.g. 'Contracts/draft-contract.md'.")] = None,
        concept_id: Annotated[str | None, Field(description="Only contradictions involving this concept.")] = None,
        limit: Annotated[int, Field(description="How many pairs to return.", json_schema_extra=_range(1, 100))] = 20,
    ) -> Annotated[CallToolResult, Contradictions]:
        """Pairs of concepts that contradict each other, most confident first, each side with a quote
        (document, paragraph). With topic_a and topic_b: what one folder says against the other."""
        return await _call(ctx, lambda g: g.contradictions(topic_a=topic_a, topic_b=topic_b, concept_id=concept_id,
                                                           limit=limit))

    @_tool(server, "Several concepts at once", READ_ONLY)
    async def get_concepts(
        concept_ids: Annotated[list[str], Field(description="Up to 50 concept ids.", json_schema_extra={"minItems": 1, "maxItems": 50})],
        ctx: Context[AppState],
    ) -> Annotated[CallToolResult, ConceptBatch]:
        """Details of several concepts in one call (same shape as get_concept_details); unknown ids are
        listed in `missing`."""
        return await _call(ctx, lambda g: g.concepts(concept_ids))


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

    @server.resource("kg://concept/{concept_id}", mime_type="application/json", title="Concept",
                     description="A concept with its quotes and relationships (as get_concept_details).")
    async def concept_resource(concept_id: str) -> str:
        return await read(lambda g: g.concept_details(unquote(concept_id)))

    @server.resource("kg://document/{name}", mime_type="application/json", title="Document",
                     description="A document's concepts and quotes; the name is URL-encoded ('/' as %2F).")
    async def document_resource(name: str) -> str:
        return await read(lambda g: g.document_concepts(unquote(name)))


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
        """Check one folder or document against another and report every disagreement."""
        return (
            f"Check '{scope_a}' against '{scope_b}'.\n"
            f"1. Call find_contradictions with topic_a='{scope_a}' and topic_b='{scope_b}'.\n"
            "2. For each pair, read both quotes; use read_source on their source_id when the quote needs context.\n"
            "3. Call find_related_concepts on each side (relationship_types ['requires', 'implies']) to see what "
            "else depends on the disputed terms.\n"
            "Report a table: topic | what the first scope says (quote, document ¶paragraph) | what the second "
            "says (quote, document ¶paragraph) | why it matters. Then list the concepts where both agree "
            "(relationships of type supports)."
        )

    @server.prompt(title="Explore the graph")
    def explore() -> str:
        """Get oriented in an unfamiliar knowledge graph."""
        return (
            "Get oriented in this knowledge graph.\n"
            "1. Read the resource kg://stats/summary, then call list_topics and list_documents.\n"
            "2. For the two largest topics, call search_by_document on a central document.\n"
            "3. Call find_contradictions (limit 10) to find where the sources disagree.\n"
            "Summarise what the corpus is about, its main concepts, and the open disagreements, citing "
            "documents and paragraphs. Offer a 3D view with get_visualization_url."
        )
