// Create or update typed concept relationships. row.type is one of IMPLIES, CONTRADICTS, SUPPORTS,
// PART_OF, REQUIRES, RELATED_TO (checked by the application before the query runs).
// $rows: [{type, from, to, confidence, evidence}]
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
MERGE (a)-[r:$(row.type)]->(b)
SET r.confidence = row.confidence,
    r.evidence = row.evidence
