// Typed relationships stated by one ingested document: evidence lists are merged, the confidence is
// the highest seen. <TYPE> is one allow-listed relationship type (see import_relationships.cypher).
// A relationship anyone stated (method null: a bundle, an LLM, a curator) stays stated when a pattern
// finds it again; one found only by patterns keeps method 'pattern'.
// $rows: [{from, to, confidence, evidence, method}]
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
MERGE (a)-[r:<TYPE>]->(b)
SET r.method = CASE WHEN r.evidence IS NULL THEN row.method
                    WHEN r.method IS NULL OR row.method IS NULL THEN null
                    ELSE row.method END,
    r.confidence = CASE WHEN r.confidence IS NULL OR row.confidence > r.confidence THEN row.confidence ELSE r.confidence END,
    r.evidence = [e IN coalesce(r.evidence, []) WHERE NOT e IN row.evidence] + row.evidence
