// What the MCP App draws for a tool's answer (pure): the session a get_visualization_url answer made,
// or the concepts another tool's answer names (find_connections, find_related_concepts, scout), for
// which the App makes a session of its own. The answer is the tool's structured content.

const MAX_CONCEPTS = 500; // get_visualization_url's bound on concept_ids

/** `{ link }` for a session already made, `{ concept_ids, center_concept }` for one to make, or null. */
export function viewRequest(answer) {
  if (!answer || typeof answer !== 'object') return null;
  if (typeof answer.session_id === 'string' && typeof answer.url === 'string') {
    return { link: { session_id: answer.session_id, url: answer.url } };
  }
  const found = conceptsOf(answer);
  if (!found) return null;
  const ids = [...new Set(found.ids.filter((id) => typeof id === 'string' && id))].slice(0, MAX_CONCEPTS);
  if (!ids.length) return null;
  return { concept_ids: ids, center_concept: ids.includes(found.center) ? found.center : ids[0] };
}

function conceptsOf(answer) {
  if (Array.isArray(answer.paths) || Array.isArray(answer.text_routes)) { // find_connections
    const hops = [...(answer.paths || []), ...(answer.text_routes || [])].flatMap((path) => path.hops || []);
    return {
      center: answer.from_concept_id,
      ids: [answer.from_concept_id, answer.to_concept_id, ...hops.flatMap((hop) => [hop.from_id, hop.to_id])],
    };
  }
  if (Array.isArray(answer.pointers)) { // scout: its pointers, then the rest of what it visited
    const pointers = answer.pointers.map((pointer) => pointer.concept_id);
    const visited = ((answer.meta && answer.meta.trace) || []).map((step) => step.concept_id);
    return { center: pointers[0], ids: [...pointers, ...visited] };
  }
  if (Array.isArray(answer.results) && Array.isArray(answer.relationship_types)) { // find_related_concepts
    const steps = answer.results.flatMap((result) => result.path || []);
    return {
      center: answer.concept_id,
      ids: [answer.concept_id, ...answer.results.map((result) => result.concept_id),
        ...steps.flatMap((step) => [step.from_id, step.to_id])],
    };
  }
  return null;
}

/** The status a failed tool call stands for, so the viewer's failure card says the right thing. */
export function statusOf(message) {
  if (/not found|unknown|expired|no such/i.test(message)) return 404;
  if (/neo4j|unavailable|cannot reach|could not reach/i.test(message)) return 503;
  return 500;
}
