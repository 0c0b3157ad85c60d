// Friction and integration status of every concept, recomputed from its CONTRADICTS relationships and
// quotes (after an import or an ingest). Friction sums, over the CONTRADICTS touching the concept in
// either direction, stated or inferred, the relationship's confidence ($default_confidence when it has
// none) times its evidence paragraphs (at least 1, at most 3). Status: contested at $threshold or more,
// else probation under $min_quotes quotes, else integrated. Only concepts whose values change are written.
MATCH (c:Concept)
CALL (c) {
  MATCH (c)-[r:CONTRADICTS]-(:Concept)
  RETURN sum(coalesce(r.confidence, $default_confidence)
             * CASE WHEN size(coalesce(r.evidence, [])) < 1 THEN 1
                    WHEN size(r.evidence) > 3 THEN 3 ELSE size(r.evidence) END) AS friction
}
WITH c, round(friction, 4) AS friction, COUNT { (c)<-[:INSTANCE_OF]-(:Instance) } AS quotes
WITH c, friction, CASE WHEN friction >= $threshold THEN 'contested'
                       WHEN quotes < $min_quotes THEN 'probation'
                       ELSE 'integrated' END AS status
WHERE c.friction IS NULL OR c.friction <> friction OR c.status IS NULL OR c.status <> status
SET c.friction = friction, c.status = status
RETURN count(c) AS changed
