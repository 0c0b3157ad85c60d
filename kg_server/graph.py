"""KnowledgeGraph: the one service layer under every adapter (MCP tools, HTTP API, CLI).

Constructing it does no I/O. `verify()` checks Neo4j and the schema; adapters call it once at start-up
(a lifespan), not in every operation.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from . import console, contract, curation, explore, friction, schema, scout, search, sessions, transfer, viz
from .bounds import bounded_answers
from .bundle_records import Bundle
from .config import Settings
from .console_results import CypherResult
from .curation_results import Change, ConceptRevision, RecentChanges
from .db import Database
from .embeddings import Embedder, make_embedder
from .errors import WritesDisabled
from .scopes import check_scope

if TYPE_CHECKING:
    from .ingest.extraction import Extractor
    from .ingest.pipeline import IngestOptions, IngestProgress, IngestReport, RemoveReport
from .results import (
    ConceptBatch,
    ConceptDetails,
    ConceptSearch,
    Connections,
    GraphStats,
    Contradictions,
    DocumentConcepts,
    DocumentList,
    Friction,
    GraphIdentity,
    PassageSearch,
    RelatedConcepts,
    ScoutReport,
    SourceText,
    TopicTree,
    VizGraph,
    VizLink,
    VizSession,
)


# Documents the local extractor prepares ahead of the writer: enough for the paragraph and extraction
# threads to stay busy while a batch of documents is written.
LOCAL_LOOKAHEAD = 16


@bounded_answers  # every operation's answer fits the caller's token budget (kg_server.bounds)
class KnowledgeGraph:
    def __init__(self, settings: Settings, *, db: Database | None = None, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.db = db or Database(settings)
        self._embedder = embedder
        self._identity: GraphIdentity | None = None
        self._views = viz.ViewCache()

    @property
    def embedder(self) -> Embedder:
        """Created on first use: loading a model is slow and many operations never embed."""
        if self._embedder is None:
            self._embedder = make_embedder(self.settings)
        return self._embedder

    async def close(self) -> None:
        await self.db.close()

    async def __aenter__(self) -> KnowledgeGraph:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # --- lifecycle ------------------------------------------------------------------------------
    async def verify(self) -> str:
        """Neo4j answers, the schema exists and matches the embedder; returns the Neo4j version."""
        version = await self.db.verify()
        await schema.require_schema(self.db, self.embedder.name, self.embedder.dimension, variant=self.embedder.variant)
        return version

    async def identity(self) -> GraphIdentity:
        """Which graph this is, asked of Neo4j once and then remembered (a database keeps its id)."""
        if self._identity is None:
            row = (await self.db.read("database_identity"))[0]
            self._identity = self.declared_identity().model_copy(update={"database_id": row["id"]})
        return self._identity

    def declared_identity(self) -> GraphIdentity:
        """The identity the settings give, without asking Neo4j (so without the database's id)."""
        parts = urlsplit(self.settings.neo4j_uri)
        where = parts._replace(netloc=parts.netloc.rpartition("@")[2]).geturl()  # never the credentials
        return GraphIdentity(neo4j_uri=where, database=self.settings.neo4j_database)

    async def init_schema(self) -> None:
        await self.db.verify()
        await schema.apply_schema(self.db, self.embedder.name, self.embedder.dimension, variant=self.embedder.variant)

    async def reembed(self, progress: schema.Progress | None = None) -> dict[str, int]:
        await self.db.verify()
        return await schema.reembed(self.db, self.embedder, progress=progress)

    # --- whole graphs -----------------------------------------------------------------------------
    async def import_bundle(self, bundle: Bundle, progress: transfer.Progress | None = None) -> transfer.ImportReport:
        await self.init_schema()
        report = await transfer.import_bundle(self.db, bundle, self.embedder, progress=progress or transfer.noop)
        await friction.refresh(self.db, self.settings)
        return report

    async def ingest(
        self,
        paths: Sequence[Path],
        *,
        extractor: str | None = None,
        options: IngestOptions | None = None,
        progress: IngestProgress | None = None,
    ) -> IngestReport:
        """Documents in, grounded concepts out (see `kg_server.ingest.pipeline`)."""
        from .ingest.pipeline import ingest

        await self.init_schema()
        chosen = extractor or self.settings.chosen_extractor()
        impl: Extractor
        if chosen == "llm":
            from .ingest.llm import LLMExtractor

            impl = LLMExtractor(self.settings)
        else:
            from .ingest.local import LocalExtractor

            impl = LocalExtractor(self.embedder)
        try:
            report = await ingest(
                self.db, self.embedder, impl, paths, options=options, progress=progress,
                merge_similarity=self.settings.merge_similarity,
                lookahead=max(2, self.settings.llm_concurrency) if chosen == "llm" else LOCAL_LOOKAHEAD,
            )
        finally:
            await impl.aclose()
        await friction.refresh(self.db, self.settings)
        return report

    async def remove_document(self, name: str) -> RemoveReport:
        """Remove one document, named as the tools name it (name, file name, stem or title)."""
        from .ingest.pipeline import remove_document

        await self.db.verify()
        report = await remove_document(self.db, await explore.resolve_document(self.db, name), self.embedder)
        await friction.refresh(self.db, self.settings)
        return report

    async def refresh_friction(self) -> int:
        """Recompute every concept's friction and status (done after each import, ingest and removal)."""
        await self.db.verify()
        return await friction.refresh(self.db, self.settings)

    async def export_bundle(self, *, with_embeddings: bool = True) -> Bundle:
        await self.db.verify()
        return await transfer.export_bundle(self.db, with_embeddings=with_embeddings)

    async def stats(self) -> GraphStats:
        version = await self.db.verify()
        row = (await self.db.read("graph_stats"))[0]
        meta = (await self.db.read("graph_meta_read"))[0]
        last = row["last_ingest"]
        return GraphStats(
            documents=row["documents"],
            sources=row["sources"],
            concepts=row["concepts"],
            instances=row["instances"],
            relationships={r["type"]: r["count"] for r in sorted(row["relationships"], key=lambda r: r["type"])},
            last_ingest=last.iso_format() if last is not None else None,
            neo4j_version=version,
            embedding_model=meta["model"],
            embedding_dimension=meta["dimension"],
            embedding_variant=schema.stored_variant(meta),
            indexes=await schema.index_states(self.db),
            configured_embedder=self.settings.embedding_model,
        )

    # --- the operations (kg_server.contract): every shell calls these, by the same names ----------
    async def search_concepts(self, request: contract.SearchConcepts) -> ConceptSearch:
        found = await search.search_concepts(
            self.db, self.embedder, request.query, min_similarity=request.min_similarity, mode=request.mode,
            limit=search.depth_for(request.limit) if request.status else request.limit,
        )
        return friction.only_status(found, request.status, request.limit) if request.status else found

    async def search_passages(self, request: contract.SearchPassages) -> PassageSearch:
        document = await explore.resolve_document(self.db, request.document) if request.document else None
        if request.topic_prefix:
            topics = [row["topic"] for row in await self.db.read("topic_documents")]
            check_scope(request.topic_prefix, topics=topics)
        return await search.search_passages(
            self.db, self.embedder, request.query, limit=request.limit, mode=request.mode, document=document,
            topic_prefix=request.topic_prefix or None, tags=request.tags, date_from=request.date_from,
            date_to=request.date_to,
        )

    async def get_concept_details(self, request: contract.GetConceptDetails) -> ConceptDetails:
        return await explore.get_concept_details(self.db, request)

    async def get_concepts(self, request: contract.GetConcepts) -> ConceptBatch:
        return await explore.get_concepts(self.db, request)

    async def find_related_concepts(self, request: contract.FindRelatedConcepts) -> RelatedConcepts:
        return await explore.find_related_concepts(self.db, request)

    async def search_by_document(self, request: contract.SearchByDocument) -> DocumentConcepts:
        return await explore.search_by_document(self.db, request)

    async def find_connections(self, request: contract.FindConnections) -> Connections:
        return await explore.find_connections(self.db, request)

    async def list_documents(self, request: contract.ListDocuments | None = None) -> DocumentList:
        return await explore.list_documents(self.db)

    async def read_source(self, request: contract.ReadSource) -> SourceText:
        return await explore.read_source(self.db, request)

    async def list_topics(self, request: contract.ListTopics) -> TopicTree:
        return await explore.list_topics(self.db, request)

    async def find_contradictions(self, request: contract.FindContradictions) -> Contradictions:
        return await explore.find_contradictions(self.db, request)

    async def get_visualization_url(self, request: contract.GetVisualizationUrl) -> VizLink:
        return await sessions.get_visualization_url(self.db, self.settings, request)

    async def neighbourhood(self, request: contract.Neighbourhood) -> VizGraph:
        return await viz.neighbourhood(self.db, request.concept_id)

    async def scout(self, request: contract.Scout) -> ScoutReport:
        return await scout.scout(self.db, self.embedder, self.settings, request)

    async def friction_report(self, request: contract.FrictionReport) -> Friction:
        return await friction.friction_report(self.db, self.settings, request)

    # --- curation (kg_server.curation): writes only when the server allows them -----------------------
    def _writes(self, operation: str) -> None:
        # A dry run (`:explain`) is rolled back, so it may show what a write would run.
        if not (self.settings.allow_writes or self.db.dry_running):
            raise WritesDisabled(operation)

    async def add_concept(self, request: contract.AddConcept, *, curator: str = "api") -> Change:
        self._writes("add_concept")
        return await curation.add_concept(self.db, self.embedder, request, curator=curator)

    async def revise_concept(self, request: contract.ReviseConcept, *, curator: str = "api") -> ConceptRevision:
        self._writes("revise_concept")
        return await curation.revise_concept(self.db, self.embedder, request, curator=curator)

    async def add_instance(self, request: contract.AddInstance, *, curator: str = "api") -> Change:
        self._writes("add_instance")
        return await curation.add_instance(self.db, request, curator=curator)

    async def add_relationship(self, request: contract.AddRelationship, *, curator: str = "api") -> Change:
        self._writes("add_relationship")
        return await curation.add_relationship(self.db, request, curator=curator)

    async def delete_relationship(self, request: contract.DeleteRelationship, *, curator: str = "api") -> Change:
        self._writes("delete_relationship")
        return await curation.delete_relationship(self.db, request, curator=curator)

    async def recent_changes(self, request: contract.ListRecentChanges) -> RecentChanges:
        return await curation.recent_changes(self.db, request)

    async def run_cypher(self, request: contract.RunCypher) -> CypherResult:
        """One read-only statement (kg_server.console), whatever the server's write setting."""
        return await console.run_statement(self.db, request.statement, request.parameters, max_rows=request.max_rows,
                                           timeout=request.timeout_seconds)

    # --- the viewer's sessions ----------------------------------------------------------------------
    async def viz_graph(self, session_id: str) -> VizGraph:
        return await viz.session_graph(self.db, session_id, cache=self._views)

    async def viz_session(self, session_id: str) -> VizSession:
        return await viz.load_session(self.db, session_id)

    async def recent_sessions(self) -> list[VizSession]:
        return await viz.recent_sessions(self.db)
