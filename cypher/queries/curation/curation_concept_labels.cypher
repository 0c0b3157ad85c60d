// Concepts whose label or id equals a new concept's, ignoring case (add_concept refuses duplicates).
// $concept_id, $label
MATCH (c:Concept)
WHERE c.concept_id = $concept_id OR toLower(c.label) = toLower($label)
RETURN c.concept_id AS concept_id, c.label AS label
LIMIT 5
