// A code pass has begun: what it makes over the whole graph at its end (OVERRIDES, prose linked to code)
// is owed until code_pass_settled. A pass stopped midway leaves it, and the next makes them all again.
// No parameters.
MERGE (m:GraphMeta {key: 'code'})
SET m.owed = true
