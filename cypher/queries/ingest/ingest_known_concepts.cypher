// The concepts closest to each paragraph: the known concepts an LLM may relate a paragraph's concepts to.
// $rows: [{source_id, embedding}], $k: how many per paragraph.
UNWIND $rows AS row
CALL db.index.vector.queryNodes('concept_embedding', $k, row.embedding) YIELD node, score
WITH row, node, score WHERE NOT node:Claim AND NOT node:Symbol  // claims are recomputed; symbols come from code
WITH row, node, score ORDER BY score DESC
RETURN row.source_id AS source_id, collect([node.concept_id, node.label]) AS known
