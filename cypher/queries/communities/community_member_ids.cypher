// Which of $ids (concept ids) belong to community $community_id, at whatever level it is.
MATCH (k:Community {community_id: $community_id})
RETURN [id IN $ids WHERE id IN k.members] AS ids
