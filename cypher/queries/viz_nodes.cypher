// Node cards for the 3D view, as one list: degree, evidence count, documents, and the folder (group)
// where the concept is quoted most. $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH d.topic AS topic, collect(DISTINCT s.document) AS documents, count(s) AS quotes
  ORDER BY quotes DESC, topic
  RETURN collect(topic)[0] AS group, reduce(all = [], ds IN collect(documents) | all + ds) AS documents,
         sum(quotes) AS evidence_count
}
RETURN collect({id: c.concept_id, label: c.label, description: c.description,
                degree: COUNT { (c)--(:Concept) }, evidence_count: evidence_count, documents: documents[..10],
                group: group}) AS nodes
