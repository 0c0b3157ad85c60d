// Paragraphs containing the query's words. $query: a well-formed Lucene query; $k: candidates.
CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $k}) YIELD node, score
RETURN node.source_id AS key, score
