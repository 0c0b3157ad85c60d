// Every CONTRADICTS touching concept $concept_id (either direction), as element ids for
// `contradictions`, most confident first (ties broken by the concepts' ids).
MATCH (:Concept {concept_id: $concept_id})-[r:CONTRADICTS]-(:Concept)
WITH DISTINCT r
WITH r ORDER BY r.confidence DESC, startNode(r).concept_id, endNode(r).concept_id
RETURN collect(elementId(r)) AS ids
