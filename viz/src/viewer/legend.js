// The header line, the relationship legend (click to hide a type) and the node colours: by folder or
// by community (a switch in the colours' legend, when the view's concepts belong to communities).
import { hasCommunities, viewCommunities } from '../communities.js';
import { $, el } from '../dom.js';
import { CONTRADICTS, DAG_TYPES, typeColor, typeLabel } from '../palette.js';
import { formatDate, plural, relativeTime, truncate } from '../text.js';
import { groupsBySize, legendTypes } from './data.js';

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
 * `colors`: groupColors (folders), communityColors, and onColorBy(mode) for the switch between them.
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

const SHOWN_COLORS = 10;

/** The legend's title as a switch between colouring by folder and by community. */
function colorSwitch(state, onColorBy) {
  const option = (mode, label, title) => el('button', {
    type: 'button', 'data-mode': mode, 'aria-pressed': String(state.colorBy === mode), title, text: label,
    onclick: () => onColorBy(mode),
  });
  return el('div', { id: 'color-by', class: 'legend-title color-by', role: 'group', 'aria-label': 'Colour the concepts by' },
    option('folder', 'Folders', 'Colour each concept by the folder where it is quoted most'),
    option('community', 'Communities', 'Colour each concept by its community (the map of the corpus on the start page)'));
}

function renderColors(state, { groupColors, communityColors, onColorBy }) {
  const box = $('groups');
  box.textContent = '';
  const byCommunity = state.colorBy === 'community';
  const rows = byCommunity
    ? viewCommunities(state.nodes).map(({ id, name, count }) => ({
      key: id ?? '', name, count, color: communityColors.colorOf(id), title: `${plural(count, 'concept')} of ${name}` }))
    : groupsBySize(state.nodes).map(([group, count]) => ({
      key: group, name: group, count, color: groupColors.color(group), title: `${plural(count, 'concept')} mostly quoted in ${group}` }));
  if (!rows.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.dataset.colorBy = state.colorBy;
  box.setAttribute('aria-label', byCommunity ? 'Node colours: the community of each concept'
    : 'Node colours: the folder where each concept is quoted most');
  box.append(hasCommunities(state.nodes) ? colorSwitch(state, onColorBy)
    : el('div', { class: 'legend-title', text: 'Folders' }));
  const shown = rows.slice(0, SHOWN_COLORS);
  for (const row of shown) {
    box.append(el('div', { class: 'group-row', title: row.title, [byCommunity ? 'data-community' : 'data-folder']: row.key },
      el('span', { class: 'dot', style: `background:${row.color}` }),
      el('span', { class: 'name', text: row.name }),
      el('span', { class: 'count', text: String(row.count) })));
  }
  if (rows.length > shown.length) {
    const more = rows.length - shown.length;
    box.append(el('div', { class: 'muted small', text: `+ ${byCommunity ? plural(more, 'more community', 'more communities') : plural(more, 'more folder')}` }));
  }
}
