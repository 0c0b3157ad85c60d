// Each document's folder and the concepts it grounds, each with its friction and status when it has
// friction (list_topics builds the tree and its contested counts from these rows). Only grounded
// concepts are read: concepts without quotes belong to no folder.
MATCH (d:Document)
OPTIONAL MATCH (d)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
WITH d, collect(DISTINCT c) AS grounded
RETURN d.topic AS topic, d.name AS document, [c IN grounded | c.concept_id] AS concepts,
       [c IN grounded WHERE c.friction > 0 | [c.concept_id, c.friction, c.status]] AS disputed
ORDER BY topic, document
