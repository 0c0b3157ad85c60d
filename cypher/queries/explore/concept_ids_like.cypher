// Candidate concept ids sharing a prefix with an unknown id (for "did you mean").
// $prefix: the first characters of the unknown id.
MATCH (c:Concept)
WHERE c.concept_id STARTS WITH $prefix
RETURN c.concept_id AS concept_id
ORDER BY concept_id
LIMIT 50
