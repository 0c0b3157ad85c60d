// Bridge linking (kg bench multihop): the concepts named one of $names (label or alias, compared
// case-insensitively), each with how many of $documents ground it.
MATCH (c:Concept)
WHERE toLower(c.label) IN $names OR any(alias IN coalesce(c.aliases, []) WHERE toLower(alias) IN $names)
OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)
WHERE s.document IN $documents
RETURN c.concept_id AS concept_id, c.label AS label, count(DISTINCT s.document) AS documents
