// Fixed colours: relationship types, node groups (folders), kinds of code and risks of a change, chosen
// to read well on #0b1020.

export const BACKGROUND = '#0b1020';

export const CONTRADICTS = 'contradicts';

export const LINK_TYPES = ['implies', 'contradicts', 'supports', 'part_of', 'kind_of', 'requires', 'related_to',
  'calls', 'references', 'imports', 'inherits', 'overrides', 'describes'];

// The links a top-down (DAG) layout orders: each reads from a thing to what it rests on.
export const DAG_TYPES = new Set(['implies', 'requires', 'part_of', 'kind_of', 'calls', 'inherits', 'imports']);

/** The DAG's link types in words: "implies, requires, ..., inherits or imports". */
export function dagTypesText(joiner = 'or') {
  const names = [...DAG_TYPES].map((type) => TYPE_LABELS[type] || type);
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names[names.length - 1]}`;
}

export const TYPE_COLORS = {
  implies: '#4ea8ff',
  contradicts: '#ff3b3b',
  supports: '#3ddc97',
  part_of: '#f7b538',
  kind_of: '#e6d86e',
  requires: '#b58cff',
  related_to: '#8b95a8',
  calls: '#ff4fd8', // magenta: no prose type is near it (part_of is amber)
  references: '#a47551', // brown: related_to keeps the grey
  imports: '#45c7d1',
  inherits: '#c77dff',
  overrides: '#f06595',
  describes: '#a3e635',
};

export const TYPE_LABELS = {
  implies: 'implies',
  contradicts: 'contradicts',
  supports: 'supports',
  part_of: 'part of',
  kind_of: 'kind of',
  requires: 'requires',
  related_to: 'related to',
  calls: 'calls',
  references: 'references',
  imports: 'imports',
  inherits: 'inherits',
  overrides: 'overrides',
  describes: 'describes',
};

const OTHER_TYPE_COLOR = '#c9ced8';

export function typeColor(type) {
  return TYPE_COLORS[type] || OTHER_TYPE_COLOR;
}

export function typeLabel(type) {
  return TYPE_LABELS[type] || String(type || '').replace(/_/g, ' ');
}

// Node colours: no pure red (reserved for contradictions), distinct in hue and lightness.
const GROUP_PALETTE = [
  '#5fb3ff', // sky
  '#ffb454', // amber
  '#4fd6a5', // mint
  '#c792ff', // lavender
  '#ff8fb1', // pink
  '#e8e06b', // lemon
  '#56d4e6', // cyan
  '#a5d86b', // lime
  '#ff9f6e', // apricot
  '#8f9dff', // periwinkle
  '#d7a6ff', // lilac
  '#7fe3c9', // aqua
];

/** The i-th colour of the palette; past its end, hues a golden angle apart. */
export function paletteColor(i) {
  return i < GROUP_PALETTE.length ? GROUP_PALETTE[i] : `hsl(${Math.round((i * 137.508) % 360)}, 70%, 68%)`;
}

/** Assigns colours to groups in a stable order; new groups get the next free colour. */
export class GroupColors {
  constructor() {
    this.map = new Map();
  }

  assign(groups) {
    for (const group of groups) {
      if (!this.map.has(group)) {
        this.map.set(group, paletteColor(this.map.size));
      }
    }
  }

  color(group) {
    if (!this.map.has(group)) this.assign([group]);
    return this.map.get(group);
  }
}

// Kinds of code (a :Symbol's `kind`), in reading order: containers, types, callables, values. Kinds a
// reader holds as one share a colour (an attribute and a property, a constant and a variable). Coloured
// by kind, a prose concept is sand: a folder's colour there would pass for a kind.
export const KIND_ORDER = ['module', 'class', 'interface', 'enum', 'enum_member', 'type_alias', 'function', 'method',
  'property', 'attribute', 'constant', 'variable'];

export const KIND_COLORS = {
  module: '#9aa8c7', // slate: the files that hold the rest
  class: '#4ea8ff', // blue
  interface: '#56d4e6', // cyan
  enum: '#c792ff', // violet
  enum_member: '#e2c2ff', // pale violet: the enum's own
  type_alias: '#a5d86b', // lime
  function: '#ffb454', // amber
  method: '#4fd6a5', // mint
  property: '#e8e06b', // lemon
  attribute: '#e8e06b',
  constant: '#ff8fb1', // pink
  variable: '#ff8fb1',
};

export const KIND_LABELS = {
  module: 'module',
  class: 'class',
  interface: 'interface',
  enum: 'enum',
  enum_member: 'enum member',
  type_alias: 'type alias',
  function: 'function',
  method: 'method',
  property: 'property',
  attribute: 'attribute',
  constant: 'constant',
  variable: 'variable',
};

const OTHER_KIND_COLOR = '#c9ced8';
export const PROSE_COLOR = '#d6cbb8';

export function kindColor(kind) {
  return KIND_COLORS[kind] || OTHER_KIND_COLOR;
}

export function kindLabel(kind) {
  return KIND_LABELS[kind] || String(kind || '').replace(/_/g, ' ');
}

// Languages of code (a :Symbol's `language`), as docs/code.md lists them; a .tsx file's symbols are
// TypeScript's. Hues apart from each other and from the prose concepts' sand.
export const LANGUAGE_ORDER = ['python', 'typescript', 'javascript', 'go', 'c', 'cpp', 'java'];

export const LANGUAGE_COLORS = {
  python: '#ffd45e', // yellow
  typescript: '#4ea8ff', // blue
  javascript: '#ff9f6e', // apricot
  go: '#56d4e6', // cyan
  c: '#c792ff', // violet
  cpp: '#a5d86b', // lime
  java: '#ff7eb6', // rose
};

export const LANGUAGE_LABELS = {
  python: 'Python', typescript: 'TypeScript', javascript: 'JavaScript', go: 'Go', c: 'C', cpp: 'C++',
  java: 'Java',
};

/** The language a symbol's `language` is one of: tsx is TypeScript. */
export function languageKey(language) {
  return language === 'tsx' ? 'typescript' : String(language || '');
}

export function languageColor(language) {
  return LANGUAGE_COLORS[languageKey(language)] || OTHER_KIND_COLOR;
}

export function languageLabel(language) {
  return LANGUAGE_LABELS[languageKey(language)] || languageKey(language) || 'unknown language';
}

// What a change does to a line (scout's code answer): high must change, medium should be looked at,
// low is safe to ignore. `changed` is the symbol the change is made to, `unrated` what no pointer rates.
export const RISK_ORDER = ['high', 'medium', 'low', 'changed', 'unrated'];

export const RISK_COLORS = {
  high: '#ff4040',
  medium: '#ffb020',
  low: '#8b95a8',
  changed: '#f4f7ff',
  unrated: '#46506b',
};

export const RISK_LABELS = {
  high: 'breaks: must change',
  medium: 'look at: may break',
  low: 'safe to ignore',
  changed: 'the symbol changed',
  unrated: 'not rated',
};
