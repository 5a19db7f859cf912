/**
 * Bulk-run benchmark (issue 19 point 5): `npm run bench:bulk-run`. An in-memory PGlite with the demo seed, its car
 * catalogue grown to BENCH_VERSIONS versions (default 100,000, as `npm run seed -- --versions` does), the real app
 * with its bulk worker (pg-boss on the same PGlite), answering through fastify's inject (server time: routing,
 * auth, SQL, JSON; no network). It measures GET /api-admin/driver (first page) idle, then starts a run of the demo
 * client's active car arrangements with GET /clientsetting/runbulk and keeps asking GET /driver every
 * BENCH_GAP_MS while it goes: the run shares PGlite's one connection and the event loop with the API, so this
 * is what a user of the app feels meanwhile. Prints versions priced per second, wall time, peak RSS (sampled every
 * 50 ms) and the p50/p95/p99 of GET /driver idle and during the run with their ratio. Figures only, never asserts
 * times; it fails only when the server does not answer as the contract says.
 */
import type { FastifyInstance } from 'fastify';
import type { BulkStatus, BulkSummary, BulkFileCheck } from '../contract/types/bulk';
import type { Envelope } from '../contract/types/core';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { demoWithCatalogue } from './catalogue-support';
import { DEMO_PASSWORD, demoAccount } from '../server/db/demo-accounts';
import { reportFigures } from './figures-support';
import { ms, ratio, summarize } from './stats-support';

const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 100_000);
const IDLE_SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 25);
const MIB = 1024 * 1024;

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function call<T>(app: FastifyInstance, token: string, url: string): Promise<T> {
  const res = await app.inject({ url: `/api-admin${url}`, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json<Envelope<T>>().results[0]!;
}

/**
 * One GET /driver (first page, as the list opens), BENCH_GAP_MS after the previous one, timed from the moment it was
 * due: PGlite runs a query on the event loop, so a request arriving during a batch waits before it even starts, and
 * that wait is the user's too.
 */
async function driverPage(app: FastifyInstance, token: string): Promise<number> {
  const due = performance.now() + GAP_MS;
  await pause(GAP_MS);
  const res = await app.inject({ url: '/api-admin/driver?pageSize=20', headers: { authorization: `Bearer ${token}` } });
  const took = performance.now() - due;
  if (res.statusCode !== 200) throw new Error(`GET /driver: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return took;
}

function peakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  return { stop: () => { clearInterval(timer); return Math.max(peak, process.memoryUsage().rss); } };
}

async function main(): Promise<void> {
  const { db } = await demoWithCatalogue(VERSIONS);
  // BULK_BATCH_SIZE as the server reads it (default 2,000): the size of each blocking slice against throughput.
  const config = { ...loadConfig({ BULK_BATCH_SIZE: process.env.BULK_BATCH_SIZE }), bulkPollSeconds: 1 };
  const app = buildApp({ db, config, now: () => new Date() });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
  const token = login.json<{ access_token: string }>().access_token;

  // Warm-up (JIT, PGlite's caches), then idle: the same requests at the same pace as during the run.
  for (let i = 0; i < 20; i++) await driverPage(app, token);
  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i++) {
    idle.push(await driverPage(app, token));
  }

  const rssBefore = process.memoryUsage().rss;
  const rss = peakRss();
  const started = performance.now();
  const queued = await call<BulkStatus>(app, token, '/clientsetting/runbulk');
  // The status is polled once a second beside the driver requests (as the run_bulk screen does), so a status call
  // waiting behind a batch never absorbs the wait a driver request would have had.
  let status = queued;
  let wall = 0;
  const watching = (async () => {
    while (status.state === 'queued' || status.state === 'running') {
      await pause(1000);
      status = await call<BulkStatus>(app, token, '/clientsetting/bulkstatus');
    }
    wall = performance.now() - started;
  })();
  const during: number[] = [];
  while (status.state === 'queued' || status.state === 'running') {
    during.push(await driverPage(app, token));
  }
  await watching;
  const peak = rss.stop();
  if (status.state !== 'finished') throw new Error(`the run ended ${status.state}: ${status.errorMessage}`);

  const summary = await call<BulkSummary>(app, token, '/clientsetting/bulksummary');
  const files = await call<BulkFileCheck>(app, token, '/clientsetting/bulkFileCheck');
  const running = Date.parse(status.finishedAt!) - Date.parse(status.startedAt!);
  console.log(`bulk run of client demo: ${summary.arrangements.length} active car arrangements, batches of ${config.bulkBatchSize}`);
  for (const part of summary.arrangements) {
    const file = files.files.find((f) => f.carArrangementId === part.carArrangementId);
    console.log(`  ${part.displayName.padEnd(28)} ${part.versionsPriced.toLocaleString('en').padStart(8)} versions, ${part.changedPrices} changed, `
      + `${part.newPrices.toLocaleString('en')} new, ${part.errors} errors; workbook ${((file?.size ?? 0) / MIB).toFixed(1)} MiB`);
  }
  console.log(`versions priced      ${status.versionsPriced.toLocaleString('en')} in ${(wall / 1000).toFixed(1)} s wall (runbulk to finished seen by a poll each second; `
    + `${(running / 1000).toFixed(1)} s started to finished): ${Math.round(status.versionsPriced / (wall / 1000)).toLocaleString('en')} versions/s`);
  console.log(`RSS                  before ${(rssBefore / MIB).toFixed(0)} MiB, peak during the run ${(peak / MIB).toFixed(0)} MiB (+${((peak - rssBefore) / MIB).toFixed(0)} MiB)`);
  const a = summarize(idle);
  const b = summarize(during);
  const line = (label: string, s: typeof a) => console.log(`${label.padEnd(20)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  (${s.n} requests)`);
  line('GET /driver idle', a);
  line('GET /driver in run', b);
  console.log(`ratio p99 in run / idle   ${ratio(b.p99 / a.p99)}`);
  reportFigures('bulk-run', {
    versionsPerSecond: status.versionsPriced / (wall / 1000), wallSeconds: wall / 1000, rssGrowthMiB: (peak - rssBefore) / MIB,
    p99IdleMs: a.p99, p99InRunMs: b.p99, p99Ratio: b.p99 / a.p99, maxInRunMs: b.max,
  });
  await app.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
