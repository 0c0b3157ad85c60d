// The contradiction finder's input: every paragraph with its document, folder and text, and the
// concepts quoted in it as [concept_id, quote] pairs (claims left out: they are the finder's output).
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source)
CALL (s) {
  OPTIONAL MATCH (s)<-[:FOUND_IN]-(i:Instance)-[:INSTANCE_OF]->(c:Concept)
  WHERE NOT c:Claim
  RETURN [q IN collect([c.concept_id, i.quote]) WHERE q[0] IS NOT NULL] AS quotes
}
RETURN s.source_id AS source_id, d.name AS document, d.topic AS topic, s.text AS text, quotes
ORDER BY d.name, s.paragraph
