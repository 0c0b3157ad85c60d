// Node labels with how many nodes carry each and their property keys (the console's :schema).
CALL db.schema.nodeTypeProperties() YIELD nodeLabels, propertyName
UNWIND nodeLabels AS label
WITH label, collect(DISTINCT propertyName) AS properties
CALL (label) { MATCH (n:$(label)) RETURN count(n) AS nodes }
RETURN label, nodes, [p IN properties WHERE p IS NOT NULL] AS properties
ORDER BY label
