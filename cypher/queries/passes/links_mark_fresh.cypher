// The corpus passes (links, descriptions, contradictions) are done: run after the last of them (see
// links_mark_stale). No parameters.
MERGE (m:GraphMeta {key: 'links'})
SET m.stale = false
