// Each document's folder (scope checks: which folders and documents there are).
MATCH (d:Document)
RETURN d.topic AS topic, d.name AS document
ORDER BY topic, document
