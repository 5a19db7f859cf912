import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BulkStatus } from '../../contract/types/bulk';
import { buildApp } from '../../server/app';
import { openDb, type Db } from '../../server/db/db';
import { claimPart } from '../../server/jobs/bulk-run-part';
import { loginAs, testClock, testConfig } from './helpers';
import { bulkCall, waitForRunEnd } from './bulk-run-support';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';

/**
 * Two server processes on one PostgreSQL, each with its own connection pool, job queue and bulk worker (as two
 * nodes behind a load balancer): a run is queued once however the calls race, and its job runs once. A copy of the
 * run's migrated, seeded PostgreSQL template (postgres-database.ts), on the test clock as the PGlite files are.
 */
const clock = testClock();
let database: PostgresDatabase;
const dbs: Db[] = [];
const apps: FastifyInstance[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  database = await postgresDatabase();
  for (let i = 0; i < 2; i++) dbs.push(await openDb({ dataDir: 'unused', databaseUrl: database.url }));
  for (const db of dbs) {
    const app = buildApp({ db, config: testConfig({ bulkWorker: true, bulkPollSeconds: 1, bulkBatchSize: 300 }), now: clock.now });
    apps.push(app);
    await app.ready();
    tokens.push((await loginAs(app, 'supervisor')).access_token);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const db of dbs) await db.close();
  await database?.close();
});

describe('bulk runs on two servers over one PostgreSQL', () => {
  it('queues exactly one run for calls racing on both servers, and its job runs once', async () => {
    const before = (await dbs[0]!.query('SELECT id FROM bulk_runs')).length;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => bulkCall<BulkStatus>(apps[i % 2]!, tokens[i % 2]!, 'runbulk')));
    expect(answers.filter((a) => !a.alreadyActive)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.runId)).size).toBe(1);
    expect((await dbs[0]!.query('SELECT id FROM bulk_runs')).length).toBe(before + 1);

    const done = await waitForRunEnd(apps[1]!, tokens[1]!);
    expect(done).toMatchObject({ runId: answers[0]!.runId, state: 'finished', progress: 100 });
    expect(done.versionsPriced).toBe(done.versionsTotal);
    // Both workers polled the queue the whole time; one took the job, once, and it never needed a retry.
    const [run] = await dbs[0]!.query<{ attempts: number; retry_count: number; state: string }>(
      `SELECT r.attempts, j.retry_count, j.state FROM bulk_runs r JOIN pgboss.job j ON j.id = r.job_id WHERE r.id = $1`, [done.runId]);
    expect(run).toEqual({ attempts: 1, retry_count: 0, state: 'completed' });
  }, 120_000);

  it('gives an arrangement part to exactly one of two workers claiming it at once', async () => {
    const [{ id: clientId }] = (await dbs[0]!.query<{ id: number }>("SELECT id FROM clients WHERE name = 'flota-pl'")) as [{ id: number }];
    const [{ id: arrangementId }] = (await dbs[0]!.query<{ id: number }>(
      "SELECT id FROM car_arrangements WHERE client_id = $1 AND display_name = 'Flota 2026'", [clientId])) as [{ id: number }];
    // A run without a job (no worker takes it): only the claims below touch its part.
    const [{ id: runId }] = (await dbs[0]!.query<{ id: number }>(
      "INSERT INTO bulk_runs (client_id, status, started_at) VALUES ($1, 'running', now()) RETURNING id", [clientId])) as [{ id: number }];
    await dbs[0]!.query(`INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position)
      VALUES ($1, $2, $3, 'Flota 2026', 0)`, [runId, clientId, arrangementId]);
    const part = { runId, clientId, arrangementId, displayName: 'Flota 2026' };
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimPart(dbs[i % 2]!, part, randomUUID(), now, 60)));
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
    await dbs[0]!.query('DELETE FROM bulk_runs WHERE id = $1', [runId]);
  }, 60_000);
});
