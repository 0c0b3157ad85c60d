// Every document with its paragraph and concept counts, its own date and its ingest time (list_documents).
MATCH (d:Document)
CALL (d) {
  OPTIONAL MATCH (d)-[:HAS_SOURCE]->(s:Source)
  RETURN count(s) AS paragraphs
}
CALL (d) {
  OPTIONAL MATCH (d)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
  RETURN count(DISTINCT c) AS concepts
}
RETURN d.name AS name, d.title AS title, d.topic AS topic, d.tags AS tags, d.dated AS dated, d.ingested_at AS ingested_at,
       paragraphs, concepts
ORDER BY name
