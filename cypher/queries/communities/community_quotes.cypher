// The quotes a community's summary is written from: the best quote of each of its most central
// concepts ($ids: community ids; $per_community: quotes per community at most).
UNWIND $ids AS community_id
MATCH (k:Community {community_id: community_id})
CALL (k) {
  UNWIND k.members[..$per_community] AS id
  MATCH (c:Concept {concept_id: id})
  CALL (c) {
    MATCH (c)<-[:INSTANCE_OF]-(i:Instance)-[:FOUND_IN]->(s:Source)
    WITH i, s ORDER BY i.confidence DESC, s.document, s.paragraph
    RETURN {quote: i.quote, document: s.document, paragraph: s.paragraph, source_id: s.source_id,
            confidence: i.confidence} AS quote LIMIT 1
  }
  RETURN collect(quote) AS quotes
}
RETURN community_id, quotes
