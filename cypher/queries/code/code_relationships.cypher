// Relationships the language servers gave: from the symbol a use sits in to the symbol it uses (CALLS,
// IMPORTS, INHERITS, REFERENCES), or from a member to what holds it (PART_OF). Each carries its sites
// (`document:line`), the kinds of use there, how many uses, and the paragraphs as evidence. <TYPE> is
// one allow-listed relationship type.
// $rows: [{from, to, evidence, sites, kinds, uses}]
UNWIND $rows AS row
MATCH (a:Concept {concept_id: row.from})
MATCH (b:Concept {concept_id: row.to})
MERGE (a)-[r:<TYPE>]->(b)
SET r.method = 'lsp',
    r.confidence = 1.0,
    r.evidence = row.evidence,
    r.sites = row.sites,
    r.kinds = row.kinds,
    r.uses = row.uses
