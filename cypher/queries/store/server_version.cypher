// The Neo4j version and edition (connectivity check, kg stats).
CALL dbms.components() YIELD name, versions, edition
WHERE name = 'Neo4j Kernel'
RETURN versions[0] AS version, edition
