"""Small repositories written by the tests of code (each file's text dedented) or copied from
tests/fixtures, a wiped graph that has ingested one through the real language servers, and the reads
those tests make of it."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from kg_server.config import Settings
from kg_server.ingest import IngestReport
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


def copied_fixture(tmp_path_factory: pytest.TempPathFactory, fixture: Path) -> Path:
    """A copy of a repository of tests/fixtures that a test may change."""
    return Path(shutil.copytree(fixture, tmp_path_factory.mktemp(fixture.name) / fixture.name))


@asynccontextmanager
async def ingested_folder(settings: Settings, embedder: LocalEmbedder, root: Path
                          ) -> AsyncIterator[tuple[KnowledgeGraph, IngestReport]]:
    """A wiped graph holding the repository at `root`, with the ingest's report; closed on leaving."""
    graph = await fresh_graph(settings, embedder)
    try:
        yield graph, await graph.ingest([root])
    finally:
        await graph.close()


def fixture_line(fixture: Path, document: str, snippet: str) -> int:
    """The first line of a fixture repository's file holding `snippet`."""
    for number, text in enumerate((fixture / document).read_text().splitlines(), start=1):
        if snippet in text:
            return number
    raise AssertionError(f"{snippet!r} is not in {document}")


async def graph_rows(graph: KnowledgeGraph, statement: str, **parameters: Any) -> list[dict[str, Any]]:
    return await graph.db.run_auto(statement, parameters)


async def use_kinds(graph: KnowledgeGraph, concept_id: str) -> dict[tuple[str, int], set[str]]:
    """Each line's kinds of use of the symbol (`geo::Square *other = new geo::Square(...)` holds two),
    by (document, line); its definitions and prose mentions left out."""
    found = await graph_rows(graph, "MATCH (:Concept {concept_id: $id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->"
                                    "(s:Source) WHERE NOT i.use IN ['definition', 'mention'] "
                                    "RETURN s.document AS document, i.line AS line, i.use AS use", id=concept_id)
    kinds: dict[tuple[str, int], set[str]] = {}
    for row in found:
        kinds.setdefault((row["document"], row["line"]), set()).add(row["use"])
    return kinds
