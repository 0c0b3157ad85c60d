// The change log after a sequence number, oldest first, optionally only changes touching one
// concept; the newest sequence number comes along so a caller knows where the log ends.
// $since, $concept_id (or null), $limit
OPTIONAL MATCH (log:GraphMeta {key: 'changes'})
WITH coalesce(log.last_sequence, 0) AS latest
OPTIONAL MATCH (ch:Change)
WHERE ch.sequence > $since AND ($concept_id IS NULL OR $concept_id IN ch.concept_ids)
WITH latest, ch
ORDER BY ch.sequence
WITH latest, collect(ch {.sequence, .at, .curator, .operation, .summary, .concept_ids, .details, .note}) AS changes
RETURN latest, changes[..$limit] AS changes, size(changes) > $limit AS more
