// For `kg bench extract`: each document with the concepts quoted in it (label and aliases) and the
// relationships between two of them (any type, either direction, with the method that found it).
MATCH (d:Document)-[:HAS_SOURCE]->(:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
WITH d, collect(DISTINCT c) AS concepts
CALL (concepts) {
  UNWIND concepts AS a
  MATCH (a)-[r]->(b:Concept)
  WHERE b IN concepts
  RETURN collect({from: a.label, to: b.label, type: type(r), method: coalesce(r.method, 'stated')}) AS links
}
RETURN d.name AS document, [c IN concepts | {label: c.label, aliases: coalesce(c.aliases, [])}] AS concepts, links
ORDER BY document
