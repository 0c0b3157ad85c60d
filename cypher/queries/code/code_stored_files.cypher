// The code files of one repository that the graph holds, with their content hashes: what a re-ingest
// compares the files on disk with, and the symbols each holds (an unchanged file's are read from there).
// $root: the repository folder, as the ingest saw it (an absolute path)
MATCH (d:Document {kind: 'code'})
WHERE d.root = $root
RETURN d.name AS name, d.content_hash AS content_hash, d.symbols AS symbols
