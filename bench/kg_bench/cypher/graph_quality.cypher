// How explorable a graph is: concepts without any relationship, concepts without a description,
// labels that differ only in case, concepts per paragraph, and relationships by type and method.
CALL () {
  MATCH (c:Concept)
  RETURN count(c) AS concepts,
         count(CASE WHEN NOT EXISTS { (c)--(:Concept) } THEN 1 END) AS isolated,
         count(CASE WHEN coalesce(c.description, '') = '' THEN 1 END) AS undescribed
}
CALL () {
  MATCH (c:Concept)
  WITH toLower(c.label) AS label, count(*) AS n
  WHERE n > 1
  RETURN count(label) AS case_duplicates
}
CALL () {
  MATCH (s:Source)
  OPTIONAL MATCH (s)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
  WITH s, count(DISTINCT c) AS n
  RETURN count(s) AS paragraphs, avg(n) AS concepts_per_paragraph
}
CALL () {
  OPTIONAL MATCH (:Concept)-[r]->(:Concept)
  WITH type(r) AS type, coalesce(r.method, 'stated') AS method, count(r) AS n
  WHERE type IS NOT NULL
  RETURN collect({type: type, method: method, count: n}) AS relationships
}
RETURN concepts, isolated, undescribed, case_duplicates, paragraphs, concepts_per_paragraph, relationships
