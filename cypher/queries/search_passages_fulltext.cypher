// Paragraphs containing the query's words. $query: a well-formed Lucene query; $k: candidates.
// One record holding every hit, best first (Database.read_list).
CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $k}) YIELD node, score
RETURN collect({key: node.source_id, score: score}) AS rows
