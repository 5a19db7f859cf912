import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TokenResponse } from '../../contract/types/core';
import { DEMO_PASSWORD } from '../../server/db/demo-accounts';
import { migrate, readMigrations } from '../../server/db/migrate';
import { IN_MEMORY, openPglite } from '../../server/db/pglite';
import { bearer, createTestServer, failureOf, loginAs, removeTempDirs, tempDir, type TestServer } from './helpers';
import { accountCalls, fixtureId, newAddress } from './account-support';
import { waitFor } from './bulk-run-support';

/**
 * Issue 35 point 1, the probe reproduced: an invitation key is the invitee's secret. The mail log (list, ?logId=,
 * every column of the row) shows the link with its key hidden and the key is put back only into the mail as
 * delivered (here: the local sink, the recipient's copy); reissuing is refused for an account with a password; and
 * the log follows the reader's scope like every other list.
 */
const VERIFICATION = 'The verification process could not be validated. Please try again by requesting a new email.';
const HAS_PASSWORD = 'This account already has a password; an invitation is only for an account that has not signed in yet.';
const KEY = /key=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;
const DEMO = "(SELECT id FROM clients WHERE name = 'demo')";

let t: TestServer;
let sink = '';
let supervisor = '';
let calls: ReturnType<typeof accountCalls>;

beforeAll(async () => {
  sink = tempDir('invitation-sink');
  t = await createTestServer({ mailWorker: true, mailPollSeconds: 1, mailSinkDir: sink });
  // No SMTP setting: every demo mail goes to the sink folder, the recipient's copy this test reads.
  await t.db.query(`DELETE FROM email_settings WHERE client_id = ${DEMO}`);
  calls = accountCalls(t.app);
  supervisor = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(async () => {
  await t?.close();
  removeTempDirs();
});

const api = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url: `/api-admin${url}`, headers: bearer(token) });
const grant = (key: string, password: string) => t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access', payload: { key, password } });
const resultsOf = <T = Record<string, unknown>>(res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: T[] }>().results;
};

/** The newest mail to `email`, once the worker has sent it: its log id and the mail as the recipient got it. */
async function delivered(email: string) {
  await waitFor(t.db, "SELECT 1 FROM mail_logs WHERE to_address = $1 AND status = 'sent'", [email], 15_000);
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM mail_logs WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email]);
  const file = readdirSync(sink).find((name) => name.includes(`mail-${row!.id}.`));
  expect(file, `the sink's copy of mail ${row!.id}`).toBeDefined();
  return { id: row!.id, mail: await simpleParser(readFileSync(join(sink, file!))) };
}

/** A new account of `role` created by the demo supervisor, signed in through its delivered invitation. */
async function invitedAccount(payload: object, password: string): Promise<{ id: number; token: string }> {
  const email = newAddress('geheim');
  const row = await calls.created(supervisor, { emailAddress: email, ...payload });
  const { mail } = await delivered(email);
  const res = await grant(KEY.exec(mail.text ?? '')![1]!, password);
  expect(res.statusCode, res.body).toBe(200);
  return { id: row.id, token: res.json<TokenResponse>().access_token };
}

describe('an invitation key', () => {
  it('is not reissued for an account that has a password (the probe: supervisor takes over supervisor2)', async () => {
    const other = await fixtureId(t.db, "SELECT id FROM accounts WHERE email_address = 'supervisor2@demo.leasedesk.test'");
    expect(failureOf(await api(supervisor, 'POST', `/account/invite?accountId=${other}`))).toEqual({ status: 409, reason: HAS_PASSWORD });
    expect(await t.db.query("SELECT 1 FROM mail_logs WHERE to_address = 'supervisor2@demo.leasedesk.test'")).toEqual([]);
    const own = await t.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: 'supervisor2@demo.leasedesk.test', password: DEMO_PASSWORD } });
    expect(own.statusCode).toBe(200);
  });

  it('stands only in the delivered mail: the log shows its place hidden, and that link is refused', async () => {
    const email = newAddress('uitnodiging');
    await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    const { id, mail } = await delivered(email);
    const key = KEY.exec(mail.text ?? '')?.[1];
    expect(key, mail.text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(mail.html)).toContain(`key=${key}`);

    const listed = resultsOf<{ id: number; message: string }>(await api(supervisor, 'GET', `/logemails?q=${encodeURIComponent(email)}`));
    expect(listed.map((row) => row.id)).toEqual([id]);
    const [one] = resultsOf<{ message: string; body: string }>(await api(supervisor, 'GET', `/logemails?logId=${id}`));
    for (const text of [listed[0]!.message, one!.message, one!.body]) {
      expect(text).toContain('/auth/grant_access?clt=demo&');
      expect(text).toMatch(/key=\[hidden\]/);
      expect(text).not.toContain(key);
    }
    // Nothing stored with the mail holds the key any more: not the texts, not the sealed copy the worker used.
    const [stored] = await t.db.query<{ row: string; sealed_key: string | null }>('SELECT row_to_json(m)::text AS row, sealed_key FROM mail_logs m WHERE id = $1', [id]);
    expect(stored!.sealed_key).toBeNull();
    expect(stored!.row).not.toContain(key);

    const hidden = new URL(/https?:\/\/\S+\/auth\/grant_access\?\S+/.exec(one!.message)![0]).searchParams.get('key')!;
    expect(failureOf(await grant(hidden, 'Gestolen-link-2026'))).toEqual({ status: 400, reason: VERIFICATION });
    expect((await grant(key!, 'Eigen-wachtwoord-2026')).statusCode).toBe(200);
    expect(failureOf(await grant(key!, 'Nog-een-keer-2026'))).toEqual({ status: 400, reason: VERIFICATION });
  });
});

describe('an invitation written from a provider template (type 3)', () => {
  it('carries the key in the delivered link and only its hidden place in the log', async () => {
    await t.db.query("INSERT INTO email_template_types (type_number, name) VALUES (3, 'Uitnodiging') ON CONFLICT (type_number) DO NOTHING");
    const [template] = await t.db.query<{ id: number }>(
      `INSERT INTO email_templates (client_id, email_template_type_id, subject, body_html)
       VALUES (${DEMO}, (SELECT id FROM email_template_types WHERE type_number = 3), 'Welkom {{account.firstName}}',
         '<p><a href="{{invitation.url}}">Wachtwoord kiezen</a></p>') RETURNING id`);
    try {
      const email = newAddress('sjabloon');
      await calls.created(supervisor, { emailAddress: email, firstName: 'Tess', role: 'bulk' });
      const { id, mail } = await delivered(email);
      expect(mail.subject).toBe('Welkom Tess');
      const key = KEY.exec(String(mail.html))?.[1];
      expect(key, String(mail.html)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [one] = resultsOf<{ body: string }>(await api(supervisor, 'GET', `/logemails?logId=${id}`));
      expect(one!.body).toContain('/auth/grant_access?clt=demo&amp;key=[hidden]"');
      expect(one!.body).not.toContain(key);
      expect((await grant(key!, 'Sjabloon-link-2026')).statusCode).toBe(200);
    } finally {
      await t.db.query('DELETE FROM email_templates WHERE id = $1', [template!.id]);
    }
  });
});

describe('the mail log of a supervisor scoped to one operating company', () => {
  it('holds the mails of its arrangements only: not client-wide mail such as invitations, not other arrangements', async () => {
    const noord = await fixtureId(t.db, "SELECT id FROM operating_companies WHERE name = 'Demo Mobility Noord'");
    const inside = await fixtureId(t.db, 'SELECT car_arrangement_id AS id FROM operating_company_car_arrangements WHERE operating_company_id = $1 ORDER BY 1', [noord]);
    const outside = await fixtureId(t.db,
      `SELECT id FROM car_arrangements WHERE client_id = ${DEMO}
         AND id NOT IN (SELECT oca.car_arrangement_id FROM operating_company_car_arrangements oca WHERE oca.operating_company_id = $1) ORDER BY id`, [noord]);
    const scoped = await invitedAccount({ role: 'supervisor', operatingCompanyIds: [noord] }, 'Regio-toezicht-2026');
    const logged = async (arrangementId: number) => (await t.db.query<{ id: number }>(
      `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, message, body_html, status, car_arrangement_id)
       VALUES (${DEMO}, 'fleet@demo-mobility.test', 'bestuurder@demo-mobility.test', 'Welkom', now(), 'Welkom', '<p>Welkom</p>', 'sent', $1) RETURNING id`,
      [arrangementId]))[0]!.id;
    const mine = await logged(inside);
    const theirs = await logged(outside);
    const invitation = (await t.db.query<{ id: number }>(`SELECT id FROM mail_logs WHERE client_id = ${DEMO} AND car_arrangement_id IS NULL
      AND mobility_container_id IS NULL ORDER BY id DESC LIMIT 1`))[0]!.id;

    const seen = resultsOf<{ id: number }>(await api(scoped.token, 'GET', '/logemails?pageSize=100')).map((row) => row.id);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(theirs);
    expect(seen).not.toContain(invitation);
    expect(resultsOf(await api(scoped.token, 'GET', `/logemails?logId=${mine}`))).toHaveLength(1);
    for (const id of [theirs, invitation]) {
      expect(failureOf(await api(scoped.token, 'GET', `/logemails?logId=${id}`))).toEqual({ status: 404, reason: `Mail log ${id} was not found.` });
      expect(failureOf(await api(scoped.token, 'DELETE', `/logemails?logId=${id}`)).status).toBe(404);
    }
    // The unscoped supervisor reads the client's whole log, as before.
    const all = resultsOf<{ id: number }>(await api(supervisor, 'GET', '/logemails?pageSize=100')).map((row) => row.id);
    expect(all).toEqual(expect.arrayContaining([mine, theirs, invitation]));
  });
});

describe('migration 0043', () => {
  it('takes the keys out of mails logged before it, leaving their links\' place and every other text', async () => {
    const db = await openPglite(IN_MEMORY);
    try {
      const before = readMigrations().filter((m) => m.version < 43);
      await migrate(db, before);
      const key = 'k'.repeat(20) + '_-' + 'Z'.repeat(21);
      const link = `https://beheer.example.test/auth/grant_access?clt=demo&key=${key}`;
      const [client] = await db.query<{ id: number }>("INSERT INTO clients (name, display_name) VALUES ('oud', 'Oud') RETURNING id");
      await db.query(
        `INSERT INTO mail_logs (client_id, from_address, to_address, subject, sent_at, message, body_html)
         VALUES ($1, 'a@b.test', 'c@d.test', 'Uitnodiging', now(), $2, $3)`,
        [client!.id, `Beste Iris, ${link} (key=kort blijft)`, `<p><a href="${link.replace('&', '&amp;')}">${link.replace('&', '&amp;')}</a></p>`]);
      await migrate(db);
      const [row] = await db.query<{ message: string; body_html: string }>('SELECT message, body_html FROM mail_logs');
      expect(row!.message).toBe('Beste Iris, https://beheer.example.test/auth/grant_access?clt=demo&key=[hidden] (key=kort blijft)');
      expect(row!.body_html).toBe('<p><a href="https://beheer.example.test/auth/grant_access?clt=demo&amp;key=[hidden]">'
        + 'https://beheer.example.test/auth/grant_access?clt=demo&amp;key=[hidden]</a></p>');
    } finally {
      await db.close();
    }
  });
});
