// The code files of one repository that the graph holds, with their content hashes: what a re-ingest
// compares the files on disk with, and the symbols each holds (an unchanged file's are read from there).
// A file whose pass did not finish has no content hash (it is read again); `owed`: the uses other files
// make of its symbols are still to be read again (references), as when its change was first seen.
// $root: the repository folder, as the ingest saw it (an absolute path)
MATCH (d:Document {kind: 'code'})
WHERE d.root = $root
RETURN d.name AS name, d.content_hash AS content_hash, d.symbols AS symbols,
       coalesce(d.uses_into_owed, false) AS owed
