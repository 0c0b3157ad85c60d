// What the MCP App draws for a tool's answer (pure): the session a get_visualization_url answer made,
// or the concepts another tool's answer names (find_connections, find_related_concepts, scout), for
// which the App makes a session of its own. The answer is the tool's structured content.
//
// Scout's code answer ("what breaks if I change X") also rates each line it points at: the view marks
// each symbol by the highest risk of the lines in it, around the symbol changed. Those marks travel
// from the answer to the view inside the App (`risks`), not through the session: the session is a
// plain view of concepts that the full viewer can open too, and the answer is already here.

const MAX_CONCEPTS = 500; // get_visualization_url's bound on concept_ids
const RISK_RANK = { high: 3, medium: 2, low: 1 };

/**
 * `{ link }` for a session already made, `{ concept_ids, center_concept }` for one to make (with
 * `risks`, { concept id: 'high' | 'medium' | 'low' }, for scout's code answer), or null.
 */
export function viewRequest(answer) {
  if (!answer || typeof answer !== 'object') return null;
  if (typeof answer.session_id === 'string' && typeof answer.url === 'string') {
    return { link: { session_id: answer.session_id, url: answer.url } };
  }
  const found = conceptsOf(answer);
  if (!found) return null;
  const ids = [...new Set(found.ids.filter((id) => typeof id === 'string' && id))].slice(0, MAX_CONCEPTS);
  if (!ids.length) return null;
  const request = { concept_ids: ids, center_concept: ids.includes(found.center) ? found.center : ids[0] };
  const kept = new Set(ids);
  const risks = Object.fromEntries(Object.entries(found.risks || {}).filter(([id]) => kept.has(id)));
  return Object.keys(risks).length ? { ...request, risks } : request;
}

/** Each symbol the pointers sit in, by the highest risk among its lines. */
export function risksByConcept(pointers) {
  const risks = new Map(); // not a plain object: an id is data, and '__proto__' must stay a key
  for (const pointer of pointers) {
    const id = pointer && pointer.concept_id;
    const risk = pointer && pointer.risk;
    if (typeof id !== 'string' || !id || !Object.hasOwn(RISK_RANK, risk)) continue;
    if (!risks.has(id) || RISK_RANK[risk] > RISK_RANK[risks.get(id)]) risks.set(id, risk);
  }
  return Object.fromEntries(risks);
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
    const pointers = answer.pointers.map((pointer) => pointer && pointer.concept_id);
    const meta = answer.meta || {};
    const visited = (meta.trace || []).map((step) => step.concept_id);
    // Over code: the symbol changed (and those whose uses count with it) in the middle, lines rated.
    const change = meta.change && typeof meta.change.symbol === 'string' ? meta.change : null;
    if (!change) return { center: pointers[0], ids: [...pointers, ...visited] };
    const also = Array.isArray(change.also) ? change.also : [];
    return { center: change.symbol, ids: [change.symbol, ...also, ...pointers, ...visited],
      risks: risksByConcept(answer.pointers) };
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
