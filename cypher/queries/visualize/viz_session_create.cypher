// Store a visualization session that the web app renders at /viz/<session_id>; expired sessions go.
// $session_id, $concept_ids, $depth, $center_concept, $ttl_hours.
OPTIONAL MATCH (old:VizSession) WHERE old.expires_at < datetime()
DETACH DELETE old
WITH count(*) AS cleared
CREATE (v:VizSession {session_id: $session_id, concept_ids: $concept_ids, depth: $depth,
                      center_concept: $center_concept, created_at: datetime(),
                      expires_at: datetime() + duration({hours: $ttl_hours})})
RETURN v.session_id AS session_id, v.created_at AS created_at, v.expires_at AS expires_at
