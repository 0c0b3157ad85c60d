// The camera: where to look from, how far out, and flights that the state knows are under way.
import { nodeRadius, nodeVisible } from './data.js';

const FINITE = (n) => Number.isFinite(n.x);

/** Unit directions to look from: the 26 neighbours of a cube's centre. */
export const DIRECTIONS = (() => {
  const list = [];
  for (const x of [-1, 0, 1]) {
    for (const y of [-1, 0, 1]) {
      for (const z of [-1, 0, 1]) {
        if (x || y || z) list.push([x, y, z].map((v) => v / Math.hypot(x, y, z)));
      }
    }
  }
  return list;
})();

/**
 * The direction from which the fewest of `others` stand between the camera and `node`; it prefers
 * staying where the camera is (`camera`: its position) and eye-level views. Pure.
 */
export function clearestDirection(node, others, camera) {
  const current = [camera.x - (node.x || 0), camera.y - (node.y || 0), camera.z - (node.z || 0)];
  const currentLength = Math.hypot(...current) || 1;
  let best = [0, 0, 1];
  let bestScore = Infinity;
  for (const d of DIRECTIONS) {
    const same = (d[0] * current[0] + d[1] * current[1] + d[2] * current[2]) / currentLength;
    let score = -0.3 * Math.max(0, same) + 0.6 * Math.abs(d[1]);
    for (const n of others) {
      const v = [n.x - node.x, (n.y || 0) - (node.y || 0), (n.z || 0) - (node.z || 0)];
      const length = Math.hypot(...v) || 1;
      const cos = (v[0] * d[0] + v[1] * d[1] + v[2] * d[2]) / length;
      if (cos <= 0) continue;
      const angle = Math.acos(Math.min(1, cos));
      score += Math.exp(-((angle / 0.3) ** 2));
    }
    if (score < bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

/** The middle of the bounding box of some nodes (null when none has a position). Pure. */
export function boxOf(nodes) {
  const shown = nodes.filter(FINITE);
  if (!shown.length) return null;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const n of shown) {
    [n.x, n.y || 0, n.z || 0].forEach((v, i) => {
      min[i] = Math.min(min[i], v);
      max[i] = Math.max(max[i], v);
    });
  }
  return { min, max, center: { x: (min[0] + max[0]) / 2, y: (min[1] + max[1]) / 2, z: (min[2] + max[2]) / 2 } };
}

export function createCamera(state) {
  const graph = () => state.graph;
  const visible = () => state.nodes.filter((n) => nodeVisible(state, n) && FINITE(n));

  function flyTo(node, distance = null, ms = 1000, direction = null) {
    const camera = graph().camera();
    const target = { x: node.x || 0, y: node.y || 0, z: node.z || 0 };
    let [dx, dy, dz] = direction || [camera.position.x - target.x, camera.position.y - target.y, camera.position.z - target.z];
    let length = Math.hypot(dx, dy, dz);
    if (length < 1e-6) {
      dx = 0; dy = 0; dz = 1; length = 1;
    }
    const d = distance ?? closeUpDistance(node);
    state.camera.busyUntil = Math.max(state.camera.busyUntil, performance.now() + ms);
    graph().cameraPosition(
      { x: target.x + (dx / length) * d, y: target.y + (dy / length) * d, z: target.z + (dz / length) * d },
      target,
      ms,
    );
  }

  /** Close enough to read the node, far enough to see its direct neighbours. */
  function closeUpDistance(node) {
    let reach = 0;
    for (const link of graph().graphData().links) {
      const a = typeof link.source === 'object' ? link.source : state.nodeById.get(link.source);
      const b = typeof link.target === 'object' ? link.target : state.nodeById.get(link.target);
      const other = a === node ? b : b === node ? a : null;
      if (!other || !FINITE(other)) continue;
      reach = Math.max(reach, Math.hypot(other.x - node.x, (other.y || 0) - (node.y || 0), (other.z || 0) - (node.z || 0)));
    }
    const fov = (graph().camera().fov * Math.PI) / 180;
    const fit = reach ? (reach * 1.1) / Math.tan(fov / 2) : 0;
    return Math.min(Math.max(fit, 140, nodeRadius(state, node) * 12), 420);
  }

  /** Camera on a node (or point) from `direction`, far enough out to show the whole graph around it. */
  function focusOn(node, ms = 1000, direction = null) {
    const camera = graph().camera();
    let d = direction;
    if (!d) {
      const v = [camera.position.x - (node.x || 0), camera.position.y - (node.y || 0), camera.position.z - (node.z || 0)];
      const length = Math.hypot(...v);
      d = length > 1e-6 ? v.map((c) => c / length) : [0, 0, 1];
    }
    // Camera axes as three.js lookAt builds them (up = +y): x = up × d, y = d × x.
    let xAxis = [d[2], 0, -d[0]];
    const xLength = Math.hypot(...xAxis);
    xAxis = xLength > 1e-6 ? xAxis.map((c) => c / xLength) : [1, 0, 0];
    const yAxis = [
      d[1] * xAxis[2] - d[2] * xAxis[1],
      d[2] * xAxis[0] - d[0] * xAxis[2],
      d[0] * xAxis[1] - d[1] * xAxis[0],
    ];
    const vTan = Math.tan((camera.fov * Math.PI) / 360) * 0.82; // room for the header and the legend
    const hTan = Math.tan((camera.fov * Math.PI) / 360) * camera.aspect * 0.86;
    let distance = 90;
    for (const n of state.nodes) {
      if (n === node || !FINITE(n) || !nodeVisible(state, n)) continue;
      const v = [n.x - (node.x || 0), (n.y || 0) - (node.y || 0), (n.z || 0) - (node.z || 0)];
      const dot = (a) => v[0] * a[0] + v[1] * a[1] + v[2] * a[2];
      const depth = dot(d);
      const r = nodeRadius(state, n) + 6;
      distance = Math.max(distance, depth + (Math.abs(dot(yAxis)) + r) / vTan, depth + (Math.abs(dot(xAxis)) + r) / hTan);
    }
    flyTo(node, distance, ms, d);
  }

  /** The whole graph in view from the current direction, read from the layout (not the lagging objects). */
  function fitAll(ms) {
    const box = boxOf(visible());
    if (box) focusOn(box.center, ms);
  }

  /** The center concept from its clearest side, or the whole graph when there is no center. */
  function focusInitial(ms) {
    const center = state.centerId && state.nodeById.get(state.centerId);
    if (center && FINITE(center)) {
      const others = state.nodes.filter((n) => n !== center && FINITE(n) && nodeVisible(state, n));
      focusOn(center, ms, clearestDirection(center, others, graph().camera().position));
    } else if (state.nodes.length) {
      fitAll(ms);
    }
  }

  /** The whole graph looking along -z (the DAG's levels run top-down). */
  function fitFront(ms) {
    const box = boxOf(visible());
    if (!box) return;
    const { min, max, center } = box;
    const camera = graph().camera();
    const vFov = (camera.fov * Math.PI) / 180;
    const hFov = 2 * Math.atan(Math.tan(vFov / 2) * camera.aspect);
    const padding = 40;
    const distance = Math.max((max[1] - min[1]) / 2 + padding, 0) / Math.tan(vFov / 2);
    const distanceX = ((max[0] - min[0]) / 2 + padding) / Math.tan(hFov / 2);
    const d = Math.max(distance, distanceX, 80) + (max[2] - min[2]) / 2;
    state.camera.busyUntil = Math.max(state.camera.busyUntil, performance.now() + ms);
    graph().cameraPosition({ x: center.x, y: center.y, z: center.z + d }, center, ms);
  }

  function fit() {
    state.camera.busyUntil = Math.max(state.camera.busyUntil, performance.now() + 700);
    graph().zoomToFit(700, 60);
  }

  return { flyTo, focusOn, focusInitial, fitAll, fitFront, fit };
}
