// Whether the communities are owed: the graph changed since they were stored, or they never were.
// No parameters.
OPTIONAL MATCH (m:GraphMeta {key: 'communities'})
RETURN m IS NULL OR coalesce(m.owed, false) AS owed
