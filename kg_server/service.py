"""KnowledgeGraph: the one service layer under every shell (MCP tools, HTTP API, CLI, consoles).

It answers every operation of `kg_server.contract.OPERATIONS` by the operation's name, as
`await graph.search_concepts(request)` (or `graph.run("search_concepts", request)`): the operation's
implementation (a feature's function, `@implements(NAME)`) runs on the service's resources, writes are
refused unless the server allows them, and the answer is cut to the caller's token budget
(`kg_server.budget`) in one place for every shell. The rest are the graph's lifecycle (schema, stats),
whole graphs (import, export, ingest, remove) and the viewer's sessions.

Constructing it does no I/O. `verify()` checks Neo4j and the schema; shells call it once at start-up
(a lifespan), not in every operation.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pydantic import BaseModel

from kg_server import (
    adhoc,
    communities,
    curation,
    explore,
    ingest,
    scout,
    search,
    transfer,
    visualize,
)
from kg_server.answers.stats import GraphIdentity, GraphStats
from kg_server.answers.views import VizGraph, VizSession
from kg_server.contract import IMPLEMENTATIONS, OPERATIONS, Bounded, Input
from kg_server.ingest import IngestOptions, IngestProgress, IngestReport, RemoveReport
from kg_server.providers.embeddings import Embedder, make_embedder
from kg_server.store import schema
from kg_server.store.db import Database

from .budget import fit, read_cursor
from .config import Settings
from .errors import WritesDisabled

# The features whose functions implement the operations (`@implements`): importing them registers those.
FEATURES = (adhoc, communities, curation, explore, scout, search, visualize)
if missing := sorted(set(OPERATIONS) - set(IMPLEMENTATIONS)):
    raise RuntimeError(f"operations without an implementation: {', '.join(missing)}")


class KnowledgeGraph:
    def __init__(self, settings: Settings, *, db: Database | None = None, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.db = db or Database(settings)
        self._embedder = embedder
        self._identity: GraphIdentity | None = None
        self._views = visualize.ViewCache()

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

    # --- the operations -------------------------------------------------------------------------
    async def run(self, name: str, request: Input, *, curator: str = "api") -> BaseModel:
        """Answer one operation: its implementation, then the answer fitted to the token budget. A
        write also says who asked (`curator`, kept in the change log)."""
        operation = OPERATIONS[name]
        # A dry run (`:explain`) is rolled back, so it may show what a write would run.
        if operation.writes and not (self.settings.allow_writes or self.db.dry_running):
            raise WritesDisabled(name)
        offsets = read_cursor(name, request) if isinstance(request, Bounded) else {}
        implementation = IMPLEMENTATIONS[name]
        answer = await (implementation(self, request, curator=curator) if operation.writes
                        else implementation(self, request))
        return fit(answer, request, operation=name, offsets=offsets, max_tokens=self.settings.max_answer_tokens)

    def __getattr__(self, name: str) -> Callable[..., Awaitable[Any]]:
        """`graph.find_connections(request)`: any operation, by its name."""
        if name in OPERATIONS:
            return partial(self.run, name)
        raise AttributeError(f"{type(self).__name__} has no attribute or operation {name!r}")

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

    # --- whole graphs -----------------------------------------------------------------------------
    async def import_bundle(self, bundle: transfer.Bundle, progress: transfer.Progress | None = None
                            ) -> transfer.ImportReport:
        await self.init_schema()
        report = await transfer.import_bundle(self.db, bundle, self.embedder, progress=progress or transfer.noop)
        await explore.refresh_friction(self.db, self.settings)
        report.notes.append(f"communities: {(await self.refresh_communities()).summary()}")
        return report

    async def export_bundle(self, *, with_embeddings: bool = True) -> transfer.Bundle:
        await self.db.verify()
        return await transfer.export_bundle(self.db, with_embeddings=with_embeddings)

    async def ingest(self, paths: Sequence[Path], *, extractor: str | None = None,
                     options: IngestOptions | None = None,
                     progress: IngestProgress | None = None) -> IngestReport:
        """Documents in, grounded concepts out (see `kg_server.ingest.pipeline`)."""
        await self.init_schema()
        # Neo4j loads its graph algorithms on their first call (seconds): let that happen while the
        # documents are read, not after them.
        warming = asyncio.create_task(communities.warm_up(self.db))
        try:
            report = await ingest.ingest(self.db, self.embedder, self.settings, paths, extractor=extractor,
                                         options=options, progress=progress)
        finally:
            await warming
        await explore.refresh_friction(self.db, self.settings)
        report.communities = await self.refresh_communities()
        return report

    async def remove_document(self, name: str) -> RemoveReport:
        """Remove one document, named as the tools name it (name, file name, stem or title)."""
        await self.db.verify()
        report = await ingest.remove_document(self.db, self.embedder, name)
        await explore.refresh_friction(self.db, self.settings)
        await self.refresh_communities()
        return report

    async def refresh_friction(self) -> int:
        """Recompute every concept's friction and status (done after each import, ingest and removal)."""
        await self.db.verify()
        return await explore.refresh_friction(self.db, self.settings)

    async def refresh_communities(self) -> communities.CommunityRun:
        """Recompute the communities (after each import, ingest and removal; `kg recluster`). A Neo4j
        without the Graph Data Science library keeps its graph as it is and the run says why."""
        await self.db.verify()
        return await communities.refresh_communities(self.db, settings=self.settings)

    # --- the viewer's sessions ----------------------------------------------------------------------
    async def viz_graph(self, session_id: str) -> VizGraph:
        return await visualize.session_graph(self.db, session_id, cache=self._views)

    async def viz_session(self, session_id: str) -> VizSession:
        return await visualize.load_session(self.db, session_id)

    async def recent_sessions(self) -> list[VizSession]:
        return await visualize.recent_sessions(self.db)
