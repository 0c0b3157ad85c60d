// Claims of the contradiction finder imported from a bundle (which carries no labels) get their
// `Claim` label back, so ingestion ignores them like any claim and its next pass replaces them.
// $ids: concept_ids the bundle shows as claims (see contradictions.restore_claims).
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
SET c:Claim
RETURN count(c) AS claims
