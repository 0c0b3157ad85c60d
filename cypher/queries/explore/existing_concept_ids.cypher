// Which of the given concept ids exist. $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
RETURN c.concept_id AS concept_id
