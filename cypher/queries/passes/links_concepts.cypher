// Every concept with its quotes (in document order), for the corpus pass after an ingest: hierarchy
// links from labels, and descriptions chosen from quotes.
// $max_quotes: quotes read per concept.
MATCH (c:Concept)
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WITH i, s
  ORDER BY s.document, s.paragraph, i.instance_id
  RETURN collect(i.quote)[..$max_quotes] AS quotes, collect(s.source_id)[..$max_quotes] AS sources
}
RETURN c.concept_id AS id, c.label AS label, c.description AS description, c.description_from AS description_from,
       quotes, sources
ORDER BY id
