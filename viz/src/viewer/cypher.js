// The Cypher query that shows the same subgraph in Neo4j Browser. Pure.
import { DAG_TYPES } from '../palette.js';
import { plural } from '../text.js';

export function cypherString(value) {
  return `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The view's concepts and the relationships shown (hidden types and DAG mode respected). */
export function cypherQuery(state) {
  const ids = state.nodes.map((n) => cypherString(n.id));
  const present = new Set(state.links.map((l) => l.type));
  const shown = [...present].filter((t) => !state.hiddenTypes.has(t) && (!state.dag.on || DAG_TYPES.has(t)));
  const filtered = shown.length !== present.size;
  const lines = [
    `// ${plural(state.nodes.length, 'concept')} of the kg_server view ${state.config.sessionId || ''}`.trimEnd(),
    `WITH [${ids.join(', ')}] AS ids`,
    'MATCH (a:Concept)-[r]->(b:Concept)',
    'WHERE a.concept_id IN ids AND b.concept_id IN ids',
  ];
  if (filtered) lines.push(`  AND type(r) IN [${shown.map((t) => cypherString(t.toUpperCase())).join(', ')}]`);
  lines.push('RETURN a, r, b');
  return lines.join('\n');
}

/** The Neo4j Browser address that opens the query in its editor ('' when no browser is configured). */
export function browserLink(browserUrl, query) {
  return browserUrl ? `${browserUrl}?cmd=edit&arg=${encodeURIComponent(query)}` : '';
}
