// Concepts found by ingestion. A new concept is created with its label, description, aliases and
// vector; an existing one keeps its label and vector, gains the new aliases, and gets a description
// only if it had none.
// $rows: [{concept_id, label, description, aliases, embedding}]
UNWIND $rows AS row
MERGE (c:Concept {concept_id: row.concept_id})
ON CREATE SET c.label = row.label, c.description = row.description, c.aliases = row.aliases, c.created = true
ON MATCH SET c.aliases = coalesce(c.aliases, []) + [a IN row.aliases WHERE NOT a IN coalesce(c.aliases, []) AND a <> c.label],
             c.description = CASE WHEN coalesce(c.description, '') = '' THEN row.description ELSE c.description END
WITH c, row, c.created IS NOT NULL AS created
REMOVE c.created
WITH c, row, created
WHERE created AND row.embedding IS NOT NULL
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
