// For `kg bench code`: the uses the graph recorded for some symbols (document and line of each quote
// but the definition and prose mentions).
// $ids: concept ids of symbols
UNWIND $ids AS id
MATCH (:Symbol {concept_id: id})<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
WHERE NOT i.use IN ['definition', 'mention']
RETURN id AS concept_id, s.document AS document, i.line AS line, i.use AS use
