// The most connected symbols of code of one language (a view asked for by its `language`), and the
// languages the graph holds code of, for the answer when it holds none of this one.
// $languages: the stored languages of the one asked (typescript: typescript and tsx); $limit.
CALL () {
  MATCH (c:Symbol)
  WHERE c.language IN $languages
  RETURN c.concept_id AS concept_id
  ORDER BY COUNT { (c)--(:Concept) } DESC, concept_id
  LIMIT $limit
}
WITH collect(concept_id) AS ids
CALL () {
  MATCH (d:Document {kind: 'code'})
  RETURN collect(DISTINCT d.language) AS held
}
RETURN ids, held
