// Every tag documents carry, with how many carry it (checking a `tags` filter, listing the known tags).
MATCH (d:Document)
UNWIND coalesce(d.tags, []) AS tag
RETURN tag, count(d) AS documents
ORDER BY tag
