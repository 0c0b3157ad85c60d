// Every concept with friction above zero, highest first, with the folders of the documents that quote
// it (friction_report filters them by folder; list_topics averages friction per folder).
MATCH (c:Concept)
WHERE c.friction > 0
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(:Source)<-[:HAS_SOURCE]-(d:Document)
RETURN c.concept_id AS concept_id, c.label AS label, c.friction AS friction, c.status AS status,
       collect(DISTINCT coalesce(d.topic, '')) AS topics
ORDER BY friction DESC, concept_id
