// `kg remove`: delete the document node itself (after ingest_clear_document removed its paragraphs).
// $name: the document's name.
MATCH (d:Document {name: $name})
DETACH DELETE d
RETURN count(*) AS deleted
