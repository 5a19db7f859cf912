/**
 * The API under load for one list of every area built since the driver list (issue 21 point 3):
 * `npx tsx bench/api-lists.ts`, on PGlite, or on PostgreSQL with BENCH_POSTGRES=1 (bench/large-client-support.ts).
 * The same server and data as bench/drivers-api.ts (the demo data beside the 100k-driver client), signed in as the
 * demo client's master, who may read every one of these lists. For each list: p99 at 10 and at 50 clients in the
 * open loop (the goal: ratio at most 3) and in the closed loop (bench/load-support.ts), requests per second at 50
 * (closed) and that as a share of GET /health's, measured in the same run. Figures: per list `<key>OpenP99Ratio`,
 * `<key>P99Ratio` and `<key>HealthShareRatio`, and the worst of each.
 * Prints figures only; it fails only when a list does not answer 200.
 */
import { demoAccount } from '../server/db/demo-accounts';
import { figuresName, ON_POSTGRES, signIn, startLargeServer } from './large-client-support';
import { reportFigures, type Figures } from './figures-support';
import { ms, ratio } from './stats-support';
import { healthUnderLoad, OPEN_RATE_LABEL, ratiosLine, routeUnderLoad, timedGet } from './load-support';

const PORT = Number(process.env.BENCH_API_PORT ?? 8196);

interface DemoIds {
  client: number;
  arrangement: number;
}

/** One representative list per area: its figures' key, what it is, and its URL (under /api-admin). */
interface AreaList {
  key: string;
  area: string;
  path: (ids: DemoIds) => string;
}

export const AREA_LISTS: readonly AreaList[] = [
  { key: 'arrangements', area: 'arrangements', path: () => '/cararrangement' },
  { key: 'carList', area: 'car lists (an arrangement\'s catalogue, first page)', path: (ids) => `/car/extended/new?carArrangementId=${ids.arrangement}&pageSize=20` },
  { key: 'containers', area: 'mobility containers', path: () => '/mobilitycontainer' },
  { key: 'orders', area: 'orders (open, first page)', path: () => '/order?includePaginationInfo=true' },
  { key: 'mailLog', area: 'mail log (first page)', path: () => '/logemails?pageSize=20' },
  { key: 'texts', area: 'texts (news texts)', path: () => '/newstext' },
  { key: 'operatingCompanies', area: 'client settings (operating companies)', path: () => '/operatingcompany' },
  { key: 'accounts', area: 'accounts', path: () => '/account' },
  { key: 'components', area: 'components (resource kit)', path: () => '/component' },
  { key: 'mailTemplates', area: 'mail templates', path: () => '/emailtemplate' },
  { key: 'releaseNotes', area: 'release notes', path: () => '/releasenotes' },
  { key: 'providerClients', area: 'provider clients (first page)', path: () => '/amw/client?pageSize=20' },
  { key: 'bulkComparer', area: 'bulk comparer profiles', path: (ids) => `/getbulkcomparerprofiles?clientId=${ids.client}` },
];

const server = await startLargeServer<DemoIds>(PORT, async (db) => {
  const [row] = await db.query<{ client: number; arrangement: number }>(
    `SELECT c.id AS client, a.id AS arrangement FROM clients c JOIN car_arrangements a ON a.client_id = c.id
     WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling 2026'`);
  if (!row) throw new Error('The demo client or its arrangement "Leaseregeling 2026" is missing');
  return row;
});
try {
  const token = await signIn(server.url, demoAccount('master').email);
  console.log(`Area lists under load on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}, as the demo client's master (${server.drivers} drivers beside them)`);
  const health = await healthUnderLoad(server.url, token);
  const figures: Figures = { healthP99Ratio: health.p99Ratio, healthOpenP99Ratio: health.openP99Ratio };
  let worst = { ratio: 0, share: Number.POSITIVE_INFINITY, open: 0, ratioArea: '', shareArea: '', openArea: '' };
  for (const list of AREA_LISTS) {
    const url = `${server.url}/api-admin${list.path(server.inspected)}`;
    const first = await timedGet<{ results: unknown[]; resultCount?: number }>(url, token);
    console.log(`\n${list.area}: GET /api-admin${list.path(server.inspected)} (${first.body.resultCount ?? first.body.results.length} rows, one request ${ms(first.ms).trim()})`);
    const load = await routeUnderLoad(url, token);
    const share = load.at50.perSecond / health.at50.perSecond;
    console.log(`${ratiosLine(load)}   throughput at 50 (closed) / health route's   ${ratio(share)}`);
    Object.assign(figures, {
      [`${list.key}P99Ratio`]: load.p99Ratio, [`${list.key}HealthShareRatio`]: share, [`${list.key}P99At50Ms`]: load.at50.p99,
      [`${list.key}OpenP99Ratio`]: load.openP99Ratio, [`${list.key}OpenP99At50Ms`]: load.open50.p99,
    });
    if (load.p99Ratio > worst.ratio) worst = { ...worst, ratio: load.p99Ratio, ratioArea: list.area };
    if (load.openP99Ratio > worst.open) worst = { ...worst, open: load.openP99Ratio, openArea: list.area };
    if (share < worst.share) worst = { ...worst, share, shareArea: list.area };
  }
  console.log(`\nworst p99 ratio, open loop (${OPEN_RATE_LABEL})   ${ratio(worst.open)}   (${worst.openArea}; goal at most 3)`);
  console.log(`worst p99 ratio, closed loop   ${ratio(worst.ratio)}   (${worst.ratioArea}; saturation, information)`);
  console.log(`lowest throughput share of the health route   ${ratio(worst.share)}   (${worst.shareArea})`);
  reportFigures(figuresName('api-lists'), { ...figures, worstP99Ratio: worst.ratio, worstOpenP99Ratio: worst.open, lowestHealthShareRatio: worst.share });
} finally {
  await server.close();
}
