// Routes between two concepts through the text, for find_connections: the paragraphs that quote both
// (one hop), and the concepts quoted with the first in one paragraph and with the second in another
// (two hops: the bridge a multi-hop question turns on, as search_passages mode "graph" walks it).
// Bridges quoted in more than $max_quotes places are general words, not bridges, and are skipped;
// kg_server/explore/paths.py ranks the rest most specific first. One row per route: `middle` is null
// for a shared paragraph, else the bridging concept with its quote count; `first` and `second` are the
// paragraphs of the two hops (`second` null for one hop).
// $from, $to: concept ids; $avoid: concept ids a route may not pass through; $limit: rows per kind.
MATCH (a:Concept {concept_id: $from}), (b:Concept {concept_id: $to})
CALL (b) {
  MATCH (b)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(q:Source)
  RETURN collect(DISTINCT q) AS ends
}
CALL (a) {
  MATCH (a)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(p:Source)
  RETURN collect(DISTINCT p) AS starts
}
CALL (a, b, starts, ends) {
  UNWIND starts AS p
  WITH p WHERE p IN ends
  RETURN null AS middle, 0 AS quotes, p.source_id AS first, null AS second
  ORDER BY p.document, p.paragraph
  LIMIT $limit
  UNION
  UNWIND starts AS p
  MATCH (p)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(x:Concept)
  WHERE x <> a AND x <> b AND NOT x.concept_id IN $avoid
  WITH DISTINCT x, p
  WITH x, p, COUNT { (x)<-[:INSTANCE_OF]-() } AS quotes
  WHERE quotes <= $max_quotes
  MATCH (x)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(q:Source)
  WHERE q IN ends AND q <> p
  WITH x, quotes, min(p.source_id) AS first, min(q.source_id) AS second
  RETURN {concept_id: x.concept_id, label: x.label} AS middle, quotes, first, second
  ORDER BY quotes, middle.concept_id
  LIMIT $limit
}
RETURN a.label AS from_label, b.label AS to_label, middle, quotes, first, second
