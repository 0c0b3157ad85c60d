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
# `kg bench multihop --peer`: the same two, and the peer's graph-aware retrievers with a one-hop
# expansion: each hit's paragraph, then the paragraphs that share the most concepts with it.
MULTIHOP_VARIANTS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    ("vector", "VectorRetriever", {}),
    ("hybrid", "HybridRetriever", {}),
    ("vector_cypher", "VectorCypherRetriever", {}),
    ("hybrid_cypher", "HybridCypherRetriever", {}),
)
ONE_HOP = """
WITH node, score
OPTIONAL MATCH (node)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
               <-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(other:Source)
WHERE other <> node
WITH node, score, other, count(DISTINCT c) AS shared
ORDER BY shared DESC, other.source_id
WITH node, score, [o IN collect(other) WHERE o IS NOT NULL][..$expand] AS others
RETURN [node.source_id] + [o IN others | o.source_id] AS source_ids, score
"""
EXPANDED_PER_HIT = 2
DESCRIPTIONS = {
    "vector": "neo4j-graphrag VectorRetriever",
    "hybrid": "neo4j-graphrag HybridRetriever, default ranker",
    "hybrid_linear": "neo4j-graphrag HybridRetriever, linear ranker, alpha 0.5",
    "vector_cypher": "neo4j-graphrag VectorCypherRetriever, one hop over shared concepts",
    "hybrid_cypher": "neo4j-graphrag HybridCypherRetriever, one hop over shared concepts",
}
_LUCENE_SPECIAL = re.compile(r'([+\-!(){}\[\]^"~*?:\\/&|])')


def lucene_escaped(text: str) -> str:
    """Text the classic Lucene query parser reads as plain words (lower case: AND/OR/NOT are words)."""
    return _LUCENE_SPECIAL.sub(r"\\\1", text.lower())


class PeerRetrievers:
    """neo4j-graphrag's retrievers, each searched through its public `search`; each answers source ids,
    best first (a Cypher variant: each hit's, then those its expansion found)."""

    def __init__(self, settings: Settings, embedder: Embedder,
                 variants: tuple[tuple[str, str, dict[str, Any]], ...] = VARIANTS) -> None:
        try:
            import neo4j
            from neo4j_graphrag.embeddings.base import Embedder as PeerEmbedder
            from neo4j_graphrag.retrievers import (
                HybridCypherRetriever,
                HybridRetriever,
                VectorCypherRetriever,
                VectorRetriever,
            )
            from neo4j_graphrag.types import RetrieverResultItem
        except ImportError:
            raise InvalidArgument(
                "--peer needs neo4j-graphrag: pip install 'kg-server[bench]' (or pip install neo4j-graphrag)"
            ) from None

        class SameEmbedder(PeerEmbedder):
            def embed_query(self, text: str) -> list[float]:
                return embedder.embed([text])[0]

        def source_id(record: Any) -> Any:
            return RetrieverResultItem(content=[record["node"]["source_id"]], metadata={"score": record["score"]})

        def expanded(record: Any) -> Any:
            return RetrieverResultItem(content=list(record["source_ids"]), metadata={"score": record["score"]})

        self.embedder = SameEmbedder()
        self.driver = neo4j.GraphDatabase.driver(
            settings.neo4j_uri, auth=(settings.neo4j_username, settings.neo4j_password.get_secret_value())
        )
        self.retrievers: dict[str, tuple[Any, dict[str, Any]]] = {}
        for name, kind, extra in variants:
            indexes = ("source_embedding",) if kind.startswith("Vector") else ("source_embedding", "source_text")
            common = {"embedder": self.embedder, "neo4j_database": settings.neo4j_database}
            if kind.endswith("CypherRetriever"):
                cypher = {
                    "VectorCypherRetriever": VectorCypherRetriever,
                    "HybridCypherRetriever": HybridCypherRetriever,
                }[kind]
                retriever = cypher(self.driver, *indexes, retrieval_query=ONE_HOP, result_formatter=expanded, **common)
                extra = {**extra, "query_params": {"expand": EXPANDED_PER_HIT}}
            else:
                plain = {"VectorRetriever": VectorRetriever, "HybridRetriever": HybridRetriever}[kind]
                retriever = plain(self.driver, *indexes, return_properties=["source_id"], result_formatter=source_id,
                                  **common)
            self.retrievers[name] = (retriever, extra)

    def searcher(self, name: str) -> Callable[[str, int], list[str]]:
        retriever, extra = self.retrievers[name]
        hybrid = name.startswith("hybrid")

        def search(query: str, top_k: int) -> list[str]:
            vector = self.embedder.embed_query(query)
            text = lucene_escaped(query) if hybrid else None
            found = retriever.search(query_text=text, query_vector=vector, top_k=top_k, **extra)
            return list(dict.fromkeys(str(key) for item in found.items for key in item.content))[:top_k]

        return search

    def close(self) -> None:
        self.driver.close()
