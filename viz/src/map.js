// The map of the corpus on the start page: the graph's communities in 3D (3d-force-graph, as the
// viewer), one sphere per community sized by its concepts, linked by how strongly their concepts are.
// Clicking a community looks inside it (its sub-communities, GET /api/communities/map?community_id=),
// double-clicking or "Open concepts" opens its most central concepts in the viewer (POST /api/viz
// {"community": id, "depth": 0}). The layout runs before the first frame and then stops: the map
// costs nothing per frame but drawing. body[data-map-state] is loading, drawing, ready, empty or error;
// window.kgMap has the hooks tests use.
import ForceGraph3D from '3d-force-graph';
import { forceCollide, forceX, forceY, forceZ } from 'd3-force-3d';
import { Sprite, SpriteMaterial } from 'three';

import { drillTrail, mapGraph, mapLabel, mapWarmup, pickSphere } from './communities.js';
import { $, el } from './dom.js';
import { BACKGROUND } from './palette.js';
import { escapeHtml, plural, truncate, wrapLabel } from './text.js';
import { RING_AT, ringTexture, SELECT_COLOR, spriteText } from './viewer/scene.js';

const DRILL_DELAY_MS = 300; // a click looks inside this much later, unless it was the first of a double click
const TOP_IN_TOOLTIP = 8;
const TOP_ON_CARD = 10;

/** A label's line height in the map's units: larger communities, larger names. */
function labelHeightOf(node) {
  return 6 + node.radius * 0.28;
}

function haloSprite() {
  const sprite = new Sprite(new SpriteMaterial({ map: ringTexture(SELECT_COLOR), transparent: true, depthWrite: false }));
  sprite.visible = false;
  sprite.raycast = () => {};
  sprite.renderOrder = 2;
  return sprite;
}

/**
 * The map in `#map`. `api`: the page's API client; `first`: a Promise of the top level's answer
 * (fetched while this module loaded); `openView(body)`: makes a session and goes there.
 */
export function createMap({ api, first, openView }) {
  performance.mark('kg-map-code');
  const box = $('map-graph');
  const state = {
    phase: 'loading',
    trail: [{ id: null, name: 'Whole corpus' }], // the breadcrumb: the level shown is its last step
    answer: null,
    nodes: [],
    links: [],
    byId: new Map(),
    selectedId: null,
    clicks: { last: null, timer: 0, downX: 0, downY: 0 }, // the last click on a community, where the pointer went down
    request: 0,
    firstViewMs: null,
    graph: null,
    halo: null,
    paused: false,
    wake: () => {},
    rest: () => {},
  };

  function setPhase(phase, message = '') {
    state.phase = phase;
    document.body.dataset.mapState = phase;
    const note = $('map-message');
    note.textContent = message;
    note.hidden = !message;
  }

  // --- the 3D graph -----------------------------------------------------------------------------------
  function tooltip(node) {
    const top = node.top.slice(0, TOP_IN_TOOLTIP).map(escapeHtml).join(', ');
    const inside = node.subcommunities ? ` · ${plural(node.subcommunities, 'sub-community', 'sub-communities')}` : '';
    const hint = node.subcommunities ? 'click to look inside · double-click to open its concepts'
      : 'double-click to open its concepts';
    return `<div class="tt">
      <div class="tt-title"><span class="dot" style="background:${escapeHtml(node.color)}"></span> ${escapeHtml(node.name)}</div>
      <div class="tt-meta">${plural(node.size, 'concept')}${inside}</div>
      ${top ? `<div class="tt-desc">${top}${node.top.length > TOP_IN_TOOLTIP ? ', …' : ''}</div>` : ''}
      <div class="tt-meta">${hint}</div>
    </div>`;
  }

  function labelObject(node) {
    if (!node.labelled) return null;
    const text = wrapLabel(mapLabel(node.name), 22, 2);
    const height = labelHeightOf(node);
    const label = spriteText(text, height, '#eef2fa', {
      fontSize: 32, fontWeight: '600', backgroundColor: 'rgba(11,16,32,0.72)', padding: [0.9, 0.45], borderRadius: 1.2,
    });
    label.material.depthWrite = false;
    label.renderOrder = 3;
    label.raycast = () => {}; // clicks go to the spheres
    label.position.y = node.radius + label.scale.y / 2 + 2;
    return label;
  }

  function createGraph() {
    const graph = new ForceGraph3D(box, {
      controlType: 'orbit',
      rendererConfig: { preserveDrawingBuffer: true, antialias: true, alpha: false },
    });
    graph
      .width(box.clientWidth || 800)
      .height(box.clientHeight || 500)
      .backgroundColor(BACKGROUND)
      .showNavInfo(false)
      .nodeId('id')
      .nodeRelSize(1)
      .nodeVal((n) => n.radius ** 3)
      .nodeColor((n) => n.color)
      .nodeOpacity(0.93)
      .nodeResolution(20)
      .nodeLabel(tooltip)
      .nodeThreeObjectExtend(true)
      .nodeThreeObject(labelObject)
      .linkColor((l) => `rgba(150,172,228,${l.opacity})`)
      .linkOpacity(1)
      .linkWidth((l) => l.width)
      .linkResolution(6)
      .linkLabel((l) => {
        const a = state.byId.get(l.source.id || l.source);
        const b = state.byId.get(l.target.id || l.target);
        return `<div class="tt"><div>${escapeHtml(a ? a.name : '')} — ${escapeHtml(b ? b.name : '')}</div>
          <div class="tt-meta">link weight ${l.weight.toFixed(1)}</div></div>`;
      })
      .enableNodeDrag(false)
      .d3AlphaDecay(0.03)
      .cooldownTicks(0) // the warm-up ticks lay the map out; it does not move afterwards
      .onEngineStop(shown)
      .onNodeClick(() => {}); // the graph gives hover and tooltips; clicks are the page's own (`pointed`)
    // Strong links pull their communities together, weak ones barely; every community keeps room for
    // its label, and a pull to the middle keeps communities without links in view.
    // The map is nearly flat (a strong pull to z = 0), so that seen from the front the labels overlap
    // little; it still turns in 3D.
    graph.d3Force('charge').strength((n) => -100 - n.radius * 18).distanceMax(240);
    graph.d3Force('link').distance((l) => 70 + l.source.radius + l.target.radius).strength((l) => 0.05 + 0.35 * l.share);
    graph.d3Force('collide', forceCollide((n) => n.radius + 18).strength(0.9));
    graph.d3Force('gravity-x', forceX(0).strength(0.035)); // wider than high, as the page
    graph.d3Force('gravity-y', forceY(0).strength(0.08));
    graph.d3Force('gravity-z', forceZ(0).strength(0.3));
    const lights = graph.lights();
    if (lights && lights[0]) lights[0].intensity = Math.max(lights[0].intensity, 1.2 * Math.PI);
    state.halo = haloSprite();
    graph.scene().add(state.halo);
    restWhenIdle(graph);
    new ResizeObserver(() => {
      graph.width(box.clientWidth || 800).height(box.clientHeight || 500);
      state.wake(); // a resized canvas is blank until drawn again
      state.rest();
    }).observe(box);
    return graph;
  }

  /**
   * The map does not move by itself, so it is drawn only while the pointer is over it (hover, orbit,
   * zoom) or a level is being laid out: elsewhere the render loop pauses (software GL spends ~100 ms
   * of CPU on every frame).
   */
  function restWhenIdle(graph) {
    let inside = false;
    let pressed = false;
    let timer = 0;
    let waking = false;
    // The loop starts again on the next animation frame, not at once: a click hands its node over on
    // the next frame too, and must find the hover that the loop's first frame sets (the graph casts
    // its ray at most every 50 ms, so a frame at once, from where the pointer was, would keep it).
    const wake = () => {
      clearTimeout(timer);
      if (!state.paused || waking) return;
      waking = true;
      requestAnimationFrame(() => {
        waking = false;
        if (!state.paused) return;
        state.paused = false;
        graph.resumeAnimation();
      });
    };
    state.rest = () => {
      clearTimeout(timer);
      if (inside || pressed) return;
      timer = setTimeout(() => {
        if (inside || pressed || !['ready', 'empty'].includes(state.phase)) return;
        state.paused = true;
        graph.pauseAnimation();
      }, 400);
    };
    state.wake = wake;
    box.addEventListener('pointerenter', () => { inside = true; wake(); });
    box.addEventListener('pointermove', wake, { passive: true });
    box.addEventListener('pointerdown', () => { pressed = true; wake(); });
    box.addEventListener('wheel', wake, { passive: true });
    window.addEventListener('pointerup', () => { pressed = false; state.rest(); });
    box.addEventListener('pointerleave', (event) => {
      inside = false;
      if (!event.isTrusted) return;
      // The graph keeps the last pointer position: move it off the map so hover and tooltip end.
      box.dispatchEvent(new PointerEvent('pointermove', { clientX: -1e5, clientY: -1e5 }));
      state.rest();
    });
  }

  /** The camera where the whole level fits, from the front and a little above. */
  function fit() {
    const { nodes } = state;
    const graph = state.graph;
    if (!nodes.length || !graph) return;
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (const n of nodes) {
      [n.x || 0, n.y || 0, n.z || 0].forEach((v, i) => {
        min[i] = Math.min(min[i], v - n.radius);
        max[i] = Math.max(max[i], v + n.radius + (i === 1 && n.labelled ? 16 : 0)); // the label above
      });
    }
    const center = { x: (min[0] + max[0]) / 2, y: (min[1] + max[1]) / 2, z: (min[2] + max[2]) / 2 };
    const camera = graph.camera();
    const vTan = Math.tan((camera.fov * Math.PI) / 360);
    const hTan = vTan * camera.aspect;
    const margin = 1.08;
    // Not so close that a level of a few communities shows labels larger than ~20 pixels.
    const labelHeight = Math.max(...nodes.map((n) => (n.labelled ? labelHeightOf(n) : 0)));
    const readable = (labelHeight * (box.clientHeight || 500)) / (2 * vTan * 20);
    const distance = Math.max(((max[1] - min[1]) / 2) * margin / vTan, ((max[0] - min[0]) / 2) * margin / hTan, readable, 60)
      + (max[2] - min[2]) / 2;
    const direction = [0, 0.2, 0.98];
    graph.cameraPosition(
      { x: center.x + direction[0] * distance, y: center.y + direction[1] * distance, z: center.z + direction[2] * distance },
      center,
      0,
    );
  }

  /** The layout's one stop: place the camera, and call the map ready once two frames were drawn. */
  function shown() {
    if (state.phase !== 'drawing' || !state.nodes.some((n) => Number.isFinite(n.x))) return; // not this level's stop
    performance.mark('kg-map-layout');
    fit();
    placeHalo();
    // This runs inside the frame that draws the map for the first time: the next frame's callback
    // comes once it was drawn (the first view), and one more drawn frame makes the map ready.
    requestAnimationFrame(() => {
      if (state.firstViewMs === null) state.firstViewMs = Math.round(performance.mark('kg-map-first-view').startTime);
      requestAnimationFrame(() => {
        if (state.phase !== 'drawing') return;
        setPhase('ready');
        state.rest();
      });
    });
  }

  function placeHalo() {
    const node = state.selectedId && state.byId.get(state.selectedId);
    if (!state.halo) return;
    state.halo.visible = Boolean(node);
    if (!node) return;
    const size = (node.radius * 1.45) / RING_AT;
    state.halo.position.set(node.x || 0, node.y || 0, node.z || 0);
    state.halo.scale.set(size, size, 1);
  }

  // --- a level ----------------------------------------------------------------------------------------
  function draw(answer) {
    state.answer = answer;
    const { nodes, links } = mapGraph(answer);
    state.nodes = nodes;
    state.links = links;
    state.byId = new Map(nodes.map((n) => [n.id, n]));
    state.selectedId = null;
    renderTrail();
    renderCard();
    renderList();
    if (answer.computed === false || !nodes.length) {
      if (state.graph) state.graph.graphData({ nodes: [], links: [] });
      if (state.halo) state.halo.visible = false;
      state.wake(); // draw the empty level once, then rest
      state.rest();
      setPhase('empty', answer.computed === false
        ? 'No map yet: this graph has no communities. They need Neo4j\'s Graph Data Science library (kg neo4j start installs it); kg recluster computes them.'
        : 'No communities to show here.');
      return;
    }
    performance.mark('kg-map-data');
    if (!state.graph) {
      try {
        state.graph = createGraph();
      } catch (error) {
        console.error(error);
        setPhase('error', 'This browser cannot draw 3D (WebGL is off or failed): the communities are listed beside the map.');
        return;
      }
    }
    setPhase('drawing');
    state.wake();
    state.graph.warmupTicks(mapWarmup(nodes.length));
    state.graph.graphData({ nodes, links });
  }

  async function show(communityId, trail) {
    const request = ++state.request;
    setPhase('loading');
    state.trail = trail;
    renderTrail();
    let answer;
    try {
      answer = await api.communityMap(communityId);
    } catch (error) {
      if (request === state.request) setPhase('error', `The map could not be loaded: ${error.message}`);
      return;
    }
    if (request === state.request) draw(answer);
  }

  function current() {
    return state.trail[state.trail.length - 1];
  }

  function drill(id) {
    const node = state.byId.get(id);
    if (!node) return false;
    if (!node.subcommunities) {
      select(id);
      return false;
    }
    show(id, drillTrail(state.trail, node));
    return true;
  }

  function back(index) {
    if (index >= state.trail.length - 1) return;
    const step = state.trail[index];
    show(step.id, state.trail.slice(0, index + 1));
  }

  async function open(id) {
    const button = $('map-card').querySelector('button.open');
    if (button) button.disabled = true;
    try {
      await openView({ community: id, depth: 0 });
    } catch (error) {
      setPhase(state.phase, `Could not open the community: ${error.message}`);
      if (button) button.disabled = false;
    }
  }

  /** The community under a point of the canvas (client coordinates), nearest the camera; or null. */
  function communityAt(clientX, clientY) {
    const graph = state.graph;
    if (!graph || state.phase !== 'ready') return null;
    const rect = graph.renderer().domElement.getBoundingClientRect();
    const camera = graph.camera();
    const unitsPerPixel = (2 * Math.tan((camera.fov * Math.PI) / 360)) / (rect.height || 1); // at distance 1
    const spheres = state.nodes.filter((n) => Number.isFinite(n.x)).map((n) => {
      const point = graph.graph2ScreenCoords(n.x, n.y || 0, n.z || 0);
      const depth = Math.hypot(camera.position.x - n.x, camera.position.y - (n.y || 0), camera.position.z - (n.z || 0));
      return { id: n.id, x: point.x, y: point.y, r: n.radius / (Math.max(depth, 1e-6) * unitsPerPixel), depth };
    });
    return pickSphere(spheres, clientX - rect.left, clientY - rect.top);
  }

  /**
   * A click on the map, from the browser's own click events: the graph's clicks use the hover of its
   * last frame, which a quick click can miss, and the browser counts double clicks (`detail`) by its
   * own timing, right even when frames are slow. One click selects a community and, when it has
   * parts, looks inside a moment later; the second of a double click opens the first one's concepts.
   */
  function pointed(event) {
    if (Math.hypot(event.clientX - state.clicks.downX, event.clientY - state.clicks.downY) > 5) return; // a drag
    const id = communityAt(event.clientX, event.clientY);
    clearTimeout(state.clicks.timer);
    if (event.detail >= 2 && (state.clicks.last || id)) {
      const first = state.clicks.last || id;
      state.clicks.last = null;
      open(first);
      return;
    }
    select(id);
    const node = id && state.byId.get(id);
    state.clicks.last = id;
    state.clicks.timer = node && node.subcommunities ? setTimeout(() => drill(id), DRILL_DELAY_MS) : 0;
  }

  function select(id) {
    state.selectedId = id && state.byId.has(id) ? id : null;
    placeHalo();
    state.wake(); // draw the halo, also when the pointer is elsewhere (the list)
    state.rest();
    renderCard();
    for (const item of $('map-list').children) item.classList.toggle('selected', item.dataset.id === state.selectedId);
  }

  // --- the page around the graph ----------------------------------------------------------------------
  function renderTrail() {
    const crumbs = $('map-trail');
    crumbs.textContent = '';
    state.trail.forEach((step, i) => {
      if (i) crumbs.append(el('span', { class: 'sep', text: '›' }));
      const last = i === state.trail.length - 1;
      crumbs.append(last
        ? el('span', { class: 'here', text: truncate(step.name, 60), title: step.name })
        : el('button', { type: 'button', class: 'linklike', text: truncate(step.name, 40), title: step.name, onclick: () => back(i) }));
    });
    $('map-back').hidden = state.trail.length < 2;
    const { answer } = state;
    const stats = $('map-stats');
    if (answer && answer.computed !== false && state.trail.length === 1) {
      const parts = [plural(state.nodes.length, 'community', 'communities'), `${plural(Number(answer.concepts) || 0, 'concept')} in them`];
      if (Number(answer.levels)) parts.push(plural(Number(answer.levels), 'level'));
      if (Number.isFinite(answer.modularity)) parts.push(`modularity ${Number(answer.modularity).toFixed(2)}`);
      stats.textContent = parts.join(' · ');
    } else if (answer && answer.parent && state.trail.length > 1) {
      stats.textContent = `${plural(state.nodes.length, 'sub-community', 'sub-communities')} of ${plural(Number(answer.parent.size) || 0, 'concept')}`;
    } else {
      stats.textContent = '';
    }
  }

  function card(community, { here = false } = {}) {
    const top = community.top.slice(0, TOP_ON_CARD);
    const inside = community.subcommunities && !here
      ? el('button', { type: 'button', class: 'inside', text: `Look inside (${community.subcommunities}) ›`, onclick: () => drill(community.id) })
      : null;
    return [
      el('div', { class: 'card-title' },
        community.color ? el('span', { class: 'dot', style: `background:${community.color}` }) : null,
        el('strong', { text: truncate(community.name, 160), title: community.name })),
      el('div', { class: 'meta', text: [plural(community.size, 'concept'),
        community.subcommunities ? plural(community.subcommunities, 'sub-community', 'sub-communities') : ''].filter(Boolean).join(' · ') }),
      top.length ? el('div', { class: 'chips' }, top.map((t) => el('span', { class: 'chip', text: truncate(t, 40), title: t }))) : null,
      el('div', { class: 'card-actions' },
        el('button', { type: 'button', class: 'open', 'data-id': community.id, text: 'Open concepts',
          title: 'Its most central concepts in the 3D viewer', onclick: () => open(community.id) }),
        inside),
    ];
  }

  function renderCard() {
    const box = $('map-card');
    box.textContent = '';
    const selected = state.selectedId && state.byId.get(state.selectedId);
    const parent = state.answer && state.answer.parent;
    if (selected) {
      box.append(...card(selected));
    } else if (parent && state.trail.length > 1) {
      const top = Array.isArray(parent.top_concepts) && parent.top_concepts.length
        ? parent.top_concepts.map((t) => t.label || t.concept_id)
        : state.nodes.flatMap((n) => n.top.slice(0, 2)).slice(0, TOP_ON_CARD);
      box.append(...card({ id: parent.community_id, name: parent.name, size: Number(parent.size) || 0, top, subcommunities: 0 }, { here: true }));
    } else {
      box.append(el('p', { class: 'meta', text: 'Each sphere is a community of concepts that link mostly to each other, sized by its concepts. '
        + 'Hover one for its main concepts; click to look inside; double-click to open its concepts in 3D.' }));
    }
  }

  function renderList() {
    const list = $('map-list');
    list.replaceChildren(...state.nodes.map((n) => el('li', { 'data-id': n.id },
      el('button', { type: 'button', class: 'row', title: n.name, onclick: () => (n.subcommunities ? drill(n.id) : select(n.id)) },
        el('span', { class: 'dot', style: `background:${n.color}` }),
        el('span', { class: 'name', text: n.name }),
        el('span', { class: 'count', text: n.size.toLocaleString('en') })))));
  }

  $('map-back').addEventListener('click', () => back(state.trail.length - 2));
  box.addEventListener('pointerdown', (event) => { state.clicks.downX = event.clientX; state.clicks.downY = event.clientY; });
  box.addEventListener('click', pointed);

  window.kgMap = {
    get state() {
      return state.phase;
    },
    get firstViewMs() {
      return state.firstViewMs;
    },
    level: () => current().id,
    trail: () => state.trail.map((s) => s.id),
    nodes: () => state.nodes.map(({ id, name, size, subcommunities, color }) => ({ id, name, size, subcommunities, color })),
    nodeCount: () => (state.graph ? state.graph.graphData().nodes.length : 0),
    linkCount: () => (state.graph ? state.graph.graphData().links.length : 0),
    selected: () => state.selectedId,
    screenPosition(id) {
      const node = state.byId.get(String(id));
      if (!state.graph || !node || !Number.isFinite(node.x)) return null;
      const point = state.graph.graph2ScreenCoords(node.x, node.y || 0, node.z || 0);
      const rect = state.graph.renderer().domElement.getBoundingClientRect();
      return { x: rect.left + point.x, y: rect.top + point.y };
    },
    drill,
    select,
    open,
    fit,
  };

  setPhase('loading');
  first.then(draw, (error) => setPhase('error', `The map could not be loaded: ${error.message}`));
  return window.kgMap;
}
