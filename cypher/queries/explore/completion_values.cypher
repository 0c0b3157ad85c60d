// What an MCP client may offer while a user types an argument (the protocol's completion/complete):
// concept ids ($kind 'concept'), document names ('document'), or document names and folders
// ('scope'; a document's topic is its folder path, kg_server/store/lookups.py adds the folders above
// it), starting with $prefix, in order, at most $limit of each. Concept ids and document names are
// read through their unique indexes.
CALL () {
  MATCH (c:Concept)
  WHERE $kind = 'concept' AND c.concept_id STARTS WITH $prefix
  RETURN c.concept_id AS value, 'concept' AS kind
  ORDER BY value
  LIMIT $limit
  UNION
  MATCH (d:Document)
  WHERE $kind IN ['document', 'scope'] AND d.name STARTS WITH $prefix
  RETURN d.name AS value, 'document' AS kind
  ORDER BY value
  LIMIT $limit
  UNION
  MATCH (d:Document)
  WHERE $kind = 'scope' AND d.topic <> ''
  RETURN DISTINCT d.topic AS value, 'folder' AS kind
}
RETURN value, kind
