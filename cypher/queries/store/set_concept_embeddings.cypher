// Store new vectors on concepts (no longer owed, for a symbol an ingest wrote first). $rows: [{id, embedding}]
UNWIND $rows AS row
MATCH (c:Concept {concept_id: row.id})
REMOVE c:VectorOwed
WITH c, row
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
