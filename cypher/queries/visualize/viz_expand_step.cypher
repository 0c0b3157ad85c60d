// One hop of a 3D view's expansion: the concepts next to a frontier that are not in the view yet,
// as one list (at most $limit). $frontier, $seen: concept ids; $types: the relationship allow-list.
UNWIND $frontier AS id
MATCH (:Concept {concept_id: id})-[r]-(b:Concept)
WHERE type(r) IN $types AND NOT b.concept_id IN $seen
WITH DISTINCT b.concept_id AS found
ORDER BY found
RETURN collect(found)[..$limit] AS ids
