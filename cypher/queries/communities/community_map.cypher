// The viewer's map: the sub-communities of $parent (or the broadest ones), each with its first
// concepts, and the links among them (LINKED joins communities of one level).
MATCH (k:Community)
WHERE CASE WHEN $parent IS NULL THEN k.level = 1 ELSE EXISTS { (k)-[:WITHIN]->(:Community {community_id: $parent}) } END
WITH collect(k) AS shown
CALL (shown) {
  UNWIND shown AS k
  RETURN collect({community_id: k.community_id, name: k.name, size: k.size, level: k.level,
                  parent_id: $parent, subcommunities: COUNT { (k)<-[:WITHIN]-(:Community) },
                  top_concepts: [id IN k.top_concepts[..5] | COLLECT { MATCH (c:Concept {concept_id: id})
                                                                       RETURN {concept_id: c.concept_id, label: c.label} }[0]]})
           AS nodes
}
CALL (shown) {
  UNWIND shown AS a
  MATCH (a)-[l:LINKED]->(b:Community)
  WHERE b IN shown
  RETURN collect({source: a.community_id, target: b.community_id, weight: l.weight}) AS links
}
RETURN nodes, links
