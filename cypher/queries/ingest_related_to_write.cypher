// Replace the computed RELATED_TO relationships (those with a `pmi` weight) with a fresh set.
// Pairs already joined by another relationship are left as they are. RELATED_TO without `pmi`
// (imported from bundles) is never touched.
// $rows: [{from, to, pmi, confidence, evidence}], $keys: ['from|to', ...] of $rows.
CALL () {
  MATCH (a:Concept)-[r:RELATED_TO]->(b:Concept)
  WHERE r.pmi IS NOT NULL AND NOT a.concept_id + '|' + b.concept_id IN $keys
  DELETE r
}
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
WHERE NOT EXISTS { (a)-[other]-(b) WHERE type(other) <> 'RELATED_TO' OR other.pmi IS NULL }
MERGE (a)-[r:RELATED_TO]->(b)
SET r.pmi = row.pmi, r.confidence = row.confidence, r.evidence = row.evidence
RETURN count(r) AS written
