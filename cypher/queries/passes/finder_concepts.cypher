// The names the contradiction finder looks for in sentences: every concept's label and aliases
// (claims left out).
MATCH (c:Concept)
WHERE NOT c:Claim
RETURN c.concept_id AS concept_id, c.label AS label, coalesce(c.aliases, []) AS aliases
ORDER BY concept_id
