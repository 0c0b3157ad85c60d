// The typed relationships among a set of concepts (the links of the 3D view), as one list: a single
// record transfers far faster than thousands.
// $ids: concept ids; $types: the relationship type allow-list.
UNWIND $ids AS id
MATCH (a:Concept {concept_id: id})-[r]->(b:Concept)
WHERE b.concept_id IN $ids AND type(r) IN $types
WITH a, r, b
ORDER BY a.concept_id, type(r), b.concept_id
RETURN collect({source: a.concept_id, target: b.concept_id, type: type(r), confidence: r.confidence,
                method: r.method}) AS links
