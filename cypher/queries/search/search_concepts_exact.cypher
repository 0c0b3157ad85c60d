// Symbols of code whose qualified name, label or name is exactly the query (`click.core.Context.invoke`,
// `Context.invoke`, `invoke`): search_concepts puts them first, the qualified name before the others.
// $query: the query as given; $limit: how many at most.
MATCH (c:Symbol)
WHERE c.qualified_name = $query OR c.label = $query OR c.name = $query
RETURN c.concept_id AS concept_id
ORDER BY CASE WHEN c.qualified_name = $query THEN 0 WHEN c.label = $query THEN 1 ELSE 2 END,
         coalesce(c.in_test, false), c.concept_id
LIMIT $limit
