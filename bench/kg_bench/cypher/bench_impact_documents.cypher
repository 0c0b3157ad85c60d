// For `kg bench impact`: the code documents of the graph (their names as `kg ingest` gave them, from the
// ingested folder) and the language each is read in.
MATCH (d:Document {kind: 'code'})
RETURN d.name AS name, d.language AS language
ORDER BY name
