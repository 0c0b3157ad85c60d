"""What the server says about the graph it serves: counts and indexes (kg stats), and which graph it is."""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel, Field

from kg_server import __version__


# --- kg stats / kg://stats/summary ----------------------------------------------------------------
class GraphStats(BaseModel):
    documents: int
    sources: int
    concepts: int
    instances: int
    relationships: dict[str, int]
    last_ingest: str | None
    neo4j_version: str
    embedding_model: str | None = Field(None, description="The embedder whose vectors the graph holds.")
    embedding_dimension: int | None = None
    embedding_variant: str | None = Field(
        None, description="The local model's variant (fp32 or int8) that made the vectors; null for remote embedders."
    )
    configured_embedder: str | None = None
    indexes: list[dict[str, object]] = Field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")

    def render(self) -> str:
        rels = ", ".join(f"{t} {n}" for t, n in self.relationships.items()) or "none"
        return (
            f"Neo4j {self.neo4j_version}: {self.documents} documents, {self.sources} paragraphs, {self.concepts} "
            f"concepts, {self.instances} quotes; relationships: {rels}; embeddings: {self.embedding_model} "
            f"({_variant(self.embedding_variant)}{self.embedding_dimension} dims); "
            f"last ingest: {self.last_ingest or 'never'}"
        )


def _variant(variant: str | None) -> str:
    return f"{variant}, " if variant else ""


# --- which graph a server serves (GET /api/server) ---------------------------------------------------
class GraphIdentity(BaseModel):
    """Tells two servers on the same graph from two on different ones; holds no secret."""

    neo4j_uri: str = Field(description="Where the server reaches Neo4j (credentials left out).")
    database: str
    database_id: str | None = Field(
        None, description="Neo4j's own id of the database (the same through any address); null when Neo4j "
                          "does not answer.")


class ServerIdentity(BaseModel):
    """What `GET /api/server` answers: the product marker, and which graph the server serves."""

    product: Literal["kg-server"] = Field("kg-server", description="Always 'kg-server': tells a kg server from "
                                                               "any other program on the port.")
    version: str = __version__
    served_by: str = Field(description="The command serving: 'kg serve' or 'kg mcp'.")
    viewer: bool = Field(True, description="Whether the 3D viewer (pages, /api) is served here; "
                                           "`kg mcp --transport http` serves MCP only.")
    pid: int = Field(default_factory=os.getpid, description="The serving process.")
    graph: GraphIdentity
