/**
 * What the API-under-load benches share (issue 21 point 3): a closed loop of `concurrency` clients, each sending
 * its next GET as soon as its last is answered, timed from this process with plain fetch, and the same load on
 * the server's GET /health as the reference for what the server answers without the database.
 */
import { ms, ratio, summarize, type Summary } from './stats-support';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

export type Load = Summary & { perSecond: number };

export async function timedGet<T>(url: string, token: string): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: elapsed, body: JSON.parse(text) as T };
}

/** `total` requests from `concurrency` workers that each send the next one as soon as theirs is answered. */
async function underLoad(url: string, token: string, concurrency: number, total: number): Promise<Load> {
  const latencies: number[] = [];
  let sent = 0;
  const started = performance.now();
  const worker = async () => {
    while (sent < total) {
      sent++;
      latencies.push((await timedGet(url, token)).ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ...summarize(latencies), perSecond: total / seconds };
}

/**
 * REQUESTS requests at `concurrency`, printed. Every worker's connection is opened and used first: a
 * burst of new connections at a busy server waits behind the open ones (seconds at 50), which is
 * warm-up, not a page's latency; its worst case is printed beside the figures.
 */
export async function atConcurrency(url: string, token: string, concurrency: number, label = ''): Promise<Load> {
  const warmUp = await underLoad(url, token, concurrency, concurrency * 2);
  const s = await underLoad(url, token, concurrency, REQUESTS);
  console.log(`${`${label}${concurrency} concurrent`.padEnd(16)} p50 ${ms(s.p50)}   p95 ${ms(s.p95)}   p99 ${ms(s.p99)}   max ${ms(s.max)}   `
    + `${s.perSecond.toFixed(0).padStart(4)} req/s   (${REQUESTS} requests; warm-up on new connections max ${ms(warmUp.max).trim()})`);
  return s;
}

/** One route at 10 and at 50 clients: its p99s, their ratio (the goal: at most 3) and its throughput at 50. */
export interface RouteUnderLoad {
  at10: Load;
  at50: Load;
  p99Ratio: number;
}

export async function routeUnderLoad(url: string, token: string, label = ''): Promise<RouteUnderLoad> {
  const at10 = await atConcurrency(url, token, 10, label);
  const at50 = await atConcurrency(url, token, 50, label);
  return { at10, at50, p99Ratio: at50.p99 / at10.p99 };
}

/** GET /health at the same loads, printed with its own ratio: the reference a list's throughput is a share of. */
export async function healthUnderLoad(serverUrl: string, token: string): Promise<RouteUnderLoad> {
  const health = await routeUnderLoad(`${serverUrl}/health`, token, 'health ');
  console.log(`ratio health p99@50 / p99@10   ${ratio(health.p99Ratio)}`);
  return health;
}
