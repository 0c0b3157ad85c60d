// Paragraphs containing the query's words, best first, and what a result shows for the first $shown of
// them (none when $shown is null), in the same round trip.
// $query: a well-formed Lucene query; $k: candidates. One row: `ranked` and `rows`.
CALL db.index.fulltext.queryNodes('source_text', $query, {limit: $k}) YIELD node AS s, score
WITH collect({s: s, score: score}) AS hits
RETURN [h IN hits | {key: h.s.source_id, score: h.score}] AS ranked,
       [h IN hits[..coalesce($shown, 0)] | {key: h.s.source_id, document: h.s.document, paragraph: h.s.paragraph,
                                            text: h.s.text}] AS rows
