import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkStatus } from '../../contract/types/bulk';
import type { TokenResponse } from '../../contract/types/core';
import type { Driver } from '../../contract/types/drivers';
import { openDb } from '../../server/db/db';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { migrate, readMigrations } from '../../server/db/migrate';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';
import { freePort, outputsOf, spawnServer, stopServers, until, type ServerProcess } from './server-process';

/**
 * Issue 40 point 3, end to end: three real server processes (server-process.ts) on one PostgreSQL, as README.md "More
 * than one machine" sets them up: two with ROLES=api behind an imagined load balancer, one with ROLES=mail,jobs. They
 * start at once on an empty database, so they also migrate and seed it at once (the advisory lock in db/migrate.ts and
 * db/seed.ts). Each process names its connections (PGAPPNAME), and a trigger this test adds records which process
 * changed a bulk run's status: that is how the run is shown to be the worker's.
 */
let nodes: ServerProcess[] = [];
let database: PostgresDatabase;
let outside: pg.Client;
const [A, B, WORKER] = [0, 1, 2];

async function call<T>(node: number, path: string, token?: string, init: { method?: string; body?: object } = {}): Promise<{ status: number; body: T }> {
  const res = await fetch(`${nodes[node]!.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The results of an /api-admin call that must succeed. */
async function results<T>(node: number, path: string, token: string, init: { method?: string; body?: object } = {}): Promise<T[]> {
  const { status, body } = await call<{ results: T[] }>(node, `/api-admin${path}`, token, init);
  expect(status, `${nodes[node]!.name} ${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.results;
}

beforeAll(async () => {
  database = await postgresDatabase({ empty: true });
  // The load balancer's address would be PUBLIC_URL; A's stands in for it.
  const portA = String(await freePort());
  const common = { DATABASE_URL: database.url, PUBLIC_URL: `http://127.0.0.1:${portA}`, BULK_POLL_SECONDS: '1', MAIL_POLL_SECONDS: '1', DB_POOL_MAX: '4', LOG_LEVEL: 'info' };
  nodes = await Promise.all([
    spawnServer({ ...common, ROLES: 'api', PORT: portA }, { name: 'api-a' }),
    spawnServer({ ...common, ROLES: 'api' }, { name: 'api-b' }),
    spawnServer({ ...common, ROLES: 'mail,jobs' }, { name: 'worker' }),
  ]);
  await Promise.all(nodes.map((node) => node.ready()));
  outside = new pg.Client({ connectionString: database.url });
  await outside.connect();
}, 120_000);

afterAll(async () => {
  await stopServers();
  await outside?.end();
  await database?.close();
});

describe('two API processes and a worker on one PostgreSQL', () => {
  let token = '';

  it('migrates and seeds once though all three started at once, and says at start what each does', async () => {
    const [{ n }] = (await outside.query<{ n: number }>("SELECT count(*)::int AS n FROM clients WHERE name = 'demo'")).rows as [{ n: number }];
    expect(n).toBe(1);
    const said = (node: number, line: string) => until(`${nodes[node]!.name} saying "${line}"`, async () => nodes[node]!.output().includes(line) || undefined, 20_000);
    await said(A, 'Roles api: queues mail, queues bulk runs, serves the API');
    await said(B, 'Roles api: queues mail, queues bulk runs, serves the API');
    await said(WORKER, 'Roles mail,jobs: delivers mail, runs bulk runs, no API');
    expect(nodes.filter((node) => node.output().includes('Seeded the demo data')), outputsOf(nodes)).toHaveLength(1);
  });

  it('answers /health on the worker, and 503 with the reason for the API', async () => {
    expect(await call(WORKER, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const refused = await call<{ errors: string[] }>(WORKER, '/api-admin/driver');
    expect(refused.status).toBe(503);
    expect(refused.body.errors[0]).toContain('ROLES=mail,jobs');
  });

  it('signs in through A, and the token works through B: tokens live in the shared database', async () => {
    const signIn = await call<TokenResponse>(A, '/api-admin-auth/', undefined, {
      method: 'POST', body: { username: demoAccount('supervisor').email, password: DEMO_PASSWORD } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    token = signIn.body.access_token;
    expect((await results<Driver>(B, '/driver?pageSize=5', token)).length).toBeGreaterThan(0);
  });

  it('shows a write through one process in the other\'s remembered reads once announced, and in its own at once', async () => {
    const page = (node: number) => results<Driver>(node, '/driver?pageSize=5', token);
    const first = async (node: number) => (await page(node))[0]!;
    const driver = await first(A);
    expect((await first(B)).id).toBe(driver.id);
    // Both remember the page: a write straight to the database, which announces nothing, shows in neither.
    await outside.query("UPDATE drivers SET first_name = 'Unannounced' WHERE id = $1", [driver.id]);
    expect((await first(A)).firstName).toBe(driver.firstName);
    expect((await first(B)).firstName).toBe(driver.firstName);

    for (const [writer, reader, firstName] of [[A, B, 'Through A'], [B, A, 'Through B']] as const) {
      await results(writer, '/driver', token, { method: 'PUT', body: { id: driver.id, firstName } });
      // The writer's own next read sees it at once; the other's within the announcement's delay (db/write-announcements.ts).
      expect((await first(writer)).firstName).toBe(firstName);
      const seen = await until(`${nodes[reader]!.name} seeing "${firstName}"`, async () => {
        const now = await first(reader);
        return now.firstName === firstName ? now : undefined;
      }, 1_000);
      expect(seen).toMatchObject({ id: driver.id, firstName });
    }
  });

  it('runs a bulk run started through A on the worker, followed through B', async () => {
    // Which process changes a run's status, by the name its connections carry (PGAPPNAME).
    await outside.query(`
      CREATE TABLE roles_test_run_writers (run_id int, status text, application text);
      CREATE FUNCTION roles_test_note_run_writer() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        INSERT INTO roles_test_run_writers VALUES (NEW.id, NEW.status, current_setting('application_name')); RETURN NEW; END $$;
      CREATE TRIGGER roles_test_note_run_writer AFTER UPDATE OF status ON bulk_runs FOR EACH ROW
        WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION roles_test_note_run_writer();`);

    const [queued] = await results<BulkStatus>(A, '/clientsetting/runbulk', token);
    expect(queued).toMatchObject({ state: 'queued', alreadyActive: false });
    const done = await until('the run finishing', async () => {
      const [status] = await results<BulkStatus>(B, '/clientsetting/bulkstatus', token);
      return status!.state === 'finished' || status!.state === 'failed' ? status : undefined;
    }, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${outputsOf(nodes)}`);
    });
    expect(done).toMatchObject({ runId: queued!.runId, state: 'finished', progress: 100 });
    expect(done!.versionsPriced).toBe(done!.versionsTotal);
    expect(done!.versionsTotal).toBeGreaterThan(0);

    const writers = (await outside.query<{ status: string; application: string }>(
      'SELECT status, application FROM roles_test_run_writers WHERE run_id = $1', [queued!.runId])).rows;
    expect(writers.map((w) => w.status)).toContain('finished');
    expect(new Set(writers.map((w) => w.application))).toEqual(new Set(['leasedesk-worker']));
  });
});

describe('migrations from several processes at once', () => {
  it('applies each migration once on an empty database, with no process failing on the schema table', async () => {
    // Before the schema table was made under the lock, this often failed a process on pg_type's unique index.
    const empty = await postgresDatabase({ empty: true });
    const dbs = await Promise.all([0, 1, 2].map(() => openDb({ dataDir: 'unused', databaseUrl: empty.url, poolMax: 2 })));
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      expect(applied.flat().sort((a, b) => a - b)).toEqual(readMigrations().map((m) => m.version));
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await empty.close();
    }
  });
});
