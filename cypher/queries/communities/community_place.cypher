// After a small change, the concepts that have no community yet (new symbols of an edited file) join the
// finest community their linked neighbours are most in, weighed as community_links weighs them; the
// community and every one it lies WITHIN count them as members (their top concepts stay as computed).
// A concept none of whose neighbours has a community stays out, as an unlinked one does. Leiden runs
// again once the changes add up (detection.place_new).
// $types: the relationship type allow-list.
MATCH (c:Concept)
WHERE NOT (c)-[:IN_COMMUNITY]->()
CALL (c) {
  MATCH (c)-[r]-(b:Concept)-[:IN_COMMUNITY]->(k:Community)
  WHERE type(r) IN $types AND b <> c
  WITH k, sum(CASE r.method WHEN null THEN 3.0 WHEN 'cooccurrence' THEN 1.0 WHEN 'similarity' THEN 1.0
                            ELSE 2.0 END * coalesce(r.confidence, 0.5)) AS weight
  RETURN k ORDER BY weight DESC, k.community_id LIMIT 1
}
CREATE (c)-[:IN_COMMUNITY]->(k)
WITH c, k
MATCH (k)-[:WITHIN*0..]->(up:Community)
SET up.members = up.members + c.concept_id, up.size = up.size + 1
RETURN count(DISTINCT c) AS placed
