// Delete the relationship of one type from one concept to another (delete_relationship), returning
// its properties for the change log. <TYPE> is one type from the allow-list. $from, $to
MATCH (:Concept {concept_id: $from})-[r:<TYPE>]->(:Concept {concept_id: $to})
WITH r, properties(r) AS before
DELETE r
RETURN before
