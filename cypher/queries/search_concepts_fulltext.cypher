// Concepts whose label, description or aliases contain the query's words (lexical search).
// $query: a Lucene query built by the application (always well-formed); $k: how many candidates.
CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $k}) YIELD node, score
RETURN node.concept_id AS key, score
