// One breadth-first step of find_related_concepts: the neighbours of a frontier of concepts over the
// allowed relationship types, leaving out concepts already reached.
// $frontier: concept ids; $types: relationship types; $seen: ids already reached; $limit: a cap.
UNWIND $frontier AS id
MATCH (a:Concept {concept_id: id})-[r]-(b:Concept)
WHERE type(r) IN $types AND NOT b.concept_id IN $seen
RETURN a.concept_id AS from_id, b.concept_id AS to_id, b.label AS label, type(r) AS type,
       CASE WHEN startNode(r) = a THEN 'outgoing' ELSE 'incoming' END AS direction,
       r.confidence AS confidence, r.method AS method
ORDER BY from_id, confidence DESC, type, to_id
LIMIT $limit
