// The full-text half of a hybrid concept search, sent while the query is being embedded so that its
// round trip and Lucene's work hide behind the embedding: the $deep best full-text hits for $query,
// best first, as element ids (for search_concepts_hybrid.cypher to find the nodes again without an
// index lookup) and BM25 scores. $query: a well-formed Lucene query built by the application.
// One row: `ids` and `scores`, in the same order.
CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $deep}) YIELD node, score
RETURN collect(elementId(node)) AS ids, collect(score) AS scores
