// For `kg bench extract --sample-edges N`: every typed relationship (all but RELATED_TO) with its
// method and the text of its first evidence paragraph, to eyeball a random sample of them.
MATCH (a:Concept)-[r]->(b:Concept)
WHERE type(r) <> 'RELATED_TO'
OPTIONAL MATCH (s:Source {source_id: head(coalesce(r.evidence, []))})
RETURN a.label AS from, type(r) AS type, coalesce(r.method, 'stated') AS method, b.label AS to,
       s.source_id AS source_id, s.text AS text
ORDER BY from, type, to
