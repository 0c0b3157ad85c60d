// Names and titles of all documents (resolving a user's document name, suggesting close ones).
MATCH (d:Document)
RETURN d.name AS name, d.title AS title
ORDER BY name
