import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatus } from '../../contract/types/bulk';
import type { Envelope, TokenResponse } from '../../contract/types/core';
import { openDb, type Db } from '../../server/db/db';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { growCarCatalogue } from '../../server/db/seed-catalogue';
import { offeredVersionCount, offeredVersionsAfter } from '../../server/repositories/car-lists';
import { activeCarArrangements, expectedCounts, pricesOf } from './bulk-run-support';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';
import { outputsOf, spawnServer, stopServers, until, type ServerProcess } from './server-process';

/**
 * Issue 40 point 2: a kill -9 in the middle of a bulk run. Real server processes (server-process.ts) on a copy of the
 * run's seeded PostgreSQL template with the car catalogue grown, small batches so the run is many commits long. The
 * first process is killed (SIGKILL: no shutdown of its own, its parts still held, its job still active in pg-boss)
 * between a quarter and 60 % of the run; a second process on the same database must take the run over within
 * RESUME_SECONDS of answering /health — at once for parts whose heartbeat is stale, not after pg-boss's expiry
 * (BULK_EXPIRE_SECONDS, 15 minutes by default, left so here) — and finish it with every price written once.
 */
/** The catalogue grown to 6,000 versions (the seed has ~3,400): ~7,600 to price over the active arrangements. */
const VERSIONS = 6_000;
const RESUME_SECONDS = 10;
const SETTINGS = { BULK_POLL_SECONDS: '1', BULK_BATCH_SIZE: '50' };

let database: PostgresDatabase;
let db: Db;
const servers: ServerProcess[] = [];
let clientId = 0;
/** Per active arrangement of the demo client: the versions its list offers, and its stored prices before the run. */
const parts: { id: number; name: string; offered: Set<number>; before: Map<number, number | null> }[] = [];

beforeAll(async () => {
  database = await postgresDatabase();
  db = await openDb({ dataDir: 'unused', databaseUrl: database.url, poolMax: 2 });
  await db.transaction((tx) => growCarCatalogue(tx, VERSIONS, new Date()));
  [{ id: clientId }] = (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")) as [{ id: number }];
  for (const { id, display_name } of await activeCarArrangements(db)) {
    const offered = new Set((await offeredVersionsAfter(db, clientId, id, 0, 1_000_000)).map((v) => v.id));
    // The list's own count (what a run's part is to price) agrees with the versions read.
    expect(offered.size).toBe(await offeredVersionCount(db, clientId, id));
    parts.push({ id, name: display_name, offered, before: await pricesOf(db, id) });
  }
});

afterAll(async () => {
  await stopServers();
  await db?.close();
  await database?.close();
});

const seconds = (ms: number) => (ms / 1000).toFixed(1);
/** "1.2 s after" the moment `from`, or "before" it. */
const since = (at: number, from: number) => (at < from ? 'before' : `${seconds(at - from)} s after`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The run's progress as its parts hold it in the database. */
async function progressOf(runId: number) {
  const [row] = await db.query<{ done: number }>('SELECT coalesce(sum(versions_done), 0)::int AS done FROM bulk_run_arrangements WHERE run_id = $1', [runId]);
  return row!.done;
}

/** Each part's state, holder and heartbeat age, for a failure message. */
const partsOf = async (runId: number) => JSON.stringify(await db.query(
  `SELECT car_arrangement_id, state, versions_done, versions_total, worker_id IS NOT NULL AS held,
     round(extract(epoch FROM now() - heartbeat_at)::numeric, 1)::float8 AS heartbeat_age_s
   FROM bulk_run_arrangements WHERE run_id = $1 ORDER BY position`, [runId]));

/** The run's pg-boss job: its state, how long since it started, and its expiry. */
const jobOf = async (runId: number) => JSON.stringify(await db.query(
  `SELECT j.state, round(extract(epoch FROM now() - j.started_on)::numeric, 1)::float8 AS started_s_ago, j.expire_in::text AS expire_in, j.retry_count
   FROM bulk_runs r JOIN pgboss.job j ON j.id = r.job_id WHERE r.id = $1`, [runId]).catch((error: Error) => error.message));

async function api<T>(server: ServerProcess, path: string, token?: string, body?: object): Promise<T> {
  const res = await fetch(`${server.url}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${server.name} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

const bulkStatus = async (server: ServerProcess, token: string, path = 'bulkstatus') =>
  (await api<Envelope<BulkStatus>>(server, `/api-admin/clientsetting/${path}`, token)).results[0]!;

const start = async (name: string) => {
  const server = await spawnServer({ DATABASE_URL: database.url, ...SETTINGS }, { name });
  servers.push(server);
  return server;
};

describe('a bulk run across a kill -9 of its server process (PostgreSQL)', () => {
  it(`resumes within ${RESUME_SECONDS} s of the restart and finishes with every price written once`, async () => {
    const total = parts.reduce((sum, part) => sum + part.offered.size, 0);
    try {
      const first = await start('first');
      await first.ready();
      const { access_token: token } = await api<TokenResponse>(first, '/api-admin-auth/', undefined,
        { username: demoAccount('supervisor').email, password: DEMO_PASSWORD });
      const queued = await bulkStatus(first, token, 'runbulk');
      expect(queued).toMatchObject({ state: 'queued', alreadyActive: false });
      const runId = queued.runId!;
      const queuedTime = Date.now();

      // Killed between a quarter and 60 %: looked at every 10 ms, a run of ~7,600 versions cannot jump the window (over
      // 2,600 versions: ~1 s at the ~2,500 a second a loaded machine runs, still 100 ms at issue 40's goal of 25,000).
      const ranTo = await until(`the run reaching 25 % of ${total} versions`, async () => {
        const done = await progressOf(runId);
        return done >= total * 0.25 ? done : undefined;
      }, 60_000, 10);
      const killedTime = Date.now();
      await first.kill();
      expect(ranTo, `the run went past 60 % between two looks (${ranTo} of ${total}): make it longer`).toBeLessThanOrEqual(total * 0.6);
      // Its connections gone (PGAPPNAME): a commit already sent has landed or never will.
      await until('the killed process\'s connections closing', async () => (await db.query(
        "SELECT 1 FROM pg_stat_activity WHERE application_name = 'leasedesk-first'")).length === 0 || undefined, 10_000);
      const killedAt = await progressOf(runId);
      const [run] = await db.query<{ status: string }>('SELECT status FROM bulk_runs WHERE id = $1', [runId]);
      expect(run!.status).toBe('running');
      expect(killedAt).toBeLessThan(total);

      const second = await start('second');
      // Watched from the spawn: the resume is timed from when the restarted process answers /health, and told from both.
      // Its log line of the take-over (jobs/bulk-run-job.ts), when it says one, is timed too: shown, not asserted.
      const watch = { on: true, resumedAt: null as number | null, takenOverAt: null as number | null };
      const watching = (async () => {
        while (watch.on && watch.resumedAt === null) {
          if (watch.takenOverAt === null && second.output().includes('taken over by this process')) watch.takenOverAt = Date.now();
          if ((await progressOf(runId)) > killedAt) watch.resumedAt = Date.now();
          else await pause(50);
        }
      })();
      let answering = 0;
      try {
        answering = await second.ready();
        while (watch.resumedAt === null && Date.now() < answering + RESUME_SECONDS * 1000) await pause(50);
      } finally {
        watch.on = false;
        await watching;
      }
      const resumedAt = watch.resumedAt;
      if (resumedAt === null) {
        throw new Error(`The run did not resume within ${RESUME_SECONDS} s of the restarted process answering /health `
          + `(${seconds(answering - second.spawnedAt)} s after its spawn): still ${await progressOf(runId)} of ${total} versions, `
          + `killed at ${killedAt}. Parts: ${await partsOf(runId)}. Its job: ${await jobOf(runId)}`);
      }
      console.log(`bulk run of ${total} versions killed at ${killedAt} (${Math.round((100 * killedAt) / total)} %, ${seconds(killedTime - queuedTime)} s `
        + `after runbulk); resumed ${since(resumedAt, answering)} the restarted process answered /health, `
        + `${seconds(resumedAt - second.spawnedAt)} s after its spawn (${seconds(answering - second.spawnedAt)} s to /health; `
        + `${watch.takenOverAt === null ? 'no take-over line seen' : `its take-over line ${since(watch.takenOverAt, answering)} /health`})`);

      const finished = await until('the run finishing', async () => {
        const status = await bulkStatus(second, token);
        return status.state === 'finished' || status.state === 'failed' ? status : undefined;
      }, 60_000, 100);
      console.log(`bulk run finished ${seconds(Date.now() - resumedAt)} s after the resume`);
      expect(finished).toMatchObject({ runId, state: 'finished', progress: 100, versionsTotal: total, versionsPriced: total });

      // Every price written once: each part counted every version its list offers once, and the table holds exactly
      // one row per offered version (its primary key is (car_arrangement_id, version_id)); the part's new and changed
      // prices are what the rows show against the prices before the run — no batch counted twice, none left out.
      const counted = await db.query<{ id: number; state: string; done: number; total: number; new_prices: number; changed_prices: number }>(
        `SELECT car_arrangement_id AS id, state, versions_done AS done, versions_total AS total, new_prices, changed_prices
         FROM bulk_run_arrangements WHERE run_id = $1`, [runId]);
      expect(counted.map((c) => c.id).sort()).toEqual(parts.map((p) => p.id).sort());
      for (const part of parts) {
        const c = counted.find((row) => row.id === part.id)!;
        const after = await pricesOf(db, part.id);
        const [{ rows }] = (await db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM bulk_run_prices WHERE car_arrangement_id = $1', [part.id])) as [{ rows: number }];
        expect(rows, `${part.name}: price rows against versions`).toBe(after.size);
        expect({ part: part.name, state: c.state, done: c.done, total: c.total, rows: after.size })
          .toEqual({ part: part.name, state: 'finished', done: part.offered.size, total: part.offered.size, rows: part.offered.size });
        expect([...after.keys()].filter((version) => !part.offered.has(version)), `${part.name}: rows of versions its list does not offer`).toEqual([]);
        expect({ part: part.name, newPrices: c.new_prices, changedPrices: c.changed_prices })
          .toEqual({ part: part.name, ...expectedCounts(part.before, after) });
      }
    } catch (error) {
      const message = (error as Error).message;
      (error as Error).message += `\n${outputsOf(servers.filter((server) => !message.includes(server.output())))}`;
      throw error;
    }
  }, 180_000);
});
