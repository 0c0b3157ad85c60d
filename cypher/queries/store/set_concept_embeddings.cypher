// Store new vectors on concepts. $rows: [{id, embedding}]
UNWIND $rows AS row
MATCH (c:Concept {concept_id: row.id})
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
