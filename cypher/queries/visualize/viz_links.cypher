// The typed relationships among a set of concepts (the links of the 3D view), as one list of
// [source, target, type, confidence, method] rows: a single record of lists transfers far faster than
// thousands of records or maps. Unordered: the caller sorts (cheaper in Python than in the query).
// $ids: concept ids; $types: the relationship type allow-list.
UNWIND $ids AS id
MATCH (a:Concept {concept_id: id})-[r]->(b:Concept)
WHERE b.concept_id IN $ids AND type(r) IN $types
RETURN collect([a.concept_id, b.concept_id, type(r), r.confidence, r.method]) AS links
