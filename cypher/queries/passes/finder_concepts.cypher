// The names the contradiction finder looks for in sentences: every concept's label and aliases
// (claims left out).
// Rows come in pages of 1,000 (a record each): one record per row costs the driver ~40 µs of CPU per
// row, one record for everything would hold the whole answer in Neo4j's memory at once.
MATCH (c:Concept)
WHERE NOT c:Claim AND NOT c:Symbol
WITH c
ORDER BY c.concept_id
WITH collect(c) AS everything
UNWIND range(0, size(everything) - 1, 1000) AS start
RETURN [c IN everything[start..start + 1000] | {concept_id: c.concept_id, label: c.label,
        aliases: coalesce(c.aliases, [])}] AS rows
