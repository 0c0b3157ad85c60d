// Every paragraph, for `kg export`; $with_embeddings = false leaves the vectors out.
MATCH (s:Source)
RETURN s.source_id AS source_id, s.document AS document, s.paragraph AS paragraph, s.text AS text,
       CASE WHEN $with_embeddings THEN s.embedding END AS embedding
ORDER BY document, paragraph, source_id
