// The uses of the symbols these code files define, wherever they are, and every relationship the
// language servers gave to or from those symbols: they are read again with the files. What prose says
// of a symbol (its quotes in paragraphs of documents, stated links) stays.
// $documents: document names
MATCH (c:Symbol)
WHERE c.document IN $documents
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)
  WHERE i.use IS NOT NULL
  DETACH DELETE i
}
CALL (c) {
  OPTIONAL MATCH (c)-[r]-(:Concept)
  WHERE r.method = 'lsp'
  DELETE r
}
