// Page config, access token and the JSON API of `kg serve`.

const TOKEN_KEY = 'kg-token';
const DEFAULT_BROWSER_URL = 'http://127.0.0.1:7474/browser/';

/** The config the server injects into <script id="kg-config">; falls back to the URL for local development. */
export function readConfig() {
  let config = {};
  const el = document.getElementById('kg-config');
  const raw = el ? el.textContent.trim() : '';
  if (raw.startsWith('{')) {
    try {
      config = JSON.parse(raw) || {};
    } catch {
      config = {};
    }
  }
  const params = new URLSearchParams(window.location.search);
  let sessionId = config.sessionId;
  if (!sessionId) {
    const match = window.location.pathname.match(/\/viz\/([^/?#]+)/);
    sessionId = match ? decodeURIComponent(match[1]) : params.get('session') || '';
  }
  return {
    sessionId,
    neo4jBrowserUrl: config.neo4jBrowserUrl === undefined ? DEFAULT_BROWSER_URL : config.neo4jBrowserUrl || '',
    apiBase: (config.apiBase || '').replace(/\/+$/, ''),
  };
}

/** Moves ?token=... from the address bar into sessionStorage. */
export function captureToken() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  if (token) storeToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export function getToken() {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY) || '';
  } catch {
    return '';
  }
}

export function storeToken(token) {
  try {
    window.sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* storage unavailable: the token lives for this request only */
  }
}

export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/**
 * Creates the API client. `askToken(message)` is called on a 401 answer; it resolves once the user
 * gave a token (stored), and the request is retried.
 */
export function createApi(apiBase, askToken) {
  async function request(path) {
    for (let attempt = 0; ; attempt++) {
      const headers = { Accept: 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      let response;
      try {
        response = await fetch(apiBase + path, { headers, cache: 'no-store' });
      } catch (err) {
        throw new ApiError(0, `The server could not be reached (${err.message || err}).`);
      }
      let body = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      if (response.ok) {
        if (body === null) throw new ApiError(response.status, 'The server sent an answer that is not JSON.');
        return body;
      }
      const message = (body && body.error) || `${response.status} ${response.statusText || 'error'}`;
      if (response.status === 401 && attempt < 20) {
        await askToken(token ? 'That token was not accepted. Check it and try again.' : '');
        continue;
      }
      throw new ApiError(response.status, message);
    }
  }
  const enc = encodeURIComponent;
  return {
    session: (sessionId) => request(`/api/viz/${enc(sessionId)}`),
    concept: (id) => request(`/api/concepts/${enc(id)}`),
    neighbourhood: (id) => request(`/api/concepts/${enc(id)}/neighbourhood`),
  };
}
