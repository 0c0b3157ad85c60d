// Each document's folder and the concepts it grounds (list_topics builds the tree from these rows).
MATCH (d:Document)
OPTIONAL MATCH (d)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
RETURN d.topic AS topic, d.name AS document, collect(DISTINCT c.concept_id) AS concepts
ORDER BY topic, document
