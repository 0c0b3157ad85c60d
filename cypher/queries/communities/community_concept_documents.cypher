// The documents each concept is quoted in, for the communities' document shares stored with them.
// $ids: concept ids (the linked ones). One record holding every row (Database.read_list).
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
RETURN collect({concept_id: id, documents: COLLECT {
         MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source) RETURN DISTINCT s.document
       }}) AS rows
