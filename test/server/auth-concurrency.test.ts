import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TokenResponse } from '../../contract/types/core';
import { buildApp } from '../../server/app';
import { verifyPassword } from '../../server/auth/passwords';
import { openDb, type Db } from '../../server/db/db';
import { DEMO_PASSWORD, demoAccount } from '../../server/db/demo-accounts';
import { openSeededDb, testClock, testConfig } from './helpers';
import { postgresDatabase } from './postgres-database';

/**
 * Issue 23 under real concurrency: parallel HTTP requests against the LISTENING server (not inject),
 * on PGlite and on a real PostgreSQL (where requests run in parallel transactions on a pool). Each starts migrated
 * and seeded at the test clock's start: a copy of the run's PGlite template, and of its PostgreSQL template.
 */
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

// The defaults: 5 per user name and address, 20 per user name, 50 per address.
const config = testConfig({ trustProxy: true, accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600, refreshReuseGraceSeconds: 10 });
const BURST = 150;

interface Backend {
  db: Db;
  stop(): Promise<void>;
}

type Clock = ReturnType<typeof testClock>;
const backends: [string, (clock: Clock) => Promise<Backend>][] = [
  ['PGlite', async (clock) => {
    const db = await openSeededDb(clock);
    return { db, stop: () => db.close() };
  }],
  ['PostgreSQL', async () => {
    const database = await postgresDatabase();
    const db = await openDb({ dataDir: 'unused', databaseUrl: database.url });
    return { db, stop: async () => { await db.close(); await database.close(); } };
  }],
];

describe.each(backends)('sign-in throttle and refresh grace under parallel HTTP requests on %s', (_name, open) => {
  let backend: Backend;
  let app: FastifyInstance;
  let base: string;
  const clock = testClock();

  beforeAll(async () => {
    backend = await open(clock);
    app = buildApp({ db: backend.db, config, now: clock.now });
    await app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await backend?.stop();
  });

  const signIn = async (username: string, password: string, address: string) => {
    const res = await fetch(`${base}/api-admin-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });
    return { status: res.status, body: await res.text() };
  };

  const refresh = async (refreshToken: string) => {
    const res = await fetch(`${base}/api-admin-auth/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    });
    return { status: res.status, body: await res.text() };
  };

  const probe = async (accessToken: string) =>
    (await fetch(`${base}/api-admin/clientsetting/licenses`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

  /** Each test starts with an empty throttle: the previous test's failures leave the window. */
  const nextWindow = () => {
    clock.advanceSeconds(config.loginFailureWindowSeconds + 1);
    vi.mocked(verifyPassword).mockClear();
  };

  it(`checks only LOGIN_MAX_FAILURES passwords of ${BURST} parallel wrong guesses from one address`, async () => {
    nextWindow();
    const { email } = demoAccount('fleetmanagement');
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => signIn(email, `wrong-${i}`, '10.9.0.1')));
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: config.loginMaxFailures, 429: BURST - config.loginMaxFailures });
    expect(verifyPassword).toHaveBeenCalledTimes(config.loginMaxFailures);
    const limited = answers.find((a) => a.status === 429)!;
    expect(JSON.parse(limited.body).errors[0]).toMatch(/^Too many failed sign-in attempts\. Please try again in 15 minutes\.$/);
  });

  it(`checks only LOGIN_MAX_FAILURES_PER_USER passwords of ${BURST} parallel guesses from as many addresses`, async () => {
    nextWindow();
    const { email } = demoAccount('bulk');
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => signIn(email, `wrong-${i}`, `10.8.${i >> 8}.${i & 255}`)));
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: config.loginMaxFailuresPerUser, 429: BURST - config.loginMaxFailuresPerUser });
    expect(verifyPassword).toHaveBeenCalledTimes(config.loginMaxFailuresPerUser);
  });

  it('signs the owner in from their own address in the middle of a burst from another one', async () => {
    nextWindow();
    const { email } = demoAccount('supervisor');
    const guesses = Array.from({ length: BURST }, (_, i) => signIn(email, `wrong-${i}`, '10.7.0.1'));
    const owner = signIn(email, DEMO_PASSWORD, '10.7.0.2');
    const more = Array.from({ length: BURST }, (_, i) => signIn(email, `wrong-${i}`, '10.7.0.1'));
    const answers = await Promise.all([...guesses, ...more]);
    expect((await owner).status).toBe(200);
    expect(tally(answers.map((a) => a.status))).toEqual({ 400: config.loginMaxFailures, 429: 2 * BURST - config.loginMaxFailures });
    expect(verifyPassword).toHaveBeenCalledTimes(config.loginMaxFailures + 1);
  });

  it('keeps the bound with the right password mixed into a burst from the same address', async () => {
    nextWindow();
    const { email } = demoAccount('subsupervisor');
    const wrong = (i: number) => signIn(email, `wrong-${i}`, '10.6.0.1');
    const requests = Array.from({ length: BURST }, (_, i) => (i === 3 ? signIn(email, DEMO_PASSWORD, '10.6.0.1') : wrong(i)));
    const answers = await Promise.all(requests);
    const right = answers[3]!.status;
    expect([200, 429]).toContain(right);
    const wrongChecked = answers.filter((a, i) => i !== 3 && a.status === 400).length;
    // A success clears only the failures reserved before it, so at most one more round gets through.
    expect(wrongChecked).toBeLessThanOrEqual(right === 200 ? 2 * config.loginMaxFailures - 1 : config.loginMaxFailures);
    expect(vi.mocked(verifyPassword).mock.calls.length).toBe(wrongChecked + (right === 200 ? 1 : 0));
    expect(answers.every((a) => [200, 400, 429].includes(a.status))).toBe(true);
  });

  it('answers 10 parallel refreshes of one refresh token with the same pair, and the session lives on', async () => {
    const signedIn = await signIn(demoAccount('supervisor').email, DEMO_PASSWORD, '10.5.0.1');
    expect(signedIn.status).toBe(200);
    const pair = JSON.parse(signedIn.body) as TokenResponse;
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(pair.refresh_token)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const pairs = answers.map((a) => JSON.parse(a.body) as TokenResponse);
    expect(new Set(pairs.map((p) => p.access_token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.refresh_token)).size).toBe(1);
    const next = pairs[0]!;
    expect(next.refresh_token).not.toBe(pair.refresh_token);
    expect(await probe(next.access_token)).toBe(200);
    expect(await probe(pair.access_token)).toBe(401); // one live access token per family, as before

    // Ten more, in parallel, with the new token: the session keeps rotating.
    const again = await Promise.all(Array.from({ length: 10 }, () => refresh(next.refresh_token)));
    expect(again.map((a) => a.status)).toEqual(Array(10).fill(200));
    const latest = JSON.parse(again[0]!.body) as TokenResponse;
    expect(await probe(latest.access_token)).toBe(200);

    // After the window, presenting a used refresh token is theft again: the whole family ends.
    clock.advanceSeconds(config.refreshReuseGraceSeconds + 1);
    expect((await refresh(pair.refresh_token)).status).toBe(400);
    expect(await probe(latest.access_token)).toBe(401);
    expect((await refresh(latest.refresh_token)).status).toBe(400);
  });
});
