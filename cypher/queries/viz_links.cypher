// The typed relationships among a set of concepts (the links of the 3D view).
// $ids: concept ids; $types: the relationship type allow-list.
MATCH (a:Concept)-[r]->(b:Concept)
WHERE a.concept_id IN $ids AND b.concept_id IN $ids AND type(r) IN $types
RETURN a.concept_id AS source, b.concept_id AS target, type(r) AS type, r.confidence AS confidence
ORDER BY source, type, target
