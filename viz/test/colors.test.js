import { describe, expect, it } from 'vitest';

import { CommunityColors } from '../src/communities.js';
import {
  DAG_TYPES, dagTypesText, GroupColors, KIND_COLORS, KIND_ORDER, kindColor, kindLabel, LANGUAGE_COLORS, LANGUAGE_ORDER,
  PROSE_COLOR, RISK_COLORS,
} from '../src/palette.js';
import {
  colorModes, colorNameIn, colorRows, defaultColorMode, kindCounts, languageCounts, nodeColorIn, riskOf, usableMode,
} from '../src/viewer/colors.js';
import { mergeData } from '../src/viewer/data.js';
import { createState } from '../src/viewer/state.js';

const sym = (id, kind, extra = {}) => ({ id, label: id, kind, language: 'python', qualified_name: `pkg.${id}`,
  document: 'pkg/a.py', line: 1, group: 'pkg', evidence_count: 1, degree: 1, ...extra });
const prose = (id, group) => ({ id, label: id, group, evidence_count: 1, degree: 1 });

function view(nodes, extra = {}) {
  const state = createState({});
  mergeData(state, nodes, []);
  Object.assign(state, extra);
  const groupColors = new GroupColors();
  groupColors.assign(['pkg', 'Design', 'Notes']);
  return { state, palettes: { groupColors, communityColors: new CommunityColors() } };
}

describe('colours of code', () => {
  it('every kind of symbol has a colour; attributes and properties share one, constants and variables too', () => {
    for (const kind of KIND_ORDER) expect(KIND_COLORS[kind]).toMatch(/^#[0-9a-f]{6}$/);
    expect(kindColor('attribute')).toBe(kindColor('property'));
    expect(kindColor('constant')).toBe(kindColor('variable'));
    const distinct = new Set(['module', 'class', 'interface', 'enum', 'enum_member', 'type_alias', 'function', 'method',
      'attribute', 'constant'].map(kindColor));
    expect(distinct.size).toBe(10);
    expect(kindLabel('type_alias')).toBe('type alias');
    expect(kindColor('macro')).toMatch(/^#/); // a kind a later language brings still gets a colour
  });

  it('colours symbols by kind and prose concepts in a colour no kind has; by folder, prose keeps its colour', () => {
    const { state, palettes } = view([sym('Ctx', 'class'), sym('Ctx.invoke', 'method'), prose('promise', 'Design')]);
    state.colorBy = 'kind';
    expect(nodeColorIn(state, palettes, state.nodeById.get('Ctx'))).toBe(KIND_COLORS.class);
    expect(nodeColorIn(state, palettes, state.nodeById.get('Ctx.invoke'))).toBe(KIND_COLORS.method);
    expect(nodeColorIn(state, palettes, state.nodeById.get('promise'))).toBe(PROSE_COLOR);
    expect(Object.values(KIND_COLORS)).not.toContain(PROSE_COLOR);
    state.colorBy = 'folder';
    expect(nodeColorIn(state, palettes, state.nodeById.get('promise'))).toBe(palettes.groupColors.color('Design'));
    expect(nodeColorIn(state, palettes, state.nodeById.get('Ctx'))).toBe(palettes.groupColors.color('pkg'));
    expect(colorNameIn({ ...state, colorBy: 'kind' }, state.nodeById.get('Ctx.invoke'))).toBe('method');
    expect(colorNameIn({ ...state, colorBy: 'kind' }, state.nodeById.get('promise'))).toBe('prose concept');
  });

  it('lists the kinds in reading order, then the prose concepts', () => {
    const { state, palettes } = view([sym('f', 'function'), sym('C', 'class'), sym('g', 'function'), sym('X', 'macro'),
      prose('p', 'Design')]);
    state.colorBy = 'kind';
    expect(kindCounts(state.nodes.filter((n) => n.kind))).toEqual([
      { kind: 'class', count: 1 }, { kind: 'function', count: 2 }, { kind: 'macro', count: 1 }]);
    const rows = colorRows(state, palettes);
    expect(rows.map((r) => `${r.data}=${r.key}:${r.count}`)).toEqual([
      'data-kind=class:1', 'data-kind=function:2', 'data-kind=macro:1', 'data-prose=prose:1']);
    expect(rows[0].color).toBe(KIND_COLORS.class);
  });
});

describe('colours of languages', () => {
  const mixed = () => view([sym('py', 'function'), sym('ts', 'function', { language: 'typescript' }),
    sym('tsx', 'function', { language: 'tsx' }), sym('go', 'method', { language: 'go' }),
    sym('rb', 'function', { language: 'ruby' }), prose('a', 'Notes')]);

  it('every language read has a colour of its own, none of them a prose concept\'s', () => {
    const colours = LANGUAGE_ORDER.map((language) => LANGUAGE_COLORS[language]);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set([...colours, PROSE_COLOR]).size).toBe(colours.length + 1);
  });

  it('colours symbols by language, a .tsx symbol as TypeScript, and prose apart', () => {
    const { state, palettes } = mixed();
    state.colorBy = 'language';
    const color = (id) => nodeColorIn(state, palettes, state.nodeById.get(id));
    expect(color('py')).toBe(LANGUAGE_COLORS.python);
    expect(color('tsx')).toBe(LANGUAGE_COLORS.typescript);
    expect(color('go')).toBe(LANGUAGE_COLORS.go);
    expect(color('a')).toBe(PROSE_COLOR);
    expect(colorNameIn(state, state.nodeById.get('tsx'))).toBe('TypeScript');
    expect(colorNameIn(state, state.nodeById.get('rb'))).toBe('ruby'); // a language not listed keeps its name
    expect(languageCounts(state.nodes.filter((n) => n.kind))).toEqual([
      { language: 'python', count: 1 }, { language: 'typescript', count: 2 }, { language: 'go', count: 1 },
      { language: 'ruby', count: 1 }]);
    expect(colorRows(state, palettes).map((r) => `${r.data}=${r.key}:${r.count}`)).toEqual([
      'data-language=python:1', 'data-language=typescript:2', 'data-language=go:1', 'data-language=ruby:1',
      'data-prose=prose:1']);
  });

  it('is offered, and opened on, when the view holds code of several languages only', () => {
    expect(colorModes(mixed().state)).toEqual(['folder', 'kind', 'language']);
    expect(defaultColorMode(mixed().state)).toBe('language');
    const one = view([sym('f', 'function'), sym('g', 'method')]).state;
    expect(colorModes(one)).toEqual(['folder', 'kind']);
    expect(usableMode(one, 'language')).toBe('folder');
  });
});

describe('the colourings a view offers', () => {
  it('kinds when it holds code, risk when an answer rated a change, folders always', () => {
    expect(colorModes(view([prose('a', 'Notes')]).state)).toEqual(['folder']);
    expect(colorModes(view([prose('a', 'Notes'), { ...prose('b', 'Notes'), community: '1:b' }]).state))
      .toEqual(['folder', 'community']);
    const code = view([sym('f', 'function')]).state;
    expect(colorModes(code)).toEqual(['folder', 'kind']);
    code.risks = new Map([['f', 'high']]);
    expect(colorModes(code)).toEqual(['folder', 'kind', 'risk']);
  });

  it('opens on risk for a rated change, on kinds for code, on folders for prose', () => {
    expect(defaultColorMode(view([prose('a', 'Notes')]).state)).toBe('folder');
    const code = view([sym('f', 'function'), prose('a', 'Notes')]).state;
    expect(defaultColorMode(code)).toBe('kind');
    code.risks = new Map([['f', 'low']]);
    expect(defaultColorMode(code)).toBe('risk');
    expect(usableMode(view([prose('a', 'Notes')]).state, 'kind')).toBe('folder');
  });
});

describe('what a change does, marked', () => {
  it('high red, medium amber, low grey, the symbol changed at the center, the rest unrated', () => {
    const { state, palettes } = view([sym('changed', 'function'), sym('caller', 'function'), sym('maybe', 'method'),
      sym('importer', 'module'), sym('visited', 'function')], {
      risks: new Map([['caller', 'high'], ['maybe', 'medium'], ['importer', 'low'], ['changed', 'low']]), centerId: 'changed',
      colorBy: 'risk',
    });
    const color = (id) => nodeColorIn(state, palettes, state.nodeById.get(id));
    expect(color('caller')).toBe(RISK_COLORS.high);
    expect(color('maybe')).toBe(RISK_COLORS.medium);
    expect(color('importer')).toBe(RISK_COLORS.low);
    expect(color('changed')).toBe(RISK_COLORS.changed);
    expect(color('visited')).toBe(RISK_COLORS.unrated);
    expect(RISK_COLORS.high).toMatch(/^#ff/);
    expect(riskOf(state, state.nodeById.get('caller'))).toBe('high');
    expect(colorNameIn(state, state.nodeById.get('caller'))).toBe('breaks: must change');
    expect(colorRows(state, palettes).map((r) => [r.key, r.count])).toEqual([
      ['high', 1], ['medium', 1], ['low', 1], ['changed', 1], ['unrated', 1]]);
  });
});

describe('the DAG of code', () => {
  it('orders calls, inherits and imports with the hierarchy of prose', () => {
    for (const type of ['calls', 'inherits', 'imports', 'implies', 'requires', 'part_of']) expect(DAG_TYPES.has(type)).toBe(true);
    for (const type of ['references', 'overrides', 'describes', 'contradicts']) expect(DAG_TYPES.has(type)).toBe(false);
    expect(dagTypesText('and')).toBe('implies, requires, part of, kind of, calls, inherits and imports');
  });
});
