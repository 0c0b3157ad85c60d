// Before prose and code are linked again: the quotes of symbols in prose, and the DESCRIBES links made
// from them, go: all of them ($every), or those of the paragraphs $sources (source ids), whose ids
// leave the links' evidence (a link left without any goes).
CALL (*) {
  WITH $every AS every
  WHERE every
  MATCH (i:Instance {use: 'mention'})
  DETACH DELETE i
}
CALL (*) {
  UNWIND $sources AS id
  MATCH (:Source {source_id: id})<-[:FOUND_IN]-(i:Instance {use: 'mention'})
  DETACH DELETE i
}
MATCH ()-[r:DESCRIBES]->()
WHERE r.method = 'name' AND ($every OR any(e IN r.evidence WHERE e IN $sources))
WITH r, CASE WHEN $every THEN [] ELSE [e IN r.evidence WHERE NOT e IN $sources] END AS kept
FOREACH (_ IN CASE WHEN size(kept) = 0 THEN [1] ELSE [] END | DELETE r)
FOREACH (_ IN CASE WHEN size(kept) > 0 THEN [1] ELSE [] END | SET r.evidence = kept)
