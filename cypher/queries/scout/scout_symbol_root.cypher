// The repository folder the ingest read a code document from (its `root`), where scout makes a scratch
// copy to check a change with the type checker.
// $document: the document's name, as the symbol's `document` says it.
MATCH (d:Document {name: $document})
RETURN d.root AS root, d.path AS path
