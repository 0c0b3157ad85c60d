// Every CONTRADICTS with a side in community $community_id, as element ids for `contradictions`, most
// confident first (ties broken by the concepts' ids).
MATCH (k:Community {community_id: $community_id})
MATCH (k)<-[:WITHIN*0..]-(:Community)<-[:IN_COMMUNITY]-(:Concept)-[r:CONTRADICTS]-(:Concept)
WITH DISTINCT r
WITH r ORDER BY r.confidence DESC, startNode(r).concept_id, endNode(r).concept_id
RETURN collect(elementId(r)) AS ids
