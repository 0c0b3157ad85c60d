// Every use of some symbols, as scout's code rater reads it: the line and its kind of use, the statement
// and the syntax facts around it, the paragraph (definition block) it is in and the symbol that owns
// that block (the function or class the line sits in), with what it declares (its parameters and
// return, as code_symbols.cypher wrote them). The block's text comes only
// with a match or an isinstance chain, whose end and assert_never line the rater looks for in it.
// `interface`: for a Go method, the interface a use calls it through (gopls's references of a method
// include the calls of the interface methods it implements: the same line is then a use of an interface's
// method of the same name), whose callers a change of the method does not break.
// $ids: the symbols' concept ids.
UNWIND $ids AS id
MATCH (c:Symbol {concept_id: id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
OPTIONAL MATCH (owner:Concept {concept_id: s.owner})
OPTIONAL CALL (c, i, s) {
  WITH c, i, s WHERE c.language = 'go' AND c.kind = 'method'
  MATCH (s)<-[:FOUND_IN]-(j:Instance {line: i.line})-[:INSTANCE_OF]->(m:Symbol {name: c.name})
        -[:PART_OF]->(face:Symbol {kind: 'interface'})
  WHERE m <> c
  RETURN face.label AS interface
  LIMIT 1
}
RETURN i.instance_id AS instance_id, id AS symbol, i.use AS use, i.line AS line, i.statement AS statement,
       i.syntax AS syntax, coalesce(i.in_test, false) AS in_test, i.quote AS quote, s.document AS document,
       s.source_id AS source_id, s.paragraph AS paragraph, s.line_start AS block_start, s.line_end AS block_end,
       owner.concept_id AS owner, owner.label AS owner_label, owner.kind AS owner_kind,
       owner {.concept_id, .parameters, .parameter_kinds, .parameter_defaults, .returns, .returns_none}
         AS owner_declared,
       CASE WHEN i.use IN ['pattern', 'isinstance'] THEN s.text END AS block_text, interface
ORDER BY document, line, instance_id
