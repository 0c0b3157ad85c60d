// The definition blocks of a symbol (its own lines, without the nested definitions that are blocks of
// their own), where a changed parameter is used inside it. $id: the symbol's concept id; $document:
// the document defining it.
MATCH (s:Source {document: $document})
WHERE s.owner = $id
RETURN s.source_id AS source_id, s.paragraph AS paragraph, s.document AS document, s.line_start AS line_start,
       s.text AS text
ORDER BY s.line_start
