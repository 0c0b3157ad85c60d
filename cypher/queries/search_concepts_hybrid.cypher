// A hybrid search in one round trip once the query is embedded. The $deep best full-text hits give
// their BM25 scores (to score every candidate, however it was found); the candidates are the $k
// concepts nearest in meaning to $vector and the $k best full-text hits, each once, with its exact
// cosine-scale score (Neo4j's (1 + cosine) / 2, computed from the stored vector: the vector index's own
// scores differ from it by up to ~0.002; null for a concept without a vector). One row of lists.
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $deep}) YIELD node, score
  RETURN collect(node.concept_id) AS keys, collect(score) AS scores, collect(node)[..$k] AS best
}
CALL () {
  CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node
  RETURN collect(node) AS near
}
RETURN keys, scores,
       [c IN near + [b IN best WHERE NOT b IN near] |
        {key: c.concept_id, score: vector.similarity.cosine(c.embedding, $vector)}] AS rows
