// First step of writing communities, in the same transaction as the rest: the previous ones go.
MATCH (k:Community)
DETACH DELETE k
RETURN count(k) AS removed
