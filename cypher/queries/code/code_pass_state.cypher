// Whether a code pass stopped before its end (code_pass_owed): the next makes OVERRIDES and the links of
// prose to code again over the whole graph.
// No parameters.
OPTIONAL MATCH (m:GraphMeta {key: 'code'})
RETURN coalesce(m.owed, false) AS owed
