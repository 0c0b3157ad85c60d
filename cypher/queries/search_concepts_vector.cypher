// The $k concepts nearest in meaning to $vector, and the concepts $ids (the full-text candidates of a
// hybrid search), each with its cosine-scale score: Neo4j's (1 + cosine) / 2, which the application
// converts back to the cosine (null for a concept without a vector). One row holding the list.
// $k: how many nearest; $vector: the query embedding; $ids: concept ids (may be empty).
CALL () {
  CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node, score
  RETURN node AS c, score
  UNION
  UNWIND $ids AS id
  MATCH (c:Concept {concept_id: id})
  RETURN c, vector.similarity.cosine(c.embedding, $vector) AS score
}
RETURN collect({key: c.concept_id, score: score}) AS rows
