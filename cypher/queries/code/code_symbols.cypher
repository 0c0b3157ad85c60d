// Symbols as concepts (label :Symbol beside :Concept): their kind, language, qualified name, short name, where they are defined, and
// what describes them (signature and docstring), with what the syntax read of a function's definition:
// its parameters' names, kinds and whether each has a default (three lists in step), its return
// annotation and whether that lets the value be None or undefined (null when unknown). A symbol already
// in the graph keeps what prose says of it; its vector is set again when its description changed.
// $rows: [{concept_id, label, name, description, aliases, kind, language, qualified_name, document,
//          line, signature, in_test, parameters, parameter_kinds, parameter_defaults, returns,
//          returns_none, embedding}]
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
WITH c, row
WHERE row.embedding IS NOT NULL
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
