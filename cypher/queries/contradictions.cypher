// CONTRADICTS pairs, most confident first, each side with its quotes (document, folder, paragraph):
// quotes from the relationship's evidence paragraphs first (the statements that conflict), then the
// concept's other quotes. $concept_id: restrict to pairs touching this concept, or null;
// $max_quotes: quotes kept per side.
MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept)
WHERE $concept_id IS NULL OR a.concept_id = $concept_id OR b.concept_id = $concept_id
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
