// Every concept's id, label and aliases, as one row (entity resolution matches new labels to these).
MATCH (c:Concept)
RETURN collect([c.concept_id, c.label, coalesce(c.aliases, [])]) AS concepts
