import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openPglite } from '../../server/db/pglite';
import type { Db, Queryable } from '../../server/db/db';
import { createJobQueue, type JobQueue } from '../../server/jobs/job-queue';
import { MAIL_QUEUE, mailQueueOf } from '../../server/mail/outbox';
import { EWS_NOT_SUPPORTED } from '../../server/mail/transport';
import { bearer, createTestServer, loginAs, openSeededFolder, setAsideMailTemplates, testClock, testConfig, type TestServer } from './helpers';
import { CAPTURE_TARGETS, startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Issue 17 point 3: a mail caused by a change is queued with it and really delivered — through the client's SMTP
 * setting (a real SMTP server in this process), into the local sink without one — with the outcome in the mail log;
 * temporary refusals are retried, permanent ones fail with the server's answer, and nothing queued is lost or sent
 * twice across a restart.
 */
// pg-boss polls no faster than every 0.5 s; its retry delays are whole seconds.
const FAST = { mailWorker: true, mailPollSeconds: 0.5, mailRetryDelaySeconds: 1, mailRetryLimit: 2, ...CAPTURE_TARGETS };
const sink = mkdtempSync(join(tmpdir(), 'leasedesk-sink-'));
let t: TestServer;
let smtp: SmtpCapture;
let token: string;

interface LogRow { id: number; status: string; attempts: number; host: string; error_message: string | null; message_id: string | null; subject: string }

const DEMO = "(SELECT id FROM clients WHERE name = 'demo')";

/** The demo's mail goes through one default setting (the seeded per-arrangement and per-container ones set aside), or none. */
async function useSmtp(db: Queryable, port: number | null, transport: 'smtp' | 'ews' = 'smtp'): Promise<void> {
  await db.query(`DELETE FROM email_settings WHERE client_id = ${DEMO}`);
  if (port === null) return;
  await db.query(
    `INSERT INTO email_settings (client_id, sender_name, sender_address, transport, host, port, use_ssl)
     VALUES (${DEMO}, 'Demo Mobility', 'fleet@demo-mobility.test', $1, '127.0.0.1', $2, false)`, [transport, port]);
}

async function openOrder(db: Queryable, skip = 0): Promise<{ id: number; order_number: string }> {
  const rows = await db.query<{ id: number; order_number: string }>(
    `SELECT o.id, o.order_number FROM orders o WHERE o.client_id = ${DEMO} AND o.status = 'open' ORDER BY o.id OFFSET $1 LIMIT 1`, [skip]);
  return rows[0]!;
}

const reject = (app: FastifyInstance, bearerToken: string, orderId: number, reason: string) =>
  app.inject({ method: 'POST', url: '/api-admin/order', headers: bearer(bearerToken), payload: { orderId, agreement: false, reason } });

async function logOf(db: Queryable, subject: string): Promise<LogRow> {
  const [row] = await db.query<LogRow>(
    'SELECT id, status, attempts, host, error_message, message_id, subject FROM mail_logs WHERE subject = $1 ORDER BY id DESC LIMIT 1', [subject]);
  return row!;
}

/** The worker delivers in the background: vitest's waitFor asks again every 100 ms until the state is there. */
const WAIT = { timeout: 15_000, interval: 100 };

async function settled(db: Queryable, subject: string): Promise<LogRow> {
  return vi.waitFor(async () => {
    const row = await logOf(db, subject);
    if (!row || (row.status !== 'sent' && row.status !== 'failed')) throw new Error(`"${subject}" is still ${row?.status ?? 'not logged'}`);
    return row;
  }, WAIT);
}

/** Until every delivery job has ended (completed or failed): none is waiting, retrying or running. */
async function untilNoMailJobWaits(db: Queryable): Promise<void> {
  await vi.waitFor(async () => {
    const waiting = await db.query(`SELECT 1 FROM pgboss.job WHERE name = $1 AND state NOT IN ('completed', 'failed', 'cancelled')`, [MAIL_QUEUE]);
    if (waiting.length > 0) throw new Error('a delivery job is still waiting');
  }, WAIT);
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestServer({ ...FAST, mailSinkDir: sink });
  await setAsideMailTemplates(t.db);
  token = (await loginAs(t.app, 'supervisor')).access_token;
}); // vitest.config.ts's hookTimeout, with room for a loaded machine

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  rmSync(sink, { recursive: true, force: true });
});

describe('mail delivery', () => {
  it('delivers an order rejection through the SMTP setting, logs it sent, and sends no hostile HTML', async () => {
    await useSmtp(t.db, smtp.port);
    const order = await openOrder(t.db);
    const res = await reject(t.app, token, order.id, 'Budget <script>alert(1)</script><b>te hoog</b>');
    expect(res.statusCode, res.body).toBe(200);
    const subject = `Order ${order.order_number} rejected`;
    const row = await settled(t.db, subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, host: '127.0.0.1', error_message: null });
    const mail = smtp.received.find((m) => m.subject === subject)!;
    expect(mail.from?.text).toContain('fleet@demo-mobility.test');
    expect(mail.messageId).toBe(row.message_id);
    // The reason is a value: it arrives as text, never as markup.
    expect(mail.html).toContain('&lt;b&gt;te hoog&lt;/b&gt;');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain('<b>te hoog</b>');
  });

  it('retries a temporary refusal with backoff and delivers the mail once', async () => {
    await useSmtp(t.db, smtp.port);
    smtp.refuse(451);
    const before = smtp.received.length;
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Te duur')).statusCode).toBe(200);
    const subject = `Order ${order.order_number} rejected`;
    const row = await settled(t.db, subject);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error_message: null });
    expect(smtp.received.slice(before).filter((m) => m.subject === subject)).toHaveLength(1);
  });

  it('fails a permanent refusal at once with the server\'s answer in the log', async () => {
    await useSmtp(t.db, smtp.port);
    smtp.refuse(550);
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Nee')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.error_message).toMatch(/550/);
    expect(smtp.received.some((m) => m.subject === row.subject)).toBe(false);
  });

  it('fails a mail for a target outside SMTP_ALLOWED_PORTS at once, saying so, without connecting (issue 35)', async () => {
    await useSmtp(t.db, 1);
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Nergens heen')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, host: '127.0.0.1' });
    expect(row.error_message).toBe('This server does not connect to 127.0.0.1:1: Port 1 is not among SMTP_ALLOWED_PORTS.');
  });

  it('says plainly that EWS cannot be delivered from here', async () => {
    await useSmtp(t.db, smtp.port, 'ews');
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Nee')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, error_message: EWS_NOT_SUPPORTED });
  });

  it('puts the mail into the local sink when the client has no SMTP setting', async () => {
    await useSmtp(t.db, null);
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Offline')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    expect(row).toMatchObject({ status: 'sent', host: 'local sink' });
    const files = readdirSync(sink).filter((file) => file.includes(`mail-${row.id}.`));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(sink, files[0]!), 'utf8')).toContain(`Subject: Order ${order.order_number} rejected`);
  });

  it('sends an arrangement\'s mail through that arrangement\'s own setting rather than the default', async () => {
    await useSmtp(t.db, null);
    const order = await openOrder(t.db);
    const [{ arrangement }] = await t.db.query<{ arrangement: number }>('SELECT car_arrangement_id AS arrangement FROM orders WHERE id = $1', [order.id]) as [{ arrangement: number }];
    await t.db.query(
      `INSERT INTO email_settings (client_id, car_arrangement_id, sender_name, sender_address, transport, host, port, use_ssl)
       VALUES (${DEMO}, $1, 'Leaseregeling', 'lease@demo-mobility.test', 'smtp', '127.0.0.1', $2, false)`, [arrangement, smtp.port]);
    expect((await reject(t.app, token, order.id, 'Eigen afzender')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    expect(row).toMatchObject({ status: 'sent', host: '127.0.0.1' });
    expect(smtp.received.find((m) => m.subject === row.subject)?.from?.text).toContain('lease@demo-mobility.test');
  });

  it('does not send a mail again when its delivery job repeats', async () => {
    await useSmtp(t.db, smtp.port);
    const order = await openOrder(t.db);
    expect((await reject(t.app, token, order.id, 'Eenmaal')).statusCode).toBe(200);
    const row = await settled(t.db, `Order ${order.order_number} rejected`);
    const count = smtp.received.filter((m) => m.subject === row.subject).length;
    // A second job for the same mail, as a crash between the send and the job's completion leaves behind.
    const jobs = createJobQueue(t.db, { queues: [mailQueueOf(testConfig(FAST))] });
    const jobId = await jobs.boss.send(MAIL_QUEUE, { mailLogId: row.id });
    for (let i = 0; i < 100; i++) {
      const [job] = await t.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [jobId]);
      if (job?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await t.db.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [jobId]))[0]!.state).toBe('completed');
    expect(smtp.received.filter((m) => m.subject === row.subject)).toHaveLength(count);
    expect((await logOf(t.db, row.subject)).attempts).toBe(1);
  });
});

describe('the job queue', () => {
  /** A queue of its own whose worker looks once a minute: only a drain or a wake gets a job done within waitFor's 15 s. */
  async function withSlowQueue(queue: string, run: (jobs: JobQueue, startWorker: () => Promise<number[]>) => Promise<void>) {
    const jobs = createJobQueue(t.db, { queues: [{ name: queue, retryLimit: 0, retryDelay: 1, expireInSeconds: 60 }] });
    await jobs.start();
    const startWorker = async () => {
      const done: number[] = [];
      await jobs.work<{ i: number }>(queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 60 }, async ([job]) => {
        if (job) done.push(job.data.i);
      });
      return done;
    };
    try {
      await run(jobs, startWorker);
    } finally {
      await jobs.stop();
    }
  }

  it('works off a backlog one job after another without waiting a polling interval between them', async () => {
    await withSlowQueue('backlog-check', async (jobs, startWorker) => {
      for (let i = 0; i < 3; i++) await jobs.boss.send('backlog-check', { i });
      // Without the drain the second job would wait the worker's minute.
      const done = await startWorker();
      await vi.waitFor(() => expect(done).toHaveLength(3), WAIT);
      expect(done.sort()).toEqual([0, 1, 2]);
    });
  });

  it('wakes its worker when the transaction that queued a job commits; a rolled-back one queues nothing', async () => {
    const queue = 'commit-wake-check';
    await withSlowQueue(queue, async (jobs, startWorker) => {
      const done = await startWorker();
      // A first job: once done, the worker looks once more, finds nothing and sleeps its minute unless woken.
      await t.db.transaction((tx) => jobs.sendInTransaction(tx, queue, { i: 0 }));
      await vi.waitFor(() => expect(done).toEqual([0]), WAIT);
      await expect(t.db.transaction(async (tx) => {
        await jobs.sendInTransaction(tx, queue, { i: 1 });
        throw new Error('rolled back');
      })).rejects.toThrow('rolled back');
      await t.db.transaction((tx) => jobs.sendInTransaction(tx, queue, { i: 2 }));
      await vi.waitFor(() => expect(done).toEqual([0, 2]), WAIT);
    });
  });
});

describe('mail delivery across a restart', () => {
  const folder = mkdtempSync(join(tmpdir(), 'leasedesk-restart-'));
  const clock = testClock();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function serverOn(db: Db): Promise<FastifyInstance> {
    // The data folder's own generated key (no MAIL_SECRET_KEY), as a demo server on a folder has it.
    const app = buildApp({ db, config: testConfig({ ...FAST, mailSinkDir: sink, dataDir: folder, mailSecretKey: undefined }), now: clock.now });
    await app.ready();
    return app;
  }

  it('keeps a mail its server could not deliver before it stopped, and the next server delivers it once', async () => {
    // A real folder, migrated and seeded (the run's template unpacked into it), that the next server opens again.
    let db: Db = await openSeededFolder(folder, clock);
    await setAsideMailTemplates(db);
    const down = await startSmtpCapture();
    await down.close();
    await useSmtp(db, down.port);
    let app = await serverOn(db);
    const first = await loginAs(app, 'supervisor');
    const order = await openOrder(db);
    expect((await reject(app, first.access_token, order.id, 'Na de herstart')).statusCode).toBe(200);
    const subject = `Order ${order.order_number} rejected`;
    for (let i = 0; i < 100 && (await logOf(db, subject)).attempts === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await logOf(db, subject)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await logOf(db, subject)).error_message).toMatch(/ECONNREFUSED/);
    await app.close();
    await db.close();

    const up = await startSmtpCapture();
    try {
      db = await openPglite(folder);
      await db.query(`UPDATE email_settings SET port = $1 WHERE client_id = ${DEMO}`, [up.port]);
      app = await serverOn(db);
      await up.waitFor(1);
      expect(await settled(db, subject)).toMatchObject({ status: 'sent', attempts: 2 });
      // Sent once, and no delivery job is left that could send it again (rather than watching the clock for one).
      await untilNoMailJobWaits(db);
      await app.close();
      expect(up.received.map((m) => m.subject)).toEqual([subject]);
      await db.close();
    } finally {
      await up.close();
    }
    expect(existsSync(join(folder, 'mail-secret.key'))).toBe(true);
  }, 180_000); // A real folder, opened twice: room for a loaded machine.
});
