// The typed relationships between two concepts, either direction (to say what exists when a delete
// names one that does not). $a, $b: concept ids; $types: the relationship type allow-list.
MATCH (x:Concept {concept_id: $a})-[r]-(y:Concept {concept_id: $b})
WHERE type(r) IN $types
RETURN startNode(r).concept_id AS from, type(r) AS type, endNode(r).concept_id AS to
