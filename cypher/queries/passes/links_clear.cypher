// First step of the corpus pass: the links it computed last time go (co-occurrence, similarity and
// hierarchy), and so do co-occurrence links from before links had a method (RELATED_TO with `pmi`).
// $methods: the methods the pass computes.
MATCH (:Concept)-[r:RELATED_TO|KIND_OF]->(:Concept)
WHERE r.method IN $methods OR (r.method IS NULL AND r.pmi IS NOT NULL)
DELETE r
