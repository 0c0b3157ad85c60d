// The end of a code pass: the uses other files make of these files' symbols are read again.
// $documents: document names
UNWIND $documents AS name
MATCH (d:Document {name: name})
REMOVE d.uses_into_owed
