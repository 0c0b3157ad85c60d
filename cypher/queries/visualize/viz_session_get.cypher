// A visualization session by id, and whether it has expired. $session_id.
MATCH (v:VizSession {session_id: $session_id})
RETURN v.session_id AS session_id, v.concept_ids AS concept_ids, v.depth AS depth,
       v.center_concept AS center_concept, v.created_at AS created_at, v.expires_at AS expires_at,
       v.expires_at < datetime() AS expired
