// Communities for list_communities: the sub-communities of $parent, or every community of $level (or
// the one community $only),
// largest first, the first $limit of them with what a reader needs to recognise one: its most central
// concepts, the documents and folders that quote it most, a quote of each of its first concepts, its
// contradictions inside and across, and the communities it is most linked to. Also how many there are.
MATCH (k:Community)
WHERE CASE WHEN $only IS NOT NULL THEN k.community_id = $only
           WHEN $parent IS NULL THEN k.level = $level
           ELSE EXISTS { (k)-[:WITHIN]->(:Community {community_id: $parent}) } END
WITH k ORDER BY k.size DESC, k.community_id
WITH collect(k) AS found
UNWIND found[..$limit] AS k
CALL (k) {
  UNWIND range(0, size(k.top_concepts) - 1) AS rank
  MATCH (c:Concept {concept_id: k.top_concepts[rank]})
  WITH c, rank ORDER BY rank
  RETURN collect({concept_id: c.concept_id, label: c.label}) AS top_concepts
}
CALL (k) {
  MATCH (k)<-[:WITHIN*0..]-(:Community)<-[:IN_COMMUNITY]-(c:Concept)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(:Source)<-[:HAS_SOURCE]-(d:Document)
  WITH d, count(DISTINCT c) AS concepts ORDER BY concepts DESC, d.name
  RETURN collect({document: d.name, concepts: concepts})[..$max_documents] AS documents,
         [folder IN collect(DISTINCT d.topic) WHERE folder IS NOT NULL AND folder <> ''][..$max_documents] AS folders
}
CALL (k) {
  UNWIND k.top_concepts[..$max_quotes] AS id
  MATCH (c:Concept {concept_id: id})
  CALL (c) {
    MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
    WITH i, s ORDER BY i.confidence DESC, s.document, s.paragraph
    RETURN {quote: i.quote, document: s.document, paragraph: s.paragraph, source_id: s.source_id,
            confidence: i.confidence, line: i.line, use: i.use} AS quote LIMIT 1
  }
  RETURN collect(quote) AS quotes
}
CALL (k) {
  OPTIONAL MATCH (k)<-[:WITHIN*0..]-(:Community)<-[:IN_COMMUNITY]-(a:Concept)-[r:CONTRADICTS]-(b:Concept)
  WITH DISTINCT r, b.concept_id IN k.members AS inside
  RETURN count(CASE WHEN inside THEN r END) AS contradictions_inside,
         count(CASE WHEN r IS NOT NULL AND NOT inside THEN r END) AS contradictions_across
}
CALL (k) {
  OPTIONAL MATCH (k)-[l:LINKED]-(other:Community)
  WITH other, l ORDER BY l.weight DESC, other.community_id
  RETURN collect(CASE WHEN other IS NOT NULL THEN {community_id: other.community_id, name: other.name,
                                                   weight: l.weight} END)[..$max_linked] AS linked
}
RETURN size(found) AS total, k.community_id AS community_id, k.name AS name, k.summary AS summary,
       k.level AS level, k.size AS size,
       [(k)-[:WITHIN]->(p:Community) | p.community_id][0] AS parent_id,
       COUNT { (k)<-[:WITHIN]-(:Community) } AS subcommunities,
       top_concepts, documents, folders, quotes, contradictions_inside, contradictions_across, linked
ORDER BY size DESC, community_id
