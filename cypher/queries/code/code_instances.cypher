// Quotes of code: a symbol's definition line and each line that uses it, verbatim, with its line number,
// the kind of use, the statement it is in and what the syntax around it says (`syntax`, JSON).
// $rows: [{instance_id, concept_id, source_id, quote, line, use, in_test, statement, syntax}]
UNWIND $rows AS row
MATCH (c:Concept {concept_id: row.concept_id})
MATCH (s:Source {source_id: row.source_id})
MERGE (i:Instance {instance_id: row.instance_id})
SET i.quote = row.quote,
    i.confidence = 1.0,
    i.line = row.line,
    i.use = row.use,
    i.in_test = row.in_test,
    i.statement = row.statement,
    i.syntax = row.syntax
MERGE (i)-[:INSTANCE_OF]->(c)
MERGE (i)-[:FOUND_IN]->(s)
