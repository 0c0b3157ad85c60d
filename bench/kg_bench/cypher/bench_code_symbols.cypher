// For `kg bench code`: every symbol of the code graph, where it is defined, and how many uses the graph
// recorded for it (its quotes but its definition and prose mentions).
MATCH (c:Symbol)
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)
WHERE NOT i.use IN ['definition', 'mention']
RETURN c.concept_id AS concept_id, c.label AS label, c.name AS name, c.kind AS kind, c.language AS language,
       c.document AS document, c.line AS line, coalesce(c.in_test, false) AS in_test, count(i) AS uses
ORDER BY concept_id
