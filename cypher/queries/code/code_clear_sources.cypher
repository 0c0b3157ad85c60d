// Before code files are written again, or once they are deleted: their paragraphs go, with every quote
// in them (the definitions they hold and the uses they make).
// $documents: document names
UNWIND $documents AS name
MATCH (:Document {name: name})-[:HAS_SOURCE]->(s:Source)
OPTIONAL MATCH (s)<-[:FOUND_IN]-(i:Instance)
DETACH DELETE i, s
