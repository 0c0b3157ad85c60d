// The code files of a repository that use symbols of these files ($documents, about to be deleted): they
// are read again, since their server now answers the names that resolved there otherwise.
// $root: the repository folder, as the ingest saw it; $documents: document names
MATCH (s:Symbol)
WHERE s.document IN $documents
MATCH (s)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(p:Source)
WHERE NOT p.document IN $documents
WITH DISTINCT p.document AS name
MATCH (d:Document {name: name, kind: 'code'})
WHERE d.root = $root
RETURN d.name AS document
