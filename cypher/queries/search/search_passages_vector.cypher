// The $k paragraphs nearest in meaning to $vector (semantic search), best first, each with its
// cosine-scale score (Neo4j's (1 + cosine) / 2), and what a result shows for the first $shown of them
// (none when $shown is null): a threshold only drops the weakest, so the shown results are among those.
// (Filters need the document's folder, tags and date: passage_cards fetches those only when a search
// has filters.) $k: how many; $vector: the query embedding. One row: `ranked` and `rows`.
CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node AS s, score
WITH collect({s: s, score: score}) AS hits
RETURN [h IN hits | {key: h.s.source_id, score: h.score}] AS ranked,
       [h IN hits[..coalesce($shown, 0)] | {key: h.s.source_id, document: h.s.document, paragraph: h.s.paragraph,
                                            text: h.s.text}] AS rows
