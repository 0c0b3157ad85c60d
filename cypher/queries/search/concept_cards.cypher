// Short cards for concepts (search results): documents, evidence count, integration status and friction,
// for a symbol of code its kind, language, qualified name and where it is defined,
// and the cosine-scale score (Neo4j's (1 + cosine) / 2) of each concept against $vector when one is given.
// $ids: concept ids; $vector: a query embedding or null. One record holding every card (Database.read_list).
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
WITH c, count(i) AS evidence_count, collect(DISTINCT s.document) AS documents
RETURN collect({concept_id: c.concept_id, label: c.label, description: c.description,
                evidence_count: evidence_count, documents: documents, status: c.status, friction: c.friction,
                code: c:Symbol, kind: c.kind, language: c.language, qualified_name: c.qualified_name,
                defined_at: CASE WHEN c:Symbol THEN c.document + ':' + toString(c.line) END,
                score: CASE WHEN $vector IS NULL OR c.embedding IS NULL THEN null
                            ELSE vector.similarity.cosine(c.embedding, $vector) END}) AS rows
