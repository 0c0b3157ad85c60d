// A hybrid search in one round trip once the query is embedded. The $deep best full-text hits give
// their BM25 scores (to score every candidate, however it was found); the candidates are the $k
// paragraphs nearest in meaning to $vector and the $k best full-text hits, each once, with its exact
// cosine-scale score (Neo4j's (1 + cosine) / 2, computed from the stored vector: the vector index's own
// scores differ from it by up to ~0.002, enough to reorder close candidates) and what a
// result shows. One row of lists.
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $deep}) YIELD node, score
  RETURN collect(node.source_id) AS keys, collect(score) AS scores, collect(node)[..$k] AS best
}
CALL () {
  CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node
  RETURN collect(node) AS near
}
RETURN keys, scores,
       [s IN near + [b IN best WHERE NOT b IN near] |
        {key: s.source_id, score: vector.similarity.cosine(s.embedding, $vector), document: s.document,
         paragraph: s.paragraph, text: s.text}] AS rows
