// Store new vectors on paragraphs (no longer owed, for code an ingest wrote first). $rows: [{id, embedding}]
UNWIND $rows AS row
MATCH (s:Source {source_id: row.id})
REMOVE s:VectorOwed
WITH s, row
CALL db.create.setNodeVectorProperty(s, 'embedding', row.embedding)
