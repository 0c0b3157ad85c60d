// For `kg bench code`: the function the benchmark added to a file, after the re-ingest: its line, its
// uses in that file (line and kind) and the symbols the graph says call it.
// $document: the changed file; $name: the added function's name
MATCH (c:Symbol {document: $document, name: $name})
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(:Source {document: $document})
WHERE i.use <> 'definition'
OPTIONAL MATCH (caller:Symbol)-[:CALLS]->(c)
RETURN c.concept_id AS id, c.line AS line, collect(DISTINCT [i.line, i.use]) AS uses,
       collect(DISTINCT caller.label) AS callers
