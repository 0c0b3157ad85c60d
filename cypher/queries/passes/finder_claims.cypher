// Claims of a contradiction pass: one concept per position a statement takes, grounded by the
// conflicting sentences as quotes and linked to the concept the statements talk about.
// $rows: [{concept_id, label, description, embedding, topic, confidence, evidence,
//          quotes: [{instance_id, source_id, quote, confidence}]}], $method: 'inferred'.
UNWIND $rows AS row
CREATE (c:Concept:Claim {concept_id: row.concept_id, label: row.label, description: row.description, aliases: []})
WITH c, row
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
CALL (c, row) {
  UNWIND row.quotes AS q
  MATCH (s:Source {source_id: q.source_id})
  CREATE (i:Instance {instance_id: q.instance_id, quote: q.quote, confidence: q.confidence})
  CREATE (i)-[:INSTANCE_OF]->(c)
  CREATE (i)-[:FOUND_IN]->(s)
}
CALL (c, row) {
  MATCH (t:Concept {concept_id: row.topic})
  CREATE (c)-[:RELATED_TO {method: $method, confidence: row.confidence, evidence: row.evidence}]->(t)
}
RETURN count(c) AS claims
