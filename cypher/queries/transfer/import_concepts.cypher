// Create or update concepts by concept_id (import, ingest).
// $rows: [{concept_id, label, description, aliases, embedding}]; embedding may be null.
UNWIND $rows AS row
MERGE (c:Concept {concept_id: row.concept_id})
SET c.label = row.label,
    c.description = row.description,
    c.aliases = row.aliases
WITH c, row
WHERE row.embedding IS NOT NULL
CALL db.create.setNodeVectorProperty(c, 'embedding', row.embedding)
