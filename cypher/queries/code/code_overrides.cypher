// OVERRIDES, made again after every code ingest: a method overrides the method of the same name in the
// nearest class its class inherits from (or implements), as a type checker sees it. Only the members
// of the classes a change can touch are read again: those of the files written again ($documents) and
// every class inheriting from one of theirs; all of them when $documents is null (a file was deleted,
// whose classes' heirs can no longer be found).
MATCH (owner:Concept)
WHERE owner.kind IN ['class', 'interface']
  AND ($documents IS NULL OR EXISTS {
    MATCH (owner)-[:INHERITS*0..8]->(changed:Symbol)
    WHERE changed.document IN $documents
  })
MATCH (m:Concept)-[:PART_OF]->(owner)
WHERE m.kind IN ['method', 'property', 'attribute']
CALL (m) {
  OPTIONAL MATCH (m)-[old:OVERRIDES]->()
  WHERE old.method = 'lsp'
  DELETE old
}
CALL (m, owner) {
  MATCH path = (owner)-[:INHERITS*1..8]->(base:Concept)<-[:PART_OF]-(overridden:Concept)
  WHERE overridden.name = m.name AND overridden.kind IN ['method', 'property', 'attribute']
  RETURN overridden, length(path) AS distance
  ORDER BY distance
  LIMIT 1
}
MERGE (m)-[r:OVERRIDES]->(overridden)
SET r.method = 'lsp', r.confidence = 1.0, r.kinds = ['override'], r.evidence = [], r.sites = []
RETURN count(r) AS overrides
