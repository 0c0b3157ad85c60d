// The concept graph communities are computed on: every concept with its label, whether it is a claim
// (claims belong to communities but name none), and its outgoing links to other concepts with the
// weight of each. A stated link (a bundle's, an LLM's, a curator's: no `method`) weighs 3, a typed one
// the offline passes found 2, co-occurrence and similarity 1; each times its confidence (0.5 when
// none). The caller adds up parallel links and both directions. Concepts come in pages of 1,000 (a
// record each, `rows`): a record per concept cost the driver more than the query (0.4 s for 3,700).
// $types: the relationship type allow-list.
MATCH (a:Concept)
WITH collect(a) AS concepts
UNWIND range(0, size(concepts) - 1, 1000) AS start
CALL (concepts, start) {
  UNWIND concepts[start..start + 1000] AS a
  CALL (a) {
    OPTIONAL MATCH (a)-[r]->(b:Concept)
    WHERE type(r) IN $types AND b <> a
    RETURN collect(CASE WHEN b IS NOT NULL THEN
                     [b.concept_id, CASE r.method WHEN null THEN 3.0 WHEN 'cooccurrence' THEN 1.0
                                                  WHEN 'similarity' THEN 1.0 ELSE 2.0 END
                                    * coalesce(r.confidence, 0.5)] END) AS links
  }
  RETURN collect({concept_id: a.concept_id, label: a.label, claim: a:Claim, links: links}) AS rows
}
RETURN rows
