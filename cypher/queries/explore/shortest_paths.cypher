// The shortest paths of at most <MAX_HOPS> hops between two concepts over typed relationships, up to $limit
// of them (kg writes a number from 1 to 10 there: a path search's bound cannot be a parameter), through none
// of the concepts in $avoid, and over a direct relationship between the two only when $direct.
// $from, $to: concept ids. find_connections asks again with the concepts already on a path in $avoid, for
// routes that differ (kg_server/explore.py).
// allShortestPaths searches from both ends at once, checks these conditions as it goes, and stops at the
// first length that joins the two. SHORTEST 5 looks on for longer paths when fewer than 5 are shortest:
// through hubs that took seconds where this takes milliseconds (docs/benchmarks.md, "Speed at scale").
MATCH (a:Concept {concept_id: $from}), (b:Concept {concept_id: $to})
MATCH p = allShortestPaths((a)-[steps:IMPLIES|CONTRADICTS|SUPPORTS|PART_OF|KIND_OF|REQUIRES|RELATED_TO|CALLS|REFERENCES|IMPORTS|INHERITS|OVERRIDES|DESCRIBES*..<MAX_HOPS>]-(b))
WHERE all(n IN nodes(p) WHERE NOT n.concept_id IN $avoid)
  AND all(r IN steps WHERE $direct OR NOT (startNode(r) IN [a, b] AND endNode(r) IN [a, b]))
RETURN [n IN nodes(p) | {concept_id: n.concept_id, label: n.label}] AS nodes,
       [r IN relationships(p) | {type: type(r), from: startNode(r).concept_id, to: endNode(r).concept_id,
                                 confidence: r.confidence, evidence: r.evidence}] AS hops
LIMIT $limit
