import { describe, expect, it } from 'vitest';

import {
  communityColors, CommunityColors, communityRadius, drillTrail, hasCommunities, MAP_LINKS_PER_NODE, mapGraph,
  mapLabel, mapWarmup, pickSphere, NO_COMMUNITY, NO_COMMUNITY_COLOR, nodeCommunity, rankBySize, strongestLinks, viewCommunities,
} from '../src/communities.js';
import { paletteColor } from '../src/palette.js';
import { normaliseNode } from '../src/viewer/data.js';

const community = (id, size, extra = {}) => ({
  community_id: id, name: `${id} name`, size, level: 1, parent_id: null, subcommunities: 0,
  top_concepts: [{ concept_id: `${id}-a`, label: `${id} A` }], ...extra,
});

describe('the map of communities', () => {
  it('ranks communities largest first and colours them in that order', () => {
    const list = [community('1:b', 5), community('1:a', 40), community('1:c', 5)];
    expect(rankBySize(list).map((c) => c.community_id)).toEqual(['1:a', '1:b', '1:c']);
    const colors = communityColors(list);
    expect(colors.get('1:a')).toBe(paletteColor(0));
    expect(colors.get('1:c')).toBe(paletteColor(2));
  });

  it('sizes a sphere so that its area grows with the concepts', () => {
    expect(communityRadius(400) - 3).toBeCloseTo(2 * (communityRadius(100) - 3));
    expect(communityRadius(undefined)).toBe(3);
  });

  it('shapes an answer into nodes and weighted links, dropping links to communities not shown', () => {
    const answer = {
      parent: null, computed: true,
      nodes: [community('1:a', 100, { subcommunities: 3 }), community('1:b', 20)],
      links: [{ source: '1:a', target: '1:b', weight: 10 }, { source: '1:a', target: '1:zz', weight: 50 },
        { source: '1:a', target: '1:a', weight: 5 }],
    };
    const { nodes, links } = mapGraph(answer);
    expect(nodes.map((n) => [n.id, n.size, n.subcommunities, n.top])).toEqual([
      ['1:a', 100, 3, ['1:a A']], ['1:b', 20, 0, ['1:b A']]]);
    expect(nodes[0].radius).toBeGreaterThan(nodes[1].radius);
    expect(nodes.every((n) => n.labelled && n.color)).toBe(true);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ source: '1:a', target: '1:b', weight: 10, share: 1 });
  });

  it('draws heavier links wider and more opaque, in a few steps', () => {
    const answer = {
      nodes: [community('1:a', 10), community('1:b', 10), community('1:c', 10)],
      links: [{ source: '1:a', target: '1:b', weight: 20 }, { source: '1:b', target: '1:c', weight: 2 }],
    };
    const [heavy, light] = mapGraph(answer).links;
    expect(heavy.width).toBeGreaterThan(light.width);
    expect(heavy.opacity).toBeGreaterThan(light.opacity);
    expect(heavy.opacity).toBeLessThanOrEqual(1);
  });

  it('keeps only the heaviest links of each community', () => {
    const links = [];
    for (let i = 0; i < 10; i++) links.push({ source: 'hub', target: `n${i}`, weight: i + 1 });
    const kept = strongestLinks(links, 3);
    // Each leaf keeps its only link: a link stays when either end counts it among its heaviest.
    expect(kept).toHaveLength(10);
    const dense = [];
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    ids.forEach((a, i) => ids.slice(i + 1).forEach((b, j) => dense.push({ source: a, target: b, weight: i * 10 + j })));
    const sparse = strongestLinks(dense, 2);
    expect(sparse.length).toBeLessThan(dense.length);
    for (const id of ids) {
      expect(sparse.some((l) => l.source === id || l.target === id)).toBe(true);
    }
    expect(MAP_LINKS_PER_NODE).toBeGreaterThan(0);
  });

  it('says there is nothing to draw when communities were not computed', () => {
    expect(mapGraph({ nodes: [], links: [], computed: false })).toEqual({ nodes: [], links: [] });
    expect(mapGraph(null)).toEqual({ nodes: [], links: [] });
  });

  it('labels a community with the leading parts of its name that fit', () => {
    expect(mapLabel('Races · Barbarous races · Celtic blood')).toBe('Races · Barbarous races');
    expect(mapLabel('MAN · Men · Animals')).toBe('MAN · Men · Animals');
    const long = 'Payment within 30 days of a valid invoice (tender Clause 9.4) · Late payment interest';
    expect(mapLabel(long)).toBe('Payment within 30 days of a valid invoice (tender Clause 9.4)');
    expect(mapLabel('')).toBe('');
  });

  it('finds the sphere under a click, the nearest when two overlap', () => {
    const spheres = [{ id: 'far', x: 100, y: 100, r: 30, depth: 500 }, { id: 'near', x: 120, y: 100, r: 10, depth: 200 }];
    expect(pickSphere(spheres, 122, 101)).toBe('near');
    expect(pickSphere(spheres, 80, 100)).toBe('far');
    expect(pickSphere(spheres, 300, 300)).toBe(null);
  });

  it('lays a small map out fully before its first frame', () => {
    expect(mapWarmup(30)).toBeGreaterThan(mapWarmup(400));
  });

  it('keeps the breadcrumb: deeper on drill, cut back when a step is opened again', () => {
    const top = [{ id: null, name: 'Whole corpus' }];
    const one = drillTrail(top, { id: '1:a', name: 'A' });
    const two = drillTrail(one, { id: '2:b', name: 'B' });
    expect(two.map((s) => s.id)).toEqual([null, '1:a', '2:b']);
    expect(drillTrail(two, { id: '1:a', name: 'A' }).map((s) => s.id)).toEqual([null, '1:a']);
  });
});

describe('colouring the viewer by community', () => {
  const node = (id, communityId, name) => normaliseNode({ id, community: communityId, community_name: name });

  it('reads a concept\'s community, or none', () => {
    expect(nodeCommunity(node('x', '1:a', 'A'))).toEqual({ id: '1:a', name: 'A' });
    expect(nodeCommunity(node('y', null))).toEqual({ id: null, name: NO_COMMUNITY });
    expect(nodeCommunity(normaliseNode({ id: 'z' }))).toEqual({ id: null, name: NO_COMMUNITY });
    expect(hasCommunities([node('y', null)])).toBe(false);
    expect(hasCommunities([node('y', null), node('x', '1:a', 'A')])).toBe(true);
  });

  it('lists the communities of a view, most concepts first, those without one last', () => {
    const nodes = [node('a', null), node('b', '1:b', 'B'), node('c', '1:c', 'C'), node('d', '1:c', 'C'), node('e', null)];
    expect(viewCommunities(nodes)).toEqual([
      { id: '1:c', name: 'C', count: 2 }, { id: '1:b', name: 'B', count: 1 }, { id: null, name: NO_COMMUNITY, count: 2 }]);
  });

  it('gives a community the colour it has on the map, and new ones the next free colours', () => {
    const colors = new CommunityColors([community('1:small', 5), community('1:big', 50)]);
    expect(colors.color(node('x', '1:big', 'Big'))).toBe(paletteColor(0));
    expect(colors.color(node('y', '1:small', 'Small'))).toBe(paletteColor(1));
    colors.assign([node('z', '1:other', 'Other')]);
    expect(colors.colorOf('1:other')).toBe(paletteColor(2));
    expect(colors.color(node('w', null))).toBe(NO_COMMUNITY_COLOR);
  });

  it('without the map, colours by the view\'s own order and keeps colours as the view grows', () => {
    const colors = new CommunityColors();
    colors.assign([node('a', '1:x', 'X'), node('b', '1:y', 'Y'), node('c', '1:y', 'Y')]);
    expect(colors.colorOf('1:y')).toBe(paletteColor(0));
    colors.assign([node('d', '1:z', 'Z'), node('e', '1:z', 'Z'), node('f', '1:z', 'Z')]);
    expect(colors.colorOf('1:y')).toBe(paletteColor(0));
    expect(colors.colorOf('1:z')).toBe(paletteColor(2));
  });
});
