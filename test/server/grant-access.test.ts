import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/types/core';
import { bearer, createTestServer, failureOf, loginAs, testConfig, type TestServer } from './helpers';
import { accountCalls, invitationsTo, latestKey, newAddress } from './account-support';
import { hashToken } from '../../server/auth/tokens';

/**
 * The invitation of a new account (issue 18; spec 02 §7, 01 §8): a mail with a single-use, expiring link to
 * /auth/grant_access, where the invitee sets a password and is signed in at once.
 */
const VERIFICATION = 'The verification process could not be validated. Please try again by requesting a new email.';
const INACTIVE = 'This account is inactive and therefore has no access to the online environment(s).';
const PASSWORD = 'Uitnodiging-2026';

let t: TestServer;
let calls: ReturnType<typeof accountCalls>;
let supervisor = '';

beforeAll(async () => {
  t = await createTestServer();
  calls = accountCalls(t.app);
  supervisor = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(() => t?.close());

const check = (key: string) => t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access/check', payload: { key } });
const grant = (key: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access', payload: { key, password } });
const signIn = (username: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username, password } });

describe('the invitation mail', () => {
  it('is queued in the client\'s default language with a link to /auth/grant_access for the client, at the configured address, its key hidden', async () => {
    const email = newAddress('uitgenodigd');
    const res = await t.app.inject({ method: 'POST', url: '/api-admin/account', headers: { ...bearer(supervisor), host: 'beheer.example.test' },
      payload: { emailAddress: email, firstName: 'Ilse', surname: 'de Groot', role: 'subsupervisor' } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail, ...more] = await invitationsTo(t.db, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Uitnodiging voor de beheeromgeving van Demo Mobility B.V.');
    expect(mail!.message).toContain('Beste Ilse de Groot');
    const link = new URL(mail!.link);
    // Never the request's Host: the server's own configured address.
    expect(`${link.origin}${link.pathname}`).toBe(new URL('/auth/grant_access', testConfig().publicUrl).href);
    expect(link.searchParams.get('clt')).toBe('demo');
    // The log shows the key's place only; the key waits sealed for the delivery worker. Only its hash is stored.
    expect(mail!.link).toMatch(/&key=\[hidden\]$/);
    expect(mail!.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM account_invitations i JOIN accounts a ON a.id = i.account_id WHERE a.email_address = $1', [email]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.key_hash).not.toContain(mail!.key);
  });

  it('is in Polish for the Polish client', async () => {
    const master = (await loginAs(t.app, 'master')).access_token;
    const [client] = await t.db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'flota-pl'");
    expect((await t.app.inject({ method: 'GET', url: `/api-admin/amw/switchclient?clientid=${client!.id}`, headers: bearer(master) })).statusCode).toBe(200);
    const email = newAddress('zaproszenie');
    await calls.created(master, { emailAddress: email, firstName: 'Jan', surname: 'Kowalski', role: 'bulk' });
    const [mail] = await invitationsTo(t.db, email);
    expect(mail!.subject).toMatch(/^Zaproszenie do środowiska administracyjnego /);
    expect(new URL(mail!.link).searchParams.get('clt')).toBe('flota-pl');
  });
});

describe('an inactive account', () => {
  it('gets the inactive-account text at sign-in (spec 01 §8)', async () => {
    expect(failureOf(await signIn('inactief@demo.leasedesk.test', 'Leasedesk-demo-2026'))).toEqual({ status: 400, reason: INACTIVE });
  });
});

describe('grant_access', () => {
  it('names the invitee while the link is valid, sets the password once, signs in at once and then refuses the link', async () => {
    const email = newAddress('eenmalig');
    const account = await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    const key = await latestKey(t.db, email);
    // No password yet: the address cannot sign in.
    expect((await signIn(email)).statusCode).toBe(400);

    const named = await check(key);
    expect(named.statusCode).toBe(200);
    expect(named.json().results).toEqual([{ emailAddress: email, clientName: 'demo' }]);

    const tooShort = failureOf(await grant(key, 'kort'));
    expect(tooShort.status).toBe(400);
    expect(tooShort.reason).toContain('password');

    const granted = await grant(key);
    expect(granted.statusCode, granted.body).toBe(200);
    const tokens = granted.json<TokenResponse>();
    expect(tokens.token_type).toBe('bearer');
    const me = await t.app.inject({ method: 'GET', url: '/api-admin/account/currentloggedinaccount', headers: bearer(tokens.access_token) });
    expect(me.json().results[0]).toMatchObject({ emailAddress: email, role: { name: 'bulk' }, isSwitchedToSubsupervisor: false });

    expect(failureOf(await check(key))).toEqual({ status: 400, reason: VERIFICATION });
    expect(failureOf(await grant(key, 'Een-ander-wachtwoord'))).toEqual({ status: 400, reason: VERIFICATION });
    expect((await signIn(email)).statusCode).toBe(200);
    const row = (await calls.get(supervisor, account.id)).json().results[0];
    expect(row.invitationPending).toBe(false);
    expect(row.dateLastLogin).toBe(t.clock.now().toISOString());
  });

  it('expires after INVITATION_TTL_HOURS (7 days by default)', async () => {
    const email = newAddress('verlopen');
    await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    const key = await latestKey(t.db, email);
    t.clock.advanceSeconds(7 * 24 * 3600 - 60);
    expect((await check(key)).statusCode).toBe(200);
    t.clock.advanceSeconds(120);
    expect(failureOf(await check(key))).toEqual({ status: 400, reason: VERIFICATION });
    expect(failureOf(await grant(key))).toEqual({ status: 400, reason: VERIFICATION });
    supervisor = (await loginAs(t.app, 'supervisor')).access_token;
  });

  it('works only with the newest link: a new invitation invalidates the older', async () => {
    const email = newAddress('opnieuw');
    const account = await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    const first = await latestKey(t.db, email);
    const reissued = await t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${account.id}`, headers: bearer(supervisor) });
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect(reissued.json().results[0]).toMatchObject({ id: account.id, invitationPending: true });
    const second = await latestKey(t.db, email);
    expect(second).not.toBe(first);
    expect(failureOf(await check(first))).toEqual({ status: 400, reason: VERIFICATION });
    expect((await grant(second)).statusCode).toBe(200);
  });

  it('stops the links already sent when the address changes', async () => {
    const email = newAddress('verhuisd');
    const account = await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    const key = await latestKey(t.db, email);
    expect((await calls.put(supervisor, { id: account.id, emailAddress: newAddress('nieuwadres') })).statusCode).toBe(200);
    expect(failureOf(await check(key))).toEqual({ status: 400, reason: VERIFICATION });
  });

  it('tells an inactive account so and writes nothing', async () => {
    const email = newAddress('inactief');
    const account = await calls.created(supervisor, { emailAddress: email, role: 'bulk', isActive: false });
    const key = await latestKey(t.db, email);
    expect(failureOf(await grant(key))).toEqual({ status: 403, reason: INACTIVE });
    expect(failureOf(await check(key))).toEqual({ status: 403, reason: INACTIVE });
    const [row] = await t.db.query<{ password_hash: string | null }>('SELECT password_hash FROM accounts WHERE id = $1', [account.id]);
    expect(row!.password_hash).toBeNull();
    // Once active again, the same link works.
    expect((await calls.put(supervisor, { id: account.id, isActive: true })).statusCode).toBe(200);
    expect((await grant(key)).statusCode).toBe(200);
  });

  it('answers every malformed or unknown key like a spent one', async () => {
    for (const key of ['', 'x', 'A'.repeat(43), '../../etc/passwd']) expect(failureOf(await check(key))).toEqual({ status: 400, reason: VERIFICATION });
    expect((await t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access/check', payload: { key: 'x', role: 'master' } })).statusCode).toBe(400);
  });

  it('is refused for an account that already has a password, and no link ever replaces a password', async () => {
    const email = newAddress('heeftwachtwoord');
    const account = await calls.created(supervisor, { emailAddress: email, role: 'bulk' });
    expect((await grant(await latestKey(t.db, email))).statusCode).toBe(200);
    const reissue = await t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${account.id}`, headers: bearer(supervisor) });
    expect(failureOf(reissue)).toEqual({ status: 409, reason: 'This account already has a password; an invitation is only for an account that has not signed in yet.' });
    expect(await invitationsTo(t.db, email)).toHaveLength(1);
    // A key issued before the rule (or by anything else) for an account with a password is as good as unknown.
    const key = 'B'.repeat(43);
    const now = t.clock.now();
    await t.db.query(
      `INSERT INTO account_invitations (key_hash, client_id, account_id, created_at, expires_at)
       SELECT $1, client_id, id, $3, $4 FROM accounts WHERE id = $2`, [hashToken(key), account.id, now, new Date(now.getTime() + 3600_000)]);
    expect(failureOf(await check(key))).toEqual({ status: 400, reason: VERIFICATION });
    expect(failureOf(await grant(key, 'Overgenomen-2026'))).toEqual({ status: 400, reason: VERIFICATION });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(email, 'Overgenomen-2026')).statusCode).toBe(400);
  });

  it('lets a supervisor reissue only for accounts it may edit', async () => {
    const masterId = (await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'master@demo.leasedesk.test'"))[0]!.id;
    expect((await t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${masterId}`, headers: bearer(supervisor) })).statusCode).toBe(403);
    const polish = (await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'supervisor@flota-pl.leasedesk.test'"))[0]!.id;
    expect((await t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${polish}`, headers: bearer(supervisor) })).statusCode).toBe(404);
  });
});

describe('configured', () => {
  it('links to PUBLIC_URL and expires after INVITATION_TTL_HOURS', async () => {
    const own = await createTestServer({ publicUrl: 'https://beheer.leasedesk.example', invitationTtlHours: 2 });
    try {
      const token = (await loginAs(own.app, 'supervisor')).access_token;
      const email = newAddress('geconfigureerd');
      expect((await accountCalls(own.app).create(token, { emailAddress: email, role: 'bulk' })).statusCode).toBe(200);
      const [mail] = await invitationsTo(own.db, email);
      expect(mail!.link).toBe('https://beheer.leasedesk.example/auth/grant_access?clt=demo&key=[hidden]');
      expect(mail!.message).toContain('2 uur geldig');
      const key = await latestKey(own.db, email);
      own.clock.advanceSeconds(2 * 3600 + 1);
      const res = await own.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access/check', payload: { key } });
      expect(failureOf(res)).toEqual({ status: 400, reason: VERIFICATION });
    } finally {
      await own.close();
    }
  });
});
