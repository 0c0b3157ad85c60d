// A community's most central concepts, first $limit (the viewer's "open concepts").
MATCH (k:Community {community_id: $community_id})
RETURN k.members[..$limit] AS ids
