/**
 * Car-list benchmark (issue 15 point 6): `npx tsx bench/car-extended.ts`. An in-memory PGlite with the demo
 * seed, its catalogue grown to BENCH_VERSIONS versions (default 100,000, as `npm run seed -- --versions`
 * does), the real app answering through fastify's inject (server time: routing, auth, SQL, pricing,
 * JSON; no network). Prints medians and p95 over BENCH_SAMPLES requests each of:
 *   - POST /car/extended/new, first page, no search; a filtered search; a deep page;
 *   - POST /car/new, POST /car/notadded (prices every version the search leaves), GET /car/segments;
 *   - every paged car list (extended, newly added, not added) at 20 and 500 a page: its first and its deepest page,
 *     remembered (asked again) and cold (after a write to the arrangement's blocked brands, which its lists read, or
 *     to the catalogue, which every list reads: BENCH_COLD_SAMPLES pairs each; remembered: BENCH_REMEMBERED_SAMPLES
 *     pairs), first and deepest sampled side by side, and the worst median deepest / first of them all (issue 40 point 4);
 *   - not added over everything after writes that change a price: the max CO2 (everything priced again) and 100
 *     versions' consumer prices;
 *   - the other strategy for comparison: read every offered version and price all of them in this process.
 * Prints figures only; it fails only when the server does not answer as the contract says.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { demoWithCatalogue } from './catalogue-support';
import { DEMO_PASSWORD, demoAccount } from '../server/db/demo-accounts';
import { pricingContextOf, priceVersion, type VersionRow } from '../server/repositories/car-pricing';
import { reportFigures } from './figures-support';
import { median, ms, summarize } from './stats-support';

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 7);
const REMEMBERED_SAMPLES = Number(process.env.BENCH_REMEMBERED_SAMPLES ?? 41);
const PAGE_SIZES = [20, 500] as const;
const PAGED_LISTS = [
  { label: 'extended', url: '/car/extended/new' },
  { label: 'newly added', url: '/car/new' },
  { label: 'not added', url: '/car/notadded' },
] as const;

/**
 * Cold: after a write to the catalogue (every list reads it) or to the arrangement's blocked brands (its own lists
 * only), both changing nothing; or after writes that do change something: the arrangement's max CO2 (a new value each
 * time: every version priced again) or 100 versions' consumer prices (those versions priced again).
 */
type Cold = false | 'catalogue' | 'arrangement' | 'settings' | 'versions';

/** A request as the bench sends it: its time in ms, the list's resultCount. */
type Ask = (payload: object) => Promise<{ ms: number; count: number }>;

/**
 * A list's first and deepest page, sampled in pairs, each pair right after its own write when cold: first then deepest,
 * then deepest then first (ABBA), so machine noise and any drift fall on both alike. The ratio is the median of the
 * pairs' ratios: two requests doing the same work, measured side by side.
 */
async function pairedPages(ask: Ask, write: () => Promise<void>, first: object, deepest: object, samples: number) {
  const firsts: number[] = [];
  const deeps: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < samples; i++) {
    const one = async (payload: object) => {
      await write();
      return (await ask(payload)).ms;
    };
    const [a, b] = i % 2 === 0 ? [await one(first), await one(deepest)] : (([d, f]) => [f, d])([await one(deepest), await one(first)]);
    firsts.push(a!);
    deeps.push(b!);
    ratios.push(b! / a!);
  }
  return { first: summarize(firsts), deepest: summarize(deeps), ratio: median(ratios) };
}

/**
 * Every paged car list's deepest page against its first, at each size, remembered and cold: the ratios. Remembered
 * answers cost ~1 ms, where a scheduler's slice is noise: they get REMEMBERED_SAMPLES pairs; cold ones COLD_SAMPLES.
 */
async function deepPageRatiosOf(list: object, ask: Ask, write: (cold: Cold) => Promise<void>): Promise<number[]> {
  const ratios: number[] = [];
  for (const { label, url } of PAGED_LISTS) {
    for (const size of PAGE_SIZES) {
      const count = (await ask({ url, ...list, pageSize: size })).count;
      const last = Math.max(1, Math.ceil(count / size));
      for (const cold of [false, 'arrangement', 'catalogue'] as const) {
        const how = cold ? `after a write to the ${cold}` : 'remembered';
        // Remembered: both pages asked once before, so every sample is an answer from memory.
        if (!cold) for (const pageIndex of [1, last]) await ask({ url, ...list, pageSize: size, pageIndex });
        const { first, deepest, ratio } = await pairedPages(ask, () => write(cold), { url, ...list, pageSize: size },
          { url, ...list, pageSize: size, pageIndex: last }, cold ? COLD_SAMPLES : REMEMBERED_SAMPLES);
        console.log(`${`${label}, ${size} a page, ${how}`.padEnd(50)} first ${ms(first.p50)} (p95 ${ms(first.p95)}), page ${last.toLocaleString('en')} ${ms(deepest.p50)} (p95 ${ms(deepest.p95)}); deepest / first ${ratio.toFixed(2)}`);
        ratios.push(ratio);
      }
    }
  }
  return ratios;
}

async function main(): Promise<void> {
  const { db, versions: n } = await demoWithCatalogue(VERSIONS);
  let started: number;
  const app = buildApp({ db, config: loadConfig({}), now: () => new Date() });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
  const token = (login.json() as { access_token: string }).access_token;
  const [{ id: arrangement }] = (await db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling 2026'")) as [{ id: number }];

  // A write that changes nothing still forgets every remembered read of its table.
  let step = 0;
  const [{ maxCo2 }] = (await db.query<{ maxCo2: number }>('SELECT max_co2 AS "maxCo2" FROM car_arrangement_settings WHERE car_arrangement_id = $1', [arrangement])) as [{ maxCo2: number }];
  const writeFor = async (cold: Cold) => {
    step++;
    if (cold === 'arrangement') await db.query('UPDATE blocked_brand_models SET model_id = model_id WHERE id = 0');
    else if (cold === 'catalogue') await db.query('UPDATE car_types SET name = name WHERE id = 0');
    else if (cold === 'settings') await db.query('UPDATE car_arrangement_settings SET max_co2 = $2 WHERE car_arrangement_id = $1', [arrangement, 100 + (step % 50)]);
    else if (cold === 'versions') await db.query('UPDATE car_types SET consumer_price = consumer_price + 1 WHERE id % 1000 = $1', [step % 1000]);
  };
  const timed = async (label: string, method: 'GET' | 'POST', url: string, payload?: object, cold: Cold = false, samples = cold ? COLD_SAMPLES : SAMPLES): Promise<number> => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < samples; i++) {
      await writeFor(cold);
      const t0 = performance.now();
      const res = await app.inject({ method, url: `/api-admin${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      count = (res.json() as { resultCount?: number; results: unknown[] }).resultCount ?? (res.json() as { results: unknown[] }).results.length;
    }
    const s = summarize(times);
    console.log(`${label.padEnd(58)} median ${ms(s.p50)}  p95 ${ms(s.p95)}  (${count.toLocaleString('en')} rows)`);
    return s.p50;
  };

  const list = { carArrangementId: arrangement };
  const firstPageMs = await timed('extended, first page (20)', 'POST', '/car/extended/new', list);
  await timed('extended, first page (500, the largest)', 'POST', '/car/extended/new', { ...list, pageSize: 500 });
  const searchMs = await timed('extended, search "golf" (first page)', 'POST', '/car/extended/new', { ...list, filterText: 'golf' });
  await timed('extended, search "volkswagen golf 1.5" (first page)', 'POST', '/car/extended/new', { ...list, filterText: 'volkswagen golf 1.5' });
  await timed('extended, search with no match', 'POST', '/car/extended/new', { ...list, filterText: 'zzzz' });
  const deepPageMs = await timed('extended, page 2,000 of 20', 'POST', '/car/extended/new', { ...list, pageIndex: 2_000 });
  await timed('newly added (last 30 days), first page', 'POST', '/car/new', list);
  await timed('segments with counts', 'GET', `/car/segments?carArrangementId=${arrangement}`);
  await timed('not added, search "golf" (prices every match)', 'POST', '/car/notadded', { ...list, filterText: 'golf' });
  const notAddedAllArrangementMs = await timed('not added, no search, after a write to the arrangement', 'POST', '/car/notadded', list, 'arrangement');
  const notAddedAllColdMs = await timed('not added, no search, after a write to the catalogue', 'POST', '/car/notadded', list, 'catalogue');
  const notAddedAllSettingsMs = await timed('not added, no search, after a change to the max CO2', 'POST', '/car/notadded', list, 'settings');
  await db.query('UPDATE car_arrangement_settings SET max_co2 = $2 WHERE car_arrangement_id = $1', [arrangement, maxCo2]);
  const notAddedAllVersionsMs = await timed('not added, no search, after 100 versions\' prices changed', 'POST', '/car/notadded', list, 'versions');
  const notAddedAllMs = await timed('not added, no search (prices the whole catalogue)', 'POST', '/car/notadded', list);
  const ask: Ask = async ({ url, ...payload }: { url?: string }) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api-admin${url!}`, headers: { authorization: `Bearer ${token}` }, payload });
    const took = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url!}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms: took, count: (res.json() as { resultCount: number }).resultCount };
  };
  const deepPageRatios = await deepPageRatiosOf(list, ask, writeFor);
  const deepPageRatioWorst = Math.max(...deepPageRatios);
  console.log(`worst deepest / first page over ${deepPageRatios.length} list, size and memory cases: ${deepPageRatioWorst.toFixed(2)}`);

  // The other strategy: read and price every version, then page in memory.
  const reach = { clientId: (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'"))[0]!.id, arrangementIds: null, operatingCompanyIds: null };
  const ctx = await pricingContextOf(db, reach, arrangement, 'bench');
  const reads: number[] = [];
  const prices: number[] = [];
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    const rows = await db.query<VersionRow>(
      `SELECT t.id, t.type_id_hist, b.id AS brand_id, b.name AS brand_name, m.id AS model_id, m.name AS model_name, t.name, t.fuel_code, t.body_type,
         t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value, sg.segment_code,
         t.date_added::text AS date_added, NULL::float8 AS fixed_price
       FROM car_types t JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id LEFT JOIN segments sg ON sg.id = m.segment_id`);
    reads.push(performance.now() - started);
    started = performance.now();
    for (const row of rows) priceVersion(ctx, row);
    prices.push(performance.now() - started);
  }
  const perSecond = Math.round(n / (median(prices) / 1000));
  console.log(`compute-all strategy: read every version ${ms(median(reads))}, price them ${ms(median(prices))} (${perSecond.toLocaleString('en')} versions/s)`);
  reportFigures('car-extended', { firstPageMs, searchMs, deepPageMs, notAddedAllMs, notAddedAllArrangementMs, notAddedAllColdMs, notAddedAllSettingsMs, notAddedAllVersionsMs, deepPageRatioWorst });
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
