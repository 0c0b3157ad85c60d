// Everything about some concepts in one round trip: quotes with their document and paragraph (and line,
// for code), and
// relationships in both directions (capped by $max_instances and $max_relationships per concept).
// $ids: concept ids; $types: the relationship type allow-list.
UNWIND $ids AS id
MATCH (c:Concept {concept_id: id})
CALL (c) {
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
  WITH i, s
  // A symbol's definition first, then its uses in file and line order (prose: document, paragraph).
  ORDER BY CASE i.use WHEN 'definition' THEN 0 ELSE 1 END, s.document, coalesce(i.line, 0), s.paragraph,
           i.instance_id
  RETURN count(i) AS instance_count,
         collect(CASE WHEN i IS NOT NULL THEN {quote: i.quote, document: s.document, paragraph: s.paragraph,
                                               source_id: s.source_id, confidence: i.confidence, line: i.line,
                                               use: i.use} END)[..$max_instances]
           AS instances
}
CALL (c) {
  OPTIONAL MATCH (c)-[r]-(other:Concept)
  WHERE type(r) IN $types
  WITH r, other, CASE WHEN startNode(r) = c THEN 'outgoing' ELSE 'incoming' END AS direction
  ORDER BY r.confidence DESC, type(r), other.concept_id
  RETURN count(r) AS relationship_count,
         collect(CASE WHEN r IS NOT NULL THEN {type: type(r), direction: direction, concept_id: other.concept_id,
                                               label: other.label, confidence: r.confidence,
                                               evidence: r.evidence, method: r.method, sites: r.sites,
                                               kinds: r.kinds} END)[..$max_relationships] AS relationships
}
RETURN c.concept_id AS concept_id, c.label AS label, c.description AS description, c.aliases AS aliases,
       instance_count, instances, relationship_count, relationships,
       c.status AS status, c.friction AS friction, c.kind AS kind, c.qualified_name AS qualified_name,
       c.language AS language, CASE WHEN c:Symbol THEN c.document + ':' + toString(c.line) END AS defined_at,
       [(c)-[:IN_COMMUNITY]->(finest:Community)-[:WITHIN*0..]->(k:Community)
        | {community_id: k.community_id, name: k.name, level: k.level}] AS communities
