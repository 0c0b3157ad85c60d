// Every concept's vector, for the nearest-neighbour links of the corpus pass after an ingest.
MATCH (c:Concept)
WHERE c.embedding IS NOT NULL
RETURN c.concept_id AS id, c.embedding AS embedding
ORDER BY id
