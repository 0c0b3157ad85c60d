// OVERRIDES, made again after every code ingest: a method overrides the method of the same name in the
// nearest class its class inherits from (or implements), as a type checker sees it.
MATCH ()-[old:OVERRIDES]->()
WHERE old.method = 'lsp'
DELETE old
WITH count(*) AS cleared
MATCH (m:Concept)-[:PART_OF]->(owner:Concept)
WHERE m.kind IN ['method', 'property', 'attribute'] AND owner.kind IN ['class', 'interface']
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
