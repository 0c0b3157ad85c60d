// Create or update typed concept relationships of one type.
// <TYPE> is replaced by one relationship type from the allow-list (IMPLIES, CONTRADICTS, SUPPORTS,
// PART_OF, KIND_OF, REQUIRES, RELATED_TO) before the query runs: a static type is planned far better than a
// dynamic $(...) one (about 6x faster on import). It is the only text substitution in kg_server;
// values are always parameters. To run it in Neo4j Browser, write the type in place of <TYPE>.
// $rows: [{from, to, confidence, evidence, method}] (method null for stated relationships)
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
MERGE (a)-[r:<TYPE>]->(b)
SET r.confidence = row.confidence,
    r.evidence = row.evidence,
    r.method = row.method
