// For `kg bench code`: the code graph as rows to compare a re-ingest with a first ingest of the same
// files: symbols, code paragraphs, every quote of a symbol in code, every relationship between symbols
// the language servers gave (OVERRIDES included), and prose linked to code (mentions, DESCRIBES).
CALL () {
  MATCH (c:Symbol)
  RETURN collect([c.concept_id, c.kind, c.document, c.line, c.label, c.signature, c.description, c.parameters,
                  c.parameter_kinds, c.parameter_defaults, c.returns, c.returns_none]) AS symbols
}
CALL () {
  MATCH (d:Document {kind: 'code'})-[:HAS_SOURCE]->(s:Source)
  RETURN collect([s.source_id, s.line_start, s.line_end, s.owner, s.text]) AS sources
}
CALL () {
  MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WHERE i.use <> 'mention'
  RETURN collect([c.concept_id, s.source_id, i.line, i.use, i.quote, i.in_test, i.statement, i.syntax]) AS uses
}
CALL () {
  MATCH (a:Symbol)-[r]->(b:Symbol)
  WHERE r.method = 'lsp'
  RETURN collect([a.concept_id, type(r), b.concept_id, r.sites, r.kinds, r.uses]) AS relationships
}
CALL () {
  MATCH (c:Symbol)<-[:INSTANCE_OF]-(i:Instance {use: 'mention'})-[:FOUND_IN]->(s:Source)
  RETURN collect([c.concept_id, s.source_id, i.instance_id, i.quote]) AS mentions
}
CALL () {
  MATCH (a:Concept)-[r:DESCRIBES]->(b:Symbol)
  WHERE r.method = 'name'
  RETURN collect([a.concept_id, b.concept_id, r.evidence]) AS describes
}
RETURN symbols, sources, uses, relationships, mentions, describes
