// The CONTRADICTS that can have a side quoted in documents $documents (one endpoint is grounded
// there), optionally only those touching concept $concept_id, as element ids for `contradictions`:
// the candidates of a find_contradictions narrowed to a folder. It starts from those documents'
// quotes, so it reads what the folder grounds, not every contradiction of the graph.
MATCH (d:Document)
WHERE d.name IN $documents
MATCH (d)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
WITH DISTINCT c
MATCH (c)-[r:CONTRADICTS]-(:Concept)
WITH DISTINCT r
WHERE $concept_id IS NULL OR startNode(r).concept_id = $concept_id OR endNode(r).concept_id = $concept_id
RETURN collect(elementId(r)) AS ids
