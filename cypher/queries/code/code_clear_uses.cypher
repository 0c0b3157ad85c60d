// The uses of the symbols these code files define, wherever they are, and every relationship the
// language servers gave to or from those symbols: they are read again with the files. What prose says
// of a symbol (its quotes in paragraphs of documents, its mentions by name, stated links) stays: a
// symbol that still exists is still what prose names (mentions.py links again only what a change of
// names touches).
// $documents: document names
MATCH (c:Symbol)
WHERE c.document IN $documents
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)
  WHERE i.use IS NOT NULL AND i.use <> 'mention'
  DETACH DELETE i
}
CALL (c) {
  OPTIONAL MATCH (c)-[r]-(:Concept)
  WHERE r.method = 'lsp'
  DELETE r
}
