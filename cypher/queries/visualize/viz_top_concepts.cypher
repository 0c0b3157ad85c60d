// The most connected concepts (a view with neither concept ids nor a center). $limit.
MATCH (c:Concept)
RETURN c.concept_id AS concept_id
ORDER BY COUNT { (c)--(:Concept) } DESC, concept_id
LIMIT $limit
