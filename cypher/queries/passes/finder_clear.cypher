// First step of a contradiction pass, in its transaction: the previous pass's claims go with their
// quotes and links, and so does any other CONTRADICTS it inferred. Stated CONTRADICTS (no `method`,
// or another one) stay.
CALL () {
  MATCH (c:Claim)
  OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(i:Instance)
  DETACH DELETE i, c
}
CALL () {
  MATCH (:Concept)-[r:CONTRADICTS {method: $method}]->(:Concept)
  DELETE r
}
RETURN true AS cleared
