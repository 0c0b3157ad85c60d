// The corpus pass (links, descriptions) is owed: run in the same transaction as a document write or
// removal. links_mark_fresh clears it in the pass's own transaction, so a run killed in between leaves
// the mark behind and the next `kg ingest` links again even when no document changed. No parameters.
MERGE (m:GraphMeta {key: 'links'})
SET m.stale = true
