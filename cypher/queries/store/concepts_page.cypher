// A page of concepts in id order, with the text their embedding is made from (kg reembed).
MATCH (c:Concept)
WHERE c.concept_id > $after
RETURN c.concept_id AS id, c.label AS label, c.description AS description, c.aliases AS aliases
ORDER BY id
LIMIT $limit
