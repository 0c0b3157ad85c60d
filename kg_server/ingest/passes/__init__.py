"""The corpus passes: after documents change, what depends on the whole corpus is recomputed.

- the links pass (`links.py`): the links no sentence states (co-occurrence, similarity, hierarchy),
  and each concept's extractive description (`descriptions.py`);
- the contradiction finder (`contradictions.py`, where its stages are named): statements of different
  documents that conflict, written as claims and inferred CONTRADICTS. Its stages live in
  `sentences.py` (what one sentence asserts), `statements.py` (the corpus's comparable sentences),
  `conflicts.py` (which of them conflict), `judge.py` (with an LLM configured, its verdict on the pairs
  no rule decided) and `claims.py` (the conflicts as claims).

`corpus_passes` runs both, the finder's reading and comparing beside the links pass: the links pass
never writes what the finder reads (tests/test_passes_side_by_side.py checks it on the queries both run).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

import numpy as np

from kg_server.config import Settings
from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database

from .contradictions import (
    ContradictionReport,
    clear_contradictions,
    infer_contradictions,
    write_contradictions,
)
from .judge import ContradictionJudge
from .links import LinkReport, refresh_links


def _quiet(_stage: str) -> None:
    pass


async def corpus_passes(db: Database, embedder: Embedder, stage: Callable[[str], None] = _quiet, *,
                        known_vectors: Mapping[str, np.ndarray] | None = None, settings: Settings | None = None
                        ) -> tuple[LinkReport, ContradictionReport]:
    """Both passes. The previous claims go first, so that no pass sees them (claims depend on the graph,
    not the reverse); the fresh mark is written last, so that a run killed in any pass runs them all
    again. The contradiction finder reads only paragraphs, quotes and concept names, which the links
    pass leaves alone, so it reads and computes while the links pass runs (much of which is Neo4j
    writing links while this process waits), and writes once the links are written.
    `known_vectors`: concept vectors the caller holds as stored (an ingest's resolver), which the links
    pass then does not read again. `settings`: with an LLM configured in them, the finder also asks it
    about the pairs no rule decided (`judge.py`)."""
    await clear_contradictions(db)
    stage("linking concepts")
    judge = ContradictionJudge(settings) if settings is not None and ContradictionJudge.configured(settings) else None
    finding = asyncio.create_task(infer_contradictions(db, embedder, judge))
    try:
        links = await refresh_links(db, known_vectors)
        stage("contradictions")
        contradictions = await write_contradictions(db, await finding)
    finally:  # a failed links pass stops the finder, and a failed finder's error is not left unread
        finding.cancel()
        await asyncio.gather(finding, return_exceptions=True)
        if judge is not None:
            await judge.aclose()
    await db.write("links_mark_fresh")
    return links, contradictions


__all__ = ["ContradictionReport", "LinkReport", "corpus_passes"]
