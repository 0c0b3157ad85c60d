// Create or update documents by name. Absent optional fields are removed (SET to null); a missing
// ingested_at keeps the first import time, so importing twice changes nothing.
// $rows: [{name, title, path, topic, tags, content_hash, ingested_at, dated}]; `dated` is the date the
// document gives of itself (a Date; absent: none).
UNWIND $rows AS row
MERGE (d:Document {name: row.name})
SET d.title = row.title,
    d.path = row.path,
    d.topic = row.topic,
    d.tags = row.tags,
    d.content_hash = row.content_hash,
    d.dated = row.dated,
    d.ingested_at = coalesce(row.ingested_at, d.ingested_at, datetime())
