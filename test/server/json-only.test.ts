import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestServerListingRoutes, failureOf, loginAs, type TestServer } from './helpers';

/**
 * Issue 23 point 7: every /api-admin write takes JSON only. A form-encoded body (which a cross-site HTML
 * form can send without a preflight) is a 415 on every registered write route, uploads included; only the
 * OAuth-shaped /api-admin-auth calls read forms, as the contract says.
 */
let t: TestServer & { routes: Set<string> };
let token: string;

beforeAll(async () => {
  t = await createTestServerListingRoutes();
  token = (await loginAs(t.app, 'master')).access_token;
}, 60_000);
afterAll(() => t?.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('write routes and content types', () => {
  it('answers 415 to a form-encoded body on every /api-admin write route', async () => {
    const writes = [...t.routes].filter((route) => /^(POST|PUT|DELETE|PATCH) \/api-admin\//.test(route));
    expect(writes.length).toBeGreaterThan(10);
    const accepted: string[] = [];
    for (const route of writes) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'DELETE', string];
      const res = await t.app.inject({ method, url, headers: { ...bearer(token), ...FORM }, payload: 'name=Form+Company&id=1' });
      if (res.statusCode !== 415) accepted.push(`${route}: ${res.statusCode}`);
      else expect(failureOf(res).reason).toMatch(/send application\/json/);
    }
    expect(accepted).toEqual([]);
    const [row] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM operating_companies WHERE name = 'Form Company'");
    expect(row!.n).toBe(0);
  });

  it('still reads the sign-in and the token refresh as forms', async () => {
    const login = await t.app.inject({
      method: 'POST', url: '/api-admin-auth/', headers: FORM, payload: 'username=supervisor%40demo.leasedesk.test&password=Leasedesk-demo-2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST', url: '/api-admin-auth/oauth/token', headers: FORM,
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.json<{ refresh_token: string }>().refresh_token }).toString(),
    });
    expect(refresh.statusCode, refresh.body).toBe(200);
  });
});
