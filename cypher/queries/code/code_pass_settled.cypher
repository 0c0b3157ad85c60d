// The end of a code pass: OVERRIDES and the links of prose to code are made.
// No parameters.
MATCH (m:GraphMeta {key: 'code'})
SET m.owed = false
