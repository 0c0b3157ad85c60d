// Code files about to be written, marked unfinished before anything of them is: no content hash (a pass
// stopped before their own transaction reads them again), and `uses_into_owed` on those whose symbols'
// uses in the other files are read again at the end of the pass (code_settled.cypher clears it).
// $rows: [{name, path, root, topic, language, owed}]
UNWIND $rows AS row
MERGE (d:Document {name: row.name})
SET d.title = row.name,
    d.path = row.path,
    d.root = row.root,
    d.topic = row.topic,
    d.tags = coalesce(d.tags, []),
    d.kind = 'code',
    d.language = row.language,
    d.content_hash = null,
    d.symbols = null,
    d.uses_into_owed = CASE WHEN row.owed THEN true ELSE d.uses_into_owed END
