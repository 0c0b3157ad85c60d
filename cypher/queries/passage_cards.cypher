// Paragraphs with their document's folder, tags and ingest time (for filters and excerpts).
// $ids: source ids.
UNWIND $ids AS id
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source {source_id: id})
RETURN s.source_id AS source_id, s.document AS document, s.paragraph AS paragraph, s.text AS text,
       d.topic AS topic, d.tags AS tags, d.ingested_at AS ingested_at
