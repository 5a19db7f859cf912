import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CarArrangement, ClientSetting, DriverSearchResult, Envelope, RoleName, TokenResponse } from '../../contract/types/core';
import type { MobilityContainer } from '../../contract/types/mobility';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { testClock, testConfig } from './helpers';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';
import { CAPTURE_TARGETS, startSmtpCapture } from './smtp-capture';
import { expectAfterCommitKeepsItsWord } from './after-commit-contract';

/**
 * The same schema, migrations, seed and routes on a real PostgreSQL (DATABASE_URL mode): a copy of the run's
 * migrated, seeded PostgreSQL template (postgres-database.ts), on the test clock as the PGlite files are.
 */
describe('server on PostgreSQL', () => {
  const clock = testClock();
  let database: PostgresDatabase;
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await postgresDatabase();
    db = await openDb({ dataDir: 'unused', databaseUrl: database.url });
    app = buildApp({ db, config: testConfig({ mailWorker: true, mailPollSeconds: 1, ...CAPTURE_TARGETS }), now: clock.now });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.close();
  });

  async function signIn(role: RoleName = 'supervisor'): Promise<TokenResponse> {
    const answer = await app.inject({
      method: 'POST',
      url: '/api-admin-auth/',
      payload: { username: demoAccount(role).email, password: DEMO_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<TokenResponse>();
  }

  it('runs work after a commit as PGlite does: after its transaction commits, never after a rollback', async () => {
    await expectAfterCommitKeepsItsWord(db);
  });

  it('runs without parallel workers unless DB_PARALLEL_WORKERS asks for them (config.ts DEFAULT_PARALLEL_WORKERS)', async () => {
    const workers = async (on: Db) => (await on.query<{ n: string }>("SELECT current_setting('max_parallel_workers_per_gather') AS n"))[0]!.n;
    expect(await workers(db)).toBe('0');
    const raised = await openDb({ dataDir: 'unused', databaseUrl: database.url, parallelWorkers: 2 });
    try {
      expect(await workers(raised)).toBe('2');
    } finally {
      await raised.close();
    }
    expect(loadConfig({}).databaseParallelWorkers).toBe(0);
    expect(loadConfig({ DB_PARALLEL_WORKERS: '3' }).databaseParallelWorkers).toBe(3);
    expect(() => loadConfig({ DB_PARALLEL_WORKERS: '-1' })).toThrow(/DB_PARALLEL_WORKERS/);
  });

  it('applies the migrations once: a second run and a second seed change nothing', async () => {
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts'))[0]!.n;
    const before = await count();
    await migrate(db);
    await seedIfEmpty(db, clock.now());
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(5);
  });

  it('signs the demo supervisor in and serves their own client', async () => {
    const token = await signIn();
    const answer = await app.inject({ url: '/api-admin/clientsetting', headers: { authorization: `Bearer ${token.access_token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Envelope<ClientSetting>>().results[0]?.name).toBe('demo');
  });

  it('records who saved in the record history, in the transaction of the save, and restores a delete (issue 39)', async () => {
    const headers = { authorization: `Bearer ${(await signIn()).access_token}` };
    const created = await app.inject({ method: 'POST', url: '/api-admin/faq', headers, payload: { question: 'Op PostgreSQL?', answer: '', sortOrder: 1 } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<Envelope<{ id: number }>>().results[0]!.id;
    expect((await app.inject({ method: 'DELETE', url: `/api-admin/faq?faqId=${id}`, headers })).statusCode).toBe(200);
    const rows = await db.query<{ action: string; actor_id: number | null }>(
      "SELECT action, actor_id FROM record_history WHERE table_name = 'faqs' AND record_key = $1 ORDER BY id", [String(id)]);
    const [{ id: supervisor }] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE email_address = $1', [demoAccount('supervisor').email]) as [{ id: number }];
    expect(rows).toEqual([{ action: 'create', actor_id: supervisor }, { action: 'delete', actor_id: supervisor }]);
    const restored = await app.inject({ method: 'POST', url: '/api-admin/history/restore', headers, payload: { kind: 'faq', id } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await db.query('SELECT question FROM faqs WHERE id = $1', [id])).toEqual([{ question: 'Op PostgreSQL?' }]);
  });

  it('runs the shell reads (JSON aggregates, id arrays, escaped ILIKE) the same as on PGlite', async () => {
    const read = async <T>(url: string, token: TokenResponse) => {
      const answer = await app.inject({ url, headers: { authorization: `Bearer ${token.access_token}` } });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Envelope<T>>();
    };
    const supervisor = await signIn();
    const sub = await signIn('subsupervisor');
    const arrangements = (await read<CarArrangement>('/api-admin/cararrangement', supervisor)).results;
    expect(arrangements).toHaveLength(6);
    expect(arrangements[0]!.categories[0]).toEqual({ id: expect.any(Number), displayName: expect.any(String), categoryNumber: expect.any(String) });
    expect((await read<CarArrangement>('/api-admin/cararrangement/overview', sub)).results.map((a) => a.displayName)).toEqual(['Fietsplan', 'Leaseregeling 2026']);
    expect((await read<MobilityContainer>('/api-admin/mobilitycontainer', supervisor)).results[1]!.products).toHaveLength(5);
    const search = await read<DriverSearchResult>('/api-admin/driver?search=JANSEN%20d&pageSize=5', sub);
    expect(search.results.length).toBeGreaterThan(0);
    expect(search.resultCount).toBeGreaterThanOrEqual(search.results.length);
    expect((await read<DriverSearchResult>('/api-admin/driver?search=%25', supervisor)).resultCount).toBe(0);
  });

  it('pages the driver list by cursor, lists and decides orders the same as on PGlite', async () => {
    const supervisor = await signIn();
    const auth = { authorization: `Bearer ${supervisor.access_token}` };
    const read = async (url: string) => {
      const answer = await app.inject({ url, headers: auth });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<Envelope<{ id: number; status?: string }> & { resultCount: number; nextCursor: string | null }>();
    };
    const first = await read('/api-admin/driver?pageSize=30&includeBindings=true&includeOrderStatuses=true&status=active');
    const second = await read(`/api-admin/driver?pageSize=30&status=active&after=${first.nextCursor}`);
    const both = await read('/api-admin/driver?pageSize=60&status=active');
    expect([...first.results, ...second.results].map((d) => d.id)).toEqual(both.results.map((d) => d.id));
    expect(first.resultCount).toBeGreaterThan(1000);
    const orders = (await read('/api-admin/order?includePaginationInfo=true')).results[0] as unknown as { items: { id: number }[]; totalCount: number };
    expect(orders.items).toHaveLength(20);
    const decided = await app.inject({ method: 'POST', url: '/api-admin/order', headers: auth, payload: { orderId: orders.items[0]!.id, agreement: false } });
    expect(decided.statusCode).toBe(400);
    const approved = await app.inject({ method: 'POST', url: '/api-admin/order', headers: auth, payload: { orderId: orders.items[0]!.id, agreement: true } });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('rotates once when two refreshes with the same token race on a real connection pool: both get the one new pair', async () => {
    const token = await signIn();
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api-admin-auth/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&refresh_token=${token.refresh_token}`,
      });
    const answers = await Promise.all([refresh(), refresh()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((r) => r.json<{ refresh_token: string }>().refresh_token);
    expect(second).toBe(first);
    expect(first).not.toBe(token.refresh_token);
  });

  it('delivers each queued mail exactly once while two server processes work the same PostgreSQL', async () => {
    const smtp = await startSmtpCapture();
    const db2 = await openDb({ dataDir: 'unused', databaseUrl: database.url });
    const second = buildApp({ db: db2, config: testConfig({ mailWorker: true, mailPollSeconds: 1, ...CAPTURE_TARGETS }), now: clock.now });
    try {
      await second.ready();
      // One SMTP default for the demo: the seeded settings (all on the local sink; an arrangement's would send its mails) set aside.
      await db.query("DELETE FROM email_settings WHERE client_id = (SELECT id FROM clients WHERE name = 'demo')");
      await db.query(
        `INSERT INTO email_settings (client_id, sender_name, sender_address, transport, host, port, use_ssl)
         VALUES ((SELECT id FROM clients WHERE name = 'demo'), 'Demo', 'fleet@demo-mobility.test', 'smtp', '127.0.0.1', $1, false)`, [smtp.port]);
      const auth = { authorization: `Bearer ${(await signIn()).access_token}` };
      const open = await db.query<{ id: number }>(
        "SELECT o.id FROM orders o JOIN clients c ON c.id = o.client_id AND c.name = 'demo' WHERE o.status = 'open' ORDER BY o.id LIMIT 6");
      // Half through each server: each wakes its own worker, and both poll the one queue.
      await Promise.all(open.map(({ id }, i) => (i % 2 ? second : app).inject({
        method: 'POST', url: '/api-admin/order', headers: auth, payload: { orderId: id, agreement: false, reason: 'Twee processen' } })));
      await smtp.waitFor(6);
      await new Promise((r) => setTimeout(r, 2_500));
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(6);
      expect(smtp.received).toHaveLength(6);
      const logs = await db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM mail_logs WHERE strpos(message, 'Twee processen') > 0");
      expect(logs).toEqual(Array.from({ length: 6 }, () => ({ status: 'sent', attempts: 1 })));
    } finally {
      await second.close();
      await db2.close();
      await smtp.close();
    }
  }, 60_000);
});
