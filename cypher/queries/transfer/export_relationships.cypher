// Every typed relationship between concepts, for `kg export`. $types: the relationship type allow-list.
MATCH (a:Concept)-[r]->(b:Concept)
WHERE type(r) IN $types
RETURN type(r) AS type, a.concept_id AS from, b.concept_id AS to, r.confidence AS confidence,
       r.evidence AS evidence, r.method AS method
ORDER BY from, type, to
