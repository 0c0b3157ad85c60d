// Every concept's id, label, aliases and vector (entity resolution matches new mentions to these
// exactly, in memory: an approximate vector index answer could depend on how the index was built).
MATCH (c:Concept)
WHERE NOT c:Claim  // claims of the contradiction finder are recomputed, never a mention's concept
RETURN c.concept_id AS id, c.label AS label, coalesce(c.aliases, []) AS aliases, c.embedding AS embedding
ORDER BY id
