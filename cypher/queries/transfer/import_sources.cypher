// Create or update paragraphs and attach them to their document (moving one that changed document).
// $rows: [{source_id, document, paragraph, text, embedding}]; embedding may be null.
UNWIND $rows AS row
MATCH (d:Document {name: row.document})
MERGE (s:Source {source_id: row.source_id})
SET s.document = row.document,
    s.paragraph = row.paragraph,
    s.text = row.text
WITH s, d, row
CALL (s, d) {
  MATCH (other:Document)-[old:HAS_SOURCE]->(s)
  WHERE other <> d
  DELETE old
}
MERGE (d)-[:HAS_SOURCE]->(s)
WITH s, row
WHERE row.embedding IS NOT NULL
CALL db.create.setNodeVectorProperty(s, 'embedding', row.embedding)
