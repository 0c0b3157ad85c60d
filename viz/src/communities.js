// Communities (concepts clustered by Leiden, kg_server.communities): their colours, the overview graph
// the start page draws from GET /api/communities/map, and the communities present in a view (the
// viewer's legend). Pure functions: no DOM, no three.js.
import { paletteColor } from './palette.js';

export const NO_COMMUNITY = '(no community)';
export const NO_COMMUNITY_COLOR = '#8b95a8';
export const MAP_LABELS = 60; // the largest communities of a level carry a label; hovering shows the rest
export const MAP_LINKS_PER_NODE = 4; // each community's heaviest links are drawn

/** Largest first, then by name and id: the order colours are handed out in (the same on every page). */
export function rankBySize(communities) {
  return [...communities].sort((a, b) => (Number(b.size) || 0) - (Number(a.size) || 0)
    || String(a.name || '').localeCompare(String(b.name || ''))
    || String(a.community_id).localeCompare(String(b.community_id)));
}

/** Community id -> colour, by rank among `communities` (the communities of one level). */
export function communityColors(communities) {
  return new Map(rankBySize(communities).map((c, i) => [String(c.community_id), paletteColor(i)]));
}

/** The radius of a community's sphere: its area grows with its number of concepts. */
export function communityRadius(size) {
  return 3 + 1.25 * Math.sqrt(Math.max(Number(size) || 0, 0));
}

/**
 * The graph the map draws from one answer of GET /api/communities/map: a node per community (id,
 * name, size, radius, colour, whether it carries a label) and the answer's links with a width and an
 * opacity that grow with their weight. Links to communities not in the answer are left out.
 */
export function mapGraph(answer) {
  const raw = Array.isArray(answer && answer.nodes) ? answer.nodes : [];
  const colors = communityColors(raw);
  const ranked = rankBySize(raw);
  const labelled = new Set(ranked.slice(0, MAP_LABELS).map((c) => String(c.community_id)));
  const nodes = ranked.map((c) => {
    const id = String(c.community_id);
    return {
      id,
      name: c.name || id,
      size: Number(c.size) || 0,
      level: Number(c.level) || 1,
      subcommunities: Number(c.subcommunities) || 0,
      top: Array.isArray(c.top_concepts) ? c.top_concepts.map((t) => t.label || t.concept_id) : [],
      radius: communityRadius(c.size),
      color: colors.get(id),
      labelled: labelled.has(id),
    };
  });
  const ids = new Set(nodes.map((n) => n.id));
  const rawLinks = strongestLinks((Array.isArray(answer && answer.links) ? answer.links : [])
    .filter((l) => l.source !== l.target && ids.has(String(l.source)) && ids.has(String(l.target))), MAP_LINKS_PER_NODE);
  const heaviest = Math.max(0, ...rawLinks.map((l) => Number(l.weight) || 0)) || 1;
  const links = rawLinks.map((l) => {
    const share = Math.min(Math.max((Number(l.weight) || 0) / heaviest, 0), 1);
    return {
      source: String(l.source),
      target: String(l.target),
      weight: Number(l.weight) || 0,
      share, // of the heaviest link of the level
      // A few widths and opacities: each distinct one is a geometry or a material of its own.
      width: 0.4 + Math.round(share * 8) * 0.3,
      opacity: Number((0.14 + Math.round(share * 8) * 0.07).toFixed(2)),
    };
  });
  return { nodes, links };
}

/**
 * The links drawn: each community's `perNode` heaviest ones (a link stays when it is among the
 * heaviest of either end). A community linked to every other one otherwise pulls the map into a ball.
 */
export function strongestLinks(links, perNode) {
  const byNode = new Map();
  for (const link of links) {
    for (const end of [String(link.source), String(link.target)]) {
      if (!byNode.has(end)) byNode.set(end, []);
      byNode.get(end).push(link);
    }
  }
  const kept = new Set();
  for (const list of byNode.values()) {
    list.sort((a, b) => (Number(b.weight) || 0) - (Number(a.weight) || 0));
    for (const link of list.slice(0, perNode)) kept.add(link);
  }
  return links.filter((l) => kept.has(l));
}

/**
 * A community's label on the map: the leading parts of its name ("A · B · C") that fit in `max`
 * characters, at least the first (the tooltip and the list have the whole name).
 */
export function mapLabel(name, max = 30) {
  const parts = String(name || '').split(' · ').filter(Boolean);
  let label = parts.shift() || '';
  for (const part of parts) {
    if (label.length + 3 + part.length > max) break;
    label += ` · ${part}`;
  }
  return label;
}

/**
 * Which sphere a point falls on: `spheres` are [{id, x, y, r, depth}] as projected on the screen
 * (centre and radius in pixels, distance from the camera); of those under the point (with a pixel of
 * slack), the nearest the camera. Null when none.
 */
export function pickSphere(spheres, x, y, slack = 2) {
  let best = null;
  for (const s of spheres) {
    if (Math.hypot(s.x - x, s.y - y) > s.r + slack) continue;
    if (!best || s.depth < best.depth) best = s;
  }
  return best ? best.id : null;
}

/** How many layout ticks the map runs before its first frame: all of them for a small map. */
export function mapWarmup(count) {
  if (count <= 80) return 300;
  if (count <= 250) return 160;
  return 90;
}

/** The breadcrumb after opening `community` from the trail `trail` (a list of {id, name}). */
export function drillTrail(trail, community) {
  const at = trail.findIndex((step) => step.id === community.id);
  if (at >= 0) return trail.slice(0, at + 1);
  return [...trail, { id: community.id, name: community.name }];
}

/** A node's community id and name as the viewer uses them (null id: the concept is in none). */
export function nodeCommunity(node) {
  const id = node.community === undefined || node.community === null || node.community === '' ? null : String(node.community);
  return { id, name: id ? node.community_name || id : NO_COMMUNITY };
}

/** Whether any node of a view carries a community (else the viewer does not offer to colour by it). */
export function hasCommunities(nodes) {
  return nodes.some((n) => nodeCommunity(n).id !== null);
}

/** The communities present in a view, most concepts first: [{id, name, count}] (id null: none). */
export function viewCommunities(nodes) {
  const counts = new Map();
  for (const node of nodes) {
    const { id, name } = nodeCommunity(node);
    const key = id ?? '';
    const entry = counts.get(key) || { id, name, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => (a.id === null) - (b.id === null) || b.count - a.count
    || a.name.localeCompare(b.name));
}

/**
 * The viewer's community colours. Seeded with the top-level communities of the whole graph (`topLevel`,
 * from the map) they are the start page's, so a community has the same colour on both pages; a
 * community not among them (or without the map) gets the next free colour, and keeps it. Concepts
 * without a community are grey.
 */
export class CommunityColors {
  constructor(topLevel = []) {
    this.map = communityColors(topLevel || []);
  }

  /** Colours for the communities of `nodes` that have none yet, most concepts first. */
  assign(nodes) {
    for (const { id } of viewCommunities(nodes)) {
      if (id !== null && !this.map.has(id)) this.map.set(id, paletteColor(this.map.size));
    }
  }

  colorOf(id) {
    if (id === null || id === undefined) return NO_COMMUNITY_COLOR;
    if (!this.map.has(String(id))) this.map.set(String(id), paletteColor(this.map.size));
    return this.map.get(String(id));
  }

  color(node) {
    return this.colorOf(nodeCommunity(node).id);
  }
}
