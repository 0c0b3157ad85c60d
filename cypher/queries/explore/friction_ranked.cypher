// friction_report's concepts: those with friction above zero, highest first, optionally only those
// quoted in a folder or below ($folder: lower-case folder path, or null for all), with how many there
// are. $limit: how many to return.
MATCH (c:Concept)
WHERE c.friction > 0
  AND ($folder IS NULL OR EXISTS {
        MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(:Source)<-[:HAS_SOURCE]-(d:Document)
        WHERE toLower(d.topic) = $folder OR toLower(d.topic) STARTS WITH $folder + '/'
      })
WITH c ORDER BY c.friction DESC, c.concept_id
WITH collect(c) AS ranked
RETURN size(ranked) AS total,
       [c IN ranked[..$limit] | {concept_id: c.concept_id, label: c.label, friction: c.friction, status: c.status}]
         AS concepts
