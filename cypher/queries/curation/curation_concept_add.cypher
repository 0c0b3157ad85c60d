// A curator's new concept, with its embedding (add_concept). The caller checked that the id is free;
// the uniqueness constraint refuses a concurrent duplicate.
// $concept_id, $label, $description, $aliases, $embedding
CREATE (c:Concept {concept_id: $concept_id, label: $label, description: $description, aliases: $aliases})
WITH c
CALL db.create.setNodeVectorProperty(c, 'embedding', $embedding)
RETURN c.concept_id AS concept_id
