// Whether the corpus pass is owed (a run was stopped between writing documents and linking them).
// No parameters.
OPTIONAL MATCH (m:GraphMeta {key: 'links'})
RETURN coalesce(m.stale, false) AS stale
