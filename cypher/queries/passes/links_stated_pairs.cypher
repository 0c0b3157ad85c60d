// Pairs of concepts already joined by a relationship the corpus pass does not compute (stated ones,
// patterns, inferred contradictions): the pass adds no second link between them.
// $methods: the methods the pass computes.
MATCH (a:Concept)-[r]-(b:Concept)
WHERE a.concept_id < b.concept_id
  AND NOT coalesce(r.method, '') IN $methods
  AND NOT (type(r) = 'RELATED_TO' AND r.method IS NULL AND r.pmi IS NOT NULL)
RETURN collect(DISTINCT [a.concept_id, b.concept_id]) AS pairs
