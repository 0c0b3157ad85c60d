// For RELATED_TO by co-occurrence: each paragraph with the concepts quoted in it, as one row.
MATCH (s:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
WHERE NOT c:Claim AND NOT c:Symbol  // claims are not what a paragraph is about; code has its own relationships
WITH s, collect(DISTINCT c.concept_id) AS concepts
RETURN count(s) AS paragraphs, collect([s.source_id, concepts]) AS rows
