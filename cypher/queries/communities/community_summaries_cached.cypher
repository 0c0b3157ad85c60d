// Summaries written before, by what they were written from ($keys: cache keys).
UNWIND $keys AS key
MATCH (s:CommunitySummary {key: key})
RETURN s.key AS key, s.text AS text
