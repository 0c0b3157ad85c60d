// The labels of the concepts communities are made of, and which of them are claims (they belong to a
// community but do not name one). $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
RETURN c.concept_id AS concept_id, c.label AS label, c:Claim AS claim
