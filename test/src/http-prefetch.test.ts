import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_FRESH_MS, createHttpClient, requestKey } from '../../src/api/client';
import { driverListRequest } from '../../src/api/drivers';
import { memorySessionStore, tokenResponse } from '../support/memory-session';

/** A back end that counts the calls per address and answers each with its address and call number. */
function countingServer({ failFirst = false } = {}) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const address = `${url.pathname}${url.search}`;
    calls.push(address);
    if (failFirst && calls.length === 1) return Response.json({ results: [], successful: false, errors: ['busy'] }, { status: 503 });
    return Response.json({ results: [{ address, call: calls.length }], successful: true, resultCount: 1 });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

function client(server: ReturnType<typeof countingServer>) {
  let now = 1_000_000;
  const { store } = memorySessionStore();
  store.write(tokenResponse(3600), now);
  const http = createHttpClient({ store, clock: { now: () => now }, fetch: server.fetch });
  return { http, pass: (ms: number) => (now += ms) };
}

type Answer = { results: { address: string; call: number }[] };

describe('HTTP client prefetch (a cold page\'s first reads)', () => {
  it('lets the first call to the same address take the early answer: one request in all', async () => {
    const server = countingServer();
    const { http } = client(server);
    const list = driverListRequest({ carArrangementId: 1 });
    http.prefetch(list.path, { query: list.query });
    // The screen builds the same address with its own call; the query's order does not matter.
    const answer = await http.request<Answer>(list.path, { query: { carArrangementId: 1, pageSize: 20 } });
    expect(server.calls).toEqual(['/api-admin/cararrangement/drivers?pageSize=20&carArrangementId=1']);
    expect(answer.results[0]!.call).toBe(1);
    // Once: a later call asks the server again.
    await http.request(list.path, { query: list.query });
    expect(server.calls).toHaveLength(2);
  });

  it('is not taken by another address (other filters, another scope)', async () => {
    const server = countingServer();
    const { http } = client(server);
    const early = driverListRequest({ carArrangementId: 1 });
    http.prefetch(early.path, { query: early.query });
    const other = driverListRequest({ carArrangementId: 2 });
    const answer = await http.request<Answer>(other.path, { query: other.query });
    expect(answer.results[0]!.address).toContain('carArrangementId=2');
    expect(server.calls).toHaveLength(2);
  });

  it('is not taken once stale: the call asks the server itself', async () => {
    const server = countingServer();
    const { http, pass } = client(server);
    http.prefetch('/cararrangement');
    pass(PREFETCH_FRESH_MS + 1);
    const answer = await http.request<Answer>('/cararrangement');
    expect(answer.results[0]!.call).toBe(2);
    expect(server.calls).toHaveLength(2);
  });

  it('falls back to the call\'s own request when the early one failed', async () => {
    const server = countingServer({ failFirst: true });
    const { http } = client(server);
    http.prefetch('/cararrangement');
    const answer = await http.request<Answer>('/cararrangement');
    expect(answer.results[0]!.call).toBe(2);
  });

  it('is never taken by a write, and a second prefetch of a waiting address sends nothing', async () => {
    const server = countingServer();
    const { http } = client(server);
    http.prefetch('/cararrangement');
    http.prefetch('/cararrangement');
    await http.request('/cararrangement', { method: 'POST', body: { name: 'x' } });
    expect(server.calls).toHaveLength(2);
    await http.request('/cararrangement');
    expect(server.calls).toHaveLength(2);
  });

  it('keys an address by API, path and sorted query, leaving unset values out', () => {
    expect(requestKey('/driver', { query: { b: 2, a: 'x', c: undefined } })).toBe('/api-admin/driver?a=x&b=2');
    expect(requestKey('/driver')).toBe('/api-admin/driver');
    expect(requestKey('/analysis', { apiBase: '/api-omr' })).toBe('/api-omr/analysis');
  });
});
