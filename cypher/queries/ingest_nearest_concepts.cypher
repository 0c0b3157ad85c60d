// For each new concept vector, the closest existing concept (entity resolution by similarity).
// Neo4j's cosine score is (1 + cosine) / 2; the application converts it back to the cosine.
// $rows: [{key, embedding}]
UNWIND $rows AS row
CALL db.index.vector.queryNodes('concept_embedding', 1, row.embedding) YIELD node, score
RETURN row.key AS key, node.concept_id AS concept_id, score
