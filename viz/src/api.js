// Page config, access token and the JSON API of `kg serve`: shared by the viewer and the landing page.

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
 * Creates the API client shared by the pages. `askToken(message)` is called on a 401 answer; it
 * resolves once the user gave a token (stored), and the request is retried.
 */
export function createApi(apiBase, askToken, { fetch: fetchImpl = (...args) => window.fetch(...args) } = {}) {
  async function request(path, { method = 'GET', body } = {}) {
    for (let attempt = 0; ; attempt++) {
      const headers = { Accept: 'application/json' };
      const token = getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      let response;
      try {
        response = await fetchImpl(apiBase + path, {
          method, headers, cache: 'no-store', body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (err) {
        throw new ApiError(0, `The server could not be reached (${err.message || err}).`);
      }
      let answer = null;
      try {
        answer = await response.json();
      } catch {
        answer = null;
      }
      if (response.ok) {
        if (answer === null) throw new ApiError(response.status, 'The server sent an answer that is not JSON.');
        return answer;
      }
      const message = (answer && answer.error) || `${response.status} ${response.statusText || 'error'}`;
      if (response.status === 401 && attempt < 20) {
        await askToken(token ? 'That token was not accepted. Check it and try again.' : '');
        continue;
      }
      throw new ApiError(response.status, message);
    }
  }
  const enc = encodeURIComponent;
  const query = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')).toString();
  return {
    session: (sessionId) => request(`/api/viz/${enc(sessionId)}`),
    concept: (id) => request(`/api/concepts/${enc(id)}`),
    neighbourhood: (id) => request(`/api/concepts/${enc(id)}/neighbourhood`),
    search: ({ q, mode, limit }) => request(`/api/search?${query({ q, mode, limit })}`),
    documents: () => request('/api/documents'),
    topics: () => request('/api/topics'),
    recentViews: () => request('/api/viz'),
    createView: (body) => request('/api/viz', { method: 'POST', body }),
    communityMap: (communityId) => request(`/api/communities/map${communityId ? `?${query({ community_id: communityId })}` : ''}`),
  };
}
