// The 3D viewer as an MCP App: the host (Claude, VS Code, ...) renders this page in a sandboxed iframe
// beside the answer of a tool whose `_meta.ui.resourceUri` names it, and hands it the tool's result.
// Everything goes through the host: the graph and each expansion are server tool calls
// (view_graph, view_neighbourhood, get_concept_details), the full viewer opens through openLink.
import './style.css';
import './app.css';
import { App } from '@modelcontextprotocol/ext-apps';
import { ApiError } from './api.js';
import { statusOf, viewRequest } from './app/result.js';
import { $ } from './dom.js';
import { createViewer } from './viewer/viewer.js';

const app = new App({ name: 'kg-server 3D view', version: '1.0.0' }, {});

async function call(name, args) {
  let result;
  try {
    result = await app.callServerTool({ name, arguments: args });
  } catch (err) {
    throw new ApiError(0, `The host could not reach kg_server (${err && err.message ? err.message : err}).`);
  }
  if (result.isError) {
    const message = (result.content || []).map((block) => block.text || '').join(' ').trim() || `${name} failed`;
    throw new ApiError(statusOf(message), message);
  }
  return result.structuredContent;
}

const api = {
  session: (sessionId) => call('view_graph', { session_id: sessionId }),
  concept: (id) => call('get_concept_details', { concept_id: id }),
  neighbourhood: (id) => call('view_neighbourhood', { concept_id: id }),
};

let fullViewUrl = '';
$('open-full').addEventListener('click', () => {
  if (fullViewUrl) app.openLink({ url: fullViewUrl }).catch(() => {});
});

let lastAnswer = null;
const viewer = createViewer({ sessionId: '', neo4jBrowserUrl: '', apiBase: '', quickStart: true }, () => api, {
  retry: () => show(lastAnswer),
});

/** The session the answer made, or one made now for the concepts it names. */
async function load(answer) {
  const wanted = viewRequest(answer);
  if (!wanted) throw { kind: 'nothing-to-draw' };
  const link = wanted.link || await call('get_visualization_url', {
    concept_ids: wanted.concept_ids, depth: 0, center_concept: wanted.center_concept,
  });
  fullViewUrl = link.url;
  $('open-full').hidden = !fullViewUrl;
  viewer.state.config.sessionId = link.session_id;
  // What scout's code answer rates, by symbol: the view opens coloured by it (the full viewer does not
  // have it: the session holds concepts only).
  viewer.state.risks = new Map(Object.entries(wanted.risks || {}));
  return api.session(link.session_id);
}

function show(answer) {
  lastAnswer = answer;
  viewer.start(() => load(answer));
}

app.ontoolresult = (result) => {
  if (result.isError) {
    viewer.start(() => Promise.reject(new ApiError(500, 'The tool answered with an error; its text says why.')));
    return;
  }
  show(result.structuredContent);
};

app.connect().catch((err) => {
  viewer.start(() => Promise.reject(new ApiError(0, `No MCP host answered (${err && err.message ? err.message : err}).`)));
});
