// The communities (and every concept's friction) are owed: run in the same transaction as any write of
// documents or code, and any curated change. Storing communities clears it (community_meta), so a run
// killed in between leaves it behind and the next `kg ingest` computes them even when no file changed.
// No parameters.
MERGE (m:GraphMeta {key: 'communities'})
SET m.owed = true
