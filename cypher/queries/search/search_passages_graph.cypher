// Graph-aware passage search (search_passages mode "graph", kg_server/search/graph.py): the hybrid
// ranking and the part of the graph the spreading runs over, in one round trip once the query is
// embedded (a second trip cost as much as the neighbourhood's own work).
// `total` and `ranked`: the hybrid ranking, every candidate (search_passages_hybrid, included below
// as a subquery with its parameters: $query, $deep, $k, $vector, $min_similarity, $semantic_weight,
// and $shown null), run when $sources is null; with $sources given (a first hop ranked otherwise: the
// query could not be embedded, or has no word to search for), 0 and empty.
// The walk's seeds are the paragraphs $sources, else the ranking's first $read (those that share a
// word with the query or whose cosine reaches $floor, when $floor is not null: a question about
// nothing in the graph leads nowhere), and the concepts the question names ($names: a Lucene query
// over concept labels and aliases; the best $named).
// `concepts`: a map per concept grounded in a seed paragraph or named by the question (one row, not a
// row each: the driver's cost per record was three times the query's): `named`, its full-text score
// as a question's concept (0 when it is not one); `quotes`, how many quotes ground it in all the
// graph (its generality); `paragraphs`, the paragraphs it is grounded in, read only when it has at
// most $max_quotes quotes: a concept grounded everywhere leads nowhere in particular, and reading its
// paragraphs would cost the most; `titles`, the title of each of those paragraphs' documents, in the
// same order (the application tells which paragraphs are about the concept from them:
// kg_server/search/graph.py); `similarity`, Neo4j's cosine-scale score ((1 + cosine) / 2) against
// $vector when $similarity is true (null otherwise, or without a vector).
// `stated`, the documents a first-hop paragraph names by their title (the first $stated seed
// paragraphs): its first $stated_words capitalised words (split at $marks: spaces, punctuation and
// Lucene's operators) are looked up in `document_title`, the best $stated_hits titles, and a title is
// kept when the paragraph contains it, in lower case, without a trailing qualifier or a leading "the"
// ("directed by Henry King" states "Henry King (director)"); its document must be another, of at most
// $max_quotes paragraphs. The application then compares whole words, without accents
// (kg_server/search/graph.py), in the paragraph's `text` (null when it is carded: the card has it).
// `cards`, what a result shows (document, paragraph, text) for the paragraphs likeliest to lead the
// answer, so that it seldom needs another round trip: those of $carded, else the ranking's first
// $carded_first, and every paragraph of a concept grounded in at most $carded_paragraphs paragraphs
// (the walk passes such a concept's activation on nearly whole, so its paragraphs are the ones it
// lifts to the top; a paragraph reached through a more general concept gains too little to pass the
// first ones), and the paragraphs of a stated document of at most $carded_paragraphs.
OPTIONAL CALL () {
  WITH $sources IS NULL AS ranking
  WHERE ranking
  <search_passages_hybrid>
}
WITH total, ranked, [r IN coalesce(ranked, []) WHERE $floor IS NULL OR r.lexical_score > 0 OR r.similarity >= $floor] AS matching
WITH total, ranked, coalesce($sources, [r IN matching[..$read] | r.key]) AS sources,
     coalesce($carded, [r IN matching[..$carded_first] | r.key]) AS carded
CALL (sources) {
  CALL (sources) {
    MATCH (s:Source)<-[:FOUND_IN]-(:Instance)-[:INSTANCE_OF]->(c:Concept)
    WHERE s.source_id IN sources
    RETURN c, 0.0 AS named
    UNION ALL
    CALL db.index.fulltext.queryNodes('concept_text', $names, {limit: $named}) YIELD node, score
    RETURN node AS c, score AS named
  }
  WITH c, max(named) AS named
  WITH c, named, COUNT { (c)<-[:INSTANCE_OF]-() } AS quotes
  CALL (c, quotes) {
    OPTIONAL MATCH (c)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(p:Source)<-[:HAS_SOURCE]-(d:Document)
    WHERE quotes <= $max_quotes
    WITH DISTINCT p, d
    WITH collect(CASE WHEN p IS NOT NULL THEN [p.source_id, coalesce(d.title, '')] END) AS read
    RETURN [pair IN read | pair[0]] AS paragraphs, [pair IN read | pair[1]] AS titles
  }
  RETURN collect({concept_id: c.concept_id, label: c.label, aliases: coalesce(c.aliases, []), named: named,
                  quotes: quotes, paragraphs: paragraphs, titles: titles,
                  similarity: CASE WHEN NOT $similarity OR $vector IS NULL OR c.embedding IS NULL THEN null
                                   ELSE vector.similarity.cosine(c.embedding, $vector) END}) AS concepts,
         collect(CASE WHEN size(paragraphs) <= $carded_paragraphs THEN paragraphs END) AS few
}
CALL (sources, carded) {
  UNWIND sources[..$stated] AS id
  MATCH (s:Source {source_id: id})<-[:HAS_SOURCE]-(own:Document)
  WITH s, own, toLower(s.text) AS lowered,
       [word IN split(s.text, $marks) WHERE left(word, 1) <> toLower(left(word, 1))][..$stated_words] AS capitalised
  WHERE capitalised <> []
  CALL db.index.fulltext.queryNodes('document_title', 'title:(' + reduce(words = '', word IN capitalised |
                                    words + ' "' + word + '"') + ')', {limit: $stated_hits}) YIELD node AS d
  WITH s, own, lowered, d, toLower(split(d.title, ' (')[0]) AS bare
  WITH s, own, lowered, d, CASE WHEN bare STARTS WITH 'the ' THEN substring(bare, 4) ELSE bare END AS bare
  WHERE d <> own AND trim(bare) <> '' AND lowered CONTAINS bare
  WITH s, d, COLLECT { MATCH (d)-[:HAS_SOURCE]->(p:Source) RETURN p.source_id ORDER BY p.paragraph } AS paragraphs
  WHERE size(paragraphs) <= $max_quotes
  WITH s, collect({title: d.title, paragraphs: paragraphs}) AS titles
  RETURN collect({paragraph: s.source_id, text: CASE WHEN s.source_id IN carded THEN null ELSE s.text END,
                  titles: titles}) AS stated
}
CALL (few, carded, stated) {
  UNWIND reduce(ids = carded, paragraphs IN few + reduce(lists = [], row IN stated | lists +
                [title IN row.titles WHERE size(title.paragraphs) <= $carded_paragraphs | title.paragraphs])
                | ids + paragraphs) AS id
  WITH DISTINCT id
  MATCH (s:Source {source_id: id})
  RETURN collect({source_id: s.source_id, document: s.document, paragraph: s.paragraph, text: s.text}) AS cards
}
RETURN total, ranked, concepts, stated, cards
