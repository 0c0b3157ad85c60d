// Shaping the API's graph into what the layout draws. Pure functions over the state object.
import { DAG_TYPES, LINK_TYPES } from '../palette.js';

export const NODE_REL_SIZE = 4;
export const MAX_LABELS_ALL = 300; // every node gets a label up to this many nodes
export const TOP_LABELS = 100; // otherwise the center and the best-connected nodes

export const idOf = (end) => (end && typeof end === 'object' ? end.id : end);
export const linkKey = (l) => `${idOf(l.source)}\u0000${idOf(l.target)}\u0000${l.type}`;

export function normaliseNode(raw) {
  return {
    ...raw,
    id: String(raw.id),
    label: raw.label || String(raw.id),
    description: raw.description || '',
    degree: Number(raw.degree) || 0,
    evidence_count: Number(raw.evidence_count) || 0,
    documents: Array.isArray(raw.documents) ? raw.documents : [],
    group: raw.group || '',
    community: raw.community === undefined || raw.community === null || raw.community === '' ? null : String(raw.community),
    community_name: raw.community_name || '',
    is_center: Boolean(raw.is_center),
  };
}

export function normaliseLink(raw) {
  const confidence = raw.confidence === null || raw.confidence === undefined ? null : Number(raw.confidence);
  return {
    source: String(idOf(raw.source)),
    target: String(idOf(raw.target)),
    type: String(raw.type || 'related_to').toLowerCase(),
    confidence: Number.isFinite(confidence) ? confidence : null,
    method: raw.method ? String(raw.method) : null, // null: stated; otherwise how it was inferred
  };
}

export function groupName(node) {
  if (node.group) return node.group;
  return node.evidence_count ? '(top folder)' : '(no quotes)';
}

export function nodeVal(state, node) {
  const base = 1 + Math.min(Math.max(Number(node.evidence_count) || 0, 0), 120);
  return node.id === state.centerId ? Math.max(base * 3, 24) : base;
}

export function nodeRadius(state, node) {
  return Math.cbrt(nodeVal(state, node)) * NODE_REL_SIZE;
}

/** Groups by how many nodes they hold, most first (the order colours are handed out in). */
export function groupsBySize(nodes) {
  const counts = new Map();
  for (const node of nodes) counts.set(groupName(node), (counts.get(groupName(node)) || 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/**
 * Adds the nodes and links that are not in the view yet (new nodes start near `near`, when given);
 * returns what was added.
 */
export function mergeData(state, rawNodes, rawLinks, { near = null, random = Math.random } = {}) {
  const addedNodes = [];
  for (const raw of rawNodes || []) {
    const node = normaliseNode(raw);
    if (state.nodeById.has(node.id)) continue;
    if (near && Number.isFinite(near.x)) {
      const spread = 12 + nodeRadius(state, near);
      node.x = near.x + (random() - 0.5) * spread;
      node.y = near.y + (random() - 0.5) * spread;
      node.z = near.z + (random() - 0.5) * spread;
    }
    node.is_center = node.is_center && !state.centerId;
    state.nodeById.set(node.id, node);
    state.nodes.push(node);
    addedNodes.push(node);
  }
  const addedLinks = [];
  for (const raw of rawLinks || []) {
    const link = normaliseLink(raw);
    if (link.source === link.target || !state.nodeById.has(link.source) || !state.nodeById.has(link.target)) continue;
    const key = linkKey(link);
    if (state.linkKeys.has(key)) continue;
    state.linkKeys.add(key);
    state.links.push(link);
    addedLinks.push(link);
  }
  assignCurvature(state.links);
  state.labelIds = labelIds(state);
  return { nodes: addedNodes, links: addedLinks };
}

/** Links between the same two concepts bend apart so each stays visible. */
export function assignCurvature(links) {
  const pairs = new Map();
  for (const link of links) {
    const a = idOf(link.source);
    const b = idOf(link.target);
    const key = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
    if (!pairs.has(key)) pairs.set(key, []);
    pairs.get(key).push(link);
  }
  for (const group of pairs.values()) {
    if (group.length === 1) {
      group[0].curvature = 0;
      continue;
    }
    group.sort((x, y) => LINK_TYPES.indexOf(x.type) - LINK_TYPES.indexOf(y.type));
    group.forEach((link, i) => {
      const a = idOf(link.source);
      const b = idOf(link.target);
      const sign = a < b ? 1 : -1;
      const offset = i - (group.length - 1) / 2;
      link.curvature = (offset === 0 ? 0.12 : offset * 0.3) * sign;
    });
  }
}

/** Which nodes carry a label: all of a small view, else the best connected, plus center and selection. */
export function labelIds(state) {
  const { nodes } = state;
  let ids;
  if (nodes.length <= MAX_LABELS_ALL) {
    ids = new Set(nodes.map((n) => n.id));
  } else {
    const top = [...nodes].sort((a, b) => b.degree - a.degree || b.evidence_count - a.evidence_count).slice(0, TOP_LABELS);
    ids = new Set(top.map((n) => n.id));
  }
  if (state.centerId) ids.add(state.centerId);
  if (state.selectedId) ids.add(state.selectedId);
  return ids;
}

/** The links the layout gets: in DAG mode only the hierarchy's (DAG_TYPES: implies, ..., calls, inherits, imports). */
export function graphLinks(state) {
  return state.dag.on ? state.links.filter((l) => DAG_TYPES.has(l.type)) : state.links;
}

/** In DAG mode, the concepts with a link of the hierarchy (the others are left out). */
export function dagNodeIds(state) {
  if (!state.dag.on) return null;
  const ids = new Set();
  for (const link of state.links) {
    if (!DAG_TYPES.has(link.type)) continue;
    ids.add(idOf(link.source));
    ids.add(idOf(link.target));
  }
  return ids;
}

export function nodeVisible(state, node) {
  const ids = state.dag.nodeIds;
  return !ids || ids.has(node.id) || node.id === state.selectedId;
}

export function isLinkVisible(state, link) {
  if (state.hiddenTypes.has(link.type)) return false;
  return !state.dag.on || DAG_TYPES.has(link.type);
}

/** Relationship types present in the view, known ones in their fixed order, with their counts. */
export function legendTypes(links) {
  const counts = new Map();
  for (const link of links) counts.set(link.type, (counts.get(link.type) || 0) + 1);
  const types = [...LINK_TYPES.filter((t) => counts.has(t)), ...[...counts.keys()].filter((t) => !LINK_TYPES.includes(t)).sort()];
  return types.map((type) => ({ type, count: counts.get(type) }));
}

/** How many warm-up ticks the layout runs before the first frame, by size. */
export function warmupFor(count) {
  if (count <= 300) return 300;
  if (count <= 1000) return 120;
  return 40;
}

/** The concepts of the view that match what the user types, best first (at most 12). */
export function searchNodes(nodes, query) {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const scored = [];
  for (const node of nodes) {
    const label = node.label.toLowerCase();
    const id = node.id.toLowerCase();
    let score = -1;
    if (label === q || id === q) score = 0;
    else if (label.startsWith(q) || id.startsWith(q)) score = 1;
    else if (label.split(/[\s\-_/(),.]+/).some((w) => w.startsWith(q))) score = 2;
    else if (label.includes(q) || id.includes(q)) score = 3;
    if (score >= 0) scored.push([score, node]);
  }
  scored.sort((a, b) => a[0] - b[0] || b[1].degree - a[1].degree || a[1].label.localeCompare(b[1].label));
  return scored.slice(0, 12).map(([, node]) => node);
}

/** A concept's relationships in reading order: by type, outgoing first, then by label. */
export function sortRelationships(relationships) {
  return [...relationships].sort((a, b) => {
    const ta = LINK_TYPES.indexOf(String(a.type).toLowerCase());
    const tb = LINK_TYPES.indexOf(String(b.type).toLowerCase());
    return ta - tb || (a.direction === b.direction ? 0 : a.direction === 'outgoing' ? -1 : 1)
      || String(a.label || a.concept_id).localeCompare(String(b.label || b.concept_id));
  });
}
