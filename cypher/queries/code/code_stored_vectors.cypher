// The vectors the graph holds for code files about to be written again, with what they were made
// from: a re-ingest embeds only the paragraphs and symbols whose text changed (an edit moves most of a
// file's definitions without changing them).
// $documents: document names
CALL (*) {
  UNWIND $documents AS name
  MATCH (:Document {name: name})-[:HAS_SOURCE]->(s:Source)
  WHERE s.embedding IS NOT NULL
  RETURN collect([s.text, s.embedding]) AS paragraphs
}
CALL (*) {
  MATCH (c:Symbol)
  WHERE c.document IN $documents AND c.embedding IS NOT NULL
  RETURN collect([c.label, c.description, c.embedding]) AS symbols
}
RETURN paragraphs, symbols
