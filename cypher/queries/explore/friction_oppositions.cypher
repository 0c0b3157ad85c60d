// The CONTRADICTS that concern some concepts (as friction_refresh counts them), each with one quote of
// either side: a quote in the relationship's evidence paragraphs when there is one, else the most
// confident. A contradiction between two claims about the concept (claims: concepts with a RELATED_TO
// {method: $claim_method} to it) is listed once, from the side the relationship starts at, with that
// claim as `claim_id`. method is null for stated relationships (a bundle's, an LLM's, a curator's).
// $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
CALL (c) {
  MATCH (c)-[r:CONTRADICTS]-(o:Concept)
  RETURN c AS side, r, o, null AS claim_id
  UNION
  MATCH (c)<-[:RELATED_TO {method: $claim_method}]-(x:Concept)-[r:CONTRADICTS]-(o:Concept)
  WHERE o <> c AND (startNode(r) = x OR NOT (o)-[:RELATED_TO {method: $claim_method}]->(c))
  RETURN x AS side, r, o, x.concept_id AS claim_id
}
CALL (side, r) {
  OPTIONAL MATCH (side)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WITH i, s ORDER BY CASE WHEN s.source_id IN coalesce(r.evidence, []) THEN 0 ELSE 1 END, i.confidence DESC,
                     s.document, s.paragraph
  LIMIT 1
  RETURN CASE WHEN i IS NULL THEN null ELSE {quote: i.quote, document: s.document, paragraph: s.paragraph,
              source_id: s.source_id, confidence: i.confidence} END AS own
}
CALL (o, r) {
  OPTIONAL MATCH (o)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WITH i, s ORDER BY CASE WHEN s.source_id IN coalesce(r.evidence, []) THEN 0 ELSE 1 END, i.confidence DESC,
                     s.document, s.paragraph
  LIMIT 1
  RETURN CASE WHEN i IS NULL THEN null ELSE {quote: i.quote, document: s.document, paragraph: s.paragraph,
              source_id: s.source_id, confidence: i.confidence} END AS other
}
RETURN id AS concept_id, claim_id, o.concept_id AS other_id, o.label AS other_label,
       CASE WHEN startNode(r) = side THEN 'outgoing' ELSE 'incoming' END AS direction,
       r.confidence AS confidence, r.method AS method, own, other
ORDER BY concept_id, confidence DESC, other_id
