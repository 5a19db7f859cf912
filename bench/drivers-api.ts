/**
 * Driver list API benchmark (issue 5 point 7): `npx tsx bench/drivers-api.ts`. Seeds the 100k-driver
 * client in a temporary PGlite folder, starts the real server on it (port BENCH_API_PORT, 8194) and,
 * with plain fetch from this process, prints in one run:
 *   - the latency of GET /api-admin/driver (first page) at 10 and at 50 clients, open loop (each client due every
 *     250 ms for 20 s; the goal's figure) and closed loop (bench/load-support.ts), and the ratios p99@50 / p99@10;
 *   - the same for GET /health (no database) as the reference, and the list's throughput at 50 as a share of it;
 *   - a deep page (keyset cursor 99 % through the ordering) against the first page, medians of
 *     alternating requests, as a ratio (keyset paging should keep it near 1).
 * Prints figures only; it fails only when the server does not answer as the contract says.
 */
import type { Db } from '../server/db/db';
import { encodeCursor } from '../server/repositories/driver-list';
import { DRIVER_LIST_DEFAULT_PAGE_SIZE } from '../server/routes/driver';
import { figuresName, LARGE_CLIENT, ON_POSTGRES, signIn, startLargeServer, type SeededClient } from './large-client-support';
import { reportFigures } from './figures-support';
import { median, ms, ratio } from './stats-support';
import { healthUnderLoad, ratiosLine, routeUnderLoad, timedGet } from './load-support';

const PORT = Number(process.env.BENCH_API_PORT ?? 8194);
/** The goal's headline figure: each open-loop level runs 20 s (800 and 4,000 requests), so its p99s are not one stall's. */
const OPEN_SECONDS = Number(process.env.BENCH_DRIVER_OPEN_SECONDS ?? 20);
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

const server = await startLargeServer(PORT, cursorsAt);
try {
  const { firstPageEnd, deep, deepOffset } = server.inspected;
  const token = await signIn(server.url);
  const firstUrl = `${server.url}/api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`;
  const deepUrl = `${firstUrl}&after=${deep}`;

  const first = await timedGet<ListAnswer>(firstUrl, token);
  const deepPage = await timedGet<ListAnswer>(deepUrl, token);
  if (first.body.resultCount !== server.drivers) throw new Error(`The list holds ${first.body.resultCount} drivers, not ${server.drivers}`);
  if (first.body.nextCursor !== firstPageEnd) throw new Error('The server\'s cursor differs from the one built here: the deep page would not be a real one');
  if (deepPage.body.results.length !== DRIVER_LIST_DEFAULT_PAGE_SIZE) throw new Error(`The deep page has ${deepPage.body.results.length} rows`);

  console.log(`Driver list API on ${ON_POSTGRES ? "PostgreSQL" : "PGlite"}, client "${LARGE_CLIENT}": ${server.drivers} drivers (prepared in ${server.seconds.toFixed(1)} s), GET /api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`);
  const load = await routeUnderLoad(firstUrl, token, '', OPEN_SECONDS);
  const { at10, at50, p99Ratio } = load;
  console.log(`${ratiosLine(load)}   (goal at most 3, open loop; 5 × the clients)`);
  const health = await healthUnderLoad(server.url, token, OPEN_SECONDS);
  console.log(`list throughput at 50 as a share of the health route's   ${ratio(at50.perSecond / health.at50.perSecond)}`);

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
  reportFigures(figuresName('drivers-api'), {
    p99At10Ms: at10.p99, p99At50Ms: at50.p99, p99Ratio, perSecondAt50: at50.perSecond, deepFirstRatio: deepMedian / firstMedian,
    healthShareRatio: at50.perSecond / health.at50.perSecond, healthP99Ratio: health.p99Ratio,
    openP99At10Ms: load.open10.p99, openP99At50Ms: load.open50.p99, openP99Ratio: load.openP99Ratio, healthOpenP99Ratio: health.openP99Ratio,
  });
} finally {
  await server.close();
}
