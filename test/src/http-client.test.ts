import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../src/api/client';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

const clock = { now: () => Date.now() };

interface Call {
  url: string;
  method: string;
  auth: string | null;
}

/** A fake back end: accepts only `validToken`; the token endpoint answers with `refreshAnswer`. */
function fakeServer({ refreshAnswer }: { refreshAnswer: () => Response | Promise<Response> }) {
  const calls: Call[] = [];
  let validToken = 'fresh';
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const call = { url: new URL(request.url).pathname, method: request.method, auth: request.headers.get('authorization') };
    calls.push(call);
    if (call.url === '/api-admin-auth/oauth/token') {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return refreshAnswer();
    }
    if (call.url === '/api-admin/fail') return Response.json({ results: [], successful: false, errors: ['boom'] }, { status: 500 });
    if (call.auth !== `Bearer ${validToken}`) return Response.json({ results: [], successful: false, errors: ['expired'] }, { status: 401 });
    return Response.json({ results: [{ path: call.url }], successful: true });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, setValidToken: (t: string) => (validToken = t) };
}

function refreshedTo(token: string) {
  return () => Response.json({ ...tokenResponse(3600), access_token: token, refresh_token: `${token}-refresh` });
}

function setup(refreshAnswer: () => Response | Promise<Response>) {
  const server = fakeServer({ refreshAnswer });
  const { store } = memorySessionStore();
  store.write({ ...tokenResponse(3600), access_token: 'stale' }, Date.now());
  const client = createHttpClient({ store, clock, fetch: server.fetch });
  const lost = vi.fn();
  client.setSessionLostHandler(lost);
  return { ...server, store, client, lost };
}

describe('HTTP client', () => {
  it('sends the bearer token and stamps last activity on every request', async () => {
    const { client, calls, store, setValidToken } = setup(refreshedTo('fresh'));
    setValidToken('stale');
    const before = Date.now();
    await client.request('/language');
    expect(calls[0]).toEqual({ url: '/api-admin/language', method: 'GET', auth: 'Bearer stale' });
    expect(store.readLastActivity()).toBeGreaterThanOrEqual(before - 1);
  });

  it('answers 20 concurrent 401s with exactly one refresh and replays each request once', async () => {
    const { client, calls, store } = setup(refreshedTo('fresh'));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => client.request<{ results: { path: string }[] }>(`/item/${i}`)));
    expect(answers.map((a) => a.results[0]!.path)).toEqual(Array.from({ length: 20 }, (_, i) => `/api-admin/item/${i}`));
    expect(calls.filter((c) => c.url === '/api-admin-auth/oauth/token')).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      const tries = calls.filter((c) => c.url === `/api-admin/item/${i}`);
      expect(tries.map((c) => c.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    }
    expect(store.read()?.accessToken).toBe('fresh');
  });

  it('logs out exactly once and does not loop when the refresh is rejected', async () => {
    const { client, calls, lost, store } = setup(() => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const settled = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => client.request(`/item/${i}`)));
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.url === '/api-admin-auth/oauth/token')).toHaveLength(1);
    expect(store.read()).toBeNull();
    expect(store.isTokenFailed()).toBe(true);
    // Signed out now: a later 401 is passed on without another refresh or logout.
    await expect(client.request('/after')).rejects.toThrow();
    expect(calls.filter((c) => c.url === '/api-admin-auth/oauth/token')).toHaveLength(1);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('replays a request only once: a second 401 after the refresh is passed on', async () => {
    const { client, calls, setValidToken } = setup(refreshedTo('fresh'));
    setValidToken('never-valid');
    await expect(client.request('/item')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === '/api-admin/item')).toHaveLength(2);
  });

  it('never retries a failing POST, PUT or DELETE on its own', async () => {
    const { client, calls } = setup(refreshedTo('fresh'));
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      await expect(client.request('/fail', { method, body: {} })).rejects.toMatchObject({ status: 500 });
    }
    await expect(client.request('/fail')).rejects.toMatchObject({ status: 500 });
    expect(calls.filter((c) => c.url === '/api-admin/fail').map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE', 'GET']);
  });

  it('sends the refresh token form-encoded with the refresh_token grant', async () => {
    const bodies: string[] = [];
    const { client, store } = setup(refreshedTo('fresh'));
    const original = store.read()!.refreshToken;
    const spyFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(String(init?.body));
      return Response.json({ ...tokenResponse(60), access_token: 'n' });
    });
    const other = createHttpClient({ store, clock, fetch: spyFetch as unknown as typeof fetch });
    await other.refreshSession();
    expect(new URLSearchParams(bodies[0])).toEqual(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: original }));
    expect(store.read()?.lifetimeSeconds).toBe(60);
    void client;
  });
});

describe('HTTP client across tabs', () => {
  it('uses the pair another tab stored while this one waited for the refresh lock', async () => {
    const { store } = memorySessionStore();
    store.write({ ...tokenResponse(60), access_token: 'old', refresh_token: 'old-refresh' }, Date.now());
    const tokenCalls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      tokenCalls.push(String(input));
      return Response.json({ ...tokenResponse(60), access_token: 'mine' });
    });
    // The lock is granted only after "another tab" has renewed the session in the shared storage.
    const locks = {
      request: async (_name: string, callback: () => Promise<unknown>) => {
        store.write({ ...tokenResponse(3600), access_token: 'other-tab', refresh_token: 'other-refresh' }, Date.now());
        return callback();
      },
    } as unknown as Pick<LockManager, 'request'>;
    const client = createHttpClient({ store, clock, fetch: fetch as unknown as typeof globalThis.fetch, locks });
    const session = await client.refreshSession();
    expect(session.accessToken).toBe('other-tab');
    expect(tokenCalls).toEqual([]);
  });
});

describe('HTTP client activity', () => {
  it('reports one start and one end per call, after the refresh and replay, with the failure status', async () => {
    const { client } = setup(refreshedTo('fresh'));
    const seen: string[] = [];
    const stop = client.observe((a) => seen.push(a.type === 'start' ? `start ${a.method} ${a.path}` : `end ${a.path} ${a.ok} ${a.status}`));
    await client.request('/item');
    await client.request('/fail', { method: 'POST', body: {} }).catch(() => undefined);
    stop();
    await client.request('/unseen');
    expect(seen).toEqual(['start GET /item', 'end /item true 200', 'start POST /fail', 'end /fail false 500']);
  });
});
