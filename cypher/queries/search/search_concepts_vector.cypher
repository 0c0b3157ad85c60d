// Concepts nearest in meaning to a query vector (semantic search).
// Neo4j's cosine score is (1 + cosine) / 2; the application converts it back to the cosine.
// $k: how many candidates; $vector: the query embedding.
// One record holding every hit (Database.read_list): far cheaper for the driver than a record per hit.
CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node, score
RETURN collect({key: node.concept_id, score: score}) AS rows
