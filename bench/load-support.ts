/**
 * What the API-under-load benches share (issue 21 point 3): the load of `concurrency` clients on one GET, timed
 * from this process with plain fetch, in two ways, and the same load on the server's GET /health as the reference
 * for what the server answers without the database.
 *
 * - Open loop (the goal's figure): every client sends one request every OPEN_INTERVAL_MS, whether or not the server
 *   keeps up, and a request's latency runs from when it was DUE. A server that falls behind makes the next requests
 *   wait, and that wait is counted (no "coordinated omission"): this is how administrators load a server — they do
 *   not wait for each other's answers — and it shows what the issue is about, requests queuing behind one another.
 * - Closed loop (information): every client sends its next request the moment its last is answered. That saturates
 *   one Node process at any client count, so p99 @50 ≈ 5 × p99 @10 whatever a request costs (/health's own ratio
 *   measured 5–6): it measures saturation and throughput, not queuing as administrators grow.
 */
import { ms, ratio, summarize, type Summary } from './stats-support';

export const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);

/**
 * One request every 250 ms per client: a very busy administrator. A screen change sends ~5 requests at once and the
 * searches send one per 300 ms pause in typing (src/lib/search-pause.ts), so 4 requests a second sustained is what an
 * administrator who never stops typing or clicking sends; real ones send a fraction of it. At 50 clients that is 200
 * requests a second on one list: a list that costs more than ~5 ms of the server's time cannot keep up.
 */
export const OPEN_INTERVAL_MS = Number(process.env.BENCH_OPEN_INTERVAL_MS ?? 250);
/**
 * How long each open-loop level runs unless a bench asks for longer: at 250 ms, 10 clients send 320 requests and 50
 * send 1,600. A p99 of 320 requests is their 4th-slowest: whether one stall of the machine falls in the window decides
 * it, so the headline figure (the driver list, bench/drivers-api.ts) runs longer.
 */
const OPEN_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 8);
/** The open loop's rate as a label: "4 req/s per client". */
export const OPEN_RATE_LABEL = `${(1000 / OPEN_INTERVAL_MS).toLocaleString('en', { maximumFractionDigits: 1 })} req/s per client`;

export type Load = Summary & { perSecond: number };

export async function timedGet<T>(url: string, token: string, from = performance.now()): Promise<{ ms: number; body: T }> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const elapsed = performance.now() - from;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: elapsed, body: JSON.parse(text) as T };
}

/** `total` requests from `concurrency` workers that each send the next one as soon as theirs is answered. */
async function closedLoop(url: string, token: string, concurrency: number, total: number): Promise<Load> {
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

const wait = (until: number) => new Promise((done) => setTimeout(done, Math.max(0, until - performance.now())));

/**
 * `concurrency` clients each due to send a request every OPEN_INTERVAL_MS for `seconds`, their first requests spread
 * evenly over one interval. A client whose answer comes late sends its next request at once, and that request's
 * latency still runs from when it was due, so a backlog shows in full (one connection per client, as a browser tab).
 */
async function openLoop(url: string, token: string, concurrency: number, seconds: number): Promise<Load> {
  const latencies: number[] = [];
  const started = performance.now();
  const perClient = Math.max(1, Math.round((seconds * 1000) / OPEN_INTERVAL_MS));
  const client = async (index: number) => {
    for (let n = 0; n < perClient; n++) {
      const due = started + (index / concurrency + n) * OPEN_INTERVAL_MS;
      await wait(due);
      latencies.push((await timedGet(url, token, due)).ms);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  return { ...summarize(latencies), perSecond: latencies.length / ((performance.now() - started) / 1000) };
}

const line = (label: string, s: Load, note: string) =>
  `${label.padEnd(24)} p50 ${ms(s.p50)}   p95 ${ms(s.p95)}   p99 ${ms(s.p99)}   max ${ms(s.max)}   ${s.perSecond.toFixed(0).padStart(4)} req/s   (${note})`;

/**
 * REQUESTS requests at `concurrency` in a closed loop, printed. Every worker's connection is opened and used first:
 * a burst of new connections at a busy server waits behind the open ones (seconds at 50), which is warm-up, not a
 * page's latency; its worst case is printed beside the figures.
 */
export async function atConcurrency(url: string, token: string, concurrency: number, label = ''): Promise<Load> {
  const warmUp = await closedLoop(url, token, concurrency, concurrency * 2);
  const s = await closedLoop(url, token, concurrency, REQUESTS);
  console.log(line(`${label}${concurrency} closed`, s, `${REQUESTS} requests; warm-up on new connections max ${ms(warmUp.max).trim()}`));
  return s;
}

/** `concurrency` clients in the open loop, printed (run after the closed loop at the same level: connections are open). */
export async function openAtConcurrency(url: string, token: string, concurrency: number, label = '', seconds = OPEN_SECONDS): Promise<Load> {
  const s = await openLoop(url, token, concurrency, seconds);
  console.log(line(`${label}${concurrency} open`, s, `${s.n} requests, ${OPEN_RATE_LABEL}, timed from when due`));
  return s;
}

/** One route at 10 and at 50 clients: its p99s and their ratio (the goal: at most 3), open and closed loop. */
export interface RouteUnderLoad {
  /** Closed loop (information; its throughput at 50 is the route's share of /health). */
  at10: Load;
  at50: Load;
  p99Ratio: number;
  /** Open loop (the goal's figure). */
  open10: Load;
  open50: Load;
  openP99Ratio: number;
}

export async function routeUnderLoad(url: string, token: string, label = '', openSeconds = OPEN_SECONDS): Promise<RouteUnderLoad> {
  const at10 = await atConcurrency(url, token, 10, label);
  const open10 = await openAtConcurrency(url, token, 10, label, openSeconds);
  const at50 = await atConcurrency(url, token, 50, label);
  const open50 = await openAtConcurrency(url, token, 50, label, openSeconds);
  return { at10, at50, p99Ratio: at50.p99 / at10.p99, open10, open50, openP99Ratio: open50.p99 / open10.p99 };
}

/** Both ratios of a route in one line. */
export const ratiosLine = (load: RouteUnderLoad): string =>
  `ratio p99@50 / p99@10   open loop (${OPEN_RATE_LABEL}) ${ratio(load.openP99Ratio)}   closed loop ${ratio(load.p99Ratio)}`;

/** GET /health at the same loads, printed with its own ratios: the reference a list's throughput is a share of. */
export async function healthUnderLoad(serverUrl: string, token: string, openSeconds = OPEN_SECONDS): Promise<RouteUnderLoad> {
  const health = await routeUnderLoad(`${serverUrl}/health`, token, 'health ', openSeconds);
  console.log(`health: ${ratiosLine(health)}`);
  return health;
}
