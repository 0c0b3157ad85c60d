// three.js objects of the view: node labels and rings, the selection halo, and the per-frame work
// (label sizes, halo pulse). Their caches live in the object `createScene` returns.
import SpriteText from 'three-spritetext';
import { CanvasTexture, Group, Sprite, SpriteMaterial, SRGBColorSpace } from 'three';

import { wrapLabel } from '../text.js';
import { nodeRadius } from './data.js';

const FONT = '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "DejaVu Sans", Arial, sans-serif';
export const SELECT_COLOR = '#ffe45c';

/** A SpriteText drawn once (each property setter of SpriteText redraws its canvas). */
export function spriteText(text, height, color, style) {
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

const ringTextures = new Map();
export const RING_AT = 0.36; // the ring's radius, as a share of its texture's side

/** A glowing ring of one colour on a transparent texture, drawn once per colour (rings, halos). */
export function ringTexture(color) {
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
  ctx.arc(size / 2, size / 2, size * RING_AT, 0, Math.PI * 2);
  ctx.stroke();
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  ringTextures.set(color, texture);
  return texture;
}

export function createScene(state) {
  const nodeObjects = new Map(); // node id -> { key, object }: reused when the accessor runs again
  let halo = null;

  function ringSprite(color, radius) {
    const material = new SpriteMaterial({ map: ringTexture(color), transparent: true, depthWrite: false });
    const sprite = new Sprite(material);
    const size = radius / RING_AT;
    sprite.scale.set(size, size, 1);
    sprite.renderOrder = 2;
    return sprite;
  }

  /** What 3d-force-graph adds to a node's sphere: its label, and a ring for the center. */
  function nodeObject(node) {
    const isCenter = node.id === state.centerId;
    const hasLabel = state.labelIds.has(node.id);
    if (!hasLabel && !isCenter) return null;
    const radius = nodeRadius(state, node);
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

  /** Labels keep a readable size on screen: perspective scales them, within limits. */
  function scaleLabels() {
    const camera = state.graph.camera();
    const height = state.graph.renderer().domElement.clientHeight || window.innerHeight;
    const unitsPerPixelAt1 = (2 * Math.tan((camera.fov * Math.PI) / 360)) / height;
    const crowded = state.labelIds.size > 120;
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

  function ensureHalo() {
    if (halo) return;
    halo = ringSprite(SELECT_COLOR, 10);
    halo.visible = false;
    halo.raycast = () => {};
    state.graph.scene().add(halo);
  }

  function pulseHalo() {
    if (!halo) return;
    const node = state.selectedId && state.nodeById.get(state.selectedId);
    if (node && Number.isFinite(node.x)) {
      halo.visible = true;
      halo.position.set(node.x, node.y || 0, node.z || 0);
      const pulse = 1 + 0.06 * Math.sin(performance.now() / 260);
      const size = ((nodeRadius(state, node) * 1.75) * 2 / 0.72) * pulse;
      halo.scale.set(size, size, 1);
    } else {
      halo.visible = false;
    }
  }

  /** The work of one animation frame; `onFrame` runs after it (start-up and settle checks). */
  function startFrameLoop(onFrame) {
    const frame = () => {
      if (state.graph && state.phase !== 'error') {
        scaleLabels();
        pulseHalo();
        onFrame();
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  return { nodeObject, ensureHalo, startFrameLoop };
}
