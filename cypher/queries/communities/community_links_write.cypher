// The strongest links between communities of one level ($rows: [{a, b, weight}]): the map's edges.
UNWIND $rows AS row
MATCH (a:Community {community_id: row.a}), (b:Community {community_id: row.b})
CREATE (a)-[:LINKED {weight: row.weight}]->(b)
RETURN count(*) AS links
