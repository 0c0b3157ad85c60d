// Prose that names a symbol: a quote of the symbol in that paragraph (the sentence, verbatim), and
// DESCRIBES from each prose concept quoted in the same sentence to the symbol, its evidence the
// paragraphs where they meet (added to what a link of other paragraphs holds, in order).
// $quotes: [{instance_id, concept_id, source_id, quote}]; $links: [{from, to, evidence}]
CALL (*) {
  UNWIND $quotes AS row
  MATCH (c:Symbol {concept_id: row.concept_id})
  MATCH (s:Source {source_id: row.source_id})
  MERGE (i:Instance {instance_id: row.instance_id})
  SET i.quote = row.quote, i.confidence = 0.9, i.use = 'mention'
  MERGE (i)-[:INSTANCE_OF]->(c)
  MERGE (i)-[:FOUND_IN]->(s)
}
CALL (*) {
  UNWIND $links AS row
  MATCH (a:Concept {concept_id: row.from})
  MATCH (b:Symbol {concept_id: row.to})
  MERGE (a)-[r:DESCRIBES]->(b)
  WITH r, row
  CALL (r, row) {
    UNWIND coalesce(r.evidence, []) + row.evidence AS source
    WITH DISTINCT source
    ORDER BY source
    RETURN collect(source) AS evidence
  }
  SET r.method = 'name', r.confidence = 0.9, r.evidence = evidence
}
