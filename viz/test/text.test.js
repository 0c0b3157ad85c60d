import { describe, expect, it } from 'vitest';

import { browserLink, cypherQuery, cypherString } from '../src/viewer/cypher.js';
import { describeFailure } from '../src/viewer/failure.js';
import { boxOf, clearestDirection, DIRECTIONS } from '../src/viewer/camera.js';
import { ApiError } from '../src/api.js';
import { escapeHtml, plural, relativeTime, truncate, wrapLabel } from '../src/text.js';
import { mergeData } from '../src/viewer/data.js';
import { createState } from '../src/viewer/state.js';

describe('text', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('truncates with an ellipsis and counts with plurals', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(plural(1, 'quote')).toBe('1 quote');
    expect(plural(1200, 'quote')).toBe('1,200 quotes');
  });

  it('wraps labels on at most two lines', () => {
    expect(wrapLabel('a short one', 24, 2)).toBe('a short one');
    const long = wrapLabel('the supplier shall indemnify the authority against every third party claim', 24, 2);
    expect(long.split('\n')).toHaveLength(2);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says how far away a time is', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(relativeTime('2026-01-03T00:00:00Z', now)).toBe('in 2 days');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('the Cypher of a view', () => {
  const state = createState({ sessionId: 'abc' });
  mergeData(state, [{ id: "o'neil" }, { id: 'b' }], [{ source: "o'neil", target: 'b', type: 'implies' },
    { source: 'b', target: "o'neil", type: 'contradicts' }]);

  it('quotes ids safely and lists every concept', () => {
    expect(cypherString("o'ne\\il")).toBe("'o\\'ne\\\\il'");
    const query = cypherQuery(state);
    expect(query).toContain("WITH ['o\\'neil', 'b'] AS ids");
    expect(query).not.toContain('type(r) IN');
    expect(query.split('\n')[0]).toBe('// 2 concepts of the kg_server view abc');
  });

  it('filters the types that are hidden', () => {
    state.hiddenTypes.add('contradicts');
    expect(cypherQuery(state)).toContain("AND type(r) IN ['IMPLIES']");
    state.hiddenTypes.clear();
  });

  it('links to Neo4j Browser only when one is configured', () => {
    expect(browserLink('', 'MATCH (n) RETURN n')).toBe('');
    expect(browserLink('http://x/browser/', 'RETURN 1')).toBe('http://x/browser/?cmd=edit&arg=RETURN%201');
  });
});

describe('what a failure says', () => {
  it('tells an expired link from an unavailable database and offers a retry only where it helps', () => {
    expect(describeFailure(new ApiError(410, 'expired at ...'))).toMatchObject({ retry: false, detail: 'expired at ...' });
    expect(describeFailure(new ApiError(503, 'cannot reach Neo4j')).title).toMatch(/unavailable/);
    expect(describeFailure(new ApiError(503, 'x')).retry).toBe(true);
    expect(describeFailure({ kind: 'no-session' })).toMatchObject({ retry: false, detail: '' });
    expect(describeFailure({ kind: 'webgl', message: 'no context' }).title).toMatch(/WebGL/);
  });
});

describe('camera geometry', () => {
  it('has 26 unit directions', () => {
    expect(DIRECTIONS).toHaveLength(26);
    for (const d of DIRECTIONS) expect(Math.hypot(...d)).toBeCloseTo(1);
  });

  it('looks at a node from the side where nothing stands in front of it', () => {
    const center = { x: 0, y: 0, z: 0 };
    const crowd = [{ x: 0, y: 0, z: 50 }, { x: 0, y: 0, z: 80 }, { x: 40, y: 0, z: 40 }];
    const d = clearestDirection(center, crowd, { x: 0, y: 0, z: 300 });
    const blocked = (dir) => crowd.some((n) => (n.x * dir[0] + n.y * dir[1] + n.z * dir[2]) / Math.hypot(n.x, n.y, n.z) > 0.95);
    expect(blocked([0, 0, 1])).toBe(true);
    expect(blocked(d)).toBe(false);
  });

  it('boxes the nodes that have positions', () => {
    expect(boxOf([{ x: NaN }])).toBeNull();
    expect(boxOf([{ x: 0, y: 0, z: 0 }, { x: 10, y: -4, z: 2 }]).center).toEqual({ x: 5, y: -2, z: 1 });
  });
});
