import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BulkStatus, BulkSummary } from '../../contract/types/bulk';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { loginAs, openSeededDb, testClock, testConfig } from './helpers';
import { activeCarArrangements, bulkCall, expectedCounts, pricesOf, waitFor, waitForRunEnd } from './bulk-run-support';

/**
 * Restarts in the middle of a bulk run: apps built one after the other over one database, as a server process
 * restarted on the same data folder. Small batches, so a run is many commits long.
 */
let db: Db;
const clock = testClock();
const config = testConfig({ bulkWorker: true, bulkPollSeconds: 1, bulkBatchSize: 100, bulkRetryDelaySeconds: 1, bulkRetryLimit: 2 });
const apps: FastifyInstance[] = [];

async function startApp(): Promise<{ app: FastifyInstance; token: string }> {
  const app = buildApp({ db, config, now: clock.now });
  apps.push(app);
  await app.ready();
  return { app, token: (await loginAs(app, 'supervisor')).access_token };
}

beforeAll(async () => {
  // A copy of the run's template (in memory, as before): the restarts are apps built again over this one database.
  db = await openSeededDb(clock);
}); // vitest.config.ts's hookTimeout, with room for a loaded machine.

afterAll(async () => {
  for (const app of apps) await app.close();
  await db?.close();
});

describe('a bulk run across a server restart', () => {
  it('stops at a batch when the server closes and is finished by the next server, every version counted once', async () => {
    const arrangements = await activeCarArrangements(db);
    const before = new Map(await Promise.all(arrangements.map(async (a) => [a.id, await pricesOf(db, a.id)] as const)));
    const first = await startApp();
    const { runId } = await bulkCall<BulkStatus>(first.app, first.token, 'runbulk');
    await waitFor(db, 'SELECT 1 FROM bulk_run_arrangements WHERE run_id = $1 AND versions_done >= 300', [runId]);
    await first.app.close();

    const [stopped] = await db.query<{ status: string; done: number; total: number; held: number }>(
      `SELECT r.status, sum(p.versions_done)::int AS done, sum(p.versions_total)::int AS total, count(p.worker_id)::int AS held
       FROM bulk_runs r JOIN bulk_run_arrangements p ON p.run_id = r.id WHERE r.id = $1 GROUP BY r.status`, [runId]);
    expect(stopped).toMatchObject({ status: 'running', held: 0 });
    expect(stopped!.done).toBeLessThan(stopped!.total);

    const second = await startApp();
    const done = await waitForRunEnd(second.app, second.token);
    expect(done).toMatchObject({ runId, state: 'finished', progress: 100, versionsTotal: stopped!.total, versionsPriced: stopped!.total });
    const [run] = await db.query<{ attempts: number }>('SELECT attempts FROM bulk_runs WHERE id = $1', [runId]);
    expect(run!.attempts).toBe(2);
    // Counted once: as many prices stored as versions priced, and exactly the new and changed prices the stored rows
    // show against the seeded history (the seeded runs, server/db/seed-bulk-*.ts) — no batch counted twice.
    const summary = await bulkCall<BulkSummary>(second.app, second.token, 'bulksummary');
    expect(summary.arrangements.map((a) => a.carArrangementId)).toEqual(arrangements.map((a) => a.id));
    for (const part of summary.arrangements) {
      const after = await pricesOf(db, part.carArrangementId);
      expect(after.size).toBe(part.versionsPriced);
      expect((await pricesOf(db, part.carArrangementId, runId!)).size, 'only new and changed prices are written').toBe(part.newPrices + part.changedPrices);
      expect({ newPrices: part.newPrices, changedPrices: part.changedPrices }).toEqual(expectedCounts(before.get(part.carArrangementId)!, after));
    }
    await second.app.close();
  }, 120_000);

  it('marks a run failed at start when its job is gone from the queue', async () => {
    const [{ id: clientId }] = (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")) as [{ id: number }];
    const [run] = await db.query<{ id: number }>(
      `INSERT INTO bulk_runs (client_id, status, requested_at, started_at, job_id) VALUES ($1, 'running', $2, $2, gen_random_uuid()) RETURNING id`,
      [clientId, clock.now()]);
    const { app, token } = await startApp();
    const status = await bulkCall<BulkStatus>(app, token, 'bulkstatus');
    expect(status).toMatchObject({ runId: run!.id, state: 'failed', errorMessage: expect.stringContaining('job not found') });
    expect(status.finishedAt).not.toBeNull();
    await app.close();
  }, 60_000);

  it('marks a run failed with the reason when every attempt fails, and a new run can start', async () => {
    // Every write of a price fails, as a broken database would: the job is retried (limit 2), then the run fails. The
    // earlier runs' prices go first: a price found unchanged is not written, so a run over them would write nothing.
    await db.exec(`DELETE FROM bulk_run_prices; CREATE FUNCTION refuse_prices() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full (test)'; END $$;
      CREATE TRIGGER refuse_prices BEFORE INSERT OR UPDATE ON bulk_run_prices FOR EACH ROW EXECUTE FUNCTION refuse_prices();`);
    try {
      const { app, token } = await startApp();
      const { runId } = await bulkCall<BulkStatus>(app, token, 'runbulk');
      const failed = await waitForRunEnd(app, token);
      expect(failed).toMatchObject({ runId, state: 'failed', errorMessage: 'The bulk run failed after 3 attempts: disk full (test)' });
      const summary = await bulkCall<BulkSummary>(app, token, 'bulksummary');
      expect(summary.arrangements.map((a) => a.state)).toEqual(summary.arrangements.map(() => 'failed'));
      expect((await bulkCall<BulkStatus>(app, token, 'runbulk')).alreadyActive).toBe(false);
      await app.close();
    } finally {
      await db.exec('DROP TRIGGER refuse_prices ON bulk_run_prices; DROP FUNCTION refuse_prices();');
    }
  }, 120_000);
});
