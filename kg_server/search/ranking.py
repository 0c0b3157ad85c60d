"""Pure pieces of ranking: the cosine scale, the fusion weight and a ranked result.

Kept free of I/O so they are unit-tested directly; `kg_server.search.hybrid` runs the rankings in Neo4j.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)


def cosine_from_neo4j(score: float) -> float:
    """Neo4j's cosine vector score is (1 + cosine) / 2; users and thresholds want the cosine itself."""
    return 2.0 * score - 1.0


# Equal weights for the cosine and BM25 in hybrid fusion (done in Neo4j: cypher/queries/search/search_*_hybrid.cypher):
# the value 2-fold cross-validation on SciFact picks too (docs/benchmarks.md).
SEMANTIC_WEIGHT = 0.5


@dataclass
class Fused(Generic[K]):
    """A ranked result: its fused score (the cosine in semantic mode, BM25 in lexical mode) and the
    retrievers' own scores when known."""

    key: K
    score: float
    similarity: float | None = None
    lexical_score: float | None = None
