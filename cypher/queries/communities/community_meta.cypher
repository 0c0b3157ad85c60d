// How the communities were computed ($meta: algorithm, seed, gamma, modularities, concepts, seconds, at),
// in the transaction storing them: they are owed no more (communities_mark_owed).
MERGE (m:GraphMeta {key: 'communities'})
SET m += $meta, m.owed = false, m.drift = 0
RETURN m.computed_at AS computed_at
