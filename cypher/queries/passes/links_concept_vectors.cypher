// Every concept's vector, for the nearest-neighbour links of the corpus pass after an ingest. Vectors
// the caller already holds ($known: their concept ids; an ingest's resolver holds every concept's) are
// not sent again (an empty list in their place).
// Rows come in pages of 1,000 (a record each): one record per row costs the driver ~40 µs of CPU per
// row, one record for everything would hold the whole answer in Neo4j's memory at once.
MATCH (c:Concept)
WHERE NOT c:Symbol  // code's symbols are linked by their language servers, not by meaning
WITH c, c.concept_id IN $known AS held
WHERE held OR c.embedding IS NOT NULL
WITH c, held
ORDER BY c.concept_id
WITH collect([c, held]) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
RETURN [pair IN everything[start..start + 1000] | {id: pair[0].concept_id,
        embedding: CASE WHEN pair[1] THEN [] ELSE pair[0].embedding END}] AS rows
