"""What the server says about the graph it serves: counts and indexes (kg stats), and which graph it is."""

from __future__ import annotations

import os
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from kg_server import __version__

from .common import plural


# --- live mode (`--watch`): the files the graph follows, and how far behind them it is ----------------
class Behind(BaseModel):
    """Changes of the watched files that the graph does not show yet: waiting for the quiet that ends a
    burst of saves, or being ingested. Tool answers carry it (MCP `_meta.behind`, the HTTP header
    KG-Behind) only while there are some."""

    files: int | None = Field(description="Changed files (added, edited or deleted) not in the graph yet; null "
                                          "while the first run looks for what changed while nobody watched.")
    since: datetime = Field(description="When the oldest of them changed (UTC).")

    def note(self) -> str:
        when = f"{self.since:%Y-%m-%dT%H:%M:%SZ}"
        if self.files is None:
            return (f"Note: the graph is catching up with the watched folders (since {when}); this answer may be "
                    "behind them.")
        return (f"Note: the graph is behind the files: {plural(self.files, 'changed file')} since {when} not "
                "ingested yet; this answer may not show them.")


class WatchedRun(BaseModel):
    """One run of the watcher: the incremental ingest of the folders a burst of changes touched."""

    changed: list[str] = Field(description="The files that changed, relative to their watched folder.")
    finished: datetime
    seconds: float = Field(description="How long the run took.")
    lag_seconds: float = Field(description="From the oldest change it caught up with to its end: how long "
                                           "the graph was behind.")
    outcome: str = Field(description="What the run did (files read, symbols and uses, documents removed), or "
                                     "why it failed; its changes then wait for the next run.")
    failed: bool = False

    def line(self) -> str:
        shown = ", ".join(self.changed[:3]) + (f" and {len(self.changed) - 3} more" if len(self.changed) > 3 else "")
        return f"{shown or 'the watched folders'} {'changed' if self.changed else 'caught up'}: {self.outcome}"


class Watching(BaseModel):
    """What the watcher of a server (`kg serve --watch`, KG_WATCH) or of `kg ingest --watch` is doing."""

    folders: list[str] = Field(description="The watched folders.")
    behind: Behind | None = Field(None, description="Changes the graph does not show yet; null when it shows all.")
    running: bool = Field(description="Whether a run is ingesting now.")
    runs: int = Field(description="Runs since the watcher started.")
    last_run: WatchedRun | None = None

    def render(self) -> str:
        last = f"; last run {self.last_run.finished:%H:%M:%SZ}: {self.last_run.line()}" if self.last_run else ""
        waiting = f"; {self.behind.files} files waiting" if self.behind and self.behind.files else ""
        return f"watching {', '.join(self.folders)}{waiting}{last}"


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
    watching: Watching | None = Field(None, description="The watcher keeping the graph current with folders "
                                                        "(`--watch`, KG_WATCH); null when nothing is watched.")

    def as_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")

    def render(self) -> str:
        rels = ", ".join(f"{t} {n}" for t, n in self.relationships.items()) or "none"
        return (
            f"Neo4j {self.neo4j_version}: {self.documents} documents, {self.sources} paragraphs, {self.concepts} "
            f"concepts, {self.instances} quotes; relationships: {rels}; embeddings: {self.embedding_model} "
            f"({_variant(self.embedding_variant)}{self.embedding_dimension} dims); "
            f"last ingest: {self.last_ingest or 'never'}" + (f"; {self.watching.render()}" if self.watching else "")
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
    watching: Watching | None = Field(None, description="The folders this server keeps the graph following "
                                                        "(`kg serve --watch`, KG_WATCH); null when none.")
