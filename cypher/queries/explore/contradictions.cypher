// The CONTRADICTS pairs with these element ids ($ids, from contradictions_top, _of_concept or
// _in_documents), most confident first, each side with its quotes (document, folder, paragraph):
// quotes from the relationship's evidence paragraphs first (the statements that conflict), then the
// concept's other quotes. $max_quotes: quotes kept per side.
UNWIND $ids AS id
MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept)
WHERE elementId(r) = id
CALL (a, r) {
  OPTIONAL MATCH (a)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH i, s, d ORDER BY CASE WHEN s.source_id IN coalesce(r.evidence, []) THEN 0 ELSE 1 END, i.confidence DESC,
                        s.document, s.paragraph
  RETURN collect(CASE WHEN i IS NOT NULL THEN {quote: i.quote, document: s.document, topic: d.topic,
                 paragraph: s.paragraph, source_id: s.source_id, confidence: i.confidence} END)[..$max_quotes]
           AS a_quotes
}
CALL (b, r) {
  OPTIONAL MATCH (b)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH i, s, d ORDER BY CASE WHEN s.source_id IN coalesce(r.evidence, []) THEN 0 ELSE 1 END, i.confidence DESC,
                        s.document, s.paragraph
  RETURN collect(CASE WHEN i IS NOT NULL THEN {quote: i.quote, document: s.document, topic: d.topic,
                 paragraph: s.paragraph, source_id: s.source_id, confidence: i.confidence} END)[..$max_quotes]
           AS b_quotes
}
RETURN a.concept_id AS a_id, a.label AS a_label, b.concept_id AS b_id, b.label AS b_label,
       r.confidence AS confidence, r.evidence AS evidence, r.method AS method, a_quotes, b_quotes
ORDER BY confidence DESC, a_id, b_id
