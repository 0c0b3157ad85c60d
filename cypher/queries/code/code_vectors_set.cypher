// Owed vectors of code written, each to its node if it is still owed and still has the text the
// vector was made from (a file written again since has other nodes, owed again).
// $symbols: [{id, label, description, embedding}]; $sources: [{id, text, embedding}]
CALL (*) {
  UNWIND $symbols AS row
  MATCH (c:Concept {concept_id: row.id})
  WHERE c:VectorOwed AND c.label = row.label AND coalesce(c.description, '') = coalesce(row.description, '')
  REMOVE c:VectorOwed
  WITH c, row
  CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
  RETURN count(c) AS symbols
}
CALL (*) {
  UNWIND $sources AS row
  MATCH (s:Source {source_id: row.id})
  WHERE s:VectorOwed AND s.text = row.text
  REMOVE s:VectorOwed
  WITH s, row
  CALL db.create.setNodeVectorProperty(s, 'embedding', row.embedding)
  RETURN count(s) AS sources
}
RETURN symbols + sources AS written
