// A page of the owed vectors of code, with what each is made from: a symbol's label and docstring; a
// paragraph's text, line range and its owner's kind, line, label and docstring (a paragraph holding its
// owner's definition shares the owner's vector).
// $limit: rows at most
CALL () {
  MATCH (c:VectorOwed:Symbol)
  RETURN true AS symbol, c.concept_id AS id, c.label AS label, c.description AS description, null AS text,
         null AS line_start, null AS line_end, null AS owner_kind, null AS owner_line, null AS owner_label,
         null AS owner_description
  LIMIT $limit
  UNION ALL
  MATCH (s:VectorOwed:Source)
  WITH s LIMIT $limit
  OPTIONAL MATCH (o:Concept {concept_id: s.owner})
  RETURN false AS symbol, s.source_id AS id, null AS label, null AS description, s.text AS text,
         s.line_start AS line_start, s.line_end AS line_end, o.kind AS owner_kind, o.line AS owner_line,
         o.label AS owner_label, o.description AS owner_description
}
RETURN symbol, id, label, description, text, line_start, line_end, owner_kind, owner_line, owner_label,
       owner_description
LIMIT $limit
