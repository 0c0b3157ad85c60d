// Every index with what it covers and its state; constraints show as the index they own (:schema).
SHOW INDEXES YIELD name, type, entityType, labelsOrTypes, properties, state, owningConstraint
WHERE type <> 'LOOKUP'
RETURN name, type, entityType, labelsOrTypes, properties, state, owningConstraint
ORDER BY name
