// The 3D viewer of one subgraph: the concepts of a visualization session as a 3D force graph. Two
// pages run it: the viewer page of `kg serve` (main.js, data from the JSON API) and the MCP App drawn
// inside a chat (app.js, data through the host's tool calls). Both hand it the same `api` shape
// (session, concept, neighbourhood) and a `load` function for the first graph.
//
// One state object (state.js) holds the view; modules shape data (data.js), build three.js objects
// (scene.js), move the camera (camera.js), draw the legend (legend.js), the side panel (panel.js),
// the search box (search.js) and the page's dialogs (chrome.js). Start-up follows the layout engine's
// events: the first tick (or frame with positions) shows the graph, the engine's stop lets the camera
// settle; body[data-state] and body[data-layout] tell tests and scripts where it is.
import { CommunityColors } from '../communities.js';
import { $ } from '../dom.js';
import {
  DAG_TYPES, dagTypesText, GroupColors, KIND_COLORS, LANGUAGE_COLORS, RISK_COLORS, TYPE_COLORS,
} from '../palette.js';
import { plural, truncate } from '../text.js';
import { createCamera } from './camera.js';
import { copyCypher, createNotice, downloadPng, openCypher } from './chrome.js';
import { colorModes, colorNameIn, defaultColorMode, nodeColorIn, usableMode } from './colors.js';
import { cypherQuery } from './cypher.js';
import {
  dagNodeIds, graphLinks, groupsBySize, isLinkVisible, mergeData, nodeVisible, normaliseNode, warmupFor,
} from './data.js';
import { showFailure } from './failure.js';
import { createGraph, linkWidth } from './graph.js';
import { renderHeader, renderLegend } from './legend.js';
import { createPanel } from './panel.js';
import { createScene } from './scene.js';
import { wireSearch } from './search.js';
import { createState } from './state.js';

const DAG_FIT_TICKS = 90; // about 1.5 s of layout at 60 frames per second
const QUICK_WARMUP = 100; // layout ticks before the first frame of a quick start (a third of the usual)

/**
 * The viewer on this page. `makeApi(state)` gives the data source (it may ask the user for a token
 * through the state's page); `start(load)` draws the graph `load()` resolves to, or the failure it
 * rejects with; `retry` is what the failure card's Try again does. `window.kgViewer` carries the hooks
 * tests and scripts use.
 */
export function createViewer(config, makeApi, { retry = () => window.location.reload() } = {}) {
  const state = createState(config);
  const groupColors = new GroupColors();
  const notice = createNotice();
  const api = makeApi(state);
  const scene = createScene(state);
  const camera = createCamera(state);
  let communityColors = new CommunityColors();
  const palettes = { groupColors, get communityColors() { return communityColors; } };
  const nodeColor = (node) => nodeColorIn(state, palettes, node);
  const colorName = (node) => colorNameIn(state, node);
  const legendColors = () => ({ palettes, onColorBy: (mode) => { colorBy(mode); } });
  const isVisible = (node) => nodeVisible(state, node);
  const widthOf = (link) => linkWidth(state, link);

  function setPhase(next) {
    state.phase = next;
    document.body.dataset.state = next;
  }

  function setLayout(next) {
    state.layout = next;
    document.body.dataset.layout = next;
  }

  // --- the data in the graph --------------------------------------------------------------------------
  function applyGraphData({ warmup = 0 } = {}) {
    state.graph.warmupTicks(warmup);
    state.dag.nodeIds = dagNodeIds(state);
    state.startup.stopped = false;
    setLayout('running');
    state.graph.graphData({ nodes: state.nodes, links: graphLinks(state) });
  }

  /** Adds nodes and links (new nodes near `near`) and redraws what depends on them. */
  function merge(rawNodes, rawLinks, near = null) {
    const added = mergeData(state, rawNodes, rawLinks, { near });
    groupColors.assign(groupsBySize(added.nodes).map(([group]) => group));
    communityColors.assign(added.nodes);
    if (state.graph && (added.nodes.length || added.links.length)) {
      applyGraphData({ warmup: 0 });
      state.graph.nodeThreeObject(scene.nodeObject);
      redraw();
    }
    return added;
  }

  function redraw() {
    renderLegend(state, { onToggle: toggleType, colors: legendColors() });
    renderHeader(state, { onCenter: (center) => { panel.select(center.id); camera.focusOn(center, 900); } });
  }

  const panel = createPanel(state, {
    api, camera, scene, nodeColor, colorName, linkWidth: widthOf, nodeVisible: isVisible, merge, notice,
  });

  // --- start-up, on the engine's events ---------------------------------------------------------------
  function firstFrame() {
    state.startup.firstFrame = true;
    state.startup.readyInFrames = 2; // shown once two frames with the graph were drawn
    camera.focusInitial(0);
  }

  function onTick() {
    state.startup.ticks += 1;
    if (!state.startup.firstFrame) firstFrame();
    if (state.dag.notice) dagNotice();
    if (state.pendingFit && ++state.pendingFit.ticks >= DAG_FIT_TICKS) runPendingFit();
  }

  function onStop() {
    state.startup.stops += 1;
    state.startup.stopped = true;
    if (!state.startup.firstFrame) {
      firstFrame();
      return;
    }
    if (state.startup.stops === 1 && !state.camera.userMoved && state.startup.ticks > 20) camera.focusInitial(900);
    if (state.pendingFit) runPendingFit();
  }

  /** Per animation frame: ready once the graph was drawn; settled once the layout and camera rest. */
  function onFrame() {
    const { startup } = state;
    if (!startup.firstFrame && state.nodes.some((n) => Number.isFinite(n.x))) firstFrame();
    if (startup.firstFrame && state.phase === 'loading' && --startup.readyInFrames <= 0) {
      $('loading').hidden = true;
      setPhase('ready');
    }
    const resting = startup.stopped && !state.pendingFit && performance.now() >= state.camera.busyUntil;
    if (state.phase === 'ready' && resting && state.layout !== 'settled') setLayout('settled');
  }

  // --- actions ----------------------------------------------------------------------------------------
  function toggleType(type) {
    const t = String(type).toLowerCase();
    if (state.hiddenTypes.has(t)) state.hiddenTypes.delete(t);
    else state.hiddenTypes.add(t);
    if (state.graph) state.graph.linkVisibility((l) => !state.hiddenTypes.has(l.type));
    renderLegend(state, { onToggle: toggleType, colors: legendColors() });
    return !state.hiddenTypes.has(t);
  }

  function setDag(on) {
    if (!state.graph) return false;
    const next = on === undefined ? !state.dag.on : Boolean(on);
    if (next === state.dag.on) return state.dag.on;
    state.dag.on = next;
    state.dag.loops = [];
    const button = $('dag');
    button.setAttribute('aria-pressed', String(next));
    button.classList.toggle('active', next);
    state.dag.nodeIds = dagNodeIds(state);
    state.graph.dagMode(next ? 'td' : null).dagLevelDistance(next ? 60 : null).nodeVisibility(isVisible);
    applyGraphData();
    renderLegend(state, { onToggle: toggleType, colors: legendColors() });
    // What to say and where to look are decided once the layout has run with the new links.
    state.dag.notice = next ? { links: graphLinks(state).length, hidden: state.nodes.filter((n) => !isVisible(n)).length } : null;
    state.pendingFit = { front: next, ticks: 0 };
    state.camera.userMoved = false;
    return next;
  }

  function dagNotice() {
    const { links, hidden } = state.dag.notice;
    state.dag.notice = null;
    if (!state.dag.on) return;
    if (!links) {
      notice(`No ${dagTypesText('or')} links here: the DAG view has nothing to order.`, { kind: 'warn' });
    } else if (state.dag.loops.length) {
      const first = state.dag.loops[0].map((id) => (state.nodeById.get(id) || { label: id }).label);
      notice(`The hierarchy has ${plural(state.dag.loops.length, 'cycle')} (e.g. ${truncate(first.join(' → '), 120)}); the top-down layout is a best effort.`, { kind: 'warn', ms: 7000 });
    } else if (hidden) {
      notice(`DAG view: ${dagTypesText('and')} links only; ${plural(hidden, 'concept')} without such links hidden.`);
    }
  }

  function runPendingFit() {
    const pending = state.pendingFit;
    state.pendingFit = null;
    if (!pending || state.camera.userMoved) return;
    if (pending.front) camera.fitFront(900);
    else camera.focusInitial(900);
  }

  function fit() {
    if (state.graph) camera.fit();
  }

  /**
   * Colours the concepts by folder, community, kind of code or risk (the modes the view offers, else
   * folder). The first switch to communities asks the server for the graph's top-level communities,
   * whose order gives each the colour it has on the start page's map; without them (an MCP App, an
   * older server) the view's own order does.
   */
  async function colorBy(mode) {
    const next = usableMode(state, mode);
    if (next === 'community' && state.communityTop === null) {
      state.communityTop = [];
      if (typeof api.communityMap === 'function') {
        try {
          const answer = await api.communityMap();
          state.communityTop = Array.isArray(answer.nodes) ? answer.nodes : [];
        } catch {
          state.communityTop = [];
        }
      }
      communityColors = new CommunityColors(state.communityTop);
      communityColors.assign(state.nodes);
    }
    state.colorBy = next;
    if (state.graph) state.graph.nodeColor(nodeColor);
    renderLegend(state, { onToggle: toggleType, colors: legendColors() });
    panel.retag();
    return next;
  }

  // --- wiring -----------------------------------------------------------------------------------------
  function wireUi() {
    wireSearch(state, {
      nodeColor, notice,
      choose: (node) => { panel.select(node.id); camera.flyTo(node, null, 1100); },
    });
    $('fit').addEventListener('click', fit);
    $('dag').addEventListener('click', () => setDag());
    $('png').addEventListener('click', () => downloadPng(state));
    $('cypher').addEventListener('click', () => openCypher(state));
    $('cypher-copy').addEventListener('click', copyCypher);
    $('cypher-close').addEventListener('click', () => { $('cypher-modal').hidden = true; });
    $('cypher-modal').addEventListener('click', (event) => {
      if (event.target === $('cypher-modal')) $('cypher-modal').hidden = true;
    });
    $('panel-close').addEventListener('click', panel.close);
    $('expand').addEventListener('click', () => {
      if (state.selectedId) panel.expand(state.selectedId).catch(() => {});
    });
    $('focus').addEventListener('click', () => {
      const node = state.selectedId && state.nodeById.get(state.selectedId);
      if (node) camera.flyTo(node, null, 900);
    });
    $('error-retry').addEventListener('click', retry);
    document.addEventListener('keydown', (event) => {
      const typing = event.target instanceof HTMLElement && event.target.matches('input, textarea');
      if (event.key === 'Escape') {
        if (!$('cypher-modal').hidden) $('cypher-modal').hidden = true;
        else if (!$('panel').hidden && !typing) panel.close();
        return;
      }
      if (typing || event.ctrlKey || event.metaKey || event.altKey || state.phase !== 'ready') return;
      if (event.key === '/') {
        event.preventDefault();
        $('search').focus();
      } else if (event.key === 'f' || event.key === 'F') {
        fit();
      }
    });
  }

  // --- test and scripting hooks -----------------------------------------------------------------------
  window.kgViewer = {
    get graph() {
      return state.graph;
    },
    get state() {
      return state.phase;
    },
    get layout() {
      return state.layout;
    },
    nodeCount: () => (state.graph ? state.graph.graphData().nodes.length : 0),
    linkCount: () => (state.graph ? state.graph.graphData().links.length : 0),
    visibleLinkCount(type) {
      if (!state.graph) return 0;
      const t = type === undefined ? undefined : String(type).toLowerCase();
      return state.graph.graphData().links.filter((l) => (t === undefined || l.type === t) && isLinkVisible(state, l)).length;
    },
    screenPosition(id) {
      const node = state.nodeById.get(String(id));
      if (!state.graph || !node || !Number.isFinite(node.x)) return null;
      const point = state.graph.graph2ScreenCoords(node.x, node.y || 0, node.z || 0);
      const rect = state.graph.renderer().domElement.getBoundingClientRect();
      return { x: rect.left + point.x, y: rect.top + point.y };
    },
    select: (id) => panel.select(id),
    toggleType,
    expand: (id) => panel.expand(id),
    fit,
    setDag,
    cypher: () => cypherQuery(state),
    selected: () => state.selectedId,
    center: () => state.centerId,
    hiddenTypes: () => [...state.hiddenTypes],
    colorBy,
    colorMode: () => state.colorBy,
    colorModes: () => colorModes(state),
    colorOf: (id) => (state.nodeById.has(String(id)) ? nodeColor(state.nodeById.get(String(id))) : null),
    typeColors: { ...TYPE_COLORS },
    kindColors: { ...KIND_COLORS },
    languageColors: { ...LANGUAGE_COLORS },
    riskColors: { ...RISK_COLORS },
    risks: () => Object.fromEntries(state.risks),
    dagTypes: [...DAG_TYPES],
  };

  // --- start ------------------------------------------------------------------------------------------
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

  function fail(err) {
    showFailure(state, err);
    setPhase('error');
  }

  let wired = false;
  async function start(load) {
    setPhase('loading');
    setLayout('running');
    $('error').hidden = true;
    $('loading').hidden = false;
    if (!wired) wireUi();
    wired = true;
    let data;
    try {
      data = await load();
    } catch (err) {
      fail(err);
      return;
    }
    if (!webglAvailable()) {
      fail({ kind: 'webgl' });
      return;
    }
    try {
      state.session = data.session || null;
      state.truncated = Boolean(data.truncated);
      const rawNodes = (data.nodes || []).map(normaliseNode);
      const center = rawNodes.find((n) => n.is_center) || (state.session && state.session.center_concept
        ? rawNodes.find((n) => n.id === state.session.center_concept) : null);
      state.centerId = center ? center.id : null;
      merge(rawNodes, data.links || []);
      state.initialNodeCount = state.nodes.length;
      state.colorBy = defaultColorMode(state);
      state.graph = createGraph(state, {
        nodeColor, colorName, nodeVisible: isVisible, nodeObject: scene.nodeObject, onNodeClick: (id) => panel.select(id), onTick, onStop,
      });
      scene.startFrameLoop(onFrame);
      redraw();
      if (center) document.title = `${truncate(center.label, 60)} · Concept map · kg_server`;
      if (!state.nodes.length) {
        notice('This view has no concepts.', { kind: 'warn', ms: 10000 });
        firstFrame();
      }
      // A view inside a chat shows itself sooner and settles in sight (config.quickStart).
      const warmup = warmupFor(state.nodes.length);
      applyGraphData({ warmup: config.quickStart ? Math.min(warmup, QUICK_WARMUP) : warmup });
    } catch (err) {
      console.error(err);
      const message = String(err && err.message);
      fail(/webgl|context/i.test(message) ? { kind: 'webgl', message } : err);
    }
  }

  return { state, notice, start };
}
