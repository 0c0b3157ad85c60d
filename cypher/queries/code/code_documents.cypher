// Code files as documents: `kind` 'code', their language and the repository they belong to.
// `symbols`: the file's symbols (JSON, symbols.kept_symbols), which a re-ingest reads for an unchanged file.
// $rows: [{name, path, root, topic, language, content_hash, symbols}]
UNWIND $rows AS row
MERGE (d:Document {name: row.name})
SET d.title = row.name,
    d.path = row.path,
    d.root = row.root,
    d.topic = row.topic,
    d.tags = coalesce(d.tags, []),
    d.kind = 'code',
    d.language = row.language,
    d.content_hash = row.content_hash,
    d.symbols = row.symbols,
    d.ingested_at = datetime()
