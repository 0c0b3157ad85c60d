// The $k paragraphs nearest in meaning to $vector (semantic search), each with its cosine-scale score
// (Neo4j's (1 + cosine) / 2) and what a result shows. (Filters need the document's folder, tags and
// date: passage_cards fetches those only when a search has filters.)
// $k: how many; $vector: the query embedding. One record holding every hit (Database.read_list).
CALL db.index.vector.queryNodes('source_embedding', $k, $vector) YIELD node AS s, score
RETURN collect({key: s.source_id, score: score, document: s.document, paragraph: s.paragraph, text: s.text}) AS rows
