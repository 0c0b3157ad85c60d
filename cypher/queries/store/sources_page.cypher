// A page of paragraphs in id order, with their text (kg reembed).
MATCH (s:Source)
WHERE s.source_id > $after
RETURN s.source_id AS id, s.text AS text
ORDER BY id
LIMIT $limit
