// CONTRADICTS between the claims of a contradiction pass, each with the paragraphs of both sides as
// evidence, a confidence, the rule that found it and how: 'inferred' by a rule, 'llm' when the
// configured model judged the pair.
// $rows: [{from, to, confidence, evidence, rule, method}].
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
CREATE (a)-[r:CONTRADICTS {method: row.method, confidence: row.confidence, evidence: row.evidence, rule: row.rule}]->(b)
RETURN count(r) AS written
