// Counts for `kg stats` and the kg://stats/summary resource.
CALL () { MATCH (d:Document) RETURN count(d) AS documents, max(d.ingested_at) AS last_ingest }
CALL () { MATCH (s:Source) RETURN count(s) AS sources }
CALL () { MATCH (c:Concept) RETURN count(c) AS concepts }
CALL () { MATCH (i:Instance) RETURN count(i) AS instances }
CALL () {
  MATCH (:Concept)-[r]->(:Concept)
  WITH type(r) AS type, count(*) AS n
  RETURN collect({type: type, count: n}) AS relationships
}
RETURN documents, sources, concepts, instances, relationships, last_ingest
