import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope, TokenResponse } from '../../contract/types/core';
import { buildApp } from '../../server/app';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/tokens';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { INACTIVE_ACCOUNT, INVALID_CREDENTIALS } from '../../server/routes/auth';
import { bearer, createTestServer, failureOf, loginAs, testConfig, type TestServer } from './helpers';

// The real password functions, watched: an unknown user must cost a full hash check too.
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const TTL = { accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600 };
const LIMITS = { loginMaxFailures: 3, loginMaxFailuresPerUser: 5, loginMaxFailuresPerIp: 8, loginFailureWindowSeconds: 900 };
const GRACE = { refreshReuseGraceSeconds: 10 };
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer({ ...TTL, ...LIMITS, ...GRACE });
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api-admin-auth/', remoteAddress, payload: { username, password } });

const refresh = (refreshToken: string, grantType = 'refresh_token') =>
  t.app.inject({
    method: 'POST',
    url: '/api-admin-auth/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: grantType, refresh_token: refreshToken }).toString(),
  });

/** 200 while the access token is accepted, 401 once it is not. */
const probe = async (accessToken: string) =>
  (await t.app.inject({ url: '/api-admin/clientsetting/licenses', headers: bearer(accessToken) })).statusCode;

describe('POST /api-admin-auth/ (sign-in)', () => {
  it('answers an OAuth-style token pair for the demo password, JSON or form-encoded', async () => {
    const json = await loginAs(t.app, 'supervisor');
    expect(json.token_type).toBe('bearer');
    expect(json.expires_in).toBe(60);
    expect(Date.parse(json['.expires']) - Date.parse(json['.issued'])).toBe(60_000);
    expect(json.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(json.refresh_token).not.toBe(json.access_token);

    const form = await t.app.inject({
      method: 'POST',
      url: '/api-admin-auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent('BULK@demo.leasedesk.test')}&password=${DEMO_PASSWORD}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(await probe(form.json<TokenResponse>().access_token)).toBe(200);
  });

  it('stores only SHA-256 hashes of the tokens', async () => {
    const token = await loginAs(t.app, 'bulk');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    const hashes = rows.map((r) => r.token_hash);
    expect(hashes).toContain(hashToken(token.access_token));
    expect(hashes).not.toContain(token.access_token);
    expect(hashes).not.toContain(token.refresh_token);
  });

  it('gives an unknown user and a wrong password byte-identical answers', async () => {
    const unknown = await login('nobody@demo.leasedesk.test', DEMO_PASSWORD, '10.0.1.1');
    const wrong = await login(demoAccount('supervisor').email, 'not-the-password', '10.0.1.1');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    expect(failureOf(unknown).reason).toBe(INVALID_CREDENTIALS);
  });

  it('checks an unknown user against a dummy hash, doing the same work as for a real account', async () => {
    vi.mocked(verifyPassword).mockClear();
    await login('someone-else@demo.leasedesk.test', DEMO_PASSWORD, '10.0.1.2');
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]).toEqual([DEMO_PASSWORD, await dummyPasswordHash()]);
  });

  it('tells only the holder of the right password that an account is inactive', async () => {
    const hash = await hashPassword('Inactive-pass-1');
    await t.db.query(
      `INSERT INTO accounts (client_id, email_address, role, password_hash, is_active) VALUES (1, 'gone@demo.leasedesk.test', 'supervisor', $1, false)`,
      [hash],
    );
    const right = await login('gone@demo.leasedesk.test', 'Inactive-pass-1', '10.0.2.1');
    expect(failureOf(right)).toEqual({ status: 400, reason: INACTIVE_ACCOUNT });
    const wrong = await login('gone@demo.leasedesk.test', 'guess', '10.0.2.1');
    expect(failureOf(wrong)).toEqual({ status: 400, reason: INVALID_CREDENTIALS });
  });
});

describe('failed sign-in rate limit', () => {
  it('answers 429 with Retry-After after the maximum failures per user name from one address, even for the right password', async () => {
    const { email } = demoAccount('fleetmanagement');
    for (let i = 0; i < LIMITS.loginMaxFailures; i++) expect((await login(email, 'wrong', '10.1.0.1')).statusCode).toBe(400);
    const limited = await login(email, DEMO_PASSWORD, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(LIMITS.loginFailureWindowSeconds);
    expect(failureOf(limited).reason).toMatch(/Too many failed sign-in attempts/);

    // The count lives in the database: a second node on the same database refuses too.
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username = $1', [email]))[0]!.n;
    expect(await count()).toBe(LIMITS.loginMaxFailures);
    const otherNode = buildApp({ db: t.db, config: testConfig({ ...TTL, ...LIMITS }), now: t.clock.now });
    const res = await otherNode.inject({ method: 'POST', url: '/api-admin-auth/', remoteAddress: '10.1.0.1', payload: { username: email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(429);
    await otherNode.close();

    // A stranger's failures lock the name only for the stranger's address: the owner elsewhere signs in,
    // and that success clears nothing of the other address's count.
    expect((await login(email, DEMO_PASSWORD, '10.1.9.9')).statusCode).toBe(200);
    expect(await count()).toBe(LIMITS.loginMaxFailures);

    // Once the window has passed, the right password works again and clears that address's count.
    t.clock.advanceSeconds(LIMITS.loginFailureWindowSeconds + 1);
    expect((await login(email, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM login_failures WHERE username = $1', [email])).toEqual([]);
  });

  it('locks a user name for every address after the higher per-user maximum', async () => {
    const { email } = demoAccount('master');
    for (let i = 0; i < LIMITS.loginMaxFailuresPerUser; i++) expect((await login(email, 'wrong', `10.3.0.${i}`)).statusCode).toBe(400);
    const limited = await login(email, DEMO_PASSWORD, '10.3.1.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A refused attempt is not counted: the lock ends with the window, not later.
    expect((await t.db.query('SELECT 1 FROM login_failures WHERE username = $1', [email])).length).toBe(LIMITS.loginMaxFailuresPerUser);
    t.clock.advanceSeconds(LIMITS.loginFailureWindowSeconds + 1);
    expect((await login(email, DEMO_PASSWORD, '10.3.1.1')).statusCode).toBe(200);
  });

  it('limits one IP address across user names', async () => {
    for (let i = 0; i < LIMITS.loginMaxFailuresPerIp; i++) {
      expect((await login(`guess${i}@demo.leasedesk.test`, 'x', '10.2.0.1')).statusCode).toBe(400);
    }
    expect((await login(demoAccount('subsupervisor').email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(demoAccount('subsupervisor').email, DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('refresh rotation (POST /api-admin-auth/oauth/token)', () => {
  it('issues a new pair in the family and ends the previous access token', async () => {
    const first = await loginAs(t.app, 'supervisor');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await probe(second.access_token)).toBe(200);
    // Chosen: one live access token per family, so the old one stops at rotation (the app's HTTP
    // client replays a request that raced the refresh with the new token).
    expect(await probe(first.access_token)).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back after the grace window', async () => {
    const first = await loginAs(t.app, 'supervisor');
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    const third = (await refresh(second.refresh_token)).json<TokenResponse>();
    expect(await probe(third.access_token)).toBe(200);

    t.clock.advanceSeconds(GRACE.refreshReuseGraceSeconds + 1);
    const replay = await refresh(first.refresh_token);
    expect(failureOf(replay).status).toBe(400);
    expect(replay.json<{ error: string }>().error).toBe('invalid_grant');
    expect(await probe(third.access_token)).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(400);

    const other = await loginAs(t.app, 'supervisor');
    expect(await probe(other.access_token)).toBe(200); // another sign-in is another family
  });

  it('answers a refresh token presented again within the grace window with the pair it was rotated to', async () => {
    const first = await loginAs(t.app, 'supervisor');
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    t.clock.advanceSeconds(4);
    const again = await refresh(first.refresh_token);
    expect(again.statusCode).toBe(200);
    const repeated = again.json<TokenResponse>();
    expect(repeated.access_token).toBe(second.access_token);
    expect(repeated.refresh_token).toBe(second.refresh_token);
    expect(repeated.expires_in).toBe(TTL.accessTokenTtlSeconds - 4); // recomputed from the stored expiry
    expect(repeated['.expires']).toBe(second['.expires']);
    expect(await probe(second.access_token)).toBe(200);

    // A successor that was rotated itself is followed to the newest pair.
    const third = (await refresh(second.refresh_token)).json<TokenResponse>();
    expect((await refresh(first.refresh_token)).json<TokenResponse>().refresh_token).toBe(third.refresh_token);
    expect(await probe(third.access_token)).toBe(200);
    const fourth = (await refresh(third.refresh_token)).json<TokenResponse>();

    // Only the ciphertext of the successor is stored, not the tokens.
    const [row] = await t.db.query<{ successor: string }>('SELECT successor FROM auth_tokens WHERE token_hash = $1', [hashToken(first.refresh_token)]);
    expect(row!.successor).not.toContain(second.refresh_token);
    expect(Buffer.from(row!.successor, 'base64').toString('latin1')).not.toContain(second.refresh_token);

    // Past the window the ciphertext is of no use to anyone: a later rotation clears it.
    t.clock.advanceSeconds(GRACE.refreshReuseGraceSeconds + 1);
    const fifth = (await refresh(fourth.refresh_token)).json<TokenResponse>();
    const successorOf = async (pair: TokenResponse) =>
      (await t.db.query<{ successor: string | null }>('SELECT successor FROM auth_tokens WHERE token_hash = $1', [hashToken(pair.refresh_token)]))[0]!.successor;
    for (const pair of [first, second]) expect(await successorOf(pair)).toBeNull();
    expect(await successorOf(third)).toBeNull();
    expect(await successorOf(fourth)).toEqual(expect.any(String)); // just rotated: inside its own window
    expect(await probe(fifth.access_token)).toBe(200);
  });

  it('refuses a replay within the grace window once the session has ended', async () => {
    const first = await loginAs(t.app, 'supervisor');
    const second = (await refresh(first.refresh_token)).json<TokenResponse>();
    await t.app.inject({ method: 'POST', url: '/api-admin-auth/logout', headers: bearer(second.access_token) });
    expect((await refresh(first.refresh_token)).statusCode).toBe(400);
    expect((await refresh(second.refresh_token)).statusCode).toBe(400);
  });

  it('refuses unknown and malformed refresh tokens and other grant types', async () => {
    const unknown = await refresh('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: string }>().error).toBe('invalid_grant');
    expect((await refresh('short')).statusCode).toBe(400);
    const grant = await refresh('A'.repeat(43), 'password');
    expect(grant.statusCode).toBe(400);
    expect(grant.json<{ error: string }>().error).toBe('unsupported_grant_type');
  });

  it('lets access tokens expire after their lifetime and refresh tokens after theirs', async () => {
    const pair = await loginAs(t.app, 'bulk');
    t.clock.advanceSeconds(TTL.accessTokenTtlSeconds + 1);
    expect(await probe(pair.access_token)).toBe(401);
    const renewed = (await refresh(pair.refresh_token)).json<TokenResponse>();
    expect(await probe(renewed.access_token)).toBe(200);
    t.clock.advanceSeconds(TTL.refreshTokenTtlSeconds + 1);
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(400);
  });
});

describe('logout and login refresh', () => {
  it('logout revokes the family: access and refresh tokens stop working', async () => {
    const pair = await loginAs(t.app, 'supervisor');
    const res = await t.app.inject({ method: 'POST', url: '/api-admin-auth/logout', headers: bearer(pair.access_token) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<never>>().successful).toBe(true);
    expect(await probe(pair.access_token)).toBe(401);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api-admin-auth/logout' })).statusCode).toBe(401);
  });

  it('POST /api-admin/leasewise/loginrefresh trades a valid token for a pair of its own in the same session', async () => {
    const pair = await loginAs(t.app, 'supervisor');
    const call = (token: string, header?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api-admin/leasewise/loginrefresh',
        headers: header ? bearer(header) : {},
        payload: { token },
      });
    const res = await call(pair.access_token, pair.access_token);
    expect(res.statusCode).toBe(200);
    const [fresh] = res.json<Envelope<TokenResponse>>().results;
    expect(fresh!.access_token).not.toBe(pair.access_token);
    expect(await probe(fresh!.access_token)).toBe(200);
    expect(await probe(pair.access_token)).toBe(200);

    // The body must repeat the bearer token (see also auth-handover.test.ts).
    const other = await loginAs(t.app, 'bulk');
    expect(failureOf(await call(other.access_token, pair.access_token)).status).toBe(401);
    expect(failureOf(await call(pair.access_token)).status).toBe(401);
    expect(failureOf(await call(pair.refresh_token, pair.refresh_token)).status).toBe(401);
  });
});

describe('Authorization header', () => {
  it('accepts the bearer scheme in any case and refuses other schemes and malformed tokens', async () => {
    const { access_token: token } = await loginAs(t.app, 'supervisor');
    const status = async (authorization: string) =>
      (await t.app.inject({ url: '/api-admin/clientsetting/licenses', headers: { authorization } })).statusCode;
    expect(await status(`Bearer ${token}`)).toBe(200);
    expect(await status(`bearer ${token}`)).toBe(200);
    expect(await status(`BEARER ${token}`)).toBe(200);
    expect(await status(`bEaReR ${token}`)).toBe(200);
    expect(await status(`Basic ${token}`)).toBe(401);
    expect(await status(`Bearer${token}`)).toBe(401);
    expect(await status(`bearer ${token}x`)).toBe(401);
    const logout = await t.app.inject({ method: 'POST', url: '/api-admin-auth/logout', headers: { authorization: `bearer ${token}` } });
    expect(logout.statusCode).toBe(200);
    expect(await status(`bearer ${token}`)).toBe(401);
  });
});
