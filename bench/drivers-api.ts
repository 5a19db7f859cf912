/**
 * Driver list API benchmark (issue 5 point 7): `npx tsx bench/drivers-api.ts`. Seeds the 100k-driver
 * client in a temporary PGlite folder, starts the real server on it (port BENCH_API_PORT, 8194) and,
 * with plain fetch from this process, prints in one run:
 *   - the latency of GET /api-admin/driver (first page) at 10 and at 50 concurrent requests, and the
 *     ratio p99@50 / p99@10 (PGlite runs one connection, so requests queue: the ratio says how);
 *   - the same for GET /health (no database) as the reference, and the list's throughput at 50 as a share of it;
 *   - a deep page (keyset cursor 99 % through the ordering) against the first page, medians of
 *     alternating requests, as a ratio (keyset paging should keep it near 1).
 * Prints figures only; it fails only when the server does not answer as the contract says.
 */
import type { Db } from '../server/db/db';
import { encodeCursor } from '../server/repositories/driver-list';
import { DRIVER_LIST_DEFAULT_PAGE_SIZE } from '../server/routes/driver';
import { LARGE_CLIENT, signIn, startLargeServer, type SeededClient } from './large-client-support';
import { reportFigures } from './figures-support';
import { median, ms, ratio, summarize, type Summary } from './stats-support';

const PORT = Number(process.env.BENCH_API_PORT ?? 8194);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const DEEP_SAMPLES = 30;
/** How far through the ordering the deep page starts. */
const DEEP_FRACTION = 0.99;

interface ListAnswer {
  successful: boolean;
  results: { id: number }[];
  resultCount?: number;
  nextCursor?: string | null;
}

/**
 * Cursors for two positions, built the way the server builds them (encodeCursor over the sort key
 * lower(surname), id): the last row of the first page, to check against the server's own nextCursor,
 * and the row DEEP_FRACTION through the ordering. Walking there 20 rows at a time would take ~5,000
 * requests; the cursor is the same either way.
 */
async function cursorsAt(db: Db, { clientId, drivers }: SeededClient): Promise<{ firstPageEnd: string; deep: string; deepOffset: number }> {
  const at = async (offset: number) => {
    const [row] = await db.query<{ surname_key: string; id: number }>(
      'SELECT lower(surname) AS surname_key, id FROM drivers WHERE client_id = $1 ORDER BY lower(surname), id OFFSET $2 LIMIT 1',
      [clientId, offset],
    );
    if (!row) throw new Error(`No driver at position ${offset}`);
    return encodeCursor({ surnameKey: row.surname_key, id: row.id });
  };
  const deepOffset = Math.floor(drivers * DEEP_FRACTION);
  return { firstPageEnd: await at(DRIVER_LIST_DEFAULT_PAGE_SIZE - 1), deep: await at(deepOffset), deepOffset };
}

async function timedGet(url: string, token: string): Promise<{ ms: number; body: ListAnswer }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${text.slice(0, 200)}`);
  return { ms: elapsed, body: JSON.parse(text) as ListAnswer };
}

/** `total` requests from `concurrency` workers that each send the next one as soon as theirs is answered. */
async function underLoad(url: string, token: string, concurrency: number, total: number): Promise<Summary & { perSecond: number }> {
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
async function atConcurrency(url: string, token: string, concurrency: number, label = ''): Promise<Summary & { perSecond: number }> {
  const warmUp = await underLoad(url, token, concurrency, concurrency * 2);
  const s = await underLoad(url, token, concurrency, REQUESTS);
  console.log(`${`${label}${concurrency} concurrent`.padEnd(16)} p50 ${ms(s.p50)}   p95 ${ms(s.p95)}   p99 ${ms(s.p99)}   max ${ms(s.max)}   `
    + `${s.perSecond.toFixed(0).padStart(4)} req/s   (${REQUESTS} requests; warm-up on new connections max ${ms(warmUp.max).trim()})`);
  return s;
}

const server = await startLargeServer(PORT, cursorsAt);
try {
  const { firstPageEnd, deep, deepOffset } = server.inspected;
  const token = await signIn(server.url);
  const firstUrl = `${server.url}/api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`;
  const deepUrl = `${firstUrl}&after=${deep}`;

  const first = await timedGet(firstUrl, token);
  const deepPage = await timedGet(deepUrl, token);
  if (first.body.resultCount !== server.drivers) throw new Error(`The list holds ${first.body.resultCount} drivers, not ${server.drivers}`);
  if (first.body.nextCursor !== firstPageEnd) throw new Error('The server\'s cursor differs from the one built here: the deep page would not be a real one');
  if (deepPage.body.results.length !== DRIVER_LIST_DEFAULT_PAGE_SIZE) throw new Error(`The deep page has ${deepPage.body.results.length} rows`);

  console.log(`Driver list API, client "${LARGE_CLIENT}": ${server.drivers} drivers (prepared in ${server.seconds.toFixed(1)} s), GET /api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`);
  const at10 = await atConcurrency(firstUrl, token, 10);
  const at50 = await atConcurrency(firstUrl, token, 50);
  console.log(`ratio p99@50 / p99@10   ${ratio(at50.p99 / at10.p99)}   (goal at most 3; 5 × the concurrency)`);
  // The reference: what the same server answers without the database (GET /health), at the same loads.
  const health10 = await atConcurrency(`${server.url}/health`, token, 10, 'health ');
  const health50 = await atConcurrency(`${server.url}/health`, token, 50, 'health ');
  console.log(`ratio health p99@50 / p99@10   ${ratio(health50.p99 / health10.p99)}`);
  console.log(`list throughput at 50 as a share of the health route's   ${ratio(at50.perSecond / health50.perSecond)}`);

  // Alternating, so both see the same machine load.
  const firstTimes: number[] = [];
  const deepTimes: number[] = [];
  for (let n = 0; n < DEEP_SAMPLES; n++) {
    firstTimes.push((await timedGet(firstUrl, token)).ms);
    deepTimes.push((await timedGet(deepUrl, token)).ms);
  }
  const firstMedian = median(firstTimes);
  const deepMedian = median(deepTimes);
  console.log(`first page               median ${ms(firstMedian)}   (${DEEP_SAMPLES} requests, one at a time)`);
  console.log(`deep page (row ${deepOffset + 1})  median ${ms(deepMedian)}   (keyset cursor ${(DEEP_FRACTION * 100).toFixed(0)} % through the ordering)`);
  console.log(`ratio deep / first       ${ratio(deepMedian / firstMedian)}`);
  reportFigures('drivers-api', {
    p99At10Ms: at10.p99, p99At50Ms: at50.p99, p99Ratio: at50.p99 / at10.p99, perSecondAt50: at50.perSecond, deepFirstRatio: deepMedian / firstMedian,
    healthShareRatio: at50.perSecond / health50.perSecond, healthP99Ratio: health50.p99 / health10.p99,
  });
} finally {
  await server.close();
}
