// For each relationship hop, one quote that grounds it: a quote of either endpoint concept in one of
// the hop's evidence paragraphs (falling back to any quote of the two concepts).
// $hops: [{key, concept_ids: [a, b], evidence: [source ids]}]
UNWIND $hops AS hop
CALL (hop) {
  MATCH (c:Concept)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WHERE c.concept_id IN hop.concept_ids
  RETURN i, s, CASE WHEN s.source_id IN hop.evidence THEN 0 ELSE 1 END AS preference
  ORDER BY preference, i.confidence DESC, s.document, s.paragraph
  LIMIT 1
}
RETURN hop.key AS key, i.quote AS quote, s.document AS document, s.paragraph AS paragraph,
       s.source_id AS source_id, i.confidence AS confidence
