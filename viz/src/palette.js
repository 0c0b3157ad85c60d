// Fixed colours: relationship types and node groups (folders), chosen to read well on #0b1020.

export const BACKGROUND = '#0b1020';

export const CONTRADICTS = 'contradicts';

export const LINK_TYPES = ['implies', 'contradicts', 'supports', 'part_of', 'kind_of', 'requires', 'related_to',
  'calls', 'references', 'imports', 'inherits', 'overrides', 'describes'];

export const DAG_TYPES = new Set(['implies', 'requires', 'part_of', 'kind_of', 'calls', 'inherits', 'imports']);

export const TYPE_COLORS = {
  implies: '#4ea8ff',
  contradicts: '#ff3b3b',
  supports: '#3ddc97',
  part_of: '#f7b538',
  kind_of: '#e6d86e',
  requires: '#b58cff',
  related_to: '#8b95a8',
  calls: '#ff9f43',
  references: '#6c7a96',
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
