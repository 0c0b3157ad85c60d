// The $k paragraphs nearest in meaning to $vector, and the paragraphs $ids (the full-text candidates of
// a hybrid search), each with its cosine-scale score (Neo4j's (1 + cosine) / 2) and what a result
// shows: one round trip once the query is embedded, one row holding the list. (Filters need the
// document's folder, tags and date: passage_cards fetches those only when a search has filters.)
// $k: how many nearest; $vector: the query embedding; $ids: source ids (may be empty).
CALL () {
  CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node, score
  RETURN node AS s, score
  UNION
  UNWIND $ids AS id
  MATCH (s:Source {source_id: id})
  RETURN s, vector.similarity.cosine(s.embedding, $vector) AS score
}
RETURN collect({key: s.source_id, score: score, document: s.document, paragraph: s.paragraph, text: s.text}) AS rows
