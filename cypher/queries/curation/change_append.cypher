// Append one entry to the change log (curation writes), numbered right after the last one.
// It runs in the transaction of the change it records, so the log and the graph never disagree.
// `SET ... + 1` locks the counter before reading it: concurrent writers queue and get consecutive
// numbers (the uniqueness constraint on Change.sequence backs this up).
// $curator, $operation, $summary, $concept_ids, $details (JSON text), $note
MERGE (log:GraphMeta {key: 'changes'})
SET log.last_sequence = coalesce(log.last_sequence, 0) + 1
CREATE (ch:Change {sequence: log.last_sequence, at: datetime(), curator: $curator, operation: $operation,
                   summary: $summary, concept_ids: $concept_ids, details: $details, note: $note})
RETURN ch.sequence AS sequence, ch.at AS at
