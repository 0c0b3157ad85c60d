// Whether the graph holds concepts or paragraphs (an import into an empty graph may load in bulk).
OPTIONAL MATCH (n)
WHERE n:Concept OR n:Source
WITH n LIMIT 1
RETURN n IS NOT NULL AS any
