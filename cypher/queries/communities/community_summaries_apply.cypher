// Each community's summary (null when none could be written), and the summaries no community uses
// any more deleted. $rows: [{community_id, text}]; $keys: the keys in use.
CALL () {
  UNWIND $rows AS row
  MATCH (k:Community {community_id: row.community_id})
  SET k.summary = row.text
}
CALL () {
  MATCH (s:CommunitySummary)
  WHERE NOT s.key IN $keys
  DELETE s
}
RETURN size($rows) AS applied
