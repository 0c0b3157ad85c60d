// Call chains between two symbols of code, shortest first: each hop a call, followed in its direction
// (the caller first), through none of the symbols in $avoid, up to $limit of them (kg writes a number from
// 1 to 10 for <MAX_HOPS>). find_connections asks these before any other path when both ends are code.
// $from, $to: concept ids.
MATCH (a:Symbol {concept_id: $from}), (b:Symbol {concept_id: $to})
MATCH p = allShortestPaths((a)-[steps:CALLS*..<MAX_HOPS>]->(b))
WHERE all(n IN nodes(p) WHERE NOT n.concept_id IN $avoid)
RETURN [n IN nodes(p) | {concept_id: n.concept_id, label: n.label}] AS nodes,
       [r IN relationships(p) | {type: type(r), from: startNode(r).concept_id, to: endNode(r).concept_id,
                                 confidence: r.confidence, evidence: r.evidence}] AS hops
LIMIT $limit
