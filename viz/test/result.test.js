import { describe, expect, it } from 'vitest';
import { statusOf, viewRequest } from '../src/app/result.js';

describe('viewRequest: what the MCP App draws for a tool answer', () => {
  it('draws the session a visualization link made', () => {
    expect(viewRequest({ url: 'http://127.0.0.1:8000/viz/abc', session_id: 'abc', message: 'Open', config: {} }))
      .toEqual({ link: { session_id: 'abc', url: 'http://127.0.0.1:8000/viz/abc' } });
  });

  it('draws the concepts on the paths and text routes of find_connections, from its start', () => {
    const hop = (from_id, to_id) => ({ from_id, to_id, type: 'implies', direction: 'forward' });
    const answer = {
      from_concept_id: 'a', to_concept_id: 'd', max_hops: 4,
      paths: [{ length: 2, hops: [hop('a', 'b'), hop('b', 'd')] }],
      text_routes: [{ length: 2, hops: [hop('a', 'c'), hop('c', 'd')] }],
    };
    expect(viewRequest(answer)).toEqual({ concept_ids: ['a', 'd', 'b', 'c'], center_concept: 'a' });
    expect(viewRequest({ ...answer, paths: [], text_routes: [] })).toEqual({ concept_ids: ['a', 'd'], center_concept: 'a' });
  });

  it("draws scout's pointers first, then the rest it visited", () => {
    const answer = { pointers: [{ concept_id: 'p1' }, { concept_id: 'p2' }],
      meta: { trace: [{ concept_id: 'p2' }, { concept_id: 'v3' }] } };
    expect(viewRequest(answer)).toEqual({ concept_ids: ['p1', 'p2', 'v3'], center_concept: 'p1' });
  });

  it('draws find_related_concepts with the concept asked about in the middle', () => {
    const answer = { concept_id: 'x', relationship_types: [], max_depth: 2,
      results: [{ concept_id: 'z', path: [{ from_id: 'x', to_id: 'y' }, { from_id: 'y', to_id: 'z' }] }] };
    expect(viewRequest(answer)).toEqual({ concept_ids: ['x', 'z', 'y'], center_concept: 'x' });
  });

  it('keeps within the bound of get_visualization_url and refuses what it cannot draw', () => {
    const pointers = Array.from({ length: 700 }, (_, i) => ({ concept_id: `c${i}` }));
    expect(viewRequest({ pointers }).concept_ids).toHaveLength(500);
    expect(viewRequest({ pointers: [] })).toBeNull();
    expect(viewRequest({ results: [] })).toBeNull();
    expect(viewRequest(null)).toBeNull();
    expect(viewRequest('text')).toBeNull();
  });

  it('tells a missing session from an unreachable database', () => {
    expect(statusOf('Error executing tool view_graph: visualization session x not found')).toBe(404);
    expect(statusOf('Neo4j is unavailable at bolt://...')).toBe(503);
    expect(statusOf('something else')).toBe(500);
  });
});
