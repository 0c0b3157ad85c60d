// The corpus passes (links, descriptions, contradictions) are owed: run in the same transaction as a
// document write or removal. links_mark_fresh clears it after the last pass, so a run killed in between
// leaves the mark behind and the next `kg ingest` runs them again even when no document changed.
// No parameters.
MERGE (m:GraphMeta {key: 'links'})
SET m.stale = true
