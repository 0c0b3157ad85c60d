// The communities follow a small change without Leiden: they are owed no more, and the concepts the
// change touched ($changed) add to the drift that decides when Leiden runs again (community_meta clears it).
MATCH (m:GraphMeta {key: 'communities'})
SET m.drift = $changed + coalesce(m.drift, 0), m.owed = false
RETURN m.drift AS drift
