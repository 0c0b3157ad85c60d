import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ApiError, createApi } from '../src/api.js';

// The client reads and stores the token in sessionStorage: a small stand-in for the browser's.
beforeEach(() => {
  const store = new Map();
  globalThis.window = {
    sessionStorage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, String(v)) },
  };
});
afterEach(() => {
  delete globalThis.window;
});

const reply = (status, body) => ({ ok: status < 400, status, statusText: '', json: async () => body });

describe('the API client', () => {
  it('asks for a token on 401, stores it and retries with it', async () => {
    const seen = [];
    const answers = [reply(401, { error: 'missing or wrong bearer token' }), reply(200, { total: 3 })];
    const fetch = async (url, options) => {
      seen.push([url, options.headers.Authorization]);
      return answers.shift();
    };
    let asked = 0;
    const api = createApi('http://kg', async () => {
      asked += 1;
      window.sessionStorage.setItem('kg-token', 'secret-token');
    }, { fetch });
    expect(await api.documents()).toEqual({ total: 3 });
    expect(asked).toBe(1);
    expect(seen).toEqual([['http://kg/api/documents', undefined], ['http://kg/api/documents', 'Bearer secret-token']]);
  });

  it('sends JSON bodies and builds query strings without empty values', async () => {
    const calls = [];
    const fetch = async (url, options) => {
      calls.push([url, options.method, options.body]);
      return reply(201, { session_id: 's' });
    };
    const api = createApi('', async () => {}, { fetch });
    await api.createView({ depth: 0 });
    await api.search({ q: 'liability cap', mode: 'hybrid', limit: undefined });
    expect(calls).toEqual([['/api/viz', 'POST', '{"depth":0}'], ['/api/search?q=liability+cap&mode=hybrid', 'GET', undefined]]);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const api = createApi('', async () => {}, { fetch: async () => reply(422, { error: 'depth must be ...' }) });
    await expect(api.createView({ depth: 9 })).rejects.toEqual(new ApiError(422, 'depth must be ...'));
    const down = createApi('', async () => {}, { fetch: async () => { throw new Error('refused'); } });
    await expect(down.documents()).rejects.toMatchObject({ status: 0 });
  });
});
