import { describe, expect, it } from 'vitest';
import { risksByConcept, statusOf, viewRequest } from '../src/app/result.js';

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

  it("draws scout's code answer around the symbol changed, each symbol marked by its riskiest line", () => {
    const pointer = (concept_id, risk, line) => ({ concept_id, risk, location: `src/a.py:${line}`, document: 'src/a.py',
      line, what: 'call of f', action: 'pass the new argument', use: 'call' });
    const answer = {
      summary: 'f (src/a.py:1). Adding a required parameter breaks: src/a.py:9, src/a.py:12.',
      pointers: [pointer('py:a.g', 'high', 9), pointer('py:a.h', 'high', 12), pointer('py:a.h', 'low', 13),
        pointer('py:a.k', 'medium', 20), pointer('py:a', 'low', 2), pointer('py:a.g', 'low', 10)],
      meta: { mode: 'code', interpretation: 'f, defined at src/a.py:1: add a required parameter',
        change: { symbol: 'py:a.f', also: ['py:a.F.f'], change: 'add_parameter', defined_at: 'src/a.py:1' },
        trace: [{ concept_id: 'py:a.g', location: 'src/a.py:9' }, { concept_id: 'py:b.far' }] },
    };
    expect(viewRequest(answer)).toEqual({
      concept_ids: ['py:a.f', 'py:a.F.f', 'py:a.g', 'py:a.h', 'py:a.k', 'py:a', 'py:b.far'],
      center_concept: 'py:a.f',
      risks: { 'py:a.g': 'high', 'py:a.h': 'high', 'py:a.k': 'medium', 'py:a': 'low' },
    });
  });

  it('rates a symbol by its riskiest line and ignores what is not a rating', () => {
    expect(risksByConcept([{ concept_id: 'x', risk: 'low' }, { concept_id: 'x', risk: 'medium' }, { concept_id: 'x', risk: 'low' },
      { concept_id: 'y', risk: 'severe' }, { concept_id: '', risk: 'high' }, { risk: 'high' }, null,
      { concept_id: '__proto__', risk: 'high' }, { concept_id: 'z', risk: 'toString' }]))
      .toEqual(Object.fromEntries([['x', 'medium'], ['__proto__', 'high']]));
  });

  it('a code answer whose symbols the bound cuts keeps the marks of those it draws', () => {
    const pointers = Array.from({ length: 600 }, (_, i) => ({ concept_id: `c${i}`, risk: i % 2 ? 'high' : 'low' }));
    const drawn = viewRequest({ pointers, meta: { change: { symbol: 'changed' } } });
    expect(drawn.concept_ids).toHaveLength(500);
    expect(Object.keys(drawn.risks)).toHaveLength(499);
    expect(drawn.risks.c599).toBeUndefined();
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
