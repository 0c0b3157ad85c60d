// Which of $ids (paragraph ids) quote a concept of community $community_id.
MATCH (k:Community {community_id: $community_id})
UNWIND $ids AS id
MATCH (s:Source {source_id: id})
WHERE EXISTS { (s)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(:Concept)-[:IN_COMMUNITY]->(:Community)-[:WITHIN*0..]->(k) }
RETURN collect(s.source_id) AS ids
