// CONTRADICTS relationships between concepts a scout visited (for its summary). $ids: concept ids.
MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept)
WHERE a.concept_id IN $ids AND b.concept_id IN $ids
RETURN a.concept_id AS a_id, a.label AS a_label, b.concept_id AS b_id, b.label AS b_label,
       r.confidence AS confidence, r.method AS method
ORDER BY confidence DESC, a_id, b_id
