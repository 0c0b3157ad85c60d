// The communities, broadest first so that each one's parent exists when it is written. A community
// keeps its members in order (most central first); concepts link to their finest community only, and
// each community to the one it divides (WITHIN), so a concept's communities are one walk up.
// Each also keeps the documents that quote most of its concepts (with how many each quotes) and their
// folders, so that listing the communities reads them instead of walking every member's quotes.
// $rows: [{community_id, level, parent_id, name, members: [concept ids], inside, documents: [names],
// document_concepts: [counts], folders: [paths]}], parents before children.
UNWIND $rows AS row
CREATE (k:Community {community_id: row.community_id, level: row.level, name: row.name,
                     size: size(row.members), members: row.members,
                     top_concepts: row.members[..$top], inside: row.inside,
                     documents: row.documents, document_concepts: row.document_concepts, folders: row.folders})
WITH k, row
CALL (k, row) {
  MATCH (parent:Community {community_id: row.parent_id})
  CREATE (k)-[:WITHIN]->(parent)
}
RETURN count(k) AS communities
