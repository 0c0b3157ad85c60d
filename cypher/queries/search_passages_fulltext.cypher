// Paragraphs containing the query's words, best BM25 score first (lexical search; in hybrid search,
// the BM25 scores of the semantic candidates too, hence a deep $k).
// One row of two lists (one row per hit costs far more to return).
// $query: a well-formed Lucene query built by the application; $k: how many.
CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $k}) YIELD node, score
RETURN collect(node.source_id) AS keys, collect(score) AS scores
