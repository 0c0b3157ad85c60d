// The side panel: a selected concept's quotes and relationships, and Expand (add its neighbours). A
// symbol of code shows its kind, qualified name and definition, and its quotes as lines of code with
// their document:line (code.js shapes them). Text from the graph only ever goes in as text.
import { $, el } from '../dom.js';
import { CONTRADICTS, kindColor, typeColor, typeLabel } from '../palette.js';
import { plural } from '../text.js';
import { quoteView, relationUses, symbolFacts } from './code.js';
import { sortRelationships } from './data.js';

/**
 * `view` is what the panel may ask of the rest of the viewer: api, camera, scene, nodeColor(node),
 * colorName(node) (the folder or community of its colour), linkWidth, nodeVisible, merge(nodes, links, near) -> added, notice(message, options).
 */
export function createPanel(state, view) {
  function select(id, { fly = false } = {}) {
    const node = state.nodeById.get(String(id));
    if (!node || !state.graph) return false;
    const previous = state.selectedId;
    state.selectedId = node.id;
    view.scene.ensureHalo();
    if (previous !== state.selectedId) {
      state.graph.linkWidth(view.linkWidth);
      if (state.dag.on) state.graph.nodeVisibility(view.nodeVisible);
      if (!state.labelIds.has(node.id)) {
        state.labelIds.add(node.id);
        state.graph.nodeThreeObject(view.scene.nodeObject);
      }
    }
    open(node);
    if (fly) view.camera.flyTo(node, null, 1000);
    return true;
  }

  function close() {
    $('panel').hidden = true;
    if (state.selectedId) {
      state.selectedId = null;
      if (state.graph) state.graph.linkWidth(view.linkWidth);
    }
  }

  /** The folder or community of the node's colour, over its name. */
  function renderTag(node) {
    const groupTag = $('panel-group');
    groupTag.textContent = '';
    groupTag.append(el('span', { class: 'dot', style: `background:${view.nodeColor(node)}` }), view.colorName(node));
    if (node.id === state.centerId) groupTag.append(el('span', { class: 'center-tag', text: 'center' }));
  }

  /** After the colours changed: the open panel's tag again. */
  function retag() {
    const node = state.selectedId && state.nodeById.get(state.selectedId);
    if (node && !$('panel').hidden) renderTag(node);
  }

  function open(node) {
    const panel = $('panel');
    panel.hidden = false;
    panel.scrollTop = 0;
    renderTag(node);
    $('panel-title').textContent = node.label;
    $('panel-id').textContent = node.id;
    $('panel-description').textContent = node.description || '';
    $('panel-description').hidden = !node.description;
    $('panel-aliases').textContent = '';
    renderSymbol(symbolFacts(node));
    $('panel-quotes-title').textContent = node.kind ? 'Definition and uses' : 'Quotes';
    $('panel-stats').textContent = `${plural(node.evidence_count, 'quote')} · ${plural(node.degree, 'relationship')}`;
    for (const id of ['panel-quotes', 'panel-relationships', 'panel-quote-count', 'panel-rel-count']) $(id).textContent = '';
    $('panel-status').textContent = 'Loading details…';
    const button = $('expand');
    button.disabled = false;
    button.textContent = 'Expand';
    const request = ++state.detailRequest;
    details(node.id).then((data) => {
      if (request === state.detailRequest) renderDetails(node, data);
    }).catch((err) => {
      if (request !== state.detailRequest) return;
      state.details.delete(node.id);
      $('panel-status').textContent = err.status === 404
        ? 'This concept is no longer in the graph.'
        : `The details could not be loaded: ${err.message}`;
    });
  }

  function details(id) {
    if (!state.details.has(id)) state.details.set(id, view.api.concept(id));
    return state.details.get(id);
  }

  /** A symbol's kind, language, qualified name and definition (hidden for a prose concept). */
  function renderSymbol(facts) {
    const box = $('panel-code');
    box.textContent = '';
    box.hidden = !facts;
    if (!facts) return;
    const row = (term, ...value) => [el('dt', { text: term }), el('dd', {}, ...value)];
    box.append(
      ...row('kind', el('span', { class: 'kind-chip', style: `--c:${kindColor(facts.kind)}`, text: facts.kindLabel }),
        facts.language ? el('span', { class: 'muted', text: ` ${facts.language}` }) : null),
      ...(facts.qualifiedName ? row('name', el('code', { class: 'qualified-name', text: facts.qualifiedName })) : []),
      ...(facts.definedAt ? row('defined at', el('code', { class: 'defined-at', text: facts.definedAt })) : []));
  }

  function quoteItem(q) {
    const view = quoteView(q);
    const confidence = !view.code && q.confidence !== undefined && q.confidence !== null
      ? el('span', { class: 'conf', title: 'extraction confidence', text: Number(q.confidence).toFixed(2) }) : null;
    const cite = el('div', { class: 'cite' },
      el('span', { class: 'doc', text: view.where, title: q.source_id || '' }),
      view.code && view.use ? el('span', { class: 'use', text: view.use }) : confidence);
    if (!view.code) return el('li', { class: 'quote' }, el('blockquote', { text: `“${view.text}”` }), cite);
    return el('li', { class: `quote code${view.definition ? ' definition' : ''}`, 'data-use': view.use || null },
      el('pre', { class: 'code-line' },
        el('span', { class: 'ln', 'aria-hidden': 'true', text: String(view.line) }),
        el('code', { text: view.text })),
      cite);
  }

  function renderDetails(node, data) {
    $('panel-status').textContent = '';
    renderSymbol(symbolFacts(node, data));
    $('panel-quotes-title').textContent = data.kind || node.kind ? 'Definition and uses' : 'Quotes';
    if (data.label) $('panel-title').textContent = data.label;
    if (data.description) {
      $('panel-description').textContent = data.description;
      $('panel-description').hidden = false;
    }
    const aliases = $('panel-aliases');
    aliases.textContent = '';
    for (const alias of data.aliases || []) aliases.append(el('span', { class: 'chip', text: alias }));

    const instances = data.instances || [];
    const instanceCount = data.instance_count ?? instances.length;
    const relationships = data.relationships || [];
    const relCount = data.relationship_count ?? relationships.length;
    const documents = data.documents || [];
    $('panel-stats').textContent = [
      plural(instanceCount, 'quote'),
      plural(relCount, 'relationship'),
      documents.length ? plural(documents.length, 'document') : null,
    ].filter(Boolean).join(' · ');

    const quotes = $('panel-quotes');
    quotes.textContent = '';
    $('panel-quote-count').textContent = instances.length < instanceCount ? `${instances.length} of ${instanceCount}` : String(instances.length);
    if (!instances.length) quotes.append(el('li', { class: 'empty muted', text: 'No quotes ground this concept.' }));
    for (const q of instances) quotes.append(quoteItem(q));

    const list = $('panel-relationships');
    list.textContent = '';
    $('panel-rel-count').textContent = relationships.length < relCount ? `${relationships.length} of ${relCount}` : String(relationships.length);
    if (!relationships.length) list.append(el('li', { class: 'empty muted', text: 'No relationships.' }));
    for (const rel of sortRelationships(relationships)) list.append(relationshipRow(node, rel));
    if (data.truncated) list.append(el('li', { class: 'muted small', text: 'Only the first quotes and relationships are listed.' }));
  }

  function relationshipRow(node, rel) {
    const type = String(rel.type || '').toLowerCase();
    const outgoing = rel.direction !== 'incoming';
    const present = state.nodeById.has(String(rel.concept_id));
    const label = rel.label || rel.concept_id;
    const evidence = (rel.evidence || []).map((e) => [e.document, e.paragraph ? `¶${e.paragraph}` : ''].join(' ').trim() || e.source_id);
    const sentence = outgoing ? `${node.label} ${typeLabel(type)} ${label}` : `${label} ${typeLabel(type)} ${node.label}`;
    const target = present
      ? el('button', {
        type: 'button', class: 'rel-target', text: label, title: `Show ${label}`,
        onclick: () => select(String(rel.concept_id), { fly: true }),
      })
      : el('button', {
        type: 'button', class: 'rel-target absent', text: label,
        title: `Not in this view: click to add the neighbours of ${node.label} and go to ${label}`,
        onclick: () => {
          expand(node.id).then(() => select(String(rel.concept_id), { fly: true })).catch(() => {});
        },
      });
    const uses = relationUses(rel);
    const meta = uses // code: the kinds of use and their first sites; prose: how it was found, how sure
      ? el('span', { class: 'rel-meta uses', title: uses.sites.join('\n') },
        uses.kinds ? el('span', { class: 'use', text: `${uses.kinds} · ` }) : null,
        el('span', { class: 'sites', text: uses.where }))
      : el('span', { class: 'rel-meta' },
        rel.method ? el('span', { class: 'how', title: `found by ${rel.method}; not stated in one sentence`, text: `${rel.method} · ` }) : null,
        rel.confidence !== undefined && rel.confidence !== null ? Number(rel.confidence).toFixed(2) : '',
        evidence.length ? el('span', { class: 'ev', title: evidence.join('\n'), text: ` · ${plural(evidence.length, 'source')}` }) : null);
    return el('li', { class: `rel${type === CONTRADICTS ? ' contradicts' : ''}${uses ? ' code' : ''}`, style: `--c:${typeColor(type)}`, title: sentence },
      el('span', { class: 'rel-type', text: typeLabel(type) }),
      el('span', { class: 'rel-dir', text: outgoing ? '→' : '←', title: outgoing ? 'outgoing: this concept → other' : 'incoming: other → this concept' }),
      target,
      meta);
  }

  /** Adds a concept's direct neighbours to the view; resolves with what was added. */
  function expand(id) {
    const key = String(id);
    if (state.expanding.has(key)) return state.expanding.get(key);
    const button = $('expand');
    const forPanel = () => state.selectedId === key;
    if (forPanel()) {
      button.disabled = true;
      button.textContent = 'Expanding…';
    }
    const job = view.api.neighbourhood(key).then((data) => {
      const before = state.nodes.length;
      const added = view.merge(data.nodes, data.links, state.nodeById.get(key) || null);
      const message = added.nodes.length || added.links.length
        ? `Added ${plural(added.nodes.length, 'concept')} and ${plural(added.links.length, 'link')}.`
        : 'Nothing new: every neighbour is already shown.';
      view.notice(data.truncated ? `${message} The neighbourhood was truncated.` : message);
      if (forPanel()) {
        // Relationships to concepts that were missing can now be followed.
        const node = state.nodeById.get(key);
        details(key).then((info) => {
          if (forPanel() && node) {
            renderDetails(node, info);
            $('panel-status').textContent = message;
          }
        }).catch(() => {});
        $('panel-status').textContent = message;
      }
      return { added: added.nodes.length, addedLinks: added.links.length, nodes: state.nodes.length, before };
    }).catch((err) => {
      const message = `Expand failed: ${err.message}`;
      view.notice(message, { kind: 'warn' });
      if (forPanel()) $('panel-status').textContent = message;
      throw err;
    }).finally(() => {
      state.expanding.delete(key);
      if (forPanel()) {
        button.disabled = false;
        button.textContent = 'Expand';
      }
    });
    state.expanding.set(key, job);
    return job;
  }

  return { select, close, expand, retag };
}
