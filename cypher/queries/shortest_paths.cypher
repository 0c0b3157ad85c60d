// Up to 5 shortest paths of at most <MAX_HOPS> hops between two concepts over typed relationships (kg
// writes a number from 1 to 10 there: a path search's bound cannot be a parameter). $from, $to: concept ids.
MATCH (a:Concept {concept_id: $from}), (b:Concept {concept_id: $to})
MATCH p = SHORTEST 5 (a)-[:IMPLIES|CONTRADICTS|SUPPORTS|PART_OF|KIND_OF|REQUIRES|RELATED_TO]-{1,<MAX_HOPS>}(b)
RETURN [n IN nodes(p) | {concept_id: n.concept_id, label: n.label}] AS nodes,
       [r IN relationships(p) | {type: type(r), from: startNode(r).concept_id, to: endNode(r).concept_id,
                                 confidence: r.confidence, evidence: r.evidence}] AS hops
ORDER BY length(p)
