// Before code files are written again: every relationship the language servers gave from their symbols
// (their uses, which sit in these files, and PART_OF); OVERRIDES are made again at the end of the pass.
// $documents: document names
MATCH (a:Symbol)
WHERE a.document IN $documents
MATCH (a)-[r]->(:Concept)
WHERE r.method = 'lsp'
DELETE r
