// Change a concept's label, description and aliases (revise_concept), returning the values before.
// $concept_id; $changes: a map holding only the properties to change; $embedding: the new vector
// when the label, description or aliases changed, else null.
MATCH (c:Concept {concept_id: $concept_id})
WITH c, c {.label, .description, .aliases} AS before
SET c += $changes
WITH c, before
CALL (c) {
  WITH c WHERE $embedding IS NOT NULL
  CALL db.create.setNodeVectorProperty(c, 'embedding', $embedding)
}
RETURN before
