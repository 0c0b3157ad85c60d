// The start page (`/`): the map of the corpus (its communities in 3D, map.js), search concepts, open a
// 3D view, list documents, topics and recent views. It speaks to the API through the same client as the
// viewer (token from ?token= or a prompt).
import './landing.css';
import { captureToken, createApi, storeToken } from './api.js';
import { $, el } from './dom.js';
import { plural } from './text.js';

captureToken();
let asking = null; // one prompt for the requests that start together (the map and the lists)
const api = createApi('', (message) => {
  asking ||= (async () => {
    const token = window.prompt(`${message ? `${message}\n` : ''}This server needs its access token (KG_API_TOKEN):`);
    if (token) storeToken(token.trim());
    else throw new Error('An access token is needed to use this server.');
  })().finally(() => { setTimeout(() => { asking = null; }, 0); });
  return asking;
});

// The map first: its answer is fetched while its 3D code loads (a chunk shared with the viewer).
const firstMap = api.communityMap();
firstMap.catch(() => {}); // handled by the map once loaded
import('./map.js')
  .then(({ createMap }) => createMap({ api, first: firstMap, openView }))
  .catch((error) => {
    document.body.dataset.mapState = 'error';
    $('map-message').textContent = `The map could not be loaded: ${error.message}`;
    $('map-message').hidden = false;
  });

async function openView(body) {
  const link = await api.createView(body);
  window.location.href = new URL(link.url).pathname; // same tab: the viewer finds the token in sessionStorage
}

function hitItem(hit) {
  return el('li', {},
    el('div', { class: 'hit' },
      el('div', {},
        el('strong', { text: hit.label }), ' ', el('span', { class: 'meta', text: hit.concept_id }),
        el('div', { class: 'meta', text: hit.description }),
        el('div', { class: 'meta', text: `${plural(hit.evidence_count, 'quote')} · ${hit.documents.join(', ')}` })),
      el('button', {
        'data-id': hit.concept_id, text: 'View in 3D',
        onclick: () => openView({ center_concept: hit.concept_id, depth: 2 }).catch((e) => { $('status').textContent = e.message; }),
      })));
}

$('search-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const status = $('status');
  const list = $('results');
  status.textContent = '';
  list.textContent = '';
  try {
    const answer = await api.search({ q: $('q').value, mode: $('mode').value, limit: 15 });
    if (!answer.results.length) status.textContent = 'No concepts match. Try other words or the hybrid mode.';
    list.append(...answer.results.map(hitItem));
  } catch (error) {
    status.textContent = error.message;
  }
});

$('overview').addEventListener('click', () => openView({ depth: 0 }).catch((e) => { $('status').textContent = e.message; }));

function empty(text, ...code) {
  return el('li', { class: 'meta' }, text, ...code);
}

function topicRows(topic, depth, rows) {
  if (topic.topic) {
    rows.push(el('li', { style: `padding-left:${depth}rem` }, topic.topic,
      el('div', { class: 'meta', text: `${plural(topic.documents, 'document')} · ${plural(topic.concepts, 'concept')}` })));
  }
  for (const child of topic.children) topicRows(child, depth + 1, rows);
  return rows;
}

async function load() {
  try {
    const documents = await api.documents();
    $('documents').replaceChildren(...(documents.documents.length
      ? documents.documents.map((d) => el('li', {}, d.title || d.name,
        el('div', { class: 'meta', text: `${d.name} · ${plural(d.paragraphs, 'paragraph')} · ${plural(d.concepts, 'concept')}` })))
      : [empty('No documents yet: run ', el('code', { text: 'kg demo-data' }), ' or ', el('code', { text: 'kg import FILE' }), '.')]));
    const tree = await api.topics();
    const rows = tree.topics.flatMap((t) => topicRows(t, 0, []));
    $('topics').replaceChildren(...(rows.length ? rows : [empty('No folders.')]));
    const views = await api.recentViews();
    $('sessions').replaceChildren(...(views.length ? views.map((s) => el('li', {},
      el('a', {
        href: `/viz/${encodeURIComponent(s.session_id)}`,
        text: s.center_concept || (s.concept_ids.length ? s.concept_ids.slice(0, 3).join(', ') : 'overview'),
      }),
      el('div', { class: 'meta', text: `depth ${s.depth} · until ${s.expires_at.slice(0, 16).replace('T', ' ')}` })))
      : [empty('None yet.')]));
  } catch (error) {
    $('status').textContent = error.message;
  }
}

load();
