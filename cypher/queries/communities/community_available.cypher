// Whether Neo4j has the Graph Data Science library's Leiden (communities need it).
SHOW PROCEDURES YIELD name
WHERE name = 'gds.leiden.stream'
RETURN count(*) > 0 AS available
