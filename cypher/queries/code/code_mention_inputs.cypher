// What prose-to-code links are made from: every symbol's names, and the paragraphs of prose with the
// prose concepts quoted in each: all of them ($every), or those whose text contains one of $names (a
// string each). ($every is a flag beside the list, not a null list, so that both kinds of run share
// one plan: a cold Neo4j takes seconds to plan this.) Nothing when the graph holds no code.
// Rows come in pages of 1,000 (a record each).
CALL () {
  MATCH (c:Symbol)
  RETURN collect({concept_id: c.concept_id, name: c.name, label: c.label, qualified_name: c.qualified_name,
                  kind: c.kind, in_test: c.in_test}) AS symbols
}
WITH symbols
WHERE size(symbols) > 0
MATCH (d:Document)-[:HAS_SOURCE]->(s:Source)
WHERE coalesce(d.kind, '') <> 'code' AND ($every OR any(name IN $names WHERE s.text CONTAINS name))
WITH symbols, s
ORDER BY s.source_id
WITH symbols, collect(s) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
CALL (everything, start) {
  UNWIND everything[start..start + 1000] AS s
  CALL (s) {
    OPTIONAL MATCH (s)<-[:FOUND_IN]-(i:Instance)-[:INSTANCE_OF]->(c:Concept)
    WHERE NOT c:Symbol AND NOT c:Claim
    RETURN [q IN collect([c.concept_id, i.quote]) WHERE q[0] IS NOT NULL] AS quotes
  }
  RETURN collect({source_id: s.source_id, text: s.text, quotes: quotes}) AS rows
}
RETURN symbols, rows
