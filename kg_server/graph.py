"""KnowledgeGraph: the one service layer under every adapter (MCP tools, HTTP API, CLI).

Constructing it does no I/O. `verify()` checks Neo4j and the schema; adapters call it once at start-up
(a lifespan), not in every operation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import schema, transfer
from .config import Settings
from .db import Database
from .embeddings import Embedder, make_embedder
from .models import Bundle


@dataclass
class GraphStats:
    documents: int
    sources: int
    concepts: int
    instances: int
    relationships: dict[str, int]
    last_ingest: str | None
    neo4j_version: str
    embedding_model: str | None
    embedding_dimension: int | None
    indexes: list[dict[str, Any]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        return self.__dict__.copy()


class KnowledgeGraph:
    def __init__(self, settings: Settings, *, db: Database | None = None, embedder: Embedder | None = None) -> None:
        self.settings = settings
        self.db = db or Database(settings)
        self._embedder = embedder

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
        await schema.require_schema(self.db, self.embedder.name, self.embedder.dimension)
        return version

    async def init_schema(self) -> None:
        await self.db.verify()
        await schema.apply_schema(self.db, self.embedder.name, self.embedder.dimension)

    async def reembed(self, progress: schema.Progress | None = None) -> dict[str, int]:
        await self.db.verify()
        return await schema.reembed(self.db, self.embedder, progress=progress)

    # --- whole graphs -----------------------------------------------------------------------------
    async def import_bundle(self, bundle: Bundle, progress: transfer.Progress | None = None) -> transfer.ImportReport:
        await self.init_schema()
        return await transfer.import_bundle(self.db, bundle, self.embedder, progress=progress or transfer.noop)

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
            indexes=await schema.index_states(self.db),
        )
