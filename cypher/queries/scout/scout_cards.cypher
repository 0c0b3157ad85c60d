// Cards of candidate concepts for the scout's raters: the cosine-scale score against the query
// ((1 + cosine) / 2), quotes (those from the best-placed paragraphs first, then most confident; at
// most $max_quotes), documents with their folders
// and tags, each relationship's type and confidence, and the integration status.
// $ids: concept ids; $vector: the query embedding or null; $types: the relationship type allow-list;
// $places: paragraph id -> its place in the query's graph-aware passage ranking (0: the best).
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH i, s, d ORDER BY coalesce($places[s.source_id], 2147483647), i.confidence DESC, s.document, s.paragraph
  RETURN count(i) AS quote_count,
         collect(CASE WHEN i IS NOT NULL THEN {quote: i.quote, document: s.document, paragraph: s.paragraph,
                                               source_id: s.source_id, confidence: i.confidence, line: i.line,
                                               use: i.use} END)[..$max_quotes]
           AS quotes,
         collect(DISTINCT s.document) AS documents, collect(DISTINCT d.topic) AS topics,
         collect(DISTINCT d.tags) AS tag_lists
}
CALL (c) {
  OPTIONAL MATCH (c)-[r]-(:Concept)
  WHERE type(r) IN $types
  RETURN collect(CASE WHEN r IS NOT NULL THEN {type: type(r), confidence: r.confidence} END) AS relationships
}
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description, c.status AS status,
       c.friction AS friction, quote_count, quotes, documents, topics, tag_lists, relationships,
       CASE WHEN $vector IS NULL OR c.embedding IS NULL THEN null
            ELSE vector.similarity.cosine(c.embedding, $vector) END AS score
