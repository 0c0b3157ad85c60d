import { describe, expect, it } from 'vitest';

import {
  assignCurvature, dagNodeIds, graphLinks, isLinkVisible, labelIds, legendTypes, mergeData, MAX_LABELS_ALL, nodeRadius,
  nodeVisible, normaliseLink, normaliseNode, searchNodes, sortRelationships, warmupFor,
} from '../src/viewer/data.js';
import { createState } from '../src/viewer/state.js';

const node = (id, extra = {}) => ({ id, label: id.replace(/-/g, ' '), evidence_count: 1, degree: 1, ...extra });
const link = (source, target, type = 'implies') => ({ source, target, type });

describe('normalising the API answer', () => {
  it('fills every field a node needs', () => {
    expect(normaliseNode({ id: 7 })).toMatchObject({
      id: '7', label: '7', description: '', degree: 0, evidence_count: 0, documents: [], group: '', is_center: false,
    });
  });

  it('lower-cases link types and keeps only finite confidences', () => {
    expect(normaliseLink({ source: { id: 'a' }, target: 'b', type: 'PART_OF', confidence: 'x' }))
      .toEqual({ source: 'a', target: 'b', type: 'part_of', confidence: null, method: null });
    expect(normaliseLink({ source: 'a', target: 'b', confidence: 0.5 }).type).toBe('related_to');
    expect(normaliseLink({ source: 'a', target: 'b', method: 'cooccurrence' }).method).toBe('cooccurrence');
  });
});

describe('merging data into the view', () => {
  it('adds each node and link once and drops self links and dangling ends', () => {
    const state = createState({});
    const first = mergeData(state, [node('a'), node('b')], [link('a', 'b'), link('a', 'a'), link('a', 'zz')]);
    expect(first.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(first.links).toHaveLength(1);
    const again = mergeData(state, [node('a'), node('c')], [link('a', 'b'), link('b', 'c', 'supports')]);
    expect(again.nodes.map((n) => n.id)).toEqual(['c']);
    expect(again.links.map((l) => l.type)).toEqual(['supports']);
    expect(state.nodes).toHaveLength(3);
    expect(state.links).toHaveLength(2);
  });

  it('places new nodes near the one they were expanded from', () => {
    const state = createState({});
    mergeData(state, [node('a')], []);
    const near = { ...state.nodeById.get('a'), x: 100, y: 50, z: -20 };
    const { nodes } = mergeData(state, [node('b')], [], { near, random: () => 1 });
    const spread = 12 + nodeRadius(state, near);
    expect(nodes[0]).toMatchObject({ x: 100 + spread / 2, y: 50 + spread / 2, z: -20 + spread / 2 });
  });

  it('keeps only one center', () => {
    const state = createState({});
    state.centerId = 'a';
    const { nodes } = mergeData(state, [node('b', { is_center: true })], []);
    expect(nodes[0].is_center).toBe(false);
  });
});

describe('link curvature', () => {
  it('leaves a single link straight and bends parallel ones apart', () => {
    const links = [link('a', 'b', 'implies'), link('a', 'b', 'contradicts'), link('c', 'd')];
    assignCurvature(links);
    expect(links[2].curvature).toBe(0);
    expect(links[0].curvature).not.toBe(links[1].curvature);
    expect(Math.abs(links[0].curvature)).toBeGreaterThan(0);
  });
});

describe('labels', () => {
  it('labels every node of a small view and only the best connected of a large one', () => {
    const state = createState({});
    state.nodes = Array.from({ length: MAX_LABELS_ALL + 1 }, (_, i) => node(`n${i}`, { degree: i }));
    state.centerId = 'n0';
    const ids = labelIds(state);
    expect(ids.size).toBe(101);
    expect(ids.has('n0')).toBe(true);
    expect(ids.has(`n${MAX_LABELS_ALL}`)).toBe(true);
    expect(ids.has('n5')).toBe(false);
  });
});

describe('DAG mode and hidden types', () => {
  const state = createState({});
  mergeData(state, [node('a'), node('b'), node('c')], [link('a', 'b', 'implies'), link('b', 'c', 'contradicts')]);

  it('keeps the hierarchy links and the concepts they touch', () => {
    state.dag.on = true;
    state.dag.nodeIds = dagNodeIds(state);
    expect(graphLinks(state).map((l) => l.type)).toEqual(['implies']);
    expect(nodeVisible(state, state.nodeById.get('c'))).toBe(false);
    state.selectedId = 'c';
    expect(nodeVisible(state, state.nodeById.get('c'))).toBe(true);
    expect(isLinkVisible(state, state.links[1])).toBe(false);
    state.dag.on = false;
    state.dag.nodeIds = dagNodeIds(state);
    expect(graphLinks(state)).toHaveLength(2);
  });

  it('hides a toggled type', () => {
    state.hiddenTypes.add('implies');
    expect(isLinkVisible(state, state.links[0])).toBe(false);
    expect(isLinkVisible(state, state.links[1])).toBe(true);
  });
});

describe('the legend', () => {
  it('lists known types in their fixed order, unknown ones after, with counts', () => {
    const types = legendTypes([link('a', 'b', 'zeta'), link('a', 'b', 'supports'), link('a', 'c', 'implies'), link('c', 'b', 'supports')]);
    expect(types).toEqual([{ type: 'implies', count: 1 }, { type: 'supports', count: 2 }, { type: 'zeta', count: 1 }]);
  });
});

describe('finding a concept in the view', () => {
  const nodes = [node('liability-cap', { degree: 2 }), node('cap-on-fees', { degree: 9 }), node('escrow'), node('uncapped-ip')]
    .map(normaliseNode);

  it('ranks exact, then prefix, then word start, then anywhere', () => {
    expect(searchNodes(nodes, 'cap').map((n) => n.id)).toEqual(['cap-on-fees', 'liability-cap', 'uncapped-ip']);
    expect(searchNodes(nodes, '  ')).toEqual([]);
    expect(searchNodes(nodes, 'escrow')[0].id).toBe('escrow');
  });
});

describe('small rules', () => {
  it('warms larger layouts up for fewer ticks', () => {
    expect([warmupFor(10), warmupFor(500), warmupFor(5000)]).toEqual([300, 120, 40]);
  });

  it('orders relationships by type, outgoing first, then label', () => {
    const sorted = sortRelationships([
      { type: 'supports', direction: 'outgoing', label: 'b' },
      { type: 'implies', direction: 'incoming', label: 'a' },
      { type: 'implies', direction: 'outgoing', label: 'z' },
    ]);
    expect(sorted.map((r) => `${r.type}/${r.direction}`)).toEqual(['implies/outgoing', 'implies/incoming', 'supports/outgoing']);
  });
});
