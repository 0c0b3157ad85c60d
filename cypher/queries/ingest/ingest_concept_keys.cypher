// Every concept's id, label, aliases and vector (entity resolution matches new mentions to these
// exactly, in memory: an approximate vector index answer could depend on how the index was built).
// Rows come in pages of 1,000 (a record each): one record per row costs the driver ~40 µs of CPU per
// row, one record for everything would hold the whole answer in Neo4j's memory at once.
MATCH (c:Concept)
WHERE NOT c:Claim  // claims of the contradiction finder are recomputed, never a mention's concept
  AND NOT c:Symbol  // code's symbols are read from code, never merged with what prose mentions
WITH c
ORDER BY c.concept_id
WITH collect(c) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
RETURN [c IN everything[start..start + 1000] | {id: c.concept_id, label: c.label, aliases: coalesce(c.aliases, []),
        embedding: c.embedding}] AS rows
