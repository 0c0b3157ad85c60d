// The concepts a document (or one of its paragraphs) talks about, with their quotes in order.
// $name: document name; $paragraph: a paragraph number or null for the whole document.
MATCH (d:Document {name: $name})-[:HAS_SOURCE]->(s:Source)
WHERE $paragraph IS NULL OR s.paragraph = $paragraph
MATCH (s)<-[:FOUND_IN]-(i:Instance)-[:INSTANCE_OF]->(c:Concept)
WITH c, i, s
ORDER BY s.paragraph, coalesce(i.line, 0), i.instance_id
WITH c, collect({quote: i.quote, document: s.document, paragraph: s.paragraph, source_id: s.source_id,
                 confidence: i.confidence, line: i.line, use: i.use}) AS quotes
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description, quotes
ORDER BY quotes[0].paragraph, concept_id
