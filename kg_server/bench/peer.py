"""neo4j-graphrag's retrievers over our indexes, for `kg bench beir --peer` (the `.[bench]` extra).

The peer gets the same Neo4j, the same indexes (`source_embedding`, `source_text`) and the same
embedder, called the same way (each query embedded once, no cache). Its full-text side passes the
query to Lucene's parser as it is, which fails on metacharacters such as `/` or a trailing `AND`, so
the query text is lower-cased and escaped for it first; the vector side embeds the original text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kg_server.config import Settings
from kg_server.errors import InvalidArgument
from kg_server.providers.embeddings import Embedder

# (name in the report, retriever class, extra search arguments)
VARIANTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("vector", "VectorRetriever", {}),
    ("hybrid", "HybridRetriever", {}),
    ("hybrid_linear", "HybridRetriever", {"ranker": "linear", "alpha": 0.5}),
)
DESCRIPTIONS = {
    "vector": "neo4j-graphrag VectorRetriever",
    "hybrid": "neo4j-graphrag HybridRetriever, default ranker",
    "hybrid_linear": "neo4j-graphrag HybridRetriever, linear ranker, alpha 0.5",
}
_LUCENE_SPECIAL = re.compile(r'([+\-!(){}\[\]^"~*?:\\/&|])')


def lucene_escaped(text: str) -> str:
    """Text the classic Lucene query parser reads as plain words (lower case: AND/OR/NOT are words)."""
    return _LUCENE_SPECIAL.sub(r"\\\1", text.lower())


class PeerRetrievers:
    """The three neo4j-graphrag retrievers, each searched through its public `search`."""

    def __init__(self, settings: Settings, embedder: Embedder) -> None:
        try:
            import neo4j
            from neo4j_graphrag.embeddings.base import Embedder as PeerEmbedder
            from neo4j_graphrag.retrievers import HybridRetriever, VectorRetriever
            from neo4j_graphrag.types import RetrieverResultItem
        except ImportError:
            raise InvalidArgument(
                "--peer needs neo4j-graphrag: pip install 'kg-server[bench]' (or pip install neo4j-graphrag)"
            ) from None

        class SameEmbedder(PeerEmbedder):
            def embed_query(self, text: str) -> list[float]:
                return embedder.embed([text])[0]

        def source_id(record: Any) -> Any:
            return RetrieverResultItem(content=record["node"]["source_id"], metadata={"score": record["score"]})

        self.embedder = SameEmbedder()
        self.driver = neo4j.GraphDatabase.driver(
            settings.neo4j_uri, auth=(settings.neo4j_username, settings.neo4j_password.get_secret_value())
        )
        kinds = {"VectorRetriever": VectorRetriever, "HybridRetriever": HybridRetriever}
        self.retrievers: dict[str, tuple[Any, dict[str, Any]]] = {}
        for name, kind, extra in VARIANTS:
            indexes = ("source_embedding",) if kind == "VectorRetriever" else ("source_embedding", "source_text")
            retriever = kinds[kind](self.driver, *indexes, embedder=self.embedder, return_properties=["source_id"],
                                    result_formatter=source_id, neo4j_database=settings.neo4j_database)
            self.retrievers[name] = (retriever, extra)

    def searcher(self, name: str) -> Callable[[str, int], list[str]]:
        retriever, extra = self.retrievers[name]
        hybrid = name != "vector"

        def search(query: str, top_k: int) -> list[str]:
            vector = self.embedder.embed_query(query)
            text = lucene_escaped(query) if hybrid else None
            found = retriever.search(query_text=text, query_vector=vector, top_k=top_k, **extra)
            return [str(item.content) for item in found.items]

        return search

    def close(self) -> None:
        self.driver.close()
