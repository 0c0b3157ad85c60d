// Whether the database holds any node at all (benchmarks refuse to write into a used database).
MATCH (n)
RETURN count(n) > 0 AS any
LIMIT 1
