"""Search: concepts and passages by meaning and exact words, ranked in Neo4j (hybrid.py), with the
pure pieces of ranking kept apart for unit tests (ranking.py), and the graph's walk from the first
hop to the second (graph.py, spreading.py)."""

from .graph import GraphRanking
from .hybrid import (
    concepts_near,
    default_min_similarity,
    passage_depth,
    rank_passages,
    search_concepts,
    search_passages,
    walked_passages,
)

__all__ = ["GraphRanking", "concepts_near", "default_min_similarity", "passage_depth", "rank_passages",
           "search_concepts", "search_passages", "walked_passages"]
