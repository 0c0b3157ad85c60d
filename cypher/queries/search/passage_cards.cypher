// Paragraphs with their document's folder, tags, own date, ingest time and language (code's: python,
// typescript, tsx, javascript, go, c; null for prose), for filters and excerpts.
// $ids: source ids. One record holding every card (Database.read_list).
UNWIND $ids AS id
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source {source_id: id})
RETURN collect({source_id: s.source_id, document: s.document, paragraph: s.paragraph, text: s.text,
                topic: d.topic, tags: d.tags, dated: d.dated, ingested_at: d.ingested_at,
                language: d.language}) AS rows
