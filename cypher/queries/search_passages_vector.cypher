// The $k paragraphs nearest in meaning to $vector, and the paragraphs $ids (the full-text candidates of
// a hybrid search), each with its cosine-scale score (Neo4j's (1 + cosine) / 2) and what a result and
// its filters need: one round trip once the query is embedded, one row holding the list.
// $k: how many nearest; $vector: the query embedding; $ids: source ids (may be empty).
CALL () {
  CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node
  RETURN node AS s
  UNION
  UNWIND $ids AS id
  MATCH (s:Source {source_id: id})
  RETURN s
}
MATCH (d:Document)-[:HAS_SOURCE]->(s)
RETURN collect({key: s.source_id, score: vector.similarity.cosine(s.embedding, $vector),
                document: s.document, paragraph: s.paragraph, text: s.text,
                topic: d.topic, tags: d.tags, ingested_at: d.ingested_at}) AS rows
