// Paragraphs with their document's folder, tags and ingest time (lexical results and their filters).
// One row holding the list. $ids: source ids.
UNWIND $ids AS id
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source {source_id: id})
RETURN collect({key: s.source_id, document: s.document, paragraph: s.paragraph, text: s.text,
                topic: d.topic, tags: d.tags, ingested_at: d.ingested_at}) AS rows
