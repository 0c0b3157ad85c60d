// Typed relationships stated by one ingested document: evidence lists are merged, the confidence is
// the highest seen. <TYPE> is one allow-listed relationship type (see import_relationships.cypher).
// $rows: [{from, to, confidence, evidence}]
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
MERGE (a)-[r:<TYPE>]->(b)
SET r.confidence = CASE WHEN r.confidence IS NULL OR row.confidence > r.confidence THEN row.confidence ELSE r.confidence END,
    r.evidence = [e IN coalesce(r.evidence, []) WHERE NOT e IN row.evidence] + row.evidence
