// Concepts whose label, description or aliases contain the query's words (lexical search).
// $query: a Lucene query built by the application (always well-formed); $k: how many candidates.
// One record holding every hit, best first (Database.read_list).
CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $k}) YIELD node, score
RETURN collect({key: node.concept_id, score: score}) AS rows
