"""The graph's counts and settings (`kg stats`, the resource kg://stats/summary)."""

from __future__ import annotations

from kg_server.answers.stats import GraphStats
from kg_server.store import schema
from kg_server.store.db import Database


async def graph_stats(db: Database, *, neo4j_version: str, configured_embedder: str | None) -> GraphStats:
    """Counts of every kind of node and relationship, the last ingest, the embedder the graph's vectors
    come from and the state of every index."""
    row = (await db.read("graph_stats"))[0]
    meta = (await db.read("graph_meta_read"))[0]
    last = row["last_ingest"]
    return GraphStats(
        documents=row["documents"],
        sources=row["sources"],
        concepts=row["concepts"],
        instances=row["instances"],
        relationships={r["type"]: r["count"] for r in sorted(row["relationships"], key=lambda r: r["type"])},
        last_ingest=last.iso_format() if last is not None else None,
        neo4j_version=neo4j_version,
        embedding_model=meta["model"],
        embedding_dimension=meta["dimension"],
        embedding_variant=schema.stored_variant(meta),
        indexes=await schema.index_states(db),
        configured_embedder=configured_embedder,
    )
