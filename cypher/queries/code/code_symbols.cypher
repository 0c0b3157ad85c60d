// Symbols as concepts (label :Symbol beside :Concept): their kind, language, qualified name, short name, where they are defined, and
// what describes them (signature and docstring), with what the syntax read of a function's definition:
// its parameters' names, kinds and whether each has a default (three lists in step), its return
// annotation and whether that lets the value be None or undefined (null when unknown). A symbol already
// in the graph keeps what prose says of it. Its vector is set when given; a symbol whose new text has
// no vector yet is owed one (its old vector goes; vectors.py makes it after the graph is written).
// $rows: [{concept_id, label, name, description, aliases, kind, language, qualified_name, document,
//          line, signature, in_test, parameters, parameter_kinds, parameter_defaults, returns,
//          returns_none, embedding, owed}]
UNWIND $rows AS row
MERGE (c:Concept {concept_id: row.concept_id})
SET c:Symbol,
    c.label = row.label,
    c.name = row.name,
    c.description = row.description,
    c.aliases = row.aliases,
    c.kind = row.kind,
    c.language = row.language,
    c.qualified_name = row.qualified_name,
    c.document = row.document,
    c.line = row.line,
    c.signature = row.signature,
    c.in_test = row.in_test,
    c.parameters = row.parameters,
    c.parameter_kinds = row.parameter_kinds,
    c.parameter_defaults = row.parameter_defaults,
    c.returns = row.returns,
    c.returns_none = row.returns_none
FOREACH (_ IN CASE WHEN row.owed THEN [1] ELSE [] END | SET c:VectorOwed REMOVE c.embedding)
WITH c, row
WHERE row.embedding IS NOT NULL
REMOVE c:VectorOwed
WITH c, row
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
