// The $k concepts nearest in meaning to $vector (semantic search), each with its cosine-scale score:
// Neo4j's (1 + cosine) / 2, which the application converts back to the cosine. One row holding the list.
// $k: how many; $vector: the query embedding.
CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node AS c, score
RETURN collect({key: c.concept_id, score: score}) AS rows
