// The corpus pass is done: run in the pass's write transaction (see links_mark_stale). No parameters.
MERGE (m:GraphMeta {key: 'links'})
SET m.stale = false
