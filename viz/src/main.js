// kg_server 3D viewer: the subgraph of a visualization session as a 3D force graph.
import ForceGraph3D from '3d-force-graph';
import SpriteText from 'three-spritetext';
import { forceCollide, forceX, forceY, forceZ } from 'd3-force-3d';
import { CanvasTexture, Group, Sprite, SpriteMaterial, SRGBColorSpace } from 'three';

import './style.css';
import { ApiError, captureToken, createApi, readConfig, storeToken } from './api.js';
import {
  BACKGROUND, DAG_TYPES, GroupColors, LINK_TYPES, TYPE_COLORS, typeColor, typeLabel,
} from './palette.js';

const $ = (id) => document.getElementById(id);

const NODE_REL_SIZE = 4;
const MAX_LABELS_ALL = 300; // every node gets a label up to this many nodes
const TOP_LABELS = 100; // otherwise the center and the best-connected nodes
const FONT = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif';
const CONTRADICTS = 'contradicts';
const SELECT_COLOR = '#ffe45c';

// --- state ----------------------------------------------------------------------------------------
const config = readConfig();
captureToken();
const api = createApi(config.apiBase, askToken);
const groupColors = new GroupColors();

let phase = 'loading';
let graph = null;
let session = null;
let truncated = false;
const nodes = []; // every node of the view (the same objects the graph lays out)
const links = []; // every link of the view; DAG mode hands the graph a subset
const nodeById = new Map();
const linkKeys = new Set();
const hiddenTypes = new Set();
let dagMode = false;
let dagLoops = [];
let centerId = null;
let selectedId = null;
let labelIds = new Set();
let userMoved = false;
let firstFrameDone = false;
let focusTicks = 0;
const details = new Map(); // concept id -> Promise of /api/concepts/{id}
let detailRequest = 0;

function setPhase(next) {
  phase = next;
  document.body.dataset.state = next;
}

// --- helpers --------------------------------------------------------------------------------------
const idOf = (end) => (end && typeof end === 'object' ? end.id : end);
const linkKey = (l) => `${idOf(l.source)}\u0000${idOf(l.target)}\u0000${l.type}`;

function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({
    '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;',
  })[c]);
}

function truncate(text, max) {
  const s = String(text ?? '').trim();
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s;
}

function plural(n, word, many = `${word}s`) {
  return `${n.toLocaleString('en')} ${n === 1 ? word : many}`;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'style') node.style.cssText = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) {
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
  }
  return node;
}

function groupName(node) {
  if (node.group) return node.group;
  return node.evidence_count ? '(top folder)' : '(no quotes)';
}

function nodeColor(node) {
  return groupColors.color(groupName(node));
}

function nodeVal(node) {
  const base = 1 + Math.min(Math.max(Number(node.evidence_count) || 0, 0), 120);
  return node.id === centerId ? Math.max(base * 3, 24) : base;
}

function nodeRadius(node) {
  return Math.cbrt(nodeVal(node)) * NODE_REL_SIZE;
}

function wrapLabel(text, width, maxLines) {
  const words = String(text).split(/\s+/).filter(Boolean);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= width) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = truncate(`${kept[maxLines - 1]} ${lines[maxLines]}`, width);
    if (!kept[maxLines - 1].endsWith('…')) kept[maxLines - 1] += '…';
    return kept.map((l) => truncate(l, width + 4)).join('\n');
  }
  return lines.map((l) => truncate(l, width + 4)).join('\n');
}

function formatDate(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso || '');
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function relativeTime(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = (date.getTime() - Date.now()) / 1000;
  const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const units = [['day', 86400], ['hour', 3600], ['minute', 60]];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(Math.round(seconds), 'second');
}

let noticeTimer = null;
function notice(message, { kind = 'info', ms = 4500 } = {}) {
  const box = $('notice');
  box.textContent = message;
  box.dataset.kind = kind;
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, ms);
}

// --- access token ---------------------------------------------------------------------------------
let tokenPrompt = null;
function askToken(message) {
  if (tokenPrompt) return tokenPrompt;
  tokenPrompt = new Promise((resolve) => {
    const modal = $('token-modal');
    const input = $('token-input');
    const error = $('token-error');
    error.textContent = message || '';
    error.hidden = !message;
    input.value = '';
    modal.hidden = false;
    $('loading').hidden = true;
    setTimeout(() => input.focus(), 0);
    const form = $('token-form');
    const onSubmit = (event) => {
      event.preventDefault();
      const token = input.value.trim();
      if (!token) return;
      storeToken(token);
      modal.hidden = true;
      form.removeEventListener('submit', onSubmit);
      if (phase === 'loading') $('loading').hidden = false;
      tokenPrompt = null;
      resolve();
    };
    form.addEventListener('submit', onSubmit);
  });
  return tokenPrompt;
}

// --- errors ---------------------------------------------------------------------------------------
function showError(err) {
  const status = err instanceof ApiError ? err.status : -1;
  let title;
  let message;
  let retry = true;
  if (err && err.kind === 'no-session') {
    title = 'No visualization in this address.';
    message = 'Open a link made by get_visualization_url (it looks like /viz/<id>), or go to / to start.';
    retry = false;
  } else if (err && err.kind === 'webgl') {
    title = 'This browser could not start 3D graphics (WebGL).';
    message = 'Turn on hardware acceleration or open the link in another browser.';
    retry = false;
  } else if (status === 404 || status === 410) {
    title = 'This visualization link is unknown or has expired.';
    message = 'Visualization links work for a limited time. Ask for a new link with get_visualization_url, or go to / to start again.';
    retry = false;
  } else if (status === 503) {
    title = 'The knowledge graph is unavailable right now.';
    message = 'The server could not reach its Neo4j database. Try again in a moment.';
  } else if (status === 0) {
    title = 'The server could not be reached.';
    message = 'Check that kg serve is still running, then try again.';
  } else {
    title = 'The visualization could not be loaded.';
    message = 'The server answered with an error.';
  }
  $('error-title').textContent = title;
  $('error-message').textContent = message;
  const detail = err && err.message && err.kind !== 'no-session' ? err.message : '';
  $('error-detail').textContent = detail && detail !== title ? detail : '';
  $('error-retry').hidden = !retry;
  $('error').hidden = false;
  $('loading').hidden = true;
  $('panel').hidden = true;
  if (graph) {
    try {
      graph.pauseAnimation();
    } catch { /* already gone */ }
  }
  document.title = 'Visualization unavailable · kg_server';
  setPhase('error');
}

// --- data -----------------------------------------------------------------------------------------
function normaliseNode(raw) {
  return {
    ...raw,
    id: String(raw.id),
    label: raw.label || String(raw.id),
    description: raw.description || '',
    degree: Number(raw.degree) || 0,
    evidence_count: Number(raw.evidence_count) || 0,
    documents: Array.isArray(raw.documents) ? raw.documents : [],
    group: raw.group || '',
    is_center: Boolean(raw.is_center),
  };
}

function normaliseLink(raw) {
  const confidence = raw.confidence === null || raw.confidence === undefined ? null : Number(raw.confidence);
  return {
    source: String(idOf(raw.source)),
    target: String(idOf(raw.target)),
    type: String(raw.type || 'related_to').toLowerCase(),
    confidence: Number.isFinite(confidence) ? confidence : null,
    method: raw.method ? String(raw.method) : null, // null: stated; otherwise how it was inferred
  };
}

/** Adds nodes and links that are not there yet; returns what was added. */
function mergeData(rawNodes, rawLinks, near = null) {
  const addedNodes = [];
  for (const raw of rawNodes || []) {
    const node = normaliseNode(raw);
    if (nodeById.has(node.id)) continue;
    if (near && Number.isFinite(near.x)) {
      const spread = 12 + nodeRadius(near);
      node.x = near.x + (Math.random() - 0.5) * spread;
      node.y = near.y + (Math.random() - 0.5) * spread;
      node.z = near.z + (Math.random() - 0.5) * spread;
    }
    node.is_center = node.is_center && !centerId;
    nodeById.set(node.id, node);
    nodes.push(node);
    addedNodes.push(node);
  }
  const addedLinks = [];
  for (const raw of rawLinks || []) {
    const link = normaliseLink(raw);
    if (link.source === link.target || !nodeById.has(link.source) || !nodeById.has(link.target)) continue;
    const key = linkKey(link);
    if (linkKeys.has(key)) continue;
    linkKeys.add(key);
    links.push(link);
    addedLinks.push(link);
  }
  const counts = new Map();
  for (const node of addedNodes) counts.set(groupName(node), (counts.get(groupName(node)) || 0) + 1);
  groupColors.assign([...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([g]) => g));
  assignCurvature();
  computeLabelIds();
  return { nodes: addedNodes, links: addedLinks };
}

/** Links between the same two concepts bend apart so each stays visible. */
function assignCurvature() {
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

function computeLabelIds() {
  if (nodes.length <= MAX_LABELS_ALL) {
    labelIds = new Set(nodes.map((n) => n.id));
  } else {
    const top = [...nodes].sort((a, b) => b.degree - a.degree || b.evidence_count - a.evidence_count).slice(0, TOP_LABELS);
    labelIds = new Set(top.map((n) => n.id));
  }
  if (centerId) labelIds.add(centerId);
  if (selectedId) labelIds.add(selectedId);
}

function graphLinks() {
  return dagMode ? links.filter((l) => DAG_TYPES.has(l.type)) : links;
}

/** In DAG mode, concepts without an implies, requires or part of link are left out of the picture. */
let dagNodeIds = null;
function nodeVisible(node) {
  return !dagNodeIds || dagNodeIds.has(node.id) || node.id === selectedId;
}

function computeDagNodeIds() {
  if (!dagMode) {
    dagNodeIds = null;
    return;
  }
  dagNodeIds = new Set();
  for (const link of links) {
    if (!DAG_TYPES.has(link.type)) continue;
    dagNodeIds.add(idOf(link.source));
    dagNodeIds.add(idOf(link.target));
  }
}

function isLinkVisible(link) {
  if (hiddenTypes.has(link.type)) return false;
  return !dagMode || DAG_TYPES.has(link.type);
}

// --- three.js objects -----------------------------------------------------------------------------
const ringTextures = new Map();
function ringTexture(color) {
  if (ringTextures.has(color)) return ringTextures.get(color);
  const size = 128;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  ctx.strokeStyle = color;
  ctx.shadowColor = color;
  ctx.shadowBlur = 12;
  ctx.lineWidth = 7;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size * 0.36, 0, Math.PI * 2);
  ctx.stroke();
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  ringTextures.set(color, texture);
  return texture;
}

function ringSprite(color, radius) {
  const material = new SpriteMaterial({ map: ringTexture(color), transparent: true, depthWrite: false });
  const sprite = new Sprite(material);
  const size = (radius * 2) / 0.72; // the ring sits at 36% of the texture
  sprite.scale.set(size, size, 1);
  sprite.renderOrder = 2;
  return sprite;
}

/** A SpriteText drawn once (each property setter of SpriteText redraws its canvas). */
function spriteText(text, height, color, style) {
  const sprite = new SpriteText(text, height, color);
  const fields = {
    fontFace: FONT, fontSize: 64, fontWeight: '600', backgroundColor: false,
    padding: 0, borderRadius: 0, borderWidth: 0, borderColor: 'white', ...style,
  };
  if (typeof sprite._genCanvas === 'function' && '_fontFace' in sprite) {
    for (const [key, value] of Object.entries(fields)) sprite[`_${key}`] = value;
    sprite._genCanvas();
  } else {
    Object.assign(sprite, fields);
  }
  return sprite;
}

const nodeObjects = new Map(); // node id -> { key, object }: reused when the accessor runs again
function nodeObject(node) {
  const isCenter = node.id === centerId;
  const hasLabel = labelIds.has(node.id);
  if (!hasLabel && !isCenter) return null;
  const radius = nodeRadius(node);
  const key = `${isCenter}|${hasLabel}|${radius}|${node.label}`;
  const cached = nodeObjects.get(node.id);
  if (cached && cached.key === key) return cached.object;
  const group = new Group();
  if (isCenter) group.add(ringSprite('#ffffff', radius * 1.32));
  group.userData.node = node;
  if (hasLabel) {
    const text = wrapLabel(node.label, isCenter ? 30 : 24, 2);
    const label = spriteText(text, isCenter ? 5.6 : 4.2, isCenter ? '#ffffff' : '#e6ebf5', {
      fontSize: isCenter ? 80 : 64,
      fontWeight: isCenter ? '700' : '600',
      backgroundColor: isCenter ? 'rgba(11,16,32,0.85)' : 'rgba(11,16,32,0.78)',
      padding: [0.9, 0.45],
      borderRadius: 1.2,
      borderWidth: isCenter ? 0.25 : 0,
      borderColor: 'rgba(255,255,255,0.85)',
    });
    label.material.depthWrite = false;
    if (isCenter) label.material.depthTest = false; // the center's name is never hidden
    label.renderOrder = isCenter ? 20 : 3;
    label.raycast = () => {}; // clicks go to the spheres: a label must not hide the node behind it
    label.userData = { baseX: label.scale.x, baseY: label.scale.y, textHeight: label.textHeight,
      lines: text.split('\n').length, radius, isCenter };
    label.position.y = radius + label.scale.y / 2 + 1.5;
    group.add(label);
    group.userData.label = label;
  }
  nodeObjects.set(node.id, { key, object: group });
  return group;
}

// --- the graph ------------------------------------------------------------------------------------
function linkWidth(link) {
  const confidence = link.confidence ?? 0.6;
  const touching = selectedId && (idOf(link.source) === selectedId || idOf(link.target) === selectedId);
  let width = link.type === CONTRADICTS ? 1.5 + 1.3 * confidence : 0.35 + 0.95 * confidence;
  if (link.method && link.method !== 'pattern' && link.method !== 'inferred') width *= 0.6; // computed links recede
  return touching ? width * 1.7 + 0.3 : width;
}

function tooltip(node) {
  const color = nodeColor(node);
  const description = node.description ? `<div class="tt-desc">${escapeHtml(truncate(node.description, 220))}</div>` : '';
  const center = node.id === centerId ? '<span class="tt-center">center</span>' : '';
  return `<div class="tt">
    <div class="tt-title">${escapeHtml(node.label)}${center}</div>
    <div class="tt-group"><span class="dot" style="background:${escapeHtml(color)}"></span>${escapeHtml(groupName(node))}</div>
    ${description}
    <div class="tt-meta">${plural(node.evidence_count, 'quote')} · ${plural(node.degree, 'relationship')}</div>
  </div>`;
}

function linkTooltip(link) {
  const source = nodeById.get(idOf(link.source));
  const target = nodeById.get(idOf(link.target));
  const confidence = link.confidence === null ? '' : ` <span class="tt-meta">confidence ${link.confidence.toFixed(2)}</span>`;
  return `<div class="tt">
    <div class="tt-type" style="color:${escapeHtml(typeColor(link.type))}">${escapeHtml(typeLabel(link.type))}${confidence}</div>
    <div>${escapeHtml(source ? source.label : idOf(link.source))} → ${escapeHtml(target ? target.label : idOf(link.target))}</div>
  </div>`;
}

function createGraph() {
  const container = $('graph');
  const instance = new ForceGraph3D(container, {
    controlType: 'orbit',
    rendererConfig: { preserveDrawingBuffer: true, antialias: true, alpha: false },
  });
  instance
    .width(container.clientWidth || window.innerWidth)
    .height(container.clientHeight || window.innerHeight)
    .backgroundColor(BACKGROUND)
    .showNavInfo(false)
    .nodeId('id')
    .nodeRelSize(NODE_REL_SIZE)
    .nodeVal(nodeVal)
    .nodeColor(nodeColor)
    .nodeOpacity(0.95)
    .nodeResolution(20)
    .nodeLabel(tooltip)
    .nodeVisibility(nodeVisible)
    .nodeThreeObjectExtend(true)
    .nodeThreeObject(nodeObject)
    .linkColor((l) => typeColor(l.type))
    .linkOpacity(0.78)
    .linkWidth(linkWidth)
    .linkResolution(8)
    .linkCurvature('curvature')
    .linkVisibility((l) => !hiddenTypes.has(l.type))
    .linkLabel(linkTooltip)
    .linkDirectionalArrowLength((l) => (l.type === CONTRADICTS ? 5 : 3.5))
    .linkDirectionalArrowRelPos(1)
    .linkDirectionalArrowColor((l) => typeColor(l.type))
    .linkDirectionalArrowResolution(10)
    .linkDirectionalParticles((l) => (l.type === CONTRADICTS ? 4 : 0))
    .linkDirectionalParticleWidth(2.2)
    .linkDirectionalParticleSpeed(0.007)
    .linkDirectionalParticleColor(() => '#ffd2d2')
    .onNodeClick((node) => select(node.id))
    .onLinkClick((link) => select(idOf(link.source)))
    .onDagError((loop) => { dagLoops.push(loop); })
    .cooldownTime(12000)
    .onEngineTick(onTick)
    .onEngineStop(onStop);

  const charge = instance.d3Force('charge');
  if (charge) charge.strength(-190).distanceMax(700);
  const linkForce = instance.d3Force('link');
  if (linkForce) linkForce.distance((l) => (l.type === 'part_of' ? 50 : 66));
  // Room around each sphere for its label, and a weak pull to the middle so that separate
  // components (and nodes without links in DAG mode) stay in view.
  instance.d3Force('collide', forceCollide((n) => nodeRadius(n) + 7).strength(0.7));
  // The center concept is held near the origin: the view is built around it.
  const gravity = (n) => (n.id === centerId ? 0.6 : 0.025);
  instance.d3Force('gravityX', forceX(0).strength(gravity));
  instance.d3Force('gravityY', forceY(0).strength(gravity));
  instance.d3Force('gravityZ', forceZ(0).strength(gravity));

  const lights = instance.lights();
  if (lights && lights[0]) lights[0].intensity = Math.max(lights[0].intensity, 1.2 * Math.PI);

  // After a node drag, 3d-force-graph sends a synthetic touch "pointerup" to the document for the
  // camera controls. OrbitControls then looks up a pointer it never tracked and throws; drop that
  // event when the controls do not know its pointer (the real pointerup still ends the gesture).
  window.addEventListener('pointerup', (event) => {
    if (event.isTrusted || event.pointerType !== 'touch') return;
    const controls = instance.controls();
    if (controls && Array.isArray(controls._pointers) && !controls._pointers.includes(event.pointerId)) {
      event.stopImmediatePropagation();
    }
  }, true);

  for (const type of ['pointerdown', 'wheel', 'touchstart']) {
    container.addEventListener(type, () => { userMoved = true; }, { passive: true });
  }
  window.addEventListener('resize', () => {
    instance.width(container.clientWidth || window.innerWidth).height(container.clientHeight || window.innerHeight);
  });
  return instance;
}

function warmupFor(count) {
  if (count <= 300) return 300;
  if (count <= 1000) return 120;
  return 40;
}

function applyGraphData({ warmup = 0 } = {}) {
  graph.warmupTicks(warmup);
  computeDagNodeIds();
  graph.graphData({ nodes, links: graphLinks() });
}

function onTick() {
  focusTicks += 1;
  if (!firstFrameDone) firstFrame();
}

let stopCount = 0;
function onStop() {
  stopCount += 1;
  if (!firstFrameDone) {
    firstFrame();
    return;
  }
  if (stopCount === 1 && !userMoved && focusTicks > 20) focusInitial(900);
  else if (pendingFit && Date.now() - pendingFit.at > 1600) {
    runPendingFit();
    pendingFit = null;
  }
}

function firstFrame() {
  firstFrameDone = true;
  focusTicks = 0;
  focusInitial(0);
  requestAnimationFrame(() => requestAnimationFrame(() => {
    if (phase === 'loading') {
      $('loading').hidden = true;
      setPhase('ready');
    }
  }));
}

/** The direction from which the fewest nodes stand between the camera and `node`. */
function clearestDirection(node) {
  const candidates = [];
  for (const x of [-1, 0, 1]) {
    for (const y of [-1, 0, 1]) {
      for (const z of [-1, 0, 1]) {
        if (x || y || z) candidates.push([x, y, z].map((v) => v / Math.hypot(x, y, z)));
      }
    }
  }
  const others = nodes.filter((n) => n !== node && Number.isFinite(n.x) && nodeVisible(n));
  const camera = graph.camera().position;
  const current = [camera.x - (node.x || 0), camera.y - (node.y || 0), camera.z - (node.z || 0)];
  const currentLength = Math.hypot(...current) || 1;
  let best = [0, 0, 1];
  let bestScore = Infinity;
  for (const d of candidates) {
    // Prefer staying where the camera is, and eye-level views over views from above or below.
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

function focusInitial(ms) {
  const center = centerId && nodeById.get(centerId);
  if (center && Number.isFinite(center.x)) focusOn(center, ms, clearestDirection(center));
  else if (nodes.length) fitAll(ms);
}

/**
 * The whole graph in view, from the current direction. Like zoomToFit, but it reads the layout
 * (not the three.js objects, which lag one tick behind) and leaves room for the overlays.
 */
function fitAll(ms) {
  const shown = nodes.filter((n) => nodeVisible(n) && Number.isFinite(n.x));
  if (!shown.length) return;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const n of shown) {
    [n.x, n.y || 0, n.z || 0].forEach((v, i) => {
      min[i] = Math.min(min[i], v);
      max[i] = Math.max(max[i], v);
    });
  }
  focusOn({ x: (min[0] + max[0]) / 2, y: (min[1] + max[1]) / 2, z: (min[2] + max[2]) / 2 }, ms);
}

/** Camera on a node (or point) from `direction`, far enough out to show the whole graph around it. */
function focusOn(node, ms = 1000, direction = null) {
  const camera = graph.camera();
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
  for (const n of nodes) {
    if (n === node || !Number.isFinite(n.x) || !nodeVisible(n)) continue;
    const v = [n.x - (node.x || 0), (n.y || 0) - (node.y || 0), (n.z || 0) - (node.z || 0)];
    const dot = (a) => v[0] * a[0] + v[1] * a[1] + v[2] * a[2];
    const depth = dot(d);
    const r = nodeRadius(n) + 6;
    distance = Math.max(distance, depth + (Math.abs(dot(yAxis)) + r) / vTan, depth + (Math.abs(dot(xAxis)) + r) / hTan);
  }
  flyTo(node, distance, ms, d);
}

/** Close enough to read the node, far enough to see its direct neighbours. */
function closeUpDistance(node) {
  let reach = 0;
  for (const link of graph.graphData().links) {
    const a = typeof link.source === 'object' ? link.source : nodeById.get(link.source);
    const b = typeof link.target === 'object' ? link.target : nodeById.get(link.target);
    const other = a === node ? b : b === node ? a : null;
    if (!other || !Number.isFinite(other.x)) continue;
    reach = Math.max(reach, Math.hypot(other.x - node.x, (other.y || 0) - (node.y || 0), (other.z || 0) - (node.z || 0)));
  }
  const fov = (graph.camera().fov * Math.PI) / 180;
  const fit = reach ? (reach * 1.1) / Math.tan(fov / 2) : 0;
  return Math.min(Math.max(fit, 140, nodeRadius(node) * 12), 420);
}

function flyTo(node, distance = null, ms = 1000, direction = null) {
  const camera = graph.camera();
  const target = { x: node.x || 0, y: node.y || 0, z: node.z || 0 };
  let [dx, dy, dz] = direction || [camera.position.x - target.x, camera.position.y - target.y, camera.position.z - target.z];
  let length = Math.hypot(dx, dy, dz);
  if (length < 1e-6) {
    dx = 0; dy = 0; dz = 1; length = 1;
  }
  const d = distance ?? closeUpDistance(node);
  graph.cameraPosition(
    { x: target.x + (dx / length) * d, y: target.y + (dy / length) * d, z: target.z + (dz / length) * d },
    target,
    ms,
  );
}

// --- per-frame: selection halo, label sizes ------------------------------------------------------
let halo = null;
let frameLoop = false;

/** Labels keep a readable size on screen: perspective scales them, within limits. */
function scaleLabels() {
  const camera = graph.camera();
  const height = graph.renderer().domElement.clientHeight || window.innerHeight;
  const unitsPerPixelAt1 = (2 * Math.tan((camera.fov * Math.PI) / 360)) / height;
  const crowded = labelIds.size > 120;
  for (const { object } of nodeObjects.values()) {
    const label = object.userData.label;
    const node = object.userData.node;
    if (!label || !node || !object.parent || !Number.isFinite(node.x)) continue;
    const data = label.userData;
    const distance = Math.max(1, Math.hypot(camera.position.x - node.x, camera.position.y - (node.y || 0), camera.position.z - (node.z || 0)));
    const pixels = data.textHeight / (unitsPerPixelAt1 * distance); // on-screen height of one line
    const min = data.isCenter ? 15 : crowded ? 9 : 10.5;
    const max = data.isCenter ? 30 : 21;
    const factor = Math.min(Math.max(pixels, min), max) / pixels;
    label.scale.set(data.baseX * factor, data.baseY * factor, 1);
    label.position.y = data.radius + (data.baseY * factor) / 2 + 1.5;
  }
}

function frame() {
  if (graph && phase !== 'error') {
    scaleLabels();
    if (halo) {
      const node = selectedId && nodeById.get(selectedId);
      if (node && Number.isFinite(node.x)) {
        halo.visible = true;
        halo.position.set(node.x, node.y || 0, node.z || 0);
        const pulse = 1 + 0.06 * Math.sin(performance.now() / 260);
        const size = ((nodeRadius(node) * 1.75) * 2 / 0.72) * pulse;
        halo.scale.set(size, size, 1);
      } else {
        halo.visible = false;
      }
    }
  }
  requestAnimationFrame(frame);
}

function startFrameLoop() {
  if (frameLoop) return;
  frameLoop = true;
  requestAnimationFrame(frame);
}

function ensureHalo() {
  if (halo) return;
  halo = ringSprite(SELECT_COLOR, 10);
  halo.visible = false;
  halo.raycast = () => {};
  graph.scene().add(halo);
}

// --- header, legend -------------------------------------------------------------------------------
function renderHeader() {
  const parts = [plural(nodes.length, 'concept'), plural(links.length, 'link')];
  if (session) {
    if (session.depth !== undefined && session.depth !== null) parts.push(`depth ${session.depth}`);
  }
  const info = $('session-info');
  info.textContent = '';
  info.append(parts.join(' · '));
  const center = centerId && nodeById.get(centerId);
  if (center) {
    info.append(' · centred on ');
    info.append(el('button', {
      type: 'button', class: 'linklike', text: truncate(center.label, 48), title: 'Fly to the center concept',
      onclick: () => { select(center.id); focusOn(center, 900); },
    }));
  }
  if (session && session.expires_at) {
    info.append(' · ');
    info.append(el('span', { title: `Expires ${formatDate(session.expires_at)}`, text: `link expires ${relativeTime(session.expires_at)}` }));
  }
  const box = $('truncated');
  if (truncated) {
    box.textContent = `Showing the first ${plural(initialNodeCount, 'node')}: the view was truncated. Expand concepts to see more.`;
    box.hidden = false;
  } else {
    box.hidden = true;
  }
}
let initialNodeCount = 0;

function renderLegend() {
  const legend = $('legend');
  legend.textContent = '';
  const counts = new Map();
  for (const link of links) counts.set(link.type, (counts.get(link.type) || 0) + 1);
  const types = [...LINK_TYPES.filter((t) => counts.has(t)), ...[...counts.keys()].filter((t) => !LINK_TYPES.includes(t)).sort()];
  legend.append(el('div', { class: 'legend-title' }, 'Relationships', el('span', { class: 'hint', text: 'click to hide' })));
  if (!types.length) legend.append(el('div', { class: 'muted small', text: 'No relationships in this view.' }));
  for (const type of types) {
    const off = hiddenTypes.has(type);
    const outOfDag = dagMode && !DAG_TYPES.has(type);
    const row = el('button', {
      type: 'button',
      class: `legend-row${off ? ' off' : ''}${outOfDag ? ' out' : ''}${type === CONTRADICTS ? ' contradicts' : ''}`,
      'data-type': type,
      'aria-pressed': String(!off),
      title: outOfDag ? `${typeLabel(type)}: not shown in DAG mode` : `${off ? 'Show' : 'Hide'} ${typeLabel(type)} links`,
      style: `--c:${typeColor(type)}`,
      onclick: () => toggleType(type),
    },
    el('span', { class: 'swatch' }),
    el('span', { class: 'name', text: typeLabel(type) }),
    el('span', { class: 'count', text: String(counts.get(type)) }));
    legend.append(row);
  }
  renderGroups();
}

function renderGroups() {
  const box = $('groups');
  box.textContent = '';
  const counts = new Map();
  for (const node of nodes) counts.set(groupName(node), (counts.get(groupName(node)) || 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!groups.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.append(el('div', { class: 'legend-title', text: 'Folders' }));
  const shown = groups.slice(0, 10);
  for (const [group, count] of shown) {
    box.append(el('div', { class: 'group-row', title: `${count} concepts mostly quoted in ${group}` },
      el('span', { class: 'dot', style: `background:${groupColors.color(group)}` }),
      el('span', { class: 'name', text: group }),
      el('span', { class: 'count', text: String(count) })));
  }
  if (groups.length > shown.length) {
    box.append(el('div', { class: 'muted small', text: `+ ${groups.length - shown.length} more folders` }));
  }
}

// --- actions --------------------------------------------------------------------------------------
function toggleType(type) {
  const t = String(type).toLowerCase();
  if (hiddenTypes.has(t)) hiddenTypes.delete(t);
  else hiddenTypes.add(t);
  if (graph) graph.linkVisibility((l) => !hiddenTypes.has(l.type));
  renderLegend();
  return !hiddenTypes.has(t);
}

function setDag(on) {
  if (!graph) return false;
  const next = on === undefined ? !dagMode : Boolean(on);
  if (next === dagMode) return dagMode;
  dagMode = next;
  dagLoops = [];
  const button = $('dag');
  button.setAttribute('aria-pressed', String(dagMode));
  button.classList.toggle('active', dagMode);
  computeDagNodeIds();
  graph.dagMode(dagMode ? 'td' : null).dagLevelDistance(dagMode ? 60 : null).nodeVisibility(nodeVisible);
  applyGraphData();
  renderLegend();
  const count = graphLinks().length;
  const hiddenNodes = dagMode ? nodes.filter((n) => !nodeVisible(n)).length : 0;
  setTimeout(() => {
    if (!dagMode) return;
    if (!count) {
      notice('No implies, requires or part of links here: the DAG view has nothing to order.', { kind: 'warn' });
    } else if (dagLoops.length) {
      const first = dagLoops[0].map((id) => (nodeById.get(id) || { label: id }).label);
      notice(`The hierarchy has ${plural(dagLoops.length, 'cycle')} (e.g. ${truncate(first.join(' → '), 120)}); the top-down layout is a best effort.`, { kind: 'warn', ms: 7000 });
    } else if (hiddenNodes) {
      notice(`DAG view: implies, requires and part of links only; ${plural(hiddenNodes, 'concept')} without such links hidden.`);
    }
  }, 60);
  pendingFit = { front: dagMode, at: Date.now() };
  userMoved = false;
  setTimeout(() => runPendingFit(), 1500);
  return dagMode;
}

/** A fit that waits for the layout to settle (DAG on and off); front = look along -z. */
let pendingFit = null;
function runPendingFit() {
  if (!pendingFit || userMoved) {
    pendingFit = null;
    return;
  }
  const { front } = pendingFit;
  if (front) fitFront(900);
  else focusInitial(900);
}

function fitFront(ms) {
  const shown = nodes.filter((n) => nodeVisible(n) && Number.isFinite(n.x));
  if (!shown.length) return;
  const min = { x: Infinity, y: Infinity, z: Infinity };
  const max = { x: -Infinity, y: -Infinity, z: -Infinity };
  for (const n of shown) {
    for (const axis of ['x', 'y', 'z']) {
      min[axis] = Math.min(min[axis], n[axis] || 0);
      max[axis] = Math.max(max[axis], n[axis] || 0);
    }
  }
  const cx = (min.x + max.x) / 2;
  const cy = (min.y + max.y) / 2;
  const cz = (min.z + max.z) / 2;
  const camera = graph.camera();
  const vFov = (camera.fov * Math.PI) / 180;
  const hFov = 2 * Math.atan(Math.tan(vFov / 2) * camera.aspect);
  const padding = 40;
  const distance = Math.max(
    (max.y - min.y) / 2 + padding,
    0,
  ) / Math.tan(vFov / 2);
  const distanceX = ((max.x - min.x) / 2 + padding) / Math.tan(hFov / 2);
  const d = Math.max(distance, distanceX, 80) + (max.z - min.z) / 2;
  graph.cameraPosition({ x: cx, y: cy, z: cz + d }, { x: cx, y: cy, z: cz }, ms);
}

function fit() {
  if (graph) graph.zoomToFit(700, 60);
}

function downloadPng() {
  if (!graph) return;
  graph.renderer().render(graph.scene(), graph.camera());
  const url = graph.renderer().domElement.toDataURL('image/png');
  const a = el('a', { href: url, download: `kg-viz-${(config.sessionId || 'view').slice(0, 12)}.png` });
  document.body.append(a);
  a.click();
  a.remove();
}

function cypherString(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function cypherQuery() {
  const ids = nodes.map((n) => cypherString(n.id));
  const present = new Set(links.map((l) => l.type));
  const shown = [...present].filter((t) => !hiddenTypes.has(t) && (!dagMode || DAG_TYPES.has(t)));
  const filtered = shown.length !== present.size;
  const lines = [
    `// ${plural(nodes.length, 'concept')} of the kg_server view ${config.sessionId || ''}`.trimEnd(),
    `WITH [${ids.join(', ')}] AS ids`,
    'MATCH (a:Concept)-[r]->(b:Concept)',
    'WHERE a.concept_id IN ids AND b.concept_id IN ids',
  ];
  if (filtered) lines.push(`  AND type(r) IN [${shown.map((t) => cypherString(t.toUpperCase())).join(', ')}]`);
  lines.push('RETURN a, r, b');
  return lines.join('\n');
}

function openCypher() {
  const query = cypherQuery();
  $('cypher-text').textContent = query;
  const open = $('cypher-open');
  if (config.neo4jBrowserUrl) {
    open.href = `${config.neo4jBrowserUrl}?cmd=edit&arg=${encodeURIComponent(query)}`;
    open.hidden = false;
  } else {
    open.hidden = true;
  }
  $('cypher-copy').textContent = 'Copy';
  $('cypher-modal').hidden = false;
  $('cypher-copy').focus();
}

async function copyCypher() {
  const text = $('cypher-text').textContent;
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    const area = el('textarea', { style: 'position:fixed;left:-9999px;top:0' });
    area.value = text;
    document.body.append(area);
    area.select();
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
  }
  $('cypher-copy').textContent = ok ? 'Copied' : 'Select and copy';
  if (!ok) {
    const range = document.createRange();
    range.selectNodeContents($('cypher-text'));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

// --- panel ----------------------------------------------------------------------------------------
function select(id, { fly = false } = {}) {
  const node = nodeById.get(String(id));
  if (!node || !graph) return false;
  const previous = selectedId;
  selectedId = node.id;
  ensureHalo();
  if (previous !== selectedId) {
    graph.linkWidth(linkWidth);
    if (dagMode) graph.nodeVisibility(nodeVisible);
    if (!labelIds.has(node.id)) {
      labelIds.add(node.id);
      graph.nodeThreeObject(nodeObject);
    }
  }
  openPanel(node);
  if (fly) flyTo(node, null, 1000);
  return true;
}

function closePanel() {
  $('panel').hidden = true;
  if (selectedId) {
    selectedId = null;
    if (graph) graph.linkWidth(linkWidth);
  }
}

function openPanel(node) {
  const panel = $('panel');
  panel.hidden = false;
  panel.scrollTop = 0;
  const color = nodeColor(node);
  const groupTag = $('panel-group');
  groupTag.textContent = '';
  groupTag.append(el('span', { class: 'dot', style: `background:${color}` }), groupName(node));
  if (node.id === centerId) groupTag.append(el('span', { class: 'center-tag', text: 'center' }));
  $('panel-title').textContent = node.label;
  $('panel-id').textContent = node.id;
  $('panel-description').textContent = node.description || '';
  $('panel-description').hidden = !node.description;
  $('panel-aliases').textContent = '';
  $('panel-stats').textContent = `${plural(node.evidence_count, 'quote')} · ${plural(node.degree, 'relationship')}`;
  $('panel-quotes').textContent = '';
  $('panel-relationships').textContent = '';
  $('panel-quote-count').textContent = '';
  $('panel-rel-count').textContent = '';
  $('panel-status').textContent = 'Loading details…';
  const expand = $('expand');
  expand.disabled = false;
  expand.textContent = 'Expand';
  const request = ++detailRequest;
  conceptDetails(node.id).then((data) => {
    if (request !== detailRequest) return;
    renderDetails(node, data);
  }).catch((err) => {
    if (request !== detailRequest) return;
    details.delete(node.id);
    $('panel-status').textContent = err.status === 404
      ? 'This concept is no longer in the graph.'
      : `The details could not be loaded: ${err.message}`;
  });
}

function conceptDetails(id) {
  if (!details.has(id)) details.set(id, api.concept(id));
  return details.get(id);
}

function renderDetails(node, data) {
  $('panel-status').textContent = '';
  if (data.label) $('panel-title').textContent = data.label;
  if (data.description) {
    $('panel-description').textContent = data.description;
    $('panel-description').hidden = false;
  }
  const aliases = $('panel-aliases');
  aliases.textContent = '';
  for (const alias of data.aliases || []) aliases.append(el('span', { class: 'chip', text: alias }));

  const instances = data.instances || [];
  const instanceCount = data.instance_count ?? instances.length;
  const relationships = data.relationships || [];
  const relCount = data.relationship_count ?? relationships.length;
  const documents = data.documents || [];
  $('panel-stats').textContent = [
    plural(instanceCount, 'quote'),
    plural(relCount, 'relationship'),
    documents.length ? plural(documents.length, 'document') : null,
  ].filter(Boolean).join(' · ');

  const quotes = $('panel-quotes');
  quotes.textContent = '';
  $('panel-quote-count').textContent = instances.length < instanceCount ? `${instances.length} of ${instanceCount}` : String(instances.length);
  if (!instances.length) quotes.append(el('li', { class: 'empty muted', text: 'No quotes ground this concept.' }));
  for (const q of instances) {
    const where = [q.document, q.paragraph !== undefined && q.paragraph !== null ? `¶${q.paragraph}` : null].filter(Boolean).join(' ');
    quotes.append(el('li', { class: 'quote' },
      el('blockquote', { text: `“${q.quote}”` }),
      el('div', { class: 'cite' },
        el('span', { class: 'doc', text: where || q.source_id || '', title: q.source_id || '' }),
        q.confidence !== undefined && q.confidence !== null
          ? el('span', { class: 'conf', title: 'extraction confidence', text: Number(q.confidence).toFixed(2) }) : null)));
  }

  const list = $('panel-relationships');
  list.textContent = '';
  $('panel-rel-count').textContent = relationships.length < relCount ? `${relationships.length} of ${relCount}` : String(relationships.length);
  if (!relationships.length) list.append(el('li', { class: 'empty muted', text: 'No relationships.' }));
  const sorted = [...relationships].sort((a, b) => {
    const ta = LINK_TYPES.indexOf(String(a.type).toLowerCase());
    const tb = LINK_TYPES.indexOf(String(b.type).toLowerCase());
    return ta - tb || (a.direction === b.direction ? 0 : a.direction === 'outgoing' ? -1 : 1)
      || String(a.label || a.concept_id).localeCompare(String(b.label || b.concept_id));
  });
  for (const rel of sorted) {
    const type = String(rel.type || '').toLowerCase();
    const outgoing = rel.direction !== 'incoming';
    const present = nodeById.has(String(rel.concept_id));
    const label = rel.label || rel.concept_id;
    const evidence = (rel.evidence || []).map((e) => [e.document, e.paragraph ? `¶${e.paragraph}` : ''].join(' ').trim() || e.source_id);
    const sentence = outgoing ? `${node.label} ${typeLabel(type)} ${label}` : `${label} ${typeLabel(type)} ${node.label}`;
    const target = present
      ? el('button', {
        type: 'button', class: 'rel-target', text: label, title: `Show ${label}`,
        onclick: () => select(String(rel.concept_id), { fly: true }),
      })
      : el('button', {
        type: 'button', class: 'rel-target absent', text: label,
        title: `Not in this view: click to add the neighbours of ${node.label} and go to ${label}`,
        onclick: () => {
          expand(node.id).then(() => select(String(rel.concept_id), { fly: true })).catch(() => {});
        },
      });
    list.append(el('li', { class: `rel${type === CONTRADICTS ? ' contradicts' : ''}`, style: `--c:${typeColor(type)}`, title: sentence },
      el('span', { class: 'rel-type', text: typeLabel(type) }),
      el('span', { class: 'rel-dir', text: outgoing ? '→' : '←', title: outgoing ? 'outgoing: this concept → other' : 'incoming: other → this concept' }),
      target,
      el('span', { class: 'rel-meta' },
        rel.method ? el('span', { class: 'how', title: `found by ${rel.method}; not stated in one sentence`, text: `${rel.method} · ` }) : null,
        rel.confidence !== undefined && rel.confidence !== null ? Number(rel.confidence).toFixed(2) : '',
        evidence.length ? el('span', { class: 'ev', title: evidence.join('\n'), text: ` · ${plural(evidence.length, 'source')}` }) : null)));
  }
  if (data.truncated) list.append(el('li', { class: 'muted small', text: 'Only the first quotes and relationships are listed.' }));
}

const expanding = new Map();
function expand(id) {
  const key = String(id);
  if (expanding.has(key)) return expanding.get(key);
  const button = $('expand');
  const forPanel = () => selectedId === key;
  if (forPanel()) {
    button.disabled = true;
    button.textContent = 'Expanding…';
  }
  const job = api.neighbourhood(key).then((data) => {
    const near = nodeById.get(key) || null;
    const before = nodes.length;
    const added = mergeData(data.nodes, data.links, near);
    if (added.nodes.length || added.links.length) {
      applyGraphData({ warmup: 0 });
      graph.nodeThreeObject(nodeObject);
      renderLegend();
      renderHeader();
    }
    const message = added.nodes.length || added.links.length
      ? `Added ${plural(added.nodes.length, 'concept')} and ${plural(added.links.length, 'link')}.`
      : 'Nothing new: every neighbour is already shown.';
    notice(data.truncated ? `${message} The neighbourhood was truncated.` : message);
    if (forPanel()) {
      // Relationships to concepts that were missing can now be followed.
      const node = nodeById.get(key);
      conceptDetails(key).then((info) => {
        if (forPanel() && node) {
          renderDetails(node, info);
          $('panel-status').textContent = message;
        }
      }).catch(() => {});
      $('panel-status').textContent = message;
    }
    return { added: added.nodes.length, addedLinks: added.links.length, nodes: nodes.length, before };
  }).catch((err) => {
    const message = `Expand failed: ${err.message}`;
    notice(message, { kind: 'warn' });
    if (forPanel()) $('panel-status').textContent = message;
    throw err;
  }).finally(() => {
    expanding.delete(key);
    if (forPanel()) {
      button.disabled = false;
      button.textContent = 'Expand';
    }
  });
  expanding.set(key, job);
  return job;
}

// --- search ---------------------------------------------------------------------------------------
let searchMatches = [];
let searchIndex = -1;

function searchNodes(query) {
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

function renderSearch() {
  const list = $('search-results');
  list.textContent = '';
  if (!searchMatches.length) {
    const query = $('search').value.trim();
    if (query) {
      list.append(el('li', { class: 'empty', text: 'No concept matches' }));
      list.hidden = false;
    } else {
      list.hidden = true;
    }
    return;
  }
  searchMatches.forEach((node, i) => {
    list.append(el('li', {
      role: 'option',
      'aria-selected': String(i === searchIndex),
      class: i === searchIndex ? 'active' : '',
      onmousedown: (event) => {
        event.preventDefault();
        chooseSearch(node);
      },
    },
    el('span', { class: 'dot', style: `background:${nodeColor(node)}` }),
    el('span', { class: 'label', text: node.label }),
    el('span', { class: 'id', text: node.id })));
  });
  list.hidden = false;
}

function chooseSearch(node) {
  $('search').value = node.label;
  $('search-results').hidden = true;
  searchMatches = [];
  select(node.id);
  flyTo(node, null, 1100);
  $('search').blur();
}

function wireSearch() {
  const input = $('search');
  input.addEventListener('input', () => {
    searchMatches = searchNodes(input.value);
    searchIndex = searchMatches.length ? 0 : -1;
    renderSearch();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!searchMatches.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      searchIndex = (searchIndex + step + searchMatches.length) % searchMatches.length;
      renderSearch();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const matches = searchMatches.length ? searchMatches : searchNodes(input.value);
      const node = matches[Math.max(searchIndex, 0)];
      if (node) chooseSearch(node);
      else if (input.value.trim()) notice(`No concept matches “${truncate(input.value.trim(), 40)}”.`, { kind: 'warn' });
    } else if (event.key === 'Escape') {
      input.value = '';
      searchMatches = [];
      renderSearch();
      input.blur();
    }
  });
  input.addEventListener('blur', () => setTimeout(() => { $('search-results').hidden = true; }, 120));
  input.addEventListener('focus', () => {
    if (input.value.trim()) {
      searchMatches = searchNodes(input.value);
      renderSearch();
    }
  });
}

// --- wiring ---------------------------------------------------------------------------------------
function wireUi() {
  wireSearch();
  $('fit').addEventListener('click', fit);
  $('dag').addEventListener('click', () => setDag());
  $('png').addEventListener('click', downloadPng);
  $('cypher').addEventListener('click', openCypher);
  $('cypher-copy').addEventListener('click', copyCypher);
  $('cypher-close').addEventListener('click', () => { $('cypher-modal').hidden = true; });
  $('cypher-modal').addEventListener('click', (event) => {
    if (event.target === $('cypher-modal')) $('cypher-modal').hidden = true;
  });
  $('panel-close').addEventListener('click', closePanel);
  $('expand').addEventListener('click', () => {
    if (selectedId) expand(selectedId).catch(() => {});
  });
  $('focus').addEventListener('click', () => {
    const node = selectedId && nodeById.get(selectedId);
    if (node) flyTo(node, null, 900);
  });
  $('error-retry').addEventListener('click', () => window.location.reload());
  document.addEventListener('keydown', (event) => {
    const typing = event.target instanceof HTMLElement && event.target.matches('input, textarea');
    if (event.key === 'Escape') {
      if (!$('cypher-modal').hidden) $('cypher-modal').hidden = true;
      else if (!$('panel').hidden && !typing) closePanel();
      return;
    }
    if (typing || event.ctrlKey || event.metaKey || event.altKey || phase !== 'ready') return;
    if (event.key === '/') {
      event.preventDefault();
      $('search').focus();
    } else if (event.key === 'f' || event.key === 'F') {
      fit();
    }
  });
}

// --- test and scripting hooks ---------------------------------------------------------------------
window.kgViewer = {
  get graph() {
    return graph;
  },
  get state() {
    return phase;
  },
  nodeCount: () => (graph ? graph.graphData().nodes.length : 0),
  linkCount: () => (graph ? graph.graphData().links.length : 0),
  visibleLinkCount(type) {
    if (!graph) return 0;
    const t = type === undefined ? undefined : String(type).toLowerCase();
    return graph.graphData().links.filter((l) => (t === undefined || l.type === t) && isLinkVisible(l)).length;
  },
  screenPosition(id) {
    const node = nodeById.get(String(id));
    if (!graph || !node || !Number.isFinite(node.x)) return null;
    const point = graph.graph2ScreenCoords(node.x, node.y || 0, node.z || 0);
    const rect = graph.renderer().domElement.getBoundingClientRect();
    return { x: rect.left + point.x, y: rect.top + point.y };
  },
  select: (id) => select(id),
  toggleType,
  expand,
  fit,
  setDag,
  cypher: cypherQuery,
  selected: () => selectedId,
  hiddenTypes: () => [...hiddenTypes],
  typeColors: { ...TYPE_COLORS },
};

// --- start ----------------------------------------------------------------------------------------
function webglAvailable() {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') || canvas.getContext('webgl');
    const lose = gl && gl.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();
    return Boolean(gl);
  } catch {
    return false;
  }
}

async function start() {
  setPhase('loading');
  wireUi();
  if (!config.sessionId) {
    showError({ kind: 'no-session' });
    return;
  }
  let data;
  try {
    data = await api.session(config.sessionId);
  } catch (err) {
    showError(err);
    return;
  }
  if (!webglAvailable()) {
    showError({ kind: 'webgl' });
    return;
  }
  try {
    session = data.session || null;
    truncated = Boolean(data.truncated);
    const rawNodes = (data.nodes || []).map(normaliseNode);
    const center = rawNodes.find((n) => n.is_center) || (session && session.center_concept
      ? rawNodes.find((n) => n.id === session.center_concept) : null);
    centerId = center ? center.id : null;
    mergeData(rawNodes, data.links || []);
    initialNodeCount = nodes.length;
    graph = createGraph();
    startFrameLoop();
    renderHeader();
    renderLegend();
    if (center) document.title = `${truncate(center.label, 60)} · Concept map · kg_server`;
    if (!nodes.length) {
      notice('This view has no concepts.', { kind: 'warn', ms: 10000 });
      $('loading').hidden = true;
      requestAnimationFrame(() => setPhase('ready'));
    }
    applyGraphData({ warmup: warmupFor(nodes.length) });
    // Whatever the engine does, the page must not stay in "loading" with a drawn graph.
    setTimeout(() => { if (!firstFrameDone && nodes.length) firstFrame(); }, 4000);
  } catch (err) {
    console.error(err);
    const message = String(err && err.message);
    if (/webgl|context/i.test(message)) showError({ kind: 'webgl', message });
    else showError(err);
  }
}

start();
