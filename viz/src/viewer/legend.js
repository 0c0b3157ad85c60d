// The header line, the relationship legend (click to hide a type) and the folder colours.
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

export function renderLegend(state, { onToggle, groupColors }) {
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
  renderGroups(state, groupColors);
}

function renderGroups(state, groupColors) {
  const box = $('groups');
  box.textContent = '';
  const groups = groupsBySize(state.nodes);
  if (!groups.length) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  box.append(el('div', { class: 'legend-title', text: 'Folders' }));
  const shown = groups.slice(0, 10);
  for (const [group, count] of shown) {
    box.append(el('div', { class: 'group-row', title: `${count} concepts mostly quoted in ${group}` },
      el('span', { class: 'dot', style: `background:${groupColors.color(group)}` }),
      el('span', { class: 'name', text: group }),
      el('span', { class: 'count', text: String(count) })));
  }
  if (groups.length > shown.length) {
    box.append(el('div', { class: 'muted small', text: `+ ${groups.length - shown.length} more folders` }));
  }
}
