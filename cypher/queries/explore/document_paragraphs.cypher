// A range of a document's paragraphs in order (a code file's with the line each begins at), and how many
// it has (read_source).
// $name: document name; $from, $to: paragraph numbers (inclusive).
MATCH (d:Document {name: $name})
CALL (d) {
  MATCH (d)-[:HAS_SOURCE]->(s:Source)
  RETURN count(s) AS total
}
OPTIONAL MATCH (d)-[:HAS_SOURCE]->(s:Source)
WHERE s.paragraph >= $from AND s.paragraph <= $to
WITH d, total, s
ORDER BY s.paragraph
RETURN d.name AS document, d.title AS title, d.topic AS topic, total,
       collect(CASE WHEN s IS NOT NULL THEN {source_id: s.source_id, paragraph: s.paragraph, text: s.text,
                                             line_start: s.line_start} END) AS paragraphs
