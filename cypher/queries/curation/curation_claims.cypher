// Which of some concepts are claims of the contradiction finder, with the concepts each one is about:
// curation leaves claims alone, because every contradiction pass rebuilds them from scratch.
// $ids: concept ids.
UNWIND $ids AS id
MATCH (c:Claim {concept_id: id})
OPTIONAL MATCH (c)-[:RELATED_TO {method: 'inferred'}]->(about:Concept)
RETURN c.concept_id AS concept_id, collect(about.concept_id) AS about
