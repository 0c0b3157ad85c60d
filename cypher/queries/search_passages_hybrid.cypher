// A hybrid search in one round trip once the query is embedded. The $deep best full-text hits give
// their BM25 scores (to score every candidate, however it was found); the candidates are the $k
// paragraphs nearest in meaning to $vector and the $k best full-text hits, each with its cosine-scale
// score (Neo4j's (1 + cosine) / 2: the index's for the nearest, computed for the others) and what a
// result shows. One row of lists; no row at all when neither retriever finds anything.
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $deep}) YIELD node, score
  RETURN collect(node.source_id) AS keys, collect(score) AS scores, collect(node)[..$k] AS best
}
CALL (best) {
  CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node, score
  RETURN node AS s, score
  UNION
  UNWIND best AS s
  RETURN s, vector.similarity.cosine(s.embedding, $vector) AS score
}
RETURN keys, scores,
       collect({key: s.source_id, score: score, document: s.document, paragraph: s.paragraph, text: s.text}) AS rows
