// The files a change of some symbols can break, as the graph knows them, for scout's compiler check: the
// documents holding their uses, then (with $callers, for a return) the documents where the functions and
// classes holding those uses are used in turn; the first kind first, $limit in all.
// $ids: the symbols' concept ids; $callers: whether to add the second kind; $limit: how many at most.
UNWIND $ids AS id
MATCH (:Symbol {concept_id: id})<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(s:Source)
WITH collect(DISTINCT s.document) AS used_in, collect(DISTINCT s.owner) AS owners
OPTIONAL MATCH (o:Symbol)<-[:INSTANCE_OF]-(:Instance)-[:FOUND_IN]->(t:Source)
  WHERE $callers AND o.concept_id IN owners
WITH used_in, collect(DISTINCT t.document) AS passed_to
RETURN (used_in + [d IN passed_to WHERE NOT d IN used_in])[..$limit] AS documents
