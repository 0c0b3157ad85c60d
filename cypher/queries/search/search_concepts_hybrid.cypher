// A hybrid search in one round trip once the query is embedded, fused here so that only the shown
// concepts' cards are read and sent. Candidates: the $k concepts nearest in meaning to $vector and
// the $k best full-text hits, each once (the two lists joined by node). Each is scored by both
// retrievers: its exact cosine (computed from the stored vector: the vector index's own scores
// differ from it by up to ~0.002; a concept without a vector gets the weakest cosine, 0 when none
// has one) and its BM25 score among the $deep best full-text hits (0 when its words do not match).
// A semantic candidate under $min_similarity (a cosine, or null) is dropped unless its words match.
// Distribution-based score fusion, as in search_passages_hybrid.cypher: each retriever's scores
// over the candidates are mapped from mean - 3 sd .. mean + 3 sd to 0 .. 1 (0.5 for all when they
// do not differ) and averaged, $semantic_weight for the cosine; ties break on the higher cosine,
// then BM25, then the id.
// Returns one row: `total`, how many candidates; `ranked`, the first $shown candidates best first (key,
// score, similarity, lexical_score), every candidate when $shown is null; `rows`, the cards of those
// $shown (as concept_cards.cypher builds them, without the score; none when $shown is null).
// $query: a well-formed Lucene query built by the application; $deep >= $k; $vector: the query embedding.
CALL () {
  CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $deep}) YIELD node, score
  WITH collect({node: node, score: score}) AS hits
  UNWIND range(0, size(hits) - 1) AS rank
  RETURN hits[rank].node AS c, hits[rank].score AS bm25, CASE WHEN rank < $k THEN 1 ELSE 0 END AS worded, 0 AS near
  UNION ALL
  CALL db.index.vector.queryNodes('concept_embedding', $k, $vector) YIELD node
  RETURN node AS c, 0.0 AS bm25, 0 AS worded, 1 AS near
}
WITH c, max(bm25) AS lexical, max(worded) = 1 AS worded, max(near) = 1 AS near
WHERE worded OR near
WITH c, worded, lexical, 2 * vector.similarity.cosine(c.embedding, $vector) - 1 AS cosine
WITH collect({c: c, worded: worded, cosine: cosine, lexical: lexical}) AS found, min(cosine) AS lowest
UNWIND found AS f
WITH f, lowest
WHERE f.worded OR (f.cosine IS NOT NULL AND ($min_similarity IS NULL OR f.cosine >= $min_similarity))
WITH f.c AS c, coalesce(f.cosine, lowest, 0.0) AS cosine, f.lexical AS lexical
WITH collect({c: c, cosine: cosine, lexical: lexical}) AS found,
     avg(cosine) AS cosine_mean, stDevP(cosine) AS cosine_sd, avg(lexical) AS lexical_mean, stDevP(lexical) AS lexical_sd
UNWIND found AS f
WITH f, $semantic_weight * CASE WHEN cosine_sd = 0 THEN 0.5 ELSE (f.cosine - cosine_mean + 3 * cosine_sd) / (6 * cosine_sd) END
      + (1 - $semantic_weight) * CASE WHEN lexical_sd = 0 THEN 0.5 ELSE (f.lexical - lexical_mean + 3 * lexical_sd) / (6 * lexical_sd) END AS score
ORDER BY round(score, 12) DESC, f.cosine DESC, f.lexical DESC, f.c.concept_id
WITH collect({c: f.c, score: score, similarity: f.cosine, lexical_score: f.lexical}) AS ranked
WITH size(ranked) AS total, CASE WHEN $shown IS NULL THEN ranked ELSE ranked[..$shown] END AS ranked
CALL (ranked) {
  UNWIND CASE WHEN $shown IS NULL THEN [] ELSE ranked END AS r
  WITH r.c AS c
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WITH c, count(i) AS evidence_count, collect(DISTINCT s.document) AS documents
  RETURN collect({key: c.concept_id, label: c.label, description: c.description, evidence_count: evidence_count,
                  documents: documents, status: c.status, friction: c.friction, code: c:Symbol, kind: c.kind,
                  qualified_name: c.qualified_name, language: c.language,
                  defined_at: CASE WHEN c:Symbol THEN c.document + ':' + toString(c.line) END}) AS rows
}
RETURN total, [r IN ranked | {key: r.c.concept_id, score: r.score, similarity: r.similarity, lexical_score: r.lexical_score}] AS ranked,
       rows
