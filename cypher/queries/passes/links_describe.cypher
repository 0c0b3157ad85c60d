// Descriptions chosen by the corpus pass: a sentence quoted from the concept's evidence, verbatim.
// `description_from` is the paragraph it comes from; stated descriptions (bundles, LLMs, curators)
// have none and are never replaced.
// $rows: [{id, description, description_from}]
UNWIND $rows AS row
MATCH (c:Concept {concept_id: row.id})
SET c.description = row.description, c.description_from = row.description_from
