// A hybrid search in one round trip once the query is embedded, fused here so that only the shown
// paragraphs' text is read and sent. Candidates: the $k paragraphs nearest in meaning to $vector
// and the $k best full-text hits, each once (the two lists joined by node). Each is scored by both
// retrievers: its exact cosine (computed from the stored vector: the vector index's own scores
// differ from it by up to ~0.002, enough to reorder close candidates; a paragraph without a vector
// gets the weakest cosine, 0 when none has one) and its BM25 score among the $deep best full-text
// hits (0 when its words do not match). A semantic candidate under $min_similarity (a cosine, or
// null) is dropped unless its words match. Distribution-based score fusion: each retriever's scores
// over the candidates are mapped from mean - 3 sd .. mean + 3 sd to 0 .. 1 (0.5 for all when they
// do not differ) and averaged, $semantic_weight for the cosine; ties break on the higher cosine,
// then BM25, then the id (docs/benchmarks.md).
// Returns one row: `total`, how many candidates; `ranked`, the first $shown candidates best first (key,
// score, similarity, lexical_score), every candidate when $shown is null; `rows`, what a result shows
// for those $shown (none when $shown is null).
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $deep}) YIELD node, score
  WITH collect({node: node, score: score}) AS hits
  UNWIND range(0, size(hits) - 1) AS rank
  RETURN hits[rank].node AS s, hits[rank].score AS bm25, CASE WHEN rank < $k THEN 1 ELSE 0 END AS worded, 0 AS near
  UNION ALL
  CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node
  RETURN node AS s, 0.0 AS bm25, 0 AS worded, 1 AS near
}
WITH s, max(bm25) AS lexical, max(worded) = 1 AS worded, max(near) = 1 AS near
WHERE worded OR near
WITH s, worded, lexical, 2 * vector.similarity.cosine(s.embedding, $vector) - 1 AS cosine
WITH collect({s: s, worded: worded, cosine: cosine, lexical: lexical}) AS found, min(cosine) AS lowest
UNWIND found AS c
WITH c, lowest
WHERE c.worded OR (c.cosine IS NOT NULL AND ($min_similarity IS NULL OR c.cosine >= $min_similarity))
WITH c.s AS s, coalesce(c.cosine, lowest, 0.0) AS cosine, c.lexical AS lexical
WITH collect({s: s, cosine: cosine, lexical: lexical}) AS found,
     avg(cosine) AS cosine_mean, stDevP(cosine) AS cosine_sd, avg(lexical) AS lexical_mean, stDevP(lexical) AS lexical_sd
UNWIND found AS c
WITH c, $semantic_weight * CASE WHEN cosine_sd = 0 THEN 0.5 ELSE (c.cosine - cosine_mean + 3 * cosine_sd) / (6 * cosine_sd) END
      + (1 - $semantic_weight) * CASE WHEN lexical_sd = 0 THEN 0.5 ELSE (c.lexical - lexical_mean + 3 * lexical_sd) / (6 * lexical_sd) END AS score
ORDER BY round(score, 12) DESC, c.cosine DESC, c.lexical DESC, c.s.source_id
WITH collect({s: c.s, score: score, similarity: c.cosine, lexical_score: c.lexical}) AS ranked
WITH size(ranked) AS total, CASE WHEN $shown IS NULL THEN ranked ELSE ranked[..$shown] END AS ranked
RETURN total, [r IN ranked | {key: r.s.source_id, score: r.score, similarity: r.similarity, lexical_score: r.lexical_score}] AS ranked,
       [r IN ranked WHERE $shown IS NOT NULL | {key: r.s.source_id, document: r.s.document, paragraph: r.s.paragraph, text: r.s.text}] AS rows
