// How the communities were computed ($meta: algorithm, seed, gamma, modularities, concepts, seconds, at).
MERGE (m:GraphMeta {key: 'communities'})
SET m += $meta
RETURN m.computed_at AS computed_at
