// One community by its id (null when there is none), and the ids most like it for the error message.
OPTIONAL MATCH (k:Community {community_id: $community_id})
CALL () {
  MATCH (other:Community)
  WITH other ORDER BY other.level, other.size DESC
  WHERE toLower(other.community_id) CONTAINS toLower(split($community_id, ':')[-1])
     OR toLower(other.name) CONTAINS toLower(split($community_id, ':')[-1])
  RETURN collect(other.community_id)[..5] AS closest
}
RETURN k.community_id AS community_id, k.level AS level, closest
