"""Small repositories written by the tests of code (each file's text dedented), and a wiped graph that has
ingested one through the real language servers."""

from __future__ import annotations

import textwrap
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from kg_server.config import Settings
from kg_server.providers.embeddings import LocalEmbedder
from kg_server.service import KnowledgeGraph

from .graphs import wipe


def write_repository(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return root


async def fresh_graph(settings: Settings, embedder: LocalEmbedder) -> KnowledgeGraph:
    graph = KnowledgeGraph(settings, embedder=embedder)
    await wipe(graph)
    return graph


@asynccontextmanager
async def ingested(settings: Settings, embedder: LocalEmbedder, root: Path, files: dict[str, str]
                   ) -> AsyncIterator[KnowledgeGraph]:
    """A wiped graph holding the repository `files` written under `root`, closed on leaving."""
    graph = await fresh_graph(settings, embedder)
    await graph.ingest([write_repository(root, files)])
    try:
        yield graph
    finally:
        await graph.close()
