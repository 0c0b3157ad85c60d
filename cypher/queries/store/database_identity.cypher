// The database's own id and name (kg serve's GET /api/server): two servers on the same graph report the
// same id, whatever address each uses to reach Neo4j.
CALL db.info() YIELD id, name
RETURN id, name
