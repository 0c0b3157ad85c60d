// Every quote with the concept it grounds and the paragraph it is in, for `kg export`.
MATCH (c:Concept)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
RETURN i.instance_id AS instance_id, c.concept_id AS concept_id, s.source_id AS source_id,
       i.quote AS quote, i.confidence AS confidence
ORDER BY instance_id
