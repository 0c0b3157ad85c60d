// A stated relationship from a curator (add_relationship): created, or an existing one of this type and
// direction confirmed. Stated relationships carry no `method` (inferred ones say how they were found),
// so confirming an inferred relationship removes it, and the co-occurrence statistic `pmi` with it (the
// corpus pass deletes a method-less link that still has one). Evidence is added to what it had.
// <TYPE> is one type from the allow-list, filled in before the query runs.
// $from, $to, $confidence, $evidence (source ids)
MATCH (a:Concept {concept_id: $from})
MATCH (b:Concept {concept_id: $to})
CALL (a, b) {
  OPTIONAL MATCH (a)-[old:<TYPE>]->(b)
  RETURN properties(old) AS before
  LIMIT 1
}
MERGE (a)-[r:<TYPE>]->(b)
SET r.confidence = $confidence,
    r.evidence = reduce(all = coalesce(r.evidence, []), sid IN $evidence |
                        CASE WHEN sid IN all THEN all ELSE all + sid END)
REMOVE r.method, r.pmi
RETURN before, properties(r) AS after
