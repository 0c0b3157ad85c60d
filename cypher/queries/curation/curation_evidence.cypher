// What the evidence check of add_relationship reads: the two ends' names, and each paragraph a
// curator cites (in the order given) with its text, its document's title and which of the two ends it
// quotes. Paragraphs that do not exist are left out (the caller names them).
// $from, $to: concept ids; $ids: source ids.
MATCH (a:Concept {concept_id: $from})
MATCH (b:Concept {concept_id: $to})
CALL (a, b) {
  UNWIND range(0, size($ids) - 1) AS at
  MATCH (d:Document)-[:HAS_SOURCE]->(s:Source {source_id: $ids[at]})
  WITH at, d, s, [c IN [a, b] WHERE EXISTS { (s)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c) } | c.concept_id] AS grounds
  ORDER BY at
  RETURN collect({source_id: s.source_id, text: s.text, title: d.title, grounds: grounds}) AS sources
}
RETURN {concept_id: a.concept_id, label: a.label, aliases: coalesce(a.aliases, [])} AS start,
       {concept_id: b.concept_id, label: b.label, aliases: coalesce(b.aliases, [])} AS end,
       sources
