// The 3d-force-graph instance: how nodes and links look, the forces, and the engine's events.
import ForceGraph3D from '3d-force-graph';
import { forceCollide, forceX, forceY, forceZ } from 'd3-force-3d';

import { $ } from '../dom.js';
import { BACKGROUND, CONTRADICTS, typeColor } from '../palette.js';
import { idOf, NODE_REL_SIZE, nodeRadius, nodeVal } from './data.js';
import { linkTooltip, nodeTooltip } from './tooltips.js';

export function linkWidth(state, link) {
  const confidence = link.confidence ?? 0.6;
  const touching = state.selectedId && (idOf(link.source) === state.selectedId || idOf(link.target) === state.selectedId);
  let width = link.type === CONTRADICTS ? 1.5 + 1.3 * confidence : 0.35 + 0.95 * confidence;
  if (link.method && link.method !== 'pattern' && link.method !== 'inferred') width *= 0.6; // computed links recede
  return touching ? width * 1.7 + 0.3 : width;
}

/**
 * `view`: nodeColor(node), colorName(node) (the folder or community the colour stands for),
 * nodeVisible(node), nodeObject(node), onNodeClick(id), and the engine's
 * events onTick() and onStop() that sequence start-up.
 */
export function createGraph(state, view) {
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
    .nodeVal((n) => nodeVal(state, n))
    .nodeColor(view.nodeColor)
    .nodeOpacity(0.95)
    .nodeResolution(20)
    .nodeLabel((n) => nodeTooltip(state, n, view.nodeColor(n), view.colorName(n)))
    .nodeVisibility(view.nodeVisible)
    .nodeThreeObjectExtend(true)
    .nodeThreeObject(view.nodeObject)
    .linkColor((l) => typeColor(l.type))
    .linkOpacity(0.78)
    .linkWidth((l) => linkWidth(state, l))
    .linkResolution(8)
    .linkCurvature('curvature')
    .linkVisibility((l) => !state.hiddenTypes.has(l.type))
    .linkLabel((l) => linkTooltip(state, l))
    .linkDirectionalArrowLength((l) => (l.type === CONTRADICTS ? 5 : 3.5))
    .linkDirectionalArrowRelPos(1)
    .linkDirectionalArrowColor((l) => typeColor(l.type))
    .linkDirectionalArrowResolution(10)
    .linkDirectionalParticles((l) => (l.type === CONTRADICTS ? 4 : 0))
    .linkDirectionalParticleWidth(2.2)
    .linkDirectionalParticleSpeed(0.007)
    .linkDirectionalParticleColor(() => '#ffd2d2')
    .onNodeClick((node) => view.onNodeClick(node.id))
    .onLinkClick((link) => view.onNodeClick(idOf(link.source)))
    .onDagError((loop) => { state.dag.loops.push(loop); })
    .cooldownTime(12000)
    .onEngineTick(view.onTick)
    .onEngineStop(view.onStop);

  const charge = instance.d3Force('charge');
  if (charge) charge.strength(-190).distanceMax(700);
  const linkForce = instance.d3Force('link');
  if (linkForce) linkForce.distance((l) => (l.type === 'part_of' ? 50 : 66));
  // Room around each sphere for its label, and a weak pull to the middle so that separate
  // components (and nodes without links in DAG mode) stay in view.
  instance.d3Force('collide', forceCollide((n) => nodeRadius(state, n) + 7).strength(0.7));
  // The center concept is held near the origin: the view is built around it.
  const gravity = (n) => (n.id === state.centerId ? 0.6 : 0.025);
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
    container.addEventListener(type, () => { state.camera.userMoved = true; }, { passive: true });
  }
  window.addEventListener('resize', () => {
    instance.width(container.clientWidth || window.innerWidth).height(container.clientHeight || window.innerHeight);
  });
  return instance;
}
