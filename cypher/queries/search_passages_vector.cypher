// Paragraphs nearest in meaning to a query vector. Score is Neo4j's (1 + cosine) / 2.
// $k: how many candidates; $vector: the query embedding. One record holding every hit (Database.read_list).
CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node, score
RETURN collect({key: node.source_id, score: score}) AS rows
