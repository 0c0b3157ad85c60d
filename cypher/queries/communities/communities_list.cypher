// Communities for list_communities: the sub-communities of $parent, or every community of $level (or
// the one community $only),
// largest first, the first $limit of them with what a reader needs to recognise one: its most central
// concepts, the documents and folders that quote it most, a quote of each of its first concepts, its
// contradictions inside and across, and the communities it is most linked to. Also how many there are.
// Documents and folders are stored with the communities (communities/shares.py); communities stored
// before they were are walked to their quotes here. Contradictions are counted from the CONTRADICTS
// relationships up to the communities above each end (few relationships, a short walk each), not
// from every member concept down: inside when both ends lie in the community, across when one does.
MATCH (k:Community)
WHERE CASE WHEN $only IS NOT NULL THEN k.community_id = $only
           WHEN $parent IS NULL THEN k.level = $level
           ELSE EXISTS { (k)-[:WITHIN]->(:Community {community_id: $parent}) } END
WITH k ORDER BY k.size DESC, k.community_id
WITH collect(k) AS found
WITH found, [k IN found[..$limit] | k.community_id] AS listed
CALL (listed) {
  MATCH (a:Concept)-[r:CONTRADICTS]->(b:Concept)
  CALL (a) {
    OPTIONAL MATCH (a)-[:IN_COMMUNITY]->(:Community)-[:WITHIN*0..]->(x:Community)
    RETURN collect(x.community_id) AS a_in
  }
  CALL (b) {
    OPTIONAL MATCH (b)-[:IN_COMMUNITY]->(:Community)-[:WITHIN*0..]->(x:Community)
    RETURN collect(x.community_id) AS b_in
  }
  UNWIND a_in + [id IN b_in WHERE NOT id IN a_in] AS community_id
  WITH community_id, community_id IN a_in AND community_id IN b_in AS inside
  WHERE community_id IN listed
  WITH community_id, count(CASE WHEN inside THEN 1 END) AS inside, count(CASE WHEN NOT inside THEN 1 END) AS across
  RETURN collect([community_id, inside, across]) AS tallies
}
UNWIND found[..$limit] AS k
CALL (k) {
  UNWIND range(0, size(k.top_concepts) - 1) AS rank
  MATCH (c:Concept {concept_id: k.top_concepts[rank]})
  WITH c, rank ORDER BY rank
  RETURN collect({concept_id: c.concept_id, label: c.label}) AS top_concepts
}
CALL (k) {
  WITH k WHERE k.documents IS NULL
  MATCH (k)<-[:WITHIN*0..]-(:Community)<-[:IN_COMMUNITY]-(c:Concept)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)
  WITH s.document AS document, count(DISTINCT c) AS concepts ORDER BY concepts DESC, document
  WITH collect({document: document, concepts: concepts}) AS walked
  RETURN walked[..$max_documents] AS walked,
         COLLECT { UNWIND walked[..50] AS w MATCH (d:Document {name: w.document}) WHERE d.topic <> '' RETURN d.topic }
           AS walked_folders
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
  OPTIONAL MATCH (k)-[l:LINKED]-(other:Community)
  WITH other, l ORDER BY l.weight DESC, other.community_id
  RETURN collect(CASE WHEN other IS NOT NULL THEN {community_id: other.community_id, name: other.name,
                                                   weight: l.weight} END)[..$max_linked] AS linked
}
WITH found, tallies, k, top_concepts, quotes, linked,
     CASE WHEN k.documents IS NULL THEN walked
          ELSE [i IN range(0, size(k.documents) - 1) | {document: k.documents[i], concepts: k.document_concepts[i]}]
     END AS documents,
     CASE WHEN k.documents IS NULL THEN walked_folders ELSE k.folders END AS folders,
     [t IN tallies WHERE t[0] = k.community_id][0] AS tally
RETURN size(found) AS total, k.community_id AS community_id, k.name AS name, k.summary AS summary,
       k.level AS level, k.size AS size,
       [(k)-[:WITHIN]->(p:Community) | p.community_id][0] AS parent_id,
       COUNT { (k)<-[:WITHIN]-(:Community) } AS subcommunities,
       top_concepts, documents[..$max_documents] AS documents,
       reduce(kept = [], folder IN folders | CASE WHEN folder IN kept THEN kept ELSE kept + folder END)[..$max_documents]
         AS folders,
       quotes, coalesce(tally[1], 0) AS contradictions_inside, coalesce(tally[2], 0) AS contradictions_across, linked
ORDER BY size DESC, community_id
