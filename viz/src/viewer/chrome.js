// The page around the graph: notices, the access-token dialog, the Cypher dialog, the PNG download.
import { storeToken } from '../api.js';
import { $, el } from '../dom.js';
import { browserLink, cypherQuery } from './cypher.js';

export function createNotice() {
  let timer = null;
  return function notice(message, { kind = 'info', ms = 4500 } = {}) {
    const box = $('notice');
    box.textContent = message;
    box.dataset.kind = kind;
    box.hidden = false;
    clearTimeout(timer);
    timer = setTimeout(() => { box.hidden = true; }, ms);
  };
}

/** Asks for the access token (a 401 from the API); resolves once one was given and stored. */
export function createTokenPrompt(state) {
  let pending = null;
  return function askToken(message) {
    if (pending) return pending;
    pending = new Promise((resolve) => {
      const modal = $('token-modal');
      const input = $('token-input');
      const error = $('token-error');
      const form = $('token-form');
      error.textContent = message || '';
      error.hidden = !message;
      input.value = '';
      modal.hidden = false;
      $('loading').hidden = true;
      requestAnimationFrame(() => input.focus());
      const onSubmit = (event) => {
        event.preventDefault();
        const token = input.value.trim();
        if (!token) return;
        storeToken(token);
        modal.hidden = true;
        form.removeEventListener('submit', onSubmit);
        if (state.phase === 'loading') $('loading').hidden = false;
        pending = null;
        resolve();
      };
      form.addEventListener('submit', onSubmit);
    });
    return pending;
  };
}

export function openCypher(state) {
  const query = cypherQuery(state);
  $('cypher-text').textContent = query;
  const open = $('cypher-open');
  const href = browserLink(state.config.neo4jBrowserUrl, query);
  open.hidden = !href;
  if (href) open.href = href;
  $('cypher-copy').textContent = 'Copy';
  $('cypher-modal').hidden = false;
  $('cypher-copy').focus();
}

export async function copyCypher() {
  const text = $('cypher-text').textContent;
  let ok = false;
  try {
    await navigator.clipboard.writeText(text);
    ok = true;
  } catch {
    const area = el('textarea', { style: 'position:fixed;left:-9999px;top:0' });
    area.value = text;
    document.body.append(area);
    area.select();
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
  }
  $('cypher-copy').textContent = ok ? 'Copied' : 'Select and copy';
  if (!ok) {
    const range = document.createRange();
    range.selectNodeContents($('cypher-text'));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
}

export function downloadPng(state) {
  const { graph } = state;
  if (!graph) return;
  graph.renderer().render(graph.scene(), graph.camera());
  const url = graph.renderer().domElement.toDataURL('image/png');
  const a = el('a', { href: url, download: `kg-viz-${(state.config.sessionId || 'view').slice(0, 12)}.png` });
  document.body.append(a);
  a.click();
  a.remove();
}
