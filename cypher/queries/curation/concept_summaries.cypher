// Short summaries of some concepts for the change log: label, description and how much grounds
// and links them. Ids that no longer exist are simply absent. $ids: concept ids; $types: the
// relationship type allow-list.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description,
       COUNT { (c)<-[:INSTANCE_OF]-(:Instance) } AS quotes,
       COUNT { (c)-[r]-(:Concept) WHERE type(r) IN $types } AS relationships
