import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestServer, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The mail log (issue 17 point 4; server/areas/mail-log-routes.ts): GET /logemails (newest first, search, paging),
 * ?logId= with the body cleaned, DELETE with If-Match; the access table's `mailLog` ("supervisor only"); each
 * client its own log.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
const ids = { demo: 0, polish: 0 };

const call = (who: TestSigner, method: 'GET' | 'DELETE', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api-admin${url}`, headers: { ...bearer(tokens.get(who)!), ...headers } });
const results = <T = Record<string, unknown>>(res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: T[]; resultCount?: number }>();
};

interface LogInput { client?: number; to?: string; subject?: string; sentAt?: string; body?: string; status?: string; error?: string | null }

async function logRow(input: LogInput = {}): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO mail_logs (client_id, from_address, to_address, cc, bcc, host, subject, sent_at, message, error_message, body_html, status, attempts, delivered_at)
     VALUES ($1, 'fleet@demo-mobility.test', $2, 'cc@demo-mobility.test', '', '127.0.0.1', $3, $4, 'Welkom', $5, $6, $7, 1,
       CASE WHEN $7 = 'sent' THEN $4::timestamptz + interval '5 seconds' END) RETURNING id`,
    [input.client ?? ids.demo, input.to ?? 'sanne@demo-mobility.test', input.subject ?? 'Welkom bij Demo Mobility', input.sentAt ?? '2026-03-01T10:00:00Z',
      input.error ?? null, input.body ?? '<p>Hallo</p>', input.status ?? 'sent'],
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  const client = async (name: string) => (await t.db.query<{ id: number }>('SELECT id FROM clients WHERE name = $1', [name]))[0]!.id;
  ids.demo = await client('demo');
  ids.polish = await client('flota-pl');
}, 60_000);
afterAll(() => t?.close());

describe('GET /logemails', () => {
  it('lists the client\'s mails newest first, with every field but the body, and pages them', async () => {
    const older = await logRow({ subject: 'Oud', sentAt: '2026-02-01T08:00:00Z' });
    const newer = await logRow({ subject: 'Nieuw', sentAt: '2026-03-02T08:00:00Z', status: 'failed', error: '550 Mailbox unavailable' });
    const list = results(await call('supervisor', 'GET', '/logemails'));
    const order = list.results.map((r) => r.id);
    expect(order.indexOf(newer)).toBeLessThan(order.indexOf(older));
    expect(list.resultCount).toBe(list.results.length);
    const row = list.results.find((r) => r.id === newer)!;
    expect(row).toEqual({
      id: newer, version: 1, from: 'fleet@demo-mobility.test', to: 'sanne@demo-mobility.test', cc: 'cc@demo-mobility.test', bcc: '',
      host: '127.0.0.1', subject: 'Nieuw', date: '2026-03-02T08:00:00.000Z', message: 'Welkom', errorMessage: '550 Mailbox unavailable',
      status: 'failed', attempts: 1, deliveredAt: null,
    });
    expect(list.results.find((r) => r.id === older)).toMatchObject({ status: 'sent', deliveredAt: '2026-02-01T08:00:05.000Z' });
    const page = results(await call('supervisor', 'GET', '/logemails?pageSize=1&pageIndex=2'));
    expect(page.results).toEqual([list.results[1]]);
    expect(page.resultCount).toBe(list.resultCount);
    expect((await call('supervisor', 'GET', '/logemails?pageSize=0')).statusCode).toBe(400);
  });

  it('searches recipient and subject case-insensitively, with % and _ taken literally', async () => {
    const hit = await logRow({ to: 'zoek_100%@demo-mobility.test', subject: 'Bestelling GOEDGEKEURD' });
    const ids = async (q: string) => results(await call('supervisor', 'GET', `/logemails?q=${encodeURIComponent(q)}`)).results.map((r) => r.id);
    expect(await ids('ZOEK_100%')).toEqual([hit]);
    expect(await ids('goedgekeurd')).toContain(hit);
    expect(await ids('zoek%100')).toEqual([]);
  });

  it('answers one mail with its body and ETag; the body cleaned by the allow-list on the way out', async () => {
    const hostile = '<p>Beste Sanne</p><img src=x onerror=alert(1)><svg><script>alert(1)</script></svg><a href="javascript:alert(1)">klik</a>';
    const id = await logRow({ body: hostile });
    const res = await call('supervisor', 'GET', `/logemails?logId=${id}`);
    expect(res.headers.etag).toBe('"1"');
    const [row] = results(res).results;
    expect(row!.body).toBe('<p>Beste Sanne</p><a rel="noopener noreferrer">klik</a>');
    expect(res.body).not.toMatch(/onerror|<script|javascript:/);
    expect((await call('supervisor', 'GET', '/logemails?logId=999999')).statusCode).toBe(404);
    expect(failureOf(await call('supervisor', 'GET', '/logemails?logId=abc')).reason).toMatch(/logId/);
  });

  it("keeps each client's log to itself", async () => {
    const polishMail = await logRow({ client: ids.polish, subject: 'Witamy' });
    const demoMail = await logRow();
    expect(results(await call('supervisor', 'GET', '/logemails')).results.map((r) => r.id)).not.toContain(polishMail);
    expect(results(await call('polish', 'GET', '/logemails')).results.map((r) => r.id)).toEqual([polishMail]);
    expect((await call('polish', 'GET', `/logemails?logId=${demoMail}`)).statusCode).toBe(404);
    expect((await call('polish', 'DELETE', `/logemails?logId=${demoMail}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'GET', `/logemails?logId=${demoMail}`)).statusCode).toBe(200);
  });
});

describe('DELETE /logemails', () => {
  it('deletes with the current If-Match; a stale one (the worker changed the row since) is a 412 and nothing goes', async () => {
    const id = await logRow({ status: 'queued' });
    // The delivery worker records an outcome: the version rises with it (migration 0027's trigger).
    await t.db.query("UPDATE mail_logs SET status = 'sent', attempts = 1 WHERE id = $1", [id]);
    const stale = await call('supervisor', 'DELETE', `/logemails?logId=${id}`, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect((await call('supervisor', 'GET', `/logemails?logId=${id}`)).headers.etag).toBe('"2"');
    const deleted = await call('supervisor', 'DELETE', `/logemails?logId=${id}`, { 'if-match': '"2"' });
    expect(deleted.json()).toEqual({ results: [{ id }], successful: true, errors: [] });
    expect((await call('supervisor', 'GET', `/logemails?logId=${id}`)).statusCode).toBe(404);
    expect((await call('supervisor', 'DELETE', `/logemails?logId=${id}`)).statusCode).toBe(404);
  });

  it('has no PUT or POST: a log says what happened', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api-admin/logemails', headers: bearer(tokens.get('supervisor')!), payload: { id: 1 } });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('who reads the mail log', () => {
  it("is the access table's mailLog: supervisor (and master, by the array form); every other role 403, no token 401", async () => {
    const id = await logRow();
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await call(who, 'GET', '/logemails')).statusCode).toBe(403);
      expect((await call(who, 'GET', `/logemails?logId=${id}`)).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/logemails?logId=${id}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api-admin/logemails' })).statusCode).toBe(401);
    expect((await call('master', 'GET', `/logemails?logId=${id}`)).statusCode).toBe(200);
    expect((await call('supervisor', 'GET', `/logemails?logId=${id}`)).statusCode).toBe(200);
  });
});
