// Up to 5 shortest paths between two concepts over typed relationships, at most $max_hops long
// (10 is the hard ceiling of the pattern). $from, $to: concept ids.
MATCH (a:Concept {concept_id: $from}), (b:Concept {concept_id: $to})
MATCH p = SHORTEST 5 (a)-[:IMPLIES|CONTRADICTS|SUPPORTS|PART_OF|KIND_OF|REQUIRES|RELATED_TO]-{1,10}(b)
WHERE length(p) <= $max_hops
RETURN [n IN nodes(p) | {concept_id: n.concept_id, label: n.label}] AS nodes,
       [r IN relationships(p) | {type: type(r), from: startNode(r).concept_id, to: endNode(r).concept_id,
                                 confidence: r.confidence, evidence: r.evidence}] AS hops
ORDER BY length(p)
