// Short cards for concepts (search results): documents, evidence count, and the cosine-scale score
// (Neo4j's (1 + cosine) / 2) of each concept against $vector when one is given.
// $ids: concept ids; $vector: a query embedding or null.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
WITH c, count(i) AS evidence_count, collect(DISTINCT s.document) AS documents
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description,
       evidence_count, documents,
       CASE WHEN $vector IS NULL OR c.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(c.embedding, $vector) END AS score
