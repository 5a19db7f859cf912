/**
 * What the record history costs a write (issue 39 point 6; migration 0048_record_history.sql): `npm run bench:history`
 * or `npx tsx bench/history-writes.ts`. On PGlite (in memory, migrated and seeded with the demo data, as the server
 * tests' createTestServer builds it) and then on PostgreSQL: DATABASE_URL when set (migrated and seeded when empty; the
 * bench's drivers stay behind), else a throwaway cluster (test/server/postgres-cluster.ts, Debian's binaries) when the
 * binaries are there; BENCH_HISTORY_POSTGRES=0 skips PostgreSQL. For each database:
 *   1. Through the real API (buildApp, app.inject, signed in as the demo supervisor): POST /api-admin/driver (a new
 *      driver bound to one arrangement) and PUT /api-admin/driver (its telephone number), one request at a time, WITH
 *      the history as shipped and WITHOUT it (the same app after `ALTER TABLE … DISABLE TRIGGER record_history` on every
 *      table that has it, from pg_trigger). A warm-up of each, then BENCH_HISTORY_ROUNDS (5) rounds, the variants'
 *      order swapped every round; BENCH_HISTORY_CREATES (1,000) creates and BENCH_HISTORY_UPDATES (2,000) updates per
 *      variant in all. Prints the median ops/s over the rounds and the slowdown: the median over the rounds of (time
 *      per op with / without) − 1. Goal: ≤ 15 %.
 *   2. In SQL, as the server writes (one transaction per update that first sets leasedesk.actor, server/db/acting-
 *      account.ts): BENCH_HISTORY_SIZE_UPDATES (20,000) updates of telephone_nr, updated_at and version with the history,
 *      alternated in chunks with as many without it (timed: the trigger's cost without HTTP, validation or reads around
 *      it); record_history's size (pg_total_relation_size, table and indexes apart) and rows before and after the
 *      updates with it: bytes per update, and MiB per 100,000 updates.
 * Prints figures only; it fails only when the server does not answer as the contract says.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { actingAs, type Actor } from '../server/db/acting-account';
import { openDb, type Db } from '../server/db/db';
import { DEMO_PASSWORD, demoAccount } from '../server/db/demo-accounts';
import { migrate } from '../server/db/migrate';
import { IN_MEMORY } from '../server/db/pglite';
import { seedIfEmpty } from '../server/db/seed';
import { startPostgres, type PostgresCluster } from '../test/server/postgres-cluster';
import { reportFigures, type Figures } from './figures-support';
import { median } from './stats-support';

const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 5);
const CREATES = Number(process.env.BENCH_HISTORY_CREATES ?? 1000);
const UPDATES = Number(process.env.BENCH_HISTORY_UPDATES ?? 2000);
const SIZE_UPDATES = Number(process.env.BENCH_HISTORY_SIZE_UPDATES ?? 20_000);
const WARM_CREATES = 100;
const WARM_UPDATES = 200;
/** The SQL updates go in this many chunks per variant, alternating. */
const SIZE_CHUNKS = 10;
const GOAL_SLOWDOWN = 0.15;
const RUN = Date.now().toString(36);

type Variant = 'with' | 'without';

interface Setup {
  name: 'PGlite' | 'PostgreSQL';
  db: Db;
  /** CPU time (ms) the database has used so far outside this process: PostgreSQL's processes; 0 for PGlite (in this one). */
  serverCpuMs(): number;
  close(): Promise<void> | void;
}

interface ApiFigures {
  /** Per variant, per round: ops/s. */
  perRound: Record<Variant, number[]>;
  /** Per variant, per round: CPU ms per op (this process and the database's processes). */
  cpuPerRound: Record<Variant, number[]>;
  /** Median over the rounds of time per op with / without. */
  timeRatio: number;
  /** The same for CPU time per op. */
  cpuRatio: number;
  /** record_history rows one op with the history writes (its rounds' rows / ops). */
  historyRowsPerOp: number;
}

interface SizeFigures {
  updates: number;
  rows: number;
  bytes: number;
  tableBytes: number;
  indexBytes: number;
  sizeAfter: number;
  msPerUpdate: Record<Variant, number>;
  cpuMsPerUpdate: Record<Variant, number>;
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime (ms) and the parent of a process (Linux /proc); null when it cannot be read. */
function procStat(pid: number): { cpuMs: number; ppid: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS, ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** The CPU time of a postmaster and its children (the backends, autovacuum, the WAL writer …); NaN when not readable. */
function clusterCpuMs(postmaster: number): number {
  const own = procStat(postmaster);
  if (!own) return Number.NaN;
  let total = own.cpuMs;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === postmaster) total += stat.cpuMs;
  }
  return total;
}

/** This process's CPU time plus the database's, in ms. */
function cpuNow(setup: Setup): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000 + setup.serverCpuMs();
}

const SUPERVISOR = demoAccount('supervisor');

function appOn(db: Db): FastifyInstance {
  // As the server tests' testConfig: no static files, no background workers that would write while this measures.
  const config = {
    ...loadConfig({}), staticDir: join(tmpdir(), 'leasedesk-no-static'), mailWorker: false, bulkWorker: false, historyRetentionJob: false,
    mailSecretKey: Buffer.alloc(32, 7).toString('base64'),
  };
  return buildApp({ db, config });
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  if (!row) throw new Error(`No row: ${sql}`);
  return row;
}

/** Every table the migration put under history (its triggers record_history and record_history_update). */
async function historyTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    "SELECT tgrelid::regclass::text AS name FROM pg_trigger WHERE tgname = 'record_history' AND NOT tgisinternal ORDER BY 1");
  return rows.map((row) => row.name);
}

async function setHistory(db: Db, tables: string[], variant: Variant): Promise<void> {
  const verb = variant === 'with' ? 'ENABLE' : 'DISABLE';
  await db.exec(tables.map((table) => `ALTER TABLE ${table} ${verb} TRIGGER record_history; ALTER TABLE ${table} ${verb} TRIGGER record_history_update;`).join('\n'));
}

const historyRows = async (db: Db) => (await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM record_history')).n;

async function measureApi(setup: Setup, tables: string[]): Promise<{ create: ApiFigures; update: ApiFigures; driverIds: number[] }> {
  const { db } = setup;
  const app = appOn(db);
  await app.ready();
  try {
    const login = await app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: SUPERVISOR.email, password: DEMO_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.statusCode} ${login.body}`);
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const { id: arrangementId } = await one<{ id: number }>(db,
      'SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = $1 ORDER BY a.id LIMIT 1', [SUPERVISOR.clientName]);

    let made = 0;
    const created: number[] = [];
    const create = async (variant: Variant) => {
      const n = made++;
      const res = await app.inject({
        method: 'POST', url: '/api-admin/driver', headers,
        payload: {
          emailAddress: `history.${RUN}.${variant}.${n}@demo-mobility.test`, firstName: 'Historie', surname: `Bench ${n}`,
          telephoneNr: '020 123 4567', carArrangementCategoryBindings: [{ carArrangementId: arrangementId, categoryId: null }],
        },
      });
      if (res.statusCode !== 200) throw new Error(`POST /driver answered ${res.statusCode}: ${res.body}`);
      created.push(res.json<{ results: { id: number }[] }>().results[0]!.id);
    };
    let changed = 0;
    const update = async () => {
      const n = changed++;
      const id = created[n % created.length]!;
      const res = await app.inject({
        method: 'PUT', url: '/api-admin/driver', headers, payload: { id, telephoneNr: `06 ${String(10_000_000 + n).slice(-8)}` },
      });
      if (res.statusCode !== 200) throw new Error(`PUT /driver answered ${res.statusCode}: ${res.body}`);
    };

    const run = async (variant: Variant, count: number, op: (variant: Variant) => Promise<void>) => {
      await setHistory(db, tables, variant);
      const rowsBefore = await historyRows(db);
      const cpu = cpuNow(setup);
      const started = performance.now();
      for (let n = 0; n < count; n++) await op(variant);
      const seconds = (performance.now() - started) / 1000;
      return { perSecond: count / seconds, cpuMs: (cpuNow(setup) - cpu) / count, rows: (await historyRows(db)) - rowsBefore };
    };

    for (const variant of ['with', 'without'] as const) {
      await run(variant, WARM_CREATES, create);
      await run(variant, WARM_UPDATES, update);
    }
    const measure = async (count: number, op: (variant: Variant) => Promise<void>): Promise<ApiFigures> => {
      const perRound: Record<Variant, number[]> = { with: [], without: [] };
      const cpuPerRound: Record<Variant, number[]> = { with: [], without: [] };
      const ratios: number[] = [];
      const cpuRatios: number[] = [];
      let rows = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const order: Variant[] = round % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
        for (const variant of order) {
          const result = await run(variant, Math.round(count / ROUNDS), op);
          perRound[variant].push(result.perSecond);
          cpuPerRound[variant].push(result.cpuMs);
          if (variant === 'with') rows += result.rows;
        }
        ratios.push(perRound.without[round]! / perRound.with[round]!);
        cpuRatios.push(cpuPerRound.with[round]! / cpuPerRound.without[round]!);
      }
      return { perRound, cpuPerRound, timeRatio: median(ratios), cpuRatio: median(cpuRatios), historyRowsPerOp: rows / (Math.round(count / ROUNDS) * ROUNDS) };
    };
    const createFigures = await measure(CREATES, create);
    const updateFigures = await measure(UPDATES, update);
    await setHistory(db, tables, 'with');
    return { create: createFigures, update: updateFigures, driverIds: created };
  } finally {
    await setHistory(db, tables, 'with');
    await app.close();
  }
}

async function measureSize(setup: Setup, tables: string[], driverIds: number[]): Promise<SizeFigures> {
  const { db } = setup;
  const { id: actorId, clientId } = await one<{ id: number; clientId: number }>(db,
    'SELECT id, client_id AS "clientId" FROM accounts WHERE email_address = $1', [SUPERVISOR.email]);
  const actor: Actor = { id: actorId, actingFor: null, asSubsupervisor: false };
  const size = () => one<{ total: string; tbl: string; idx: string; n: number }>(db,
    `SELECT pg_total_relation_size('record_history')::text AS total, pg_relation_size('record_history')::text AS tbl,
       pg_indexes_size('record_history')::text AS idx, (SELECT count(*)::int FROM record_history) AS n`);
  let n = 0;
  // As PUT /driver writes a telephone number: the column, updated_at and the version, in a transaction of its own that
  // starts with set_config('leasedesk.actor', …, true) (the drivers issue it when a request's actor is set).
  const updates = (count: number) => actingAs(actor, async () => {
    for (let k = 0; k < count; k++, n++) {
      await db.transaction((tx) => tx.query(
        'UPDATE drivers SET telephone_nr = $3, updated_at = now(), version = version + 1 WHERE client_id = $1 AND id = $2',
        [clientId, driverIds[n % driverIds.length], `070 ${String(1_000_000 + n).slice(-7)}`]));
    }
  });
  await updates(200);
  const chunk = Math.max(1, Math.round(SIZE_UPDATES / SIZE_CHUNKS));
  const times: Record<Variant, number> = { with: 0, without: 0 };
  const cpuTimes: Record<Variant, number> = { with: 0, without: 0 };
  const before = await size();
  try {
    for (let round = 0; round < SIZE_CHUNKS; round++) {
      for (const variant of (round % 2 === 0 ? ['with', 'without'] : ['without', 'with']) as Variant[]) {
        await setHistory(db, tables, variant);
        const cpu = cpuNow(setup);
        const started = performance.now();
        await updates(chunk);
        times[variant] += performance.now() - started;
        cpuTimes[variant] += cpuNow(setup) - cpu;
      }
    }
  } finally {
    await setHistory(db, tables, 'with');
  }
  const after = await size();
  const updatesWith = chunk * SIZE_CHUNKS;
  return {
    updates: updatesWith, rows: after.n - before.n, bytes: Number(after.total) - Number(before.total),
    tableBytes: Number(after.tbl) - Number(before.tbl), indexBytes: Number(after.idx) - Number(before.idx), sizeAfter: Number(after.total),
    msPerUpdate: { with: times.with / updatesWith, without: times.without / updatesWith },
    cpuMsPerUpdate: { with: cpuTimes.with / updatesWith, without: cpuTimes.without / updatesWith },
  };
}

async function pglite(): Promise<Setup> {
  const db = await openDb({ dataDir: IN_MEMORY });
  await migrate(db);
  await seedIfEmpty(db);
  return { name: 'PGlite', db, serverCpuMs: () => 0, close: () => db.close() };
}

/** DATABASE_URL, or a throwaway cluster when Debian's binaries are there; null when neither (or BENCH_HISTORY_POSTGRES=0). */
async function postgres(): Promise<Setup | string> {
  if (process.env.BENCH_HISTORY_POSTGRES === '0') return 'skipped (BENCH_HISTORY_POSTGRES=0)';
  const given = process.env.DATABASE_URL?.trim();
  let cluster: PostgresCluster | undefined;
  if (!given) {
    try {
      cluster = await startPostgres();
    } catch (error) {
      return `not measured: no DATABASE_URL and no local cluster (${(error as Error).message.split('\n')[0]})`;
    }
  }
  const db = await openDb({ dataDir: 'unused', databaseUrl: given || cluster!.url });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    await db.exec('VACUUM ANALYZE');
  } catch (error) {
    await db.close();
    cluster?.stop();
    throw error;
  }
  // The cluster's processes are the postmaster's children: found from a backend's parent (local clusters only).
  const { pid } = await one<{ pid: number }>(db, 'SELECT pg_backend_pid() AS pid');
  const postmaster = procStat(pid)?.ppid;
  return {
    name: 'PostgreSQL', db,
    serverCpuMs: () => (postmaster === undefined ? Number.NaN : clusterCpuMs(postmaster)),
    async close() {
      await db.close();
      cluster?.stop();
    },
  };
}

const pct = (ratio: number) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;
const num = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const MiB = 1024 * 1024;

async function measureDatabase(setup: Setup, figures: Figures): Promise<void> {
  const started = performance.now();
  const tables = await historyTables(setup.db);
  console.log(`\n=== ${setup.name}: ${tables.length} tables with the record_history trigger ===`);
  const api = await measureApi(setup, tables);
  const apiSeconds = (performance.now() - started) / 1000;
  const size = await measureSize(setup, tables, api.driverIds);
  const perCreate = Math.round(CREATES / ROUNDS);
  const perUpdate = Math.round(UPDATES / ROUNDS);
  console.log(`API, one request at a time, ${ROUNDS} rounds (the variants' order swapped each round) of ${perCreate} creates, then of ${perUpdate} updates per variant (${apiSeconds.toFixed(0)} s with the warm-up):`);
  console.log(`                            ${'with history'.padStart(14)} ${'without'.padStart(14)} ${'slowdown'.padStart(9)}   ${'CPU/op with'.padStart(12)} ${'without'.padStart(9)} ${'slowdown'.padStart(9)}   history rows/op   goal ≤ 15 % (wall / CPU)`);
  for (const [label, result] of [['POST /driver (create)', api.create], ['PUT /driver (update)', api.update]] as const) {
    const cpuWith = median(result.cpuPerRound.with);
    const cpuWithout = median(result.cpuPerRound.without);
    const met = (ratio: number) => (Number.isNaN(ratio) ? '—' : ratio - 1 <= GOAL_SLOWDOWN ? 'met' : 'NOT met');
    console.log(`  ${label.padEnd(24)}  ${`${num(median(result.perRound.with))} ops/s`.padStart(14)} ${`${num(median(result.perRound.without))} ops/s`.padStart(14)} ${pct(result.timeRatio).padStart(9)}   `
      + `${`${num(cpuWith, 2)} ms`.padStart(12)} ${`${num(cpuWithout, 2)} ms`.padStart(9)} ${pct(result.cpuRatio).padStart(9)}   ${num(result.historyRowsPerOp, 1).padStart(15)}   ${met(result.timeRatio)} / ${met(result.cpuRatio)}`);
    console.log(`  ${''.padEnd(24)}  ops/s by round, with: ${result.perRound.with.map((v) => num(v)).join(', ')}; without: ${result.perRound.without.map((v) => num(v)).join(', ')}`);
  }
  console.log(`  (slowdown: the median over the rounds of (time per op with / without) − 1; CPU: this process${setup.name === 'PGlite' ? ', which runs PGlite' : ' + the cluster\'s processes'})`);
  const bytesPerUpdate = size.bytes / size.updates;
  const { msPerUpdate: wall, cpuMsPerUpdate: cpu } = size;
  console.log(`SQL, ${num(size.updates)} updates with history (telephone_nr, updated_at, version; one transaction each, actor set), alternated in ${SIZE_CHUNKS} chunks with as many without:`);
  console.log(`  time per update             with ${wall.with.toFixed(3)} ms   without ${wall.without.toFixed(3)} ms   ${pct(wall.with / wall.without)}   (the trigger ≈ ${((wall.with - wall.without) * 1000).toFixed(0)} µs per row)`);
  console.log(`  CPU per update              with ${cpu.with.toFixed(3)} ms   without ${cpu.without.toFixed(3)} ms   ${pct(cpu.with / cpu.without)}   (the trigger ≈ ${((cpu.with - cpu.without) * 1000).toFixed(0)} µs per row)`);
  console.log(`  record_history grew by      ${num(size.rows)} rows, ${num(size.bytes / MiB, 2)} MiB (table ${num(size.tableBytes / MiB, 2)} MiB, indexes ${num(size.indexBytes / MiB, 2)} MiB); now ${num(size.sizeAfter / MiB, 1)} MiB in all`);
  console.log(`  per update                  ${num(bytesPerUpdate)} bytes (${num(size.tableBytes / size.updates)} table + ${num(size.indexBytes / size.updates)} indexes)`);
  console.log(`  per 100,000 updates         ${num((bytesPerUpdate * 100_000) / MiB, 1)} MiB`);
  const key = setup.name === 'PGlite' ? 'pglite' : 'postgres';
  Object.assign(figures, {
    [`${key}CreateWithPerSecond`]: median(api.create.perRound.with), [`${key}CreateWithoutPerSecond`]: median(api.create.perRound.without),
    [`${key}CreateTimeRatio`]: api.create.timeRatio, [`${key}CreateCpuRatio`]: api.create.cpuRatio,
    [`${key}UpdateWithPerSecond`]: median(api.update.perRound.with), [`${key}UpdateWithoutPerSecond`]: median(api.update.perRound.without),
    [`${key}UpdateTimeRatio`]: api.update.timeRatio, [`${key}UpdateCpuRatio`]: api.update.cpuRatio,
    [`${key}SqlUpdateTimeRatio`]: size.msPerUpdate.with / size.msPerUpdate.without,
    [`${key}SqlUpdateCpuRatio`]: size.cpuMsPerUpdate.with / size.cpuMsPerUpdate.without,
    [`${key}HistoryPer100kUpdatesMiB`]: (bytesPerUpdate * 100_000) / MiB,
  });
}

const started = performance.now();
console.log(`Record history write cost (issue 39 point 6): ${CREATES} creates and ${UPDATES} updates per variant through the API, `
  + `${SIZE_UPDATES} SQL updates for the size; goal: writes ≤ 15 % slower with the history`);
const figures: Figures = {};
for (const open of [pglite, postgres]) {
  const setup = await open();
  if (typeof setup === 'string') {
    console.log(`\n=== PostgreSQL: ${setup} ===`);
    continue;
  }
  try {
    await measureDatabase(setup, figures);
  } finally {
    await setup.close();
  }
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(0)} s in all`);
reportFigures('history-writes', figures);
