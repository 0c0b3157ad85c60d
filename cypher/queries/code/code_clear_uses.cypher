// The uses other files make of these symbols (of changed code files), and the relationships the language
// servers gave from those files' symbols to them: read again (references). The uses inside the files
// being written ($written) go with their paragraphs (code_clear_sources). What prose says of a symbol
// (its mentions, stated links) stays.
// $symbols: concept ids whose uses are read again; $written: document names written again
UNWIND $symbols AS id
MATCH (c:Symbol {concept_id: id})
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WHERE i.use IS NOT NULL AND i.use <> 'mention' AND NOT s.document IN $written
  DETACH DELETE i
}
CALL (c) {
  OPTIONAL MATCH (c)<-[r]-(a:Symbol)
  WHERE r.method = 'lsp' AND NOT a.document IN $written
  DELETE r
}
