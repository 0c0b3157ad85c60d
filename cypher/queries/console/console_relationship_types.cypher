// Relationship types with their counts and property keys (the console's :schema).
CALL db.schema.relTypeProperties() YIELD relType, propertyName
WITH substring(relType, 2, size(relType) - 3) AS type, collect(DISTINCT propertyName) AS properties
CALL (type) { MATCH ()-[r:$(type)]->() RETURN count(r) AS relationships }
RETURN type, relationships, [p IN properties WHERE p IS NOT NULL] AS properties
ORDER BY type
