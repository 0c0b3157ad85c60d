// The content hash of every document (ingest skips files whose hash is unchanged).
MATCH (d:Document)
RETURN collect([d.name, d.content_hash]) AS hashes
