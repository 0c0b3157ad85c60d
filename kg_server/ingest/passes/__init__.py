"""The corpus passes: after documents change, what depends on the whole corpus is recomputed.

- links.py: the links no sentence states (co-occurrence, similarity, hierarchy) and each concept's
  extractive description;
- contradictions.py: the contradiction finder's pass, which writes claims and inferred CONTRADICTS,
  reading statements (statements.py) and comparing them by its rules (conflicts.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import numpy as np

from kg_server.providers.embeddings import Embedder
from kg_server.store.db import Database

from .contradictions import (
    ContradictionReport,
    clear_contradictions,
    refresh_contradictions,
)
from .links import LinkReport, refresh_links


def _quiet(_stage: str) -> None:
    pass


async def corpus_passes(db: Database, embedder: Embedder, stage: Callable[[str], None] = _quiet, *,
                        known_vectors: Mapping[str, np.ndarray] | None = None
                        ) -> tuple[LinkReport, ContradictionReport]:
    """Both passes, in their order. The previous claims go first, so that no pass sees them (claims depend
    on the graph, not the reverse); the fresh mark is written last, so that a run killed in any pass
    runs them all again. `known_vectors`: concept vectors the caller holds as stored (an ingest's
    resolver), which the links pass then does not read again."""
    await clear_contradictions(db)
    stage("linking concepts")
    links = await refresh_links(db, known_vectors)
    stage("contradictions")
    contradictions = await refresh_contradictions(db, embedder)
    await db.write("links_mark_fresh")
    return links, contradictions


__all__ = ["ContradictionReport", "LinkReport", "corpus_passes"]
