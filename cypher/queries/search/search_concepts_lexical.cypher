// Lexical concept search (search_concepts mode lexical): the concepts whose label, description or
// aliases contain the query's words, best first, then those found only by the words of their quotes,
// ranked below every label, description and alias match (`quoted`: true), each by its best quote's
// score. $query: a well-formed Lucene query built by the application; $k: how many candidates.
// One record holding every hit, best first (Database.read_list).
CALL () {
  CALL db.index.fulltext.queryNodes('concept_text', $query, {limit: $k}) YIELD node, score
  RETURN collect({key: node.concept_id, score: score, quoted: false}) AS named
}
CALL (named) {
  CALL db.index.fulltext.queryNodes('instance_text', $query, {limit: $k * 4}) YIELD node, score
  MATCH (node)-[:INSTANCE_OF]->(c:Concept)
  WHERE NOT c.concept_id IN [hit IN named | hit.key]
  WITH c, max(score) AS score ORDER BY score DESC, c.concept_id
  RETURN collect({key: c.concept_id, score: score, quoted: true}) AS quoted
}
RETURN (named + quoted)[..$k] AS rows
