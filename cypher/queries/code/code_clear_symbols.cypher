// Symbols these code files no longer define (renamed, removed, or the file deleted) go, with every
// quote of them and every relationship, and documents deleted from the repository go.
// $documents: document names written again or deleted; $keep: concept ids the files still define;
// $deleted: document names no longer in the repository
MATCH (c:Symbol)
WHERE c.document IN $documents AND NOT c.concept_id IN $keep
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)
DETACH DELETE i, c
WITH count(*) AS cleared
UNWIND $deleted AS name
MATCH (d:Document {name: name})
DETACH DELETE d
