// Last step of replacing or removing a document: concepts that lost their quotes and have none left
// are deleted with their relationships.
// $ids: concept_ids that lost quotes in this transaction.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
WHERE NOT EXISTS { (c)<-[:INSTANCE_OF]-(:Instance) }
WITH c, c.concept_id AS id
DETACH DELETE c
RETURN collect(id) AS pruned
