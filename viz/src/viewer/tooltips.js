// The tooltips of nodes and links: HTML (3d-force-graph shows a label as HTML), so every value from
// the graph goes in escaped. Pure functions.
import { kindLabel, typeColor, typeLabel } from '../palette.js';
import { escapeHtml, plural, truncate } from '../text.js';
import { isSymbol, location } from './code.js';
import { groupName, idOf } from './data.js';

export function nodeTooltip(state, node, color, colorName = groupName(node)) {
  const description = node.description ? `<div class="tt-desc">${escapeHtml(truncate(node.description, 220))}</div>` : '';
  const center = node.id === state.centerId ? '<span class="tt-center">center</span>' : '';
  const where = location(node.document, node.line);
  const code = isSymbol(node) // a symbol of code: what it is and where it is defined
    ? `<div class="tt-code">${[kindLabel(node.kind), node.qualified_name, where].filter(Boolean).map(escapeHtml).join(' · ')}</div>`
    : '';
  return `<div class="tt">
    <div class="tt-title">${escapeHtml(node.label)}${center}</div>
    <div class="tt-group"><span class="dot" style="background:${escapeHtml(color)}"></span>${escapeHtml(colorName)}</div>
    ${code}${description}
    <div class="tt-meta">${plural(node.evidence_count, 'quote')} · ${plural(node.degree, 'relationship')}</div>
  </div>`;
}

export function linkTooltip(state, link) {
  const source = state.nodeById.get(idOf(link.source));
  const target = state.nodeById.get(idOf(link.target));
  const confidence = link.confidence === null ? '' : ` <span class="tt-meta">confidence ${link.confidence.toFixed(2)}</span>`;
  return `<div class="tt">
    <div class="tt-type" style="color:${escapeHtml(typeColor(link.type))}">${escapeHtml(typeLabel(link.type))}${confidence}</div>
    <div>${escapeHtml(source ? source.label : idOf(link.source))} → ${escapeHtml(target ? target.label : idOf(link.target))}</div>
  </div>`;
}
