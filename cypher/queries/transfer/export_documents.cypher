// Every document, for `kg export`.
MATCH (d:Document)
RETURN d.name AS name, d.title AS title, d.path AS path, d.topic AS topic, d.tags AS tags,
       d.content_hash AS content_hash, d.ingested_at AS ingested_at, toString(d.dated) AS dated
ORDER BY name
