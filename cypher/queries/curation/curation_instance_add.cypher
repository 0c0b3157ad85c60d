// A curator's quote grounding a concept in a paragraph (add_instance). The caller checked that the
// quote is verbatim in the paragraph and that this instance does not exist yet.
// $instance_id, $concept_id, $source_id, $quote, $confidence
MATCH (c:Concept {concept_id: $concept_id})
MATCH (s:Source {source_id: $source_id})
CREATE (i:Instance {instance_id: $instance_id, quote: $quote, confidence: $confidence})
CREATE (i)-[:INSTANCE_OF]->(c)
CREATE (i)-[:FOUND_IN]->(s)
RETURN i.instance_id AS instance_id
