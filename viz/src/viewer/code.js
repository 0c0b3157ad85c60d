// Code in the view: what tells a symbol of code from a prose concept, and how its facts, its quotes
// (a definition and its uses, each a source line) and its relationships (uses at sites) read in the
// side panel. Pure functions: the panel turns what they return into elements, as text only.
import { kindLabel } from '../palette.js';

const SITES_SHOWN = 2;

/** A symbol of code: the view's graph and the concept's details give it a kind (prose concepts none). */
export function isSymbol(node) {
  return Boolean(node && node.kind);
}

/** `document:line`, or '' when either is missing. */
export function location(document, line) {
  return document && line !== undefined && line !== null ? `${document}:${line}` : '';
}

/**
 * The facts the panel shows over a symbol's quotes: its kind, language, qualified name and where it is
 * defined. `details` (GET /api/concepts/{id}) says `defined_at`; the view's node its document and line.
 * Null for a prose concept.
 */
export function symbolFacts(node, details = {}) {
  const kind = details.kind || (node && node.kind);
  if (!kind) return null;
  return {
    kind,
    kindLabel: kindLabel(kind),
    language: details.language || (node && node.language) || '',
    qualifiedName: details.qualified_name || (node && node.qualified_name) || '',
    definedAt: details.defined_at || location(node && node.document, node && node.line),
  };
}

/**
 * How the panel shows one quote. A line of code (it carries `line`; prose that names a symbol, a
 * `mention`, does not) is `{ code: true, text, line, where: 'document:line', use }`, its text without
 * the indentation it has in the file; prose is `{ code: false, text, where: 'document ¶n' }`.
 */
export function quoteView(quote) {
  const line = quote.line === undefined || quote.line === null ? null : Number(quote.line);
  if (line !== null && Number.isFinite(line) && quote.use !== 'mention') {
    return {
      code: true,
      text: String(quote.quote ?? '').replace(/\s+$/, '').replace(/^[ \t]+/, ''),
      line,
      where: location(quote.document, line),
      use: quote.use || '',
      definition: quote.use === 'definition',
    };
  }
  const paragraph = quote.paragraph !== undefined && quote.paragraph !== null ? `¶${quote.paragraph}` : null;
  return {
    code: false,
    text: String(quote.quote ?? ''),
    where: [quote.document, paragraph].filter(Boolean).join(' ') || quote.source_id || '',
    use: quote.use || '',
  };
}

/**
 * A relationship of code (it carries the sites of its uses): the kinds of use and where the first
 * ones are, `{ kinds: 'call, import', where: 'a.py:3, b.py:9 (+4)', sites: [...] }`; null for prose.
 */
export function relationUses(rel) {
  const sites = Array.isArray(rel.sites) ? rel.sites.map(String) : [];
  if (!sites.length) return null;
  const more = sites.length > SITES_SHOWN ? ` (+${sites.length - SITES_SHOWN})` : '';
  return {
    kinds: (Array.isArray(rel.kinds) ? rel.kinds : []).join(', '),
    where: sites.slice(0, SITES_SHOWN).join(', ') + more,
    sites,
  };
}
