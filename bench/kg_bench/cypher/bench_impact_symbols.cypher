// For `kg bench impact`: the code symbols a change can be made to (defined outside tests), each with
// where it is defined and how it is used: every use's kind and syntax facts (JSON), and for an enum how
// many match or switch cases name one of its members.
// $kinds: the symbol kinds wanted
MATCH (c:Symbol)
WHERE c.kind IN $kinds AND NOT coalesce(c.in_test, false) AND c.document IS NOT NULL
OPTIONAL MATCH (i:Instance)-[:INSTANCE_OF]->(c)
WHERE i.use <> 'definition' AND i.use <> 'mention'
WITH c, collect({use: i.use, syntax: i.syntax}) AS uses
OPTIONAL MATCH (m:Symbol)-[:PART_OF]->(c)
WHERE m.kind = 'enum_member'
OPTIONAL MATCH (j:Instance)-[:INSTANCE_OF]->(m)
WHERE j.use = 'pattern'
RETURN c.concept_id AS concept_id, c.name AS name, c.label AS label, c.kind AS kind, c.language AS language,
       c.document AS document, c.line AS line, c.signature AS signature,
       [u IN uses WHERE u.use IS NOT NULL] AS uses, count(j) AS member_patterns
ORDER BY concept_id
