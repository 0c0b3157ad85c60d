// A code file's paragraphs: its definitions' own lines, each with its line range and the symbol
// whose lines they are, and their vectors: given, or owed (:VectorOwed, made after the graph is written).
// $rows: [{source_id, document, paragraph, text, line_start, line_end, owner, embedding, owed}]
UNWIND $rows AS row
MATCH (d:Document {name: row.document})
MERGE (s:Source {source_id: row.source_id})
SET s.document = row.document,
    s.paragraph = row.paragraph,
    s.text = row.text,
    s.line_start = row.line_start,
    s.line_end = row.line_end,
    s.owner = row.owner
MERGE (d)-[:HAS_SOURCE]->(s)
FOREACH (_ IN CASE WHEN row.owed THEN [1] ELSE [] END | SET s:VectorOwed REMOVE s.embedding)
WITH s, row
WHERE row.embedding IS NOT NULL
REMOVE s:VectorOwed
WITH s, row
CALL db.create.setNodeVectorProperty(s, 'embedding', row.embedding)
