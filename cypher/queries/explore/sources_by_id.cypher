// Paragraphs by id, with their document (evidence of relationships, read_source).
// $ids: source ids.
MATCH (s:Source)
WHERE s.source_id IN $ids
RETURN s.source_id AS source_id, s.document AS document, s.paragraph AS paragraph, s.text AS text
