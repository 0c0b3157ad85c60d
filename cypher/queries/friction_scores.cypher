// The friction and status of every concept with friction above zero (list_topics averages them per
// folder; the rest count as 0), as three parallel lists in one row: one row per concept streams far
// slower than one list when tens of thousands of concepts have friction.
MATCH (c:Concept)
WHERE c.friction > 0
RETURN collect(c.concept_id) AS ids, collect(c.friction) AS frictions, collect(c.status) AS statuses
