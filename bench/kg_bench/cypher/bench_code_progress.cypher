// For `kg bench code --scale`: what the graph holds after an ingest was killed midway: code files with
// their content hash set (written whole), other documents, symbols and quoted uses of them.
CALL () {
  MATCH (d:Document {kind: 'code'})
  WHERE d.content_hash IS NOT NULL
  RETURN count(d) AS code_files
}
CALL () {
  MATCH (d:Document)
  WHERE coalesce(d.kind, '') <> 'code'
  RETURN count(d) AS documents
}
CALL () {
  MATCH (c:Symbol)
  RETURN count(c) AS symbols
}
CALL () {
  MATCH (:Symbol)<-[:INSTANCE_OF]-(i:Instance)
  WHERE i.use <> 'mention'
  RETURN count(i) AS uses
}
RETURN code_files, documents, symbols, uses
