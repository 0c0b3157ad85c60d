// One concept's editable fields (revise_concept compares them with the new values). $concept_id
MATCH (c:Concept {concept_id: $concept_id})
RETURN c.label AS label, coalesce(c.description, '') AS description, coalesce(c.aliases, []) AS aliases
