// The header line, the relationship legend (click to hide a type) and the node colours: by folder, by
// community, by kind of code or by what a change does (a switch in the colours' legend, offering what
// the view's concepts carry; colors.js says what each mode shows).
import { $, el } from '../dom.js';
import { CONTRADICTS, DAG_TYPES, typeColor, typeLabel } from '../palette.js';
import { formatDate, plural, relativeTime, truncate } from '../text.js';
import { colorModes, colorRows, MODE_LABELS, modeDescription, modeTitle } from './colors.js';
import { legendTypes } from './data.js';

export function renderHeader(state, { onCenter }) {
  const parts = [plural(state.nodes.length, 'concept'), plural(state.links.length, 'link')];
  const { session } = state;
  if (session && session.depth !== undefined && session.depth !== null) parts.push(`depth ${session.depth}`);
  const info = $('session-info');
  info.textContent = '';
  info.append(parts.join(' · '));
  const center = state.centerId && state.nodeById.get(state.centerId);
  if (center) {
    info.append(' · centred on ');
    info.append(el('button', {
      type: 'button', class: 'linklike', text: truncate(center.label, 48), title: 'Fly to the center concept',
      onclick: () => onCenter(center),
    }));
  }
  if (session && session.expires_at) {
    info.append(' · ');
    info.append(el('span', { title: `Expires ${formatDate(session.expires_at)}`, text: `link expires ${relativeTime(session.expires_at)}` }));
  }
  const box = $('truncated');
  if (state.truncated) {
    box.textContent = `Showing the first ${plural(state.initialNodeCount, 'node')}: the view was truncated. Expand concepts to see more.`;
    box.hidden = false;
  } else {
    box.hidden = true;
  }
}

/**
 * `colors`: palettes ({ groupColors, communityColors }) and onColorBy(mode) for the switch between modes.
 */
export function renderLegend(state, { onToggle, colors }) {
  const legend = $('legend');
  legend.textContent = '';
  const types = legendTypes(state.links);
  legend.append(el('div', { class: 'legend-title' }, 'Relationships', el('span', { class: 'hint', text: 'click to hide' })));
  if (!types.length) legend.append(el('div', { class: 'muted small', text: 'No relationships in this view.' }));
  for (const { type, count } of types) {
    const off = state.hiddenTypes.has(type);
    const outOfDag = state.dag.on && !DAG_TYPES.has(type);
    legend.append(el('button', {
      type: 'button',
      class: `legend-row${off ? ' off' : ''}${outOfDag ? ' out' : ''}${type === CONTRADICTS ? ' contradicts' : ''}`,
      'data-type': type,
      'aria-pressed': String(!off),
      title: outOfDag ? `${typeLabel(type)}: not shown in DAG mode` : `${off ? 'Show' : 'Hide'} ${typeLabel(type)} links`,
      style: `--c:${typeColor(type)}`,
      onclick: () => onToggle(type),
    },
    el('span', { class: 'swatch' }),
    el('span', { class: 'name', text: typeLabel(type) }),
    el('span', { class: 'count', text: String(count) })));
  }
  renderColors(state, colors);
}

const SHOWN_COLORS = 12;
const MORE = { folder: ['more folder'], community: ['more community', 'more communities'], kind: ['more kind'],
  language: ['more language'] };

/** The legend's title as a switch between the colourings the view offers. */
function colorSwitch(state, modes, onColorBy) {
  return el('div', { id: 'color-by', class: 'legend-title color-by', role: 'group', 'aria-label': 'Colour the concepts by' },
    modes.map((mode) => el('button', {
      type: 'button', 'data-mode': mode, 'aria-pressed': String(state.colorBy === mode), title: modeTitle(mode),
      text: MODE_LABELS[mode], onclick: () => onColorBy(mode),
    })));
}

function renderColors(state, { palettes, onColorBy }) {
  const box = $('groups');
  box.textContent = '';
  const rows = colorRows(state, palettes);
  if (!rows.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.dataset.colorBy = state.colorBy;
  box.setAttribute('aria-label', modeDescription(state.colorBy));
  const modes = colorModes(state);
  box.append(modes.length > 1 ? colorSwitch(state, modes, onColorBy)
    : el('div', { class: 'legend-title', text: MODE_LABELS[state.colorBy] }));
  for (const row of rows.slice(0, SHOWN_COLORS)) {
    box.append(el('div', { class: 'group-row', title: row.title, [row.data]: row.key },
      el('span', { class: 'dot', style: `background:${row.color}` }),
      el('span', { class: 'name', text: row.name }),
      el('span', { class: 'count', text: String(row.count) })));
  }
  if (rows.length > SHOWN_COLORS) {
    const [one, many] = MORE[state.colorBy] || ['more'];
    box.append(el('div', { class: 'muted small', text: `+ ${plural(rows.length - SHOWN_COLORS, one, many)}` }));
  }
}
