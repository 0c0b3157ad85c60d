"""Search: concepts and passages by meaning and exact words, ranked in Neo4j (hybrid.py), with the
pure pieces of ranking kept apart for unit tests (ranking.py)."""

from .hybrid import (
    default_min_similarity,
    passage_depth,
    passage_ranking,
    search_concepts,
    search_passages,
)

__all__ = ["default_min_similarity", "passage_depth", "passage_ranking", "search_concepts", "search_passages"]
