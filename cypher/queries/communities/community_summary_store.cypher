// One summary, kept by what it was written from ($key) so that an unchanged community reuses it.
MERGE (s:CommunitySummary {key: $key})
SET s.text = $text, s.model = $model, s.written_at = datetime()
RETURN s.key AS key
