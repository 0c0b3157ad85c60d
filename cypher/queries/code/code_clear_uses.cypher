// The uses other files make of the symbols these code files define, and the relationships the language
// servers gave from those files' symbols to them: read again (references) when the files changed. The
// uses inside the files being written ($written) go with their paragraphs (code_clear_sources). What
// prose says of a symbol (its mentions, stated links) stays.
// $documents: document names whose symbols' uses are read again; $written: document names written again
MATCH (c:Symbol)
WHERE c.document IN $documents
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
