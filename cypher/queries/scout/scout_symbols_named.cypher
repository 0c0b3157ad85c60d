// Symbols of code a question names exactly: by qualified name, label (Class.method) or name, with how
// many uses each has (the symbol a developer means is, among equals, the one used most), and what it
// declares (its parameters and return, as code_symbols.cypher wrote them).
// $names: the names the question writes, e.g. ["Context.invoke", "format_filename"].
MATCH (c:Symbol)
WHERE c.qualified_name IN $names OR c.label IN $names OR c.name IN $names
RETURN c.concept_id AS concept_id, c.label AS label, c.name AS name, c.qualified_name AS qualified_name,
       c.kind AS kind, c.language AS language, c.document AS document, c.line AS line, c.signature AS signature,
       c.parameters AS parameters, c.parameter_kinds AS parameter_kinds, c.parameter_defaults AS parameter_defaults,
       c.returns AS returns, c.returns_none AS returns_none, coalesce(c.in_test, false) AS in_test,
       COUNT { (c)<-[:INSTANCE_OF]-(i:Instance) WHERE i.use <> 'definition' AND i.use <> 'mention' } AS uses
ORDER BY concept_id
