// Paragraphs nearest in meaning to a query vector. Score is Neo4j's (1 + cosine) / 2.
// $k: how many candidates; $vector: the query embedding.
CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node, score
RETURN node.source_id AS key, score
