// The most recent visualization sessions that still work (the landing page). $limit.
MATCH (v:VizSession)
WHERE v.expires_at >= datetime()
RETURN v.session_id AS session_id, v.concept_ids AS concept_ids, v.depth AS depth,
       v.center_concept AS center_concept, v.created_at AS created_at, v.expires_at AS expires_at
ORDER BY v.created_at DESC
LIMIT $limit
