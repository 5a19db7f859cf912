import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '../../contract/types/core';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { INVALID_CREDENTIALS } from '../../server/routes/auth';
import { DUPLICATE_ACCOUNT } from '../../server/areas/account';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';
import { accountCalls, fixtureId, newAddress } from './account-support';

/**
 * Issue 35 point 6: an account's address is unique within its client only, and sign-in names the client, so
 * another client's supervisor learns nothing from creating, renaming or inviting an account (spec 01 §5–7, 02 §6).
 */

// The real password check, watched: a sign-in that finds no single account must still cost a full hash check.
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const LIMITS = { loginMaxFailures: 3, loginMaxFailuresPerUser: 6, loginMaxFailuresPerIp: 50, loginFailureWindowSeconds: 900 };
const MASTER = demoAccount('master').email;
let t: TestServer;
let calls: ReturnType<typeof accountCalls>;
const token = { supervisor: '', polish: '' };

beforeAll(async () => {
  t = await createTestServer(LIMITS);
  calls = accountCalls(t.app);
  token.supervisor = (await loginAs(t.app, 'supervisor')).access_token;
  token.polish = (await loginAs(t.app, 'supervisor', 'flota-pl')).access_token;
}, 60_000);
afterAll(() => t?.close());

const signIn = (username: string, password: string, client?: string, remoteAddress = '10.35.0.1') =>
  t.app.inject({ method: 'POST', url: '/api-admin-auth/', remoteAddress, payload: { username, password, ...(client ? { client } : {}) } });

/** Who a token signs in as: the account's id and the client it acts for. */
async function whoIs(accessToken: string): Promise<{ id: number; client: string }> {
  const res = await t.app.inject({ url: '/api-admin/account/currentloggedinaccount', headers: bearer(accessToken) });
  const [account] = res.json<{ results: CurrentAccount[] }>().results;
  return { id: account!.id, client: account!.client.name };
}

/** What a wrong password answers: every refused sign-in below must be byte-identical to it. */
async function wrongCredentials() {
  const res = await signIn(newAddress('nobody'), 'Not-the-password-1', undefined, '10.35.9.9');
  expect(failureOf(res)).toEqual({ status: 400, reason: INVALID_CREDENTIALS });
  return { status: res.statusCode, body: res.body };
}

const answerOf = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

describe('another client\'s address is a free address', () => {
  let polishMaster = 0;

  it('lets flota-pl\'s supervisor create an account with the demo master\'s address, answered like any new address', async () => {
    // A master at another client's page gets the normal wrong-credentials answer.
    expect(answerOf(await signIn(MASTER, DEMO_PASSWORD, 'flota-pl'))).toEqual(await wrongCredentials());
    const taken = await calls.create(token.polish, { emailAddress: MASTER.toUpperCase(), role: 'bulk' });
    const free = await calls.create(token.polish, { emailAddress: newAddress('vrij'), role: 'bulk' });
    expect([taken.statusCode, free.statusCode]).toEqual([200, 200]);
    const row = taken.json<{ results: { id: number; emailAddress: string; invitationPending: boolean }[] }>().results[0]!;
    expect(row).toMatchObject({ emailAddress: MASTER, invitationPending: true });
    polishMaster = row.id;
    // Within the client it is a duplicate, with the contract's exact text.
    expect(failureOf(await calls.create(token.polish, { emailAddress: MASTER, role: 'bulk' }))).toEqual({ status: 409, reason: DUPLICATE_ACCOUNT });
  });

  it('signs in to the account of the client named, and never lets the new one reach the demo master', async () => {
    const refused = await wrongCredentials();
    // Pending (no password yet): the flota-pl account signs nobody in, whatever password.
    expect(answerOf(await signIn(MASTER, DEMO_PASSWORD, 'flota-pl'))).toEqual(refused);
    // Named without a client, an address two clients have picks neither, after the same hash check as any refusal.
    vi.mocked(verifyPassword).mockClear();
    expect(answerOf(await signIn(MASTER, DEMO_PASSWORD))).toEqual(refused);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    // An unknown client is wrong credentials too.
    expect(answerOf(await signIn(MASTER, DEMO_PASSWORD, 'no-such-client'))).toEqual(refused);

    const master = await signIn(MASTER, DEMO_PASSWORD, 'demo');
    expect(master.statusCode, master.body).toBe(200);
    expect(await whoIs(master.json<{ access_token: string }>().access_token))
      .toEqual({ id: await fixtureId(t.db, 'SELECT id FROM accounts WHERE email_address = $1 AND id <> $2', [MASTER, polishMaster]), client: 'demo' });

    // Once its owner has a password (grant_access sets it: grant-access.test.ts), the flota-pl sign-in reaches that account only.
    await t.db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [polishMaster, await hashPassword('Polish-password-35')]);
    const polish = await signIn(MASTER, 'Polish-password-35', 'FLOTA-PL');
    expect(polish.statusCode, polish.body).toBe(200);
    expect(await whoIs(polish.json<{ access_token: string }>().access_token)).toEqual({ id: polishMaster, client: 'flota-pl' });
    expect(answerOf(await signIn(MASTER, 'Polish-password-35', 'demo'))).toEqual(refused);
    expect(answerOf(await signIn(MASTER, DEMO_PASSWORD, 'flota-pl'))).toEqual(refused);
  });

  it('lets an address be renamed to another client\'s, not to one of the same client', async () => {
    const account = await calls.created(token.supervisor, { emailAddress: newAddress('hernoemd'), role: 'bulk' });
    const renamed = await calls.put(token.supervisor, { id: account.id, emailAddress: demoAccount('supervisor', 'flota-pl').email });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const clash = await calls.put(token.supervisor, { id: account.id, emailAddress: demoAccount('bulk').email });
    expect(failureOf(clash)).toEqual({ status: 409, reason: DUPLICATE_ACCOUNT });
    const [stored] = await t.db.query<{ email_address: string }>('SELECT email_address FROM accounts WHERE id = $1', [account.id]);
    expect(stored!.email_address).toBe(demoAccount('supervisor', 'flota-pl').email);
  });

  it('invites by id within the acting client: another client\'s account is answered like an id nobody has', async () => {
    const invite = (id: number) => t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${id}`, headers: bearer(token.polish) });
    const demoId = await fixtureId(t.db, 'SELECT id FROM accounts WHERE email_address = $1 AND id <> $2', [MASTER, polishMaster]);
    const [{ max }] = (await t.db.query<{ max: number }>('SELECT max(id) AS max FROM accounts')) as [{ max: number }];
    const other = failureOf(await invite(demoId));
    const nobody = failureOf(await invite(max + 1000));
    expect(other.status).toBe(404);
    expect({ ...other, reason: other.reason.replace(String(demoId), 'N') }).toEqual({ ...nobody, reason: nobody.reason.replace(String(max + 1000), 'N') });
  });
});

describe('the sign-in throttle counts per client and user name', () => {
  it('locks one client\'s account of an address without locking another client\'s', async () => {
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) expect((await signIn(MASTER, 'wrong', 'flota-pl', '10.35.1.1')).statusCode).toBe(400);
    expect((await signIn(MASTER, 'Polish-password-35', 'flota-pl', '10.35.1.1')).statusCode).toBe(429);
    expect((await signIn(MASTER, DEMO_PASSWORD, 'demo', '10.35.1.1')).statusCode).toBe(200);
  });

  it('counts a name guessed with and without its client as one', async () => {
    const { email } = demoAccount('bulk');
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) {
      expect((await signIn(email, 'wrong', i % 2 === 0 ? undefined : 'demo', '10.35.2.1')).statusCode).toBe(400);
    }
    expect((await signIn(email, DEMO_PASSWORD, 'demo', '10.35.2.1')).statusCode).toBe(429);
    expect((await signIn(email, DEMO_PASSWORD, undefined, '10.35.2.1')).statusCode).toBe(429);
    expect((await signIn(email, DEMO_PASSWORD, 'demo', '10.35.2.2')).statusCode).toBe(200);
  });
});
