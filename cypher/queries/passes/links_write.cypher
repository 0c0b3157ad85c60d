// Links computed by the corpus pass, of one allow-listed type (<TYPE>: RELATED_TO or KIND_OF).
// $rows: [{from, to, confidence, pmi, method, evidence}] (pmi only for co-occurrence)
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
CREATE (a)-[r:<TYPE>]->(b)
SET r.confidence = row.confidence, r.method = row.method, r.evidence = row.evidence, r.pmi = row.pmi
