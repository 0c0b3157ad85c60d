// Short cards for concepts (search results): label, description, documents and evidence count.
// One row holding the list. $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
WITH c, count(i) AS evidence_count, collect(DISTINCT s.document) AS documents
RETURN collect({concept_id: c.concept_id, label: c.label, description: c.description,
                evidence_count: evidence_count, documents: documents}) AS rows
