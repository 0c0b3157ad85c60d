// For each relationship hop, one quote that grounds it: a quote of either endpoint concept in one of
// the hop's evidence paragraphs (falling back to any quote of the two concepts).
// $hops: [{key, concept_ids: [a, b], evidence: [source ids]}]
UNWIND $hops AS hop
CALL (hop) {
  MATCH (c:Concept)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WHERE c.concept_id IN hop.concept_ids
  // In code, the line of the use itself (a call) rather than a definition in the same paragraph.
  RETURN i, s, CASE WHEN s.source_id IN hop.evidence THEN 0 ELSE 1 END AS preference,
         CASE WHEN i.use = 'definition' THEN 1 ELSE 0 END AS definition
  ORDER BY preference, definition, i.confidence DESC, s.document, s.paragraph
  LIMIT 1
}
RETURN hop.key AS key, i.quote AS quote, s.document AS document, s.paragraph AS paragraph,
       s.source_id AS source_id, i.confidence AS confidence, i.line AS line, i.use AS use
