// How the communities were computed (null fields when they never were), and how many levels exist.
OPTIONAL MATCH (m:GraphMeta {key: 'communities'})
CALL () {
  MATCH (k:Community)
  RETURN coalesce(max(k.level), 0) AS levels, count(CASE WHEN k.level = 1 THEN k END) AS top_level
}
RETURN m.modularities AS modularities, m.concepts AS concepts, m.computed_at AS computed_at,
       m.algorithm AS algorithm, levels, top_level
