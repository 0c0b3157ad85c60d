// Node cards for the 3D view, as one list of [id, label, description, degree, evidence count, documents,
// group, community, code] rows (lists decode faster than maps): group is the folder where the concept is
// quoted most, community its broadest community as [id, name] (null without one), code a symbol's
// [kind, language, qualified name, document, line] (null for a prose concept).
// $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH d.topic AS topic, collect(DISTINCT s.document) AS documents, count(s) AS quotes
  ORDER BY quotes DESC, topic
  RETURN collect(topic)[0] AS group, reduce(all = [], ds IN collect(documents) | all + ds) AS documents,
         sum(quotes) AS evidence_count
}
RETURN collect([c.concept_id, c.label, c.description, COUNT { (c)--(:Concept) }, evidence_count,
                documents[..10], group,
                [(c)-[:IN_COMMUNITY]->(:Community)-[:WITHIN*0..]->(top:Community {level: 1})
                 | [top.community_id, top.name]][0],
                CASE WHEN c:Symbol THEN [c.kind, c.language, c.qualified_name, c.document, c.line] END]) AS nodes
