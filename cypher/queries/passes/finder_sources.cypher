// The contradiction finder's input: every paragraph with its document, folder and text, and the
// concepts quoted in it as [concept_id, quote] pairs (claims left out: they are the finder's output).
// Rows come in pages of 1,000 (a record each): one record per row costs the driver ~40 µs of CPU per
// row, one record for everything would hold the whole answer in Neo4j's memory at once.
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source)
WHERE coalesce(d.kind, '') <> 'code'  // code states nothing that could contradict
WITH d, s
ORDER BY d.name, s.paragraph
WITH collect([d, s]) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
CALL (everything, start) {
  UNWIND everything[start..start + 1000] AS pair
  WITH pair[0] AS d, pair[1] AS s
  CALL (s) {
    OPTIONAL MATCH (s)<-[:FOUND_IN]-(i:Instance)-[:INSTANCE_OF]->(c:Concept)
    WHERE NOT c:Claim AND NOT c:Symbol
    RETURN [q IN collect([c.concept_id, i.quote]) WHERE q[0] IS NOT NULL] AS quotes
  }
  RETURN collect({source_id: s.source_id, document: d.name, topic: d.topic, text: s.text, quotes: quotes}) AS rows
}
RETURN rows
