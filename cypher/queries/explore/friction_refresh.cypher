// Friction and integration status of every concept, recomputed from the CONTRADICTS that concern it
// and its quotes (after an import, an ingest or a removal). The CONTRADICTS that concern a concept:
// those touching it, stated or inferred, and those touching a claim about it (a concept with a
// RELATED_TO {method: $claim_method} to it: the contradiction finder's claims), each counted once.
// Friction sums each one's confidence ($default_confidence when it has none) times its evidence
// paragraphs (at least 1, at most 3). Status: contested at $threshold or more, else probation under
// $min_quotes quotes, else integrated. Only concepts whose values change are written.
// One page of concepts per call: the $batch concepts after $after in concept_id order (one transaction
// for a whole 100k-concept graph runs out of transaction memory); `last` is where the next page starts.
MATCH (c:Concept)
WHERE c.concept_id > $after
WITH c ORDER BY c.concept_id LIMIT $batch
WITH collect(c) AS page
CALL (page) {
UNWIND page AS c
CALL (c) {
  OPTIONAL MATCH (c)-[r:CONTRADICTS]-(:Concept)
  RETURN collect(r) AS own
}
CALL (c) {
  OPTIONAL MATCH (c)<-[:RELATED_TO {method: $claim_method}]-(:Concept)-[r:CONTRADICTS]-(:Concept)
  RETURN collect(DISTINCT r) AS about
}
WITH c, own + [r IN about WHERE NOT r IN own] AS concerning
WITH c, reduce(total = 0.0, r IN concerning |
       total + coalesce(r.confidence, $default_confidence)
               * CASE WHEN size(coalesce(r.evidence, [])) < 1 THEN 1
                      WHEN size(r.evidence) > 3 THEN 3 ELSE size(r.evidence) END) AS friction,
     COUNT { (c)<-[:INSTANCE_OF]-(:Instance) } AS quotes
WITH c, round(friction, 4) AS friction, quotes
WITH c, friction, CASE WHEN friction >= $threshold THEN 'contested'
                       WHEN quotes < $min_quotes THEN 'probation'
                       ELSE 'integrated' END AS status
WHERE c.friction IS NULL OR c.friction <> friction OR c.status IS NULL OR c.status <> status
SET c.friction = friction, c.status = status
RETURN count(c) AS changed
}
RETURN changed, size(page) AS seen, page[-1].concept_id AS last
