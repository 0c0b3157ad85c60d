// The $limit most confident CONTRADICTS of the whole graph (ties broken by the concepts' ids), as
// element ids for `contradictions`, and how many there are in all. Index-backed at any size: the
// range index on CONTRADICTS(confidence) gives the $limit-th best confidence, then only the
// relationships at or above it are read and sorted (every write path sets a confidence, and the
// count comes from Neo4j's count store).
CALL () {
  MATCH ()-[r:CONTRADICTS]->()
  WHERE r.confidence IS NOT NULL
  WITH r.confidence AS confidence ORDER BY confidence DESC LIMIT $limit
  RETURN min(confidence) AS floor
}
CALL (floor) {
  MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept)
  WHERE r.confidence >= floor
  WITH r ORDER BY r.confidence DESC, a.concept_id, b.concept_id LIMIT $limit
  RETURN collect(elementId(r)) AS ids
}
CALL () {
  MATCH ()-[r:CONTRADICTS]->()
  RETURN count(r) AS total
}
RETURN ids, total
