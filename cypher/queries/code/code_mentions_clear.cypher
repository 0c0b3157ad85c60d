// Before prose and code are linked again: the quotes of symbols in prose, and the DESCRIBES links made
// from them, go.
MATCH (i:Instance {use: 'mention'})
DETACH DELETE i
WITH count(*) AS quotes
MATCH ()-[r:DESCRIBES]->()
WHERE r.method = 'name'
DELETE r
