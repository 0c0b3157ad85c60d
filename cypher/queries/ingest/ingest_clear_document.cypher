// First step of replacing or removing a document, inside its transaction: delete its paragraphs and
// their quotes, and take their source_ids out of relationship evidence. A relationship whose evidence
// becomes empty is deleted (relationships that never had evidence are left alone).
// Returns the concepts that lost quotes (they are pruned later if nothing grounds them any more).
// $name: the document's name.
MATCH (d:Document {name: $name})
OPTIONAL MATCH (d)-[:HAS_SOURCE]->(s:Source)
OPTIONAL MATCH (s)<-[:FOUND_IN]-(i:Instance)
OPTIONAL MATCH (i)-[:INSTANCE_OF]->(c:Concept)
WITH collect(DISTINCT s) AS sources, collect(DISTINCT i) AS instances, collect(DISTINCT c) AS concepts
WITH sources, instances, concepts, [s IN sources | s.source_id] AS ids
CALL (concepts, ids) {
  UNWIND concepts AS c
  MATCH (c)-[r:IMPLIES|CONTRADICTS|SUPPORTS|PART_OF|KIND_OF|REQUIRES|RELATED_TO]-(:Concept)
  WHERE any(e IN r.evidence WHERE e IN ids)
  WITH DISTINCT r
  SET r.evidence = [e IN r.evidence WHERE NOT e IN ids]
  WITH r WHERE size(r.evidence) = 0
  DELETE r
  RETURN count(*) AS relationships_deleted
}
CALL (instances) {
  UNWIND instances AS i
  DETACH DELETE i
  RETURN count(*) AS quotes_deleted
}
CALL (sources) {
  UNWIND sources AS s
  DETACH DELETE s
  RETURN count(*) AS paragraphs_deleted
}
RETURN [c IN concepts | c.concept_id] AS touched, paragraphs_deleted, quotes_deleted, relationships_deleted
