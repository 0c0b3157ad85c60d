// Every concept, for `kg export`; $with_embeddings = false leaves the vectors out.
MATCH (c:Concept)
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description, c.aliases AS aliases,
       CASE WHEN $with_embeddings THEN c.embedding END AS embedding
ORDER BY concept_id
