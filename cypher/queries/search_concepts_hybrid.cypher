// A hybrid search in one round trip once the query is embedded. The $deep best full-text hits give
// their BM25 scores (to score every candidate, however it was found); the candidates are the $k
// concepts nearest in meaning to $vector and the $k best full-text hits, each with its cosine-scale
// score (Neo4j's (1 + cosine) / 2: the index's for the nearest, computed for the others; null for a
// concept without a vector). One row of lists; no row at all when neither retriever finds anything.
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $deep}) YIELD node, score
  RETURN collect(node.concept_id) AS keys, collect(score) AS scores, collect(node)[..$k] AS best
}
CALL (best) {
  CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node, score
  RETURN node AS c, score
  UNION
  UNWIND best AS c
  RETURN c, vector.similarity.cosine(c.embedding, $vector) AS score
}
RETURN keys, scores, collect({key: c.concept_id, score: score}) AS rows
