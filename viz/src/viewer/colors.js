// What the node colours tell, the legend's switch: the folder where a concept is quoted most, its
// community, its kind of code, its language (a view of several), or (a drawn answer of scout over code)
// what a change does to it. Pure
// functions over the state; the colours of folders and communities come from their own palettes
// (`palettes`: { groupColors, communityColors }), handed in.
import { hasCommunities, nodeCommunity, viewCommunities } from '../communities.js';
import {
  KIND_ORDER, kindColor, kindLabel, LANGUAGE_ORDER, languageColor, languageKey, languageLabel, PROSE_COLOR,
  RISK_COLORS, RISK_LABELS, RISK_ORDER,
} from '../palette.js';
import { plural } from '../text.js';
import { isSymbol } from './code.js';
import { groupName, groupsBySize } from './data.js';

const PROSE = 'prose concept';

export const MODE_LABELS = { folder: 'Folders', community: 'Communities', kind: 'Kinds', language: 'Languages',
  risk: 'Risk' };

const MODE_TITLES = {
  folder: 'Colour each concept by the folder where it is quoted most',
  community: 'Colour each concept by its community (the map of the corpus on the start page)',
  kind: 'Colour each symbol of code by its kind (prose concepts in one colour of their own)',
  language: 'Colour each symbol of code by its language (prose concepts in one colour of their own)',
  risk: 'Colour each symbol by what the change does to the lines in it',
};

const MODE_DESCRIPTIONS = {
  folder: 'Node colours: the folder where each concept is quoted most',
  community: 'Node colours: the community of each concept',
  kind: 'Node colours: the kind of each symbol of code, and prose concepts',
  language: 'Node colours: the language of each symbol of code, and prose concepts',
  risk: 'Node colours: what the change does to each symbol',
};

export const modeTitle = (mode) => MODE_TITLES[mode];
export const modeDescription = (mode) => MODE_DESCRIPTIONS[mode];

/** The colourings this view can offer, in the switch's order. */
export function colorModes(state) {
  const modes = ['folder'];
  if (hasCommunities(state.nodes)) modes.push('community');
  if (state.nodes.some(isSymbol)) modes.push('kind');
  if (severalLanguages(state)) modes.push('language');
  if (state.risks && state.risks.size) modes.push('risk');
  return modes;
}

/**
 * The colouring a view opens with: what a drawn change does, else languages for code of several, kinds
 * for code of one, else folders.
 */
export function defaultColorMode(state) {
  if (state.risks && state.risks.size) return 'risk';
  if (severalLanguages(state)) return 'language';
  return state.nodes.some(isSymbol) ? 'kind' : 'folder';
}

function severalLanguages(state) {
  return languageCounts(state.nodes.filter(isSymbol)).length > 1;
}

/** A mode the view can show: `wanted` when it offers it, else folders. */
export function usableMode(state, wanted) {
  return colorModes(state).includes(wanted) ? wanted : 'folder';
}

/**
 * changed (the center: the symbol the change is made to, whatever lines of it an answer rates, such as
 * the docs' mention of it), else high, medium or low (the highest rating of the lines in it), else unrated.
 */
export function riskOf(state, node) {
  if (node.id === state.centerId) return 'changed';
  return (state.risks && state.risks.get(node.id)) || 'unrated';
}

export function nodeColorIn(state, palettes, node) {
  switch (state.colorBy) {
    case 'community': return palettes.communityColors.color(node);
    case 'kind': return isSymbol(node) ? kindColor(node.kind) : PROSE_COLOR;
    case 'language': return isSymbol(node) ? languageColor(node.language) : PROSE_COLOR;
    case 'risk': return RISK_COLORS[riskOf(state, node)] || RISK_COLORS.unrated;
    default: return palettes.groupColors.color(groupName(node));
  }
}

/** What a node's colour stands for, in words (the tooltip and the panel's tag). */
export function colorNameIn(state, node) {
  switch (state.colorBy) {
    case 'community': return nodeCommunity(node).name;
    case 'kind': return isSymbol(node) ? kindLabel(node.kind) : PROSE;
    case 'language': return isSymbol(node) ? languageLabel(node.language) : PROSE;
    case 'risk': return RISK_LABELS[riskOf(state, node)] || RISK_LABELS.unrated;
    default: return groupName(node);
  }
}

/**
 * The legend's rows for the current mode: [{ key, name, count, color, title, data }], where `data` is
 * the row's data attribute (data-folder, data-community, data-kind, data-language, data-prose, data-risk).
 */
export function colorRows(state, palettes) {
  switch (state.colorBy) {
    case 'community':
      return viewCommunities(state.nodes).map(({ id, name, count }) => ({
        key: id ?? '', name, count, color: palettes.communityColors.colorOf(id), data: 'data-community',
        title: `${plural(count, 'concept')} of ${name}`,
      }));
    case 'kind': {
      const symbols = state.nodes.filter(isSymbol);
      return withProse(state, symbols, kindCounts(symbols).map(({ kind, count }) => ({
        key: kind, name: kindLabel(kind), count, color: kindColor(kind), data: 'data-kind',
        title: `${plural(count, kindLabel(kind))} of code`,
      })));
    }
    case 'language': {
      const symbols = state.nodes.filter(isSymbol);
      return withProse(state, symbols, languageCounts(symbols).map(({ language, count }) => ({
        key: language, name: languageLabel(language), count, color: languageColor(language), data: 'data-language',
        title: `${plural(count, 'symbol')} of ${languageLabel(language)} code`,
      })));
    }
    case 'risk': {
      const counts = new Map();
      for (const node of state.nodes) counts.set(riskOf(state, node), (counts.get(riskOf(state, node)) || 0) + 1);
      return RISK_ORDER.filter((risk) => counts.has(risk)).map((risk) => ({
        key: risk, name: RISK_LABELS[risk], count: counts.get(risk), color: RISK_COLORS[risk], data: 'data-risk',
        title: `${plural(counts.get(risk), 'symbol')}: ${RISK_LABELS[risk]}`,
      }));
    }
    default:
      return groupsBySize(state.nodes).map(([group, count]) => ({
        key: group, name: group, count, color: palettes.groupColors.color(group), data: 'data-folder',
        title: `${plural(count, 'concept')} mostly quoted in ${group}`,
      }));
  }
}

/** The rows of code's colours, then the prose concepts' row when the view has any. */
function withProse(state, symbols, rows) {
  const prose = state.nodes.length - symbols.length;
  if (!prose) return rows;
  return [...rows, { key: 'prose', name: PROSE, count: prose, color: PROSE_COLOR, data: 'data-prose',
    title: `${plural(prose, PROSE)} (from documents, not code)` }];
}

/** The languages among `symbols` with their counts (tsx counted as TypeScript): known ones in order, then others. */
export function languageCounts(symbols) {
  const counts = new Map();
  for (const node of symbols) counts.set(languageKey(node.language), (counts.get(languageKey(node.language)) || 0) + 1);
  const known = LANGUAGE_ORDER.filter((language) => counts.has(language));
  const other = [...counts.keys()].filter((language) => !LANGUAGE_ORDER.includes(language)).sort();
  return [...known, ...other].map((language) => ({ language, count: counts.get(language) }));
}

/** The kinds among `symbols` with their counts: known kinds in reading order, then any other by name. */
export function kindCounts(symbols) {
  const counts = new Map();
  for (const node of symbols) counts.set(node.kind, (counts.get(node.kind) || 0) + 1);
  const known = KIND_ORDER.filter((kind) => counts.has(kind));
  const other = [...counts.keys()].filter((kind) => !KIND_ORDER.includes(kind)).sort();
  return [...known, ...other].map((kind) => ({ kind, count: counts.get(kind) }));
}
