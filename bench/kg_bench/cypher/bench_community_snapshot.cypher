// `kg bench communities`: every community with its name and members, to compare two computations of
// the map (a second one, and one after a forced re-ingest) for sameness.
MATCH (k:Community)
RETURN k.community_id AS id, k.name AS name, k.members AS members
