// kg_server 3D viewer page (`/viz/{session_id}` of `kg serve`): the session's graph from the JSON API.
import './style.css';
import { captureToken, createApi, readConfig } from './api.js';
import { createTokenPrompt } from './viewer/chrome.js';
import { createViewer } from './viewer/viewer.js';

const config = readConfig();
captureToken();
let api;
const viewer = createViewer(config, (state) => {
  api = createApi(config.apiBase, createTokenPrompt(state));
  return api;
});
viewer.start(() => (config.sessionId ? api.session(config.sessionId) : Promise.reject({ kind: 'no-session' })));
