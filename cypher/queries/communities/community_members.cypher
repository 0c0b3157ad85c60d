// Each concept to its finest community ($rows: [{community_id, members: [concept ids]}]).
UNWIND $rows AS row
MATCH (k:Community {community_id: row.community_id})
UNWIND row.members AS id
MATCH (c:Concept {concept_id: id})
CREATE (c)-[:IN_COMMUNITY]->(k)
RETURN count(*) AS memberships
