// Create or update evidence: a quote (Instance) of a concept, found in a paragraph (Source).
// An instance re-imported with another concept or paragraph is moved, not linked twice.
// $rows: [{instance_id, concept_id, source_id, quote, confidence}]
UNWIND $rows AS row
MATCH (c:Concept {concept_id: row.concept_id})
MATCH (s:Source {source_id: row.source_id})
MERGE (i:Instance {instance_id: row.instance_id})
SET i.quote = row.quote,
    i.confidence = row.confidence
WITH i, c, s
CALL (i, c, s) {
  MATCH (i)-[old:INSTANCE_OF|FOUND_IN]->(elsewhere)
  WHERE elsewhere <> c AND elsewhere <> s
  DELETE old
}
MERGE (i)-[:INSTANCE_OF]->(c)
MERGE (i)-[:FOUND_IN]->(s)
