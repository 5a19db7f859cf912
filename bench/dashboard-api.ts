/**
 * Home dashboard API benchmark (issue 37 point 2: "≤ 50 ms server time at 100,000 drivers"): `npm run bench:dashboard`
 * or `npx tsx bench/dashboard-api.ts`; on PostgreSQL with BENCH_POSTGRES=1 (a throwaway cluster) or DATABASE_URL
 * (bench/large-client-support.ts). Seeds the 100k-driver client `large` as the driver benches do and:
 *   - before the server takes the database over, builds GET /dashboard's one statement (server/repositories/dashboard.ts
 *     `dashboardStatement`) for each reader and times it whole, then each figure's subquery ALONE once (the others
 *     folded away), so the slowest figure is named; beside it the driver list's own count (what an unremembered first
 *     page of GET /driver spends most of its time on). BENCH_DASHBOARD_EXPLAIN=1 prints EXPLAIN ANALYZE of the statement.
 *   - starts the real server on it (port BENCH_DASHBOARD_PORT, 8193) and asks GET /api-admin/dashboard BENCH_SAMPLES
 *     (50) times one at a time per reader, alternating with GET /api-admin/driver (first page) and GET /health, timed from
 *     this process over 127.0.0.1 (server time plus the HTTP round trip, which /health shows): median and p95.
 * Readers: the large client's supervisor (the whole client), and a sub-supervisor scoped to the car arrangement that
 * every driver is bound to (every driver in reach, each through the scope's EXISTS: the scoped worst case). seed-large.ts
 * makes no scoped account, so the bench adds `scoped@large.leasedesk.test` when the client has none (also to a reused
 * BENCH_DATA_DIR / DATABASE_URL database).
 * Prints figures against the 50 ms goal; it never fails on a time, only when the server does not answer as the contract says.
 */
import { createHash } from 'node:crypto';
import type { Dashboard } from '../src/api/types-dashboard';
import { can, type AccessSubject } from '../src/lib/permissions';
import { hashPassword } from '../server/auth/passwords';
import type { SignedInAccount } from '../server/auth/tokens';
import type { ServerContext } from '../server/context';
import type { Db } from '../server/db/db';
import { dashboardStatement, type DashboardReader } from '../server/repositories/dashboard';
import { driverConditions } from '../server/repositories/driver-list';
import { mobilityFacts } from '../server/repositories/mobility';
import { reachOf } from '../server/repositories/scope';
import { DRIVER_LIST_DEFAULT_PAGE_SIZE } from '../server/routes/driver';
import { todayOf } from '../server/routes/driver-list-route';
import { DEMO_PASSWORD, figuresName, LARGE_CLIENT, LARGE_SUPERVISOR, ON_POSTGRES, signIn, startLargeServer, type SeededClient } from './large-client-support';
import { reportFigures, type Figures } from './figures-support';
import { median, ms, ratio, summarize } from './stats-support';
import { timedGet } from './load-support';

const PORT = Number(process.env.BENCH_DASHBOARD_PORT ?? 8193);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
/** Runs of the whole statement before anything is timed (plans, caches), and timed runs of it in the database step. */
const WARM_RUNS = 3;
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 10);
const EXPLAIN = process.env.BENCH_DASHBOARD_EXPLAIN === '1';
const GOAL_MS = 50;

const SCOPED_READER = 'scoped@large.leasedesk.test';
const SCOPED_ARRANGEMENT = 'Leaseregeling Groot 2026';

interface Reader {
  key: 'supervisor' | 'scoped';
  label: string;
  email: string;
}

const READERS: readonly Reader[] = [
  { key: 'supervisor', label: 'supervisor (whole client)', email: LARGE_SUPERVISOR },
  { key: 'scoped', label: `scoped sub-supervisor (${SCOPED_ARRANGEMENT})`, email: SCOPED_READER },
];

interface PartTime {
  key: string;
  ms: number;
  value: unknown;
}

interface SqlFigures {
  figures: number;
  wholeMedian: number;
  wholeP95: number;
  parts: PartTime[];
  /** The driver list's count over the reader's reach, no filter, median of SQL_RUNS. */
  driverCountMedian: number;
}

interface Inspected {
  scopedAdded: boolean;
  sql: Map<Reader['key'], SqlFigures>;
}

const timed = async <T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
};

/** The large client's scoped reader: a sub-supervisor linked to SCOPED_ARRANGEMENT, added when the client has none. */
async function ensureScopedReader(db: Db, clientId: number): Promise<boolean> {
  const [found] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE client_id = $1 AND email_address = $2', [clientId, SCOPED_READER]);
  if (found) return false;
  const salt = createHash('sha256').update(`leasedesk-demo-salt:${SCOPED_READER}`).digest().subarray(0, 16);
  const [account] = await db.query<{ id: number }>(
    `INSERT INTO accounts (client_id, email_address, first_name, surname, role, password_hash, receives_order_emails, is_active, is_scoped)
     VALUES ($1, $2, 'Sanne', 'Scoped', 'subsupervisor', $3, false, true, true) RETURNING id`,
    [clientId, SCOPED_READER, await hashPassword(DEMO_PASSWORD, salt)]);
  await db.query(
    `INSERT INTO account_car_arrangements (client_id, account_id, car_arrangement_id)
     SELECT $1, $2, id FROM car_arrangements WHERE client_id = $1 AND display_name = $3`, [clientId, account!.id, SCOPED_ARRANGEMENT]);
  return true;
}

/** The reader as GET /dashboard builds it (server/routes/dashboard.ts), for the account signed in by `email`. */
async function readerOf(ctx: ServerContext, clientId: number, email: string): Promise<DashboardReader> {
  const [row] = await ctx.db.query<{ id: number; role: SignedInAccount['role'] }>(
    'SELECT id, role FROM accounts WHERE client_id = $1 AND email_address = $2', [clientId, email]);
  if (!row) throw new Error(`No account ${email} in client "${LARGE_CLIENT}"`);
  const account: SignedInAccount = {
    id: row.id, clientId, homeClientId: clientId, role: row.role, realRole: row.role, isSwitchedToSubsupervisor: false, familyId: 'bench',
  };
  const subject: AccessSubject = { role: account.role, ...(await mobilityFacts(ctx.db, account)) };
  return { account, reach: await reachOf(ctx.db, account), can: (feature) => can(subject, feature), now: ctx.now(), today: todayOf(ctx) };
}

/**
 * The statement whole (median and p95 of SQL_RUNS after WARM_RUNS), then each figure alone once: the same SELECT with
 * every other figure as `CASE WHEN false THEN … END`, which the planner folds away before it plans subqueries, so only
 * the one figure runs while every parameter keeps the type its own figure gives it.
 */
async function timeStatement(ctx: ServerContext, reader: DashboardReader, label: string): Promise<SqlFigures> {
  const { sql, params, parts, selecting } = await dashboardStatement(ctx, reader);
  for (let n = 0; n < WARM_RUNS; n++) await ctx.db.query(sql, params);
  const whole: number[] = [];
  for (let n = 0; n < SQL_RUNS; n++) whole.push((await timed(() => ctx.db.query(sql, params))).ms);
  if (EXPLAIN) {
    const plan = await ctx.db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    console.log(`EXPLAIN ANALYZE, ${label}:\n${plan.map((line) => Object.values(line)[0]).join('\n')}\n`);
  }
  const alone: PartTime[] = [];
  for (const part of parts) {
    const columns = parts.map((other) => (other === part ? `${other.sql} AS "${other.key}"` : `CASE WHEN false THEN ${other.sql} END AS "${other.key}"`));
    const one = await timed(() => ctx.db.query<Record<string, unknown>>(selecting(columns), params));
    alone.push({ key: part.key, ms: one.ms, value: one.value[0]?.[part.key] });
  }
  const countParams: unknown[] = [reader.reach.clientId, reader.reach.arrangementIds, reader.today];
  const countSql = `SELECT count(*)::int AS n FROM drivers d WHERE ${driverConditions({}, countParams)}`;
  await ctx.db.query(countSql, countParams);
  const counts: number[] = [];
  for (let n = 0; n < SQL_RUNS; n++) counts.push((await timed(() => ctx.db.query(countSql, countParams))).ms);
  const wholeSummary = summarize(whole);
  return { figures: parts.length, wholeMedian: wholeSummary.p50, wholeP95: wholeSummary.p95, parts: alone, driverCountMedian: median(counts) };
}

async function inspect(db: Db, { clientId }: SeededClient): Promise<Inspected> {
  const scopedAdded = await ensureScopedReader(db, clientId);
  // Only the database and the clock are read by the dashboard's statement builder.
  const ctx = { db, now: () => new Date() } as unknown as ServerContext;
  const sql = new Map<Reader['key'], SqlFigures>();
  for (const reader of READERS) sql.set(reader.key, await timeStatement(ctx, await readerOf(ctx, clientId, reader.email), reader.label));
  return { scopedAdded, sql };
}

const pad = (text: string, width: number) => text.padEnd(width);

const server = await startLargeServer(PORT, inspect);
try {
  const { scopedAdded, sql } = server.inspected;
  console.log(`Home dashboard API on ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'}, client "${LARGE_CLIENT}": ${server.drivers} drivers `
    + `(prepared in ${server.seconds.toFixed(1)} s), GET /api-admin/dashboard; goal ≤ ${GOAL_MS} ms server time (issue 37 point 2)`);
  if (scopedAdded) console.log(`The client had no scoped reader: added ${SCOPED_READER}, sub-supervisor scoped to "${SCOPED_ARRANGEMENT}" (all ${server.drivers} drivers bound to it).`);
  const figures: Figures = {};
  const driverUrl = `${server.url}/api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`;
  for (const reader of READERS) {
    const token = await signIn(server.url, reader.email);
    const dashboardUrl = `${server.url}/api-admin/dashboard`;
    const first = await timedGet<{ successful: boolean; results: Dashboard[] }>(dashboardUrl, token);
    const board = first.body.results[0];
    if (!first.body.successful || !board) throw new Error(`GET /dashboard as ${reader.email} answered no dashboard`);
    await timedGet(driverUrl, token);
    // Alternating, so the three see the same machine load.
    const dashboardTimes: number[] = [];
    const driverTimes: number[] = [];
    const healthTimes: number[] = [];
    for (let n = 0; n < SAMPLES; n++) {
      dashboardTimes.push((await timedGet(dashboardUrl, token)).ms);
      driverTimes.push((await timedGet(driverUrl, token)).ms);
      healthTimes.push((await timedGet(`${server.url}/health`, token)).ms);
    }
    const call = summarize(dashboardTimes);
    const driver = median(driverTimes);
    const health = median(healthTimes);
    const db = sql.get(reader.key)!;
    const slowest = [...db.parts].sort((a, b) => b.ms - a.ms)[0];
    const met = (value: number) => (value <= GOAL_MS ? 'met' : 'NOT met');
    console.log(`\n${reader.label}: ${board.figures.length} figures${board.bulkRun ? ' and the bulk run' : ''}`);
    console.log(`  GET /dashboard, round trip      median ${ms(call.p50)}   p95 ${ms(call.p95)}   (${SAMPLES} requests, one at a time; goal ${GOAL_MS} ms: median ${met(call.p50)}, p95 ${met(call.p95)})`);
    console.log(`  GET /health, round trip         median ${ms(health)}   (HTTP alone: the dashboard's server time is about the difference)`);
    console.log(`  GET /driver first page          median ${ms(driver)}   (answered from remembered reads once asked)`);
    console.log(`  ratio dashboard / driver page   ${ratio(call.p50 / driver)}`);
    console.log(`  the statement in the database   median ${ms(db.wholeMedian)}   p95 ${ms(db.wholeP95)}   (${db.figures} subqueries, ${SQL_RUNS} runs)`);
    console.log(`  driver list's count, no filter  median ${ms(db.driverCountMedian)}   (an unremembered first page's main cost); ratio statement / count ${ratio(db.wholeMedian / db.driverCountMedian)}`);
    console.log('  each figure alone (once):');
    for (const part of db.parts) {
      console.log(`    ${pad(part.key, 30)} ${ms(part.ms)}   ${pad(String(part.value ?? '—'), 26)}${part === slowest ? '  ← slowest' : ''}`);
    }
    const prefix = reader.key;
    Object.assign(figures, {
      [`${prefix}MedianMs`]: call.p50, [`${prefix}P95Ms`]: call.p95, [`${prefix}SqlMedianMs`]: db.wholeMedian,
      [`${prefix}SlowestFigureMs`]: slowest?.ms ?? null, [`${prefix}DriverPageRatio`]: call.p50 / driver, [`${prefix}HealthMedianMs`]: health,
    });
  }
  reportFigures(figuresName('dashboard-api'), figures);
} finally {
  await server.close();
}
