import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TokenResponse } from '../../contract/types/core';
import { hashToken } from '../../server/auth/tokens';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';

/**
 * Issue 23, handover: POST /api-admin/leasewise/loginrefresh joins the session the token came from
 * (a child family under its root) instead of starting an independent one.
 */
const TTL = { accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 600, refreshReuseGraceSeconds: 10 };
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer(TTL);
});
afterAll(() => t.close());

async function handOver(token: string): Promise<TokenResponse> {
  const res = await t.app.inject({ method: 'POST', url: '/api-admin/leasewise/loginrefresh', headers: bearer(token), payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Envelope<TokenResponse>>().results[0]!;
}

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api-admin-auth/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: refreshToken } });

const logout = (accessToken: string) => t.app.inject({ method: 'POST', url: '/api-admin-auth/logout', headers: bearer(accessToken) });

/** 200 while the access token is accepted, 401 once it is not. */
const probe = async (accessToken: string) =>
  (await t.app.inject({ url: '/api-admin/clientsetting/licenses', headers: bearer(accessToken) })).statusCode;

const expiryOf = async (token: string) =>
  (await t.db.query<{ expires_at: Date }>('SELECT expires_at FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]))[0]!.expires_at.getTime();

describe('login refresh (handover) joins the session it came from', () => {
  it('signing out of the original session ends the handed-over access and refresh tokens', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const handed = await handOver(original.access_token);
    expect(await probe(handed.access_token)).toBe(200);
    expect((await logout(original.access_token)).statusCode).toBe(200);
    expect(await probe(handed.access_token)).toBe(401);
    expect((await refresh(handed.refresh_token)).statusCode).toBe(400);
  });

  it('signing out of the handed-over session ends the original too, and the handovers made from it', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const handed = await handOver(original.access_token);
    const chained = await handOver(handed.access_token);
    expect((await logout(handed.access_token)).statusCode).toBe(200);
    for (const pair of [original, handed, chained]) {
      expect(await probe(pair.access_token)).toBe(401);
      expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
    }
    // A dead session cannot be handed over again either.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api-admin/leasewise/loginrefresh',
      headers: bearer(original.access_token),
      payload: { token: original.access_token },
    });
    expect(failureOf(again).status).toBe(401);
  });

  it('a reused refresh token of a handed-over family ends the whole session', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const handed = await handOver(original.access_token);
    const rotated = (await refresh(handed.refresh_token)).json<TokenResponse>();
    t.clock.advanceSeconds(TTL.refreshReuseGraceSeconds + 1);
    expect((await refresh(handed.refresh_token)).statusCode).toBe(400);
    expect(await probe(rotated.access_token)).toBe(401);
    expect(await probe(original.access_token)).toBe(401);
    expect((await refresh(original.refresh_token)).statusCode).toBe(400);
  });

  it('refuses a handed-over token whose sign-in family is revoked, even if its own family is not (a race)', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const handed = await handOver(original.access_token);
    // What a logout committing just before the handover's insert leaves behind.
    await t.db.query(
      `UPDATE auth_token_families SET revoked_at = $2
       WHERE id = (SELECT family_id FROM auth_tokens WHERE token_hash = $1)`,
      [hashToken(original.access_token), t.clock.now()],
    );
    expect(await probe(handed.access_token)).toBe(401);
    expect((await refresh(handed.refresh_token)).statusCode).toBe(400);
  });

  it('keeps the acting client of the token it came from (a master after a client switch)', async () => {
    const master = await loginAs(t.app, 'master');
    const [polish] = await t.db.query<{ id: number }>(`SELECT id FROM clients WHERE name = 'flota-pl'`);
    const switched = await t.app.inject({ url: `/api-admin/amw/switchclient?clientid=${polish!.id}`, headers: bearer(master.access_token) });
    expect(switched.statusCode, switched.body).toBe(200);
    const handed = await handOver(master.access_token);
    const setting = await t.app.inject({ url: '/api-admin/clientsetting', headers: bearer(handed.access_token) });
    expect(setting.json<Envelope<{ name: string }>>().results[0]!.name).toBe('flota-pl');
  });

  it('never lets a handover, or a chain of them, outlive the sign-in it came from', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const horizon = await expiryOf(original.refresh_token);
    t.clock.advanceSeconds(50);
    const first = await handOver(original.access_token);
    t.clock.advanceSeconds(5);
    let current = await handOver(first.access_token);
    current = await handOver(current.access_token);
    for (const pair of [first, current]) expect(await expiryOf(pair.refresh_token)).toBe(horizon);

    // Rotating the chain's end every 50 seconds keeps it alive, but never past the horizon.
    while (t.clock.now().getTime() + 50_000 < horizon) {
      t.clock.advanceSeconds(50);
      const res = await refresh(current.refresh_token);
      expect(res.statusCode, res.body).toBe(200);
      current = res.json<TokenResponse>();
      expect(await expiryOf(current.refresh_token)).toBeLessThanOrEqual(horizon);
      expect(await expiryOf(current.access_token)).toBeLessThanOrEqual(horizon);
      expect(Date.parse(current['.expires'])).toBeLessThanOrEqual(horizon);
      expect(current.expires_in).toBe(Math.min(TTL.accessTokenTtlSeconds, (horizon - t.clock.now().getTime()) / 1000));
      current = await handOver(current.access_token); // and a handover of a handover
      expect(await expiryOf(current.refresh_token)).toBeLessThanOrEqual(horizon);
    }
    expect(await probe(current.access_token)).toBe(200);
    t.clock.advanceSeconds((horizon - t.clock.now().getTime()) / 1000 + 1);
    expect(await probe(current.access_token)).toBe(401);
    expect((await refresh(current.refresh_token)).statusCode).toBe(400);
    expect((await refresh(original.refresh_token)).statusCode).toBe(400);
  });

  it('moves the horizon only when the sign-in itself is renewed', async () => {
    const original = await loginAs(t.app, 'supervisor');
    const handed = await handOver(original.access_token);
    const before = await expiryOf(handed.refresh_token);
    t.clock.advanceSeconds(100);
    const renewedRoot = (await refresh(original.refresh_token)).json<TokenResponse>();
    const rootHorizon = await expiryOf(renewedRoot.refresh_token);
    expect(rootHorizon).toBe(before + 100_000);
    const renewedChild = (await refresh(handed.refresh_token)).json<TokenResponse>();
    expect(await expiryOf(renewedChild.refresh_token)).toBe(rootHorizon);
  });
});
