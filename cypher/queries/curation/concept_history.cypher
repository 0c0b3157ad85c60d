// A concept's recent change-log entries, newest first (its revision history).
// $concept_id, $limit
MATCH (ch:Change)
WHERE $concept_id IN ch.concept_ids
RETURN ch {.sequence, .at, .curator, .operation, .summary, .concept_ids, .details, .note} AS change
ORDER BY ch.sequence DESC
LIMIT $limit
