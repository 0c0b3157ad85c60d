// Every concept with its quotes (in document order), for the corpus pass after an ingest: hierarchy
// links from labels, and descriptions chosen from quotes.
// Rows come in pages of 1,000 (a record each): one record per row costs the driver ~40 µs of CPU per
// row, one record for everything would hold the whole answer in Neo4j's memory at once.
// $max_quotes: quotes read per concept.
MATCH (c:Concept)
WHERE NOT c:Symbol  // code's symbols are described and linked by their language servers
WITH c
ORDER BY c.concept_id
WITH collect(c) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
CALL (everything, start) {
  UNWIND everything[start..start + 1000] AS c
  CALL (c) {
    OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
    WITH i, s
    ORDER BY s.document, s.paragraph, i.instance_id
    RETURN collect(i.quote)[..$max_quotes] AS quotes, collect(s.source_id)[..$max_quotes] AS sources
  }
  RETURN collect({id: c.concept_id, label: c.label, description: c.description,
                  description_from: c.description_from, quotes: quotes, sources: sources}) AS rows
}
RETURN rows
