/**
 * Bulk comparer benchmark (issue 19 point 4): `npx tsx bench/bulk-comparer.ts`. An in-memory PGlite with the demo
 * seed, its catalogue grown to BENCH_VERSIONS versions (default 100,000), and a last run holding a price for every
 * version of the demo's active car arrangements (written in one INSERT … SELECT, a stand-in price per version so
 * nearly every row differs: the worst case for the answer). Through fastify's inject (server time, no network) it
 * prints, over BENCH_SAMPLES requests each:
 *   - POST /BulkComparer for "Alle actieve regelingen" (every active car arrangement) and for one arrangement;
 *   - POST /BulkComparer/export (the workbook of up to 20,000 rows);
 *   - GET /driver (first page) while a comparison runs beside it, against GET /driver alone: does the comparison's
 *     batching leave the app answering?
 *   - the heap the comparison holds at most (sampled every 20 ms).
 * Prints figures only; it fails only when the server does not answer as the contract says.
 */
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_PASSWORD, demoAccount } from '../server/db/demo-accounts';
import { demoWithCatalogue } from './catalogue-support';
import { reportFigures, type Figures } from './figures-support';
import { ms, summarize } from './stats-support';

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3);

async function main(): Promise<void> {
  const { db } = await demoWithCatalogue(VERSIONS);
  const [{ id: demo }] = (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")) as [{ id: number }];
  const [{ id: run }] = (await db.query<{ id: number }>(
    "INSERT INTO bulk_runs (client_id, status, started_at, finished_at) VALUES ($1, 'finished', now(), now()) RETURNING id", [demo])) as [{ id: number }];
  await db.query(
    `INSERT INTO bulk_run_prices (client_id, car_arrangement_id, version_id, run_id, duration_months, km_per_year, lease_price, own_contribution, allowed)
     SELECT $1, ca.id, t.id, $2, 48, 20000, round((coalesce(t.consumer_price, 30000) * 0.018)::numeric, 2), 0, true
     FROM car_arrangements ca JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     CROSS JOIN car_types t
     WHERE ca.client_id = $1 AND ca.data_object_type = 'car' AND cs.is_active_online_for_drivers
     ON CONFLICT (car_arrangement_id, version_id) DO UPDATE SET lease_price = excluded.lease_price, run_id = excluded.run_id`, [demo, run]);
  const [{ prices }] = (await db.query<{ prices: number }>(
    'SELECT count(*)::int AS prices FROM bulk_run_prices WHERE client_id = $1', [demo])) as [{ prices: number }];
  console.log(`last run: ${prices.toLocaleString('en')} prices`);

  const app = buildApp({ db, config: loadConfig({}), now: () => new Date() });
  await app.ready();
  const tokenOf = async (role: 'master' | 'supervisor') => (await app.inject({
    method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount(role).email, password: DEMO_PASSWORD },
  })).json<{ access_token: string }>().access_token;
  const master = await tokenOf('master');
  const supervisor = await tokenOf('supervisor');
  const profile = async (name: string) => ((await db.query<{ id: number }>('SELECT id FROM bulk_comparer_profiles WHERE name = $1', [name]))[0]!).id;
  const all = { clientId: demo, profileId: await profile('Alle actieve regelingen') };
  const directie = { clientId: demo, profileId: await profile('Directie elektrisch') };
  const call = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api-admin${url}`, headers: { authorization: `Bearer ${master}` }, payload });
  const drivers = () => app.inject({ url: '/api-admin/driver?pageSize=20', headers: { authorization: `Bearer ${supervisor}` } });

  const timed = async (label: string, send: () => Promise<{ statusCode: number; body: string }>, describe: (body: string) => string): Promise<number> => {
    const times: number[] = [];
    let about = '';
    let heap = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const base = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => { heap = Math.max(heap, process.memoryUsage().heapUsed - base); }, 20);
      const t0 = performance.now();
      const res = await send();
      times.push(performance.now() - t0);
      clearInterval(sampler);
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      about = describe(res.body);
    }
    const s = summarize(times);
    console.log(`${label.padEnd(50)} median ${ms(s.p50)}  max ${ms(s.max)}  heap +${(heap / 2 ** 20).toFixed(0)} MiB  ${about}`);
    return s.p50;
  };
  const figures = (body: string) => {
    const [c] = (JSON.parse(body) as { results: { compared: number; differing: number; rows: unknown[] }[] }).results;
    return `(${c!.compared.toLocaleString('en')} compared, ${c!.differing.toLocaleString('en')} differing, ${c!.rows.length} rows answered)`;
  };
  const reported: Figures = {};
  reported.compareAllMs = await timed('compare: every active car arrangement', () => call('/BulkComparer', all), figures);
  reported.compareOneMs = await timed('compare: Directie, electric only', () => call('/BulkComparer', directie), figures);
  reported.exportMs = await timed('export: every active car arrangement (.xlsx)', () => call('/BulkComparer/export', all), (body) => `(${(body.length / 1024).toFixed(0)} KiB)`);

  const driverTimes = async (beside: boolean) => {
    const times: number[] = [];
    const comparing = beside ? call('/BulkComparer', all) : Promise.resolve(null);
    let done = !beside;
    void comparing.then(() => { done = true; });
    for (let i = 0; i < 200 && (i < 40 || !done); i++) {
      const t0 = performance.now();
      await drivers();
      times.push(performance.now() - t0);
    }
    await comparing;
    return summarize(times);
  };
  for (const [label, beside] of [['GET /driver alone', false], ['GET /driver while a comparison runs', true]] as const) {
    const s = await driverTimes(beside);
    console.log(`${label.padEnd(50)} median ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  (${s.n} requests)`);
    reported[beside ? 'driverP99BesideMs' : 'driverP99AloneMs'] = s.p99;
  }
  reportFigures('bulk-comparer', reported);
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
