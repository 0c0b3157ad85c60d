// Every use of some symbols, as scout's code rater reads it: the line and its kind of use, the statement
// and the syntax facts around it, the paragraph (definition block) it is in and the symbol that owns
// that block (the function or class the line sits in), with what it declares (its parameters and
// return, as code_symbols.cypher wrote them). The block's text comes only
// with a match or an isinstance chain, whose end and assert_never line the rater looks for in it.
// $ids: the symbols' concept ids.
UNWIND $ids AS id
MATCH (c:Symbol {concept_id: id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
OPTIONAL MATCH (owner:Concept {concept_id: s.owner})
RETURN i.instance_id AS instance_id, id AS symbol, i.use AS use, i.line AS line, i.statement AS statement,
       i.syntax AS syntax, coalesce(i.in_test, false) AS in_test, i.quote AS quote, s.document AS document,
       s.source_id AS source_id, s.paragraph AS paragraph, s.line_start AS block_start, s.line_end AS block_end,
       owner.concept_id AS owner, owner.label AS owner_label, owner.kind AS owner_kind,
       owner {.concept_id, .parameters, .parameter_kinds, .parameter_defaults, .returns, .returns_none}
         AS owner_declared,
       CASE WHEN i.use IN ['pattern', 'isinstance'] THEN s.text END AS block_text
ORDER BY document, line, instance_id
