// The concepts changed since Leiden last ran (community_drift_add counts them) and how many it clustered:
// whether placing a change's new concepts is still close enough to a computed map. Null counts when the
// communities were never computed.
OPTIONAL MATCH (m:GraphMeta {key: 'communities'})
RETURN m.computed_at IS NOT NULL AS computed, coalesce(m.drift, 0) AS drift, m.concepts AS concepts
