// Store new vectors on paragraphs. $rows: [{id, embedding}]
UNWIND $rows AS row
MATCH (s:Source {source_id: row.id})
CALL db.create.setNodeVectorProperty(s, 'embedding', row.embedding)
