// First step of the corpus pass: the links it computed last time go (co-occurrence, similarity and
// hierarchy), and so do co-occurrence links from before links had a method (RELATED_TO with `pmi`).
// Run for a page of concepts at a time (their outgoing links), so that no transaction holds all of a
// large corpus's links.
// $ids: concept ids; $methods: the methods the pass computes.
UNWIND $ids AS id
MATCH (:Concept {concept_id: id})-[r:RELATED_TO|KIND_OF]->(:Concept)
WHERE r.method IN $methods OR (r.method IS NULL AND r.pmi IS NOT NULL)
DELETE r
