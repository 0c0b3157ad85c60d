// The integration status and friction of some concepts (search results, the scout's cards).
// $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
RETURN c.concept_id AS concept_id, c.status AS status, c.friction AS friction
