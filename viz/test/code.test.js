import { describe, expect, it } from 'vitest';

import { isSymbol, location, quoteView, relationUses, symbolFacts } from '../src/viewer/code.js';
import { nodeTooltip } from '../src/viewer/tooltips.js';
import { createState } from '../src/viewer/state.js';

const symbol = {
  id: 'py:click.core.Context.invoke', label: 'Context.invoke', kind: 'method', language: 'python',
  qualified_name: 'click.core.Context.invoke', document: 'src/click/core.py', line: 742,
  evidence_count: 3, degree: 2, description: 'Invokes a command callback.',
};
const prose = { id: 'payment-within-30-days', label: 'Payment within 30 days', evidence_count: 2, degree: 1 };

describe('telling code from prose', () => {
  it('a symbol has a kind, a prose concept none', () => {
    expect(isSymbol(symbol)).toBe(true);
    expect(isSymbol(prose)).toBe(false);
    expect(isSymbol({ ...prose, kind: null })).toBe(false);
    expect(isSymbol(null)).toBe(false);
  });

  it('document:line only when both are known', () => {
    expect(location('src/a.py', 3)).toBe('src/a.py:3');
    expect(location('src/a.py', null)).toBe('');
    expect(location('', 3)).toBe('');
  });
});

describe("a symbol's facts over its quotes", () => {
  it('come from the view before the details arrive, and from the details after', () => {
    expect(symbolFacts(symbol)).toEqual({
      kind: 'method', kindLabel: 'method', language: 'python', qualifiedName: 'click.core.Context.invoke',
      definedAt: 'src/click/core.py:742',
    });
    const details = { kind: 'enum_member', language: 'python', qualified_name: 'pkg.Color.RED', defined_at: 'pkg/c.py:8' };
    expect(symbolFacts(prose, details)).toMatchObject({ kindLabel: 'enum member', qualifiedName: 'pkg.Color.RED',
      definedAt: 'pkg/c.py:8' });
  });

  it('are none for a prose concept', () => {
    expect(symbolFacts(prose)).toBeNull();
    expect(symbolFacts(prose, { kind: null })).toBeNull();
  });
});

describe('how a quote shows', () => {
  it('a line of code: its text without indentation, its number, document:line and what it does', () => {
    const view = quoteView({ quote: '        return ctx.invoke(self.callback, **kwargs)  ', document: 'src/click/core.py',
      paragraph: 40, line: 1234, use: 'call', source_id: 'src/click/core.py#p40' });
    expect(view).toEqual({ code: true, text: 'return ctx.invoke(self.callback, **kwargs)', line: 1234,
      where: 'src/click/core.py:1234', use: 'call', definition: false });
    expect(quoteView({ quote: 'def invoke(', document: 'a.py', paragraph: 1, line: 9, use: 'definition' }).definition).toBe(true);
  });

  it('prose stays prose: its paragraph, and a sentence that names a symbol (a mention, no line) too', () => {
    expect(quoteView({ quote: 'The Authority will pay.', document: 'Tenders/rft.md', paragraph: 4, source_id: 'x#p4' }))
      .toEqual({ code: false, text: 'The Authority will pay.', where: 'Tenders/rft.md ¶4', use: '' });
    const mention = quoteView({ quote: 'Call `Context.invoke` to run it.', document: 'README.md', paragraph: 2,
      line: null, use: 'mention' });
    expect(mention.code).toBe(false);
    expect(mention.where).toBe('README.md ¶2');
  });

  it('keeps markup as text: the panel sets it as text, never as HTML', () => {
    const view = quoteView({ quote: '    x = "<img src=x onerror=alert(1)>"', document: 'a.py', paragraph: 1, line: 2, use: 'assignment' });
    expect(view.text).toBe('x = "<img src=x onerror=alert(1)>"');
  });
});

describe('a relationship of code', () => {
  it('says its kinds of use and its first sites, and how many more', () => {
    const rel = { type: 'calls', sites: ['src/a.py:3', 'src/b.py:9', 'src/c.py:1', 'src/c.py:7'], kinds: ['call', 'decorator'] };
    expect(relationUses(rel)).toEqual({ kinds: 'call, decorator', where: 'src/a.py:3, src/b.py:9 (+2)', sites: rel.sites });
    expect(relationUses({ type: 'calls', sites: ['a.py:1'] })).toEqual({ kinds: '', where: 'a.py:1', sites: ['a.py:1'] });
  });

  it('is none for prose', () => {
    expect(relationUses({ type: 'implies', evidence: [] })).toBeNull();
    expect(relationUses({ type: 'implies', sites: [] })).toBeNull();
  });
});

describe('tooltips', () => {
  it("say a symbol's kind, qualified name and definition, escaped", () => {
    const state = createState({});
    const html = nodeTooltip(state, { ...symbol, qualified_name: 'a.<b>' }, '#4fd6a5', 'method');
    expect(html).toContain('method · a.&lt;b&gt; · src/click/core.py:742');
    expect(html).not.toContain('<b>');
    expect(nodeTooltip(state, prose, '#fff', 'Tenders')).not.toContain('tt-code');
  });
});
