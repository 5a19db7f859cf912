import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TokenResponse } from '../../contract/types/core';
import { CODE_TTL_SECONDS } from '../../server/auth/handover-codes';
import { INVALID_HANDOVER_CODE } from '../../server/routes/auth';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';

/**
 * Issue 16 point 4: the external mobility web app is opened with a short-lived, single-use code in the address's
 * fragment, never with a bearer token; the web app exchanges the code once for a session of its own under the
 * administrator's sign-in.
 */
let t: TestServer;
let ids: { driver: number; foreignDriver: number; category: number; unboundCategory: number; arrangement: number };

beforeAll(async () => {
  t = await createTestServer();
  const one = async (sql: string) => (await t.db.query<{ id: number }>(sql))[0]!.id;
  ids = {
    driver: await one("SELECT d.id FROM drivers d JOIN clients c ON c.id = d.client_id WHERE c.name = 'demo' ORDER BY d.id LIMIT 1"),
    foreignDriver: await one("SELECT d.id FROM drivers d JOIN clients c ON c.id = d.client_id WHERE c.name = 'flota-pl' ORDER BY d.id LIMIT 1"),
    category: await one("SELECT c.id FROM mobility_categories c JOIN mobility_containers mc ON mc.id = c.mobility_container_id WHERE mc.display_name = 'Mobiliteitsbudget' ORDER BY c.id LIMIT 1"),
    // The sub-supervisor is bound to Mobiliteitsbudget only.
    unboundCategory: await one("SELECT c.id FROM mobility_categories c JOIN mobility_containers mc ON mc.id = c.mobility_container_id JOIN clients cl ON cl.id = mc.client_id WHERE cl.name = 'demo' AND mc.display_name <> 'Mobiliteitsbudget' ORDER BY c.id LIMIT 1"),
    arrangement: await one("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling 2026'"),
  };
});
afterAll(() => t.close());

const askCode = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/api-admin/mobility/webapp/code', headers: bearer(token), payload: body });

async function codeUrl(token: string, body: object = { language: 'nl-NL' }): Promise<URL> {
  const res = await askCode(token, body);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<Envelope<{ url: string }>>().results[0]!.url, 'http://leasedesk.test');
}

const codeOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('code')!;
const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api-admin-auth/oauth/token', payload: { grant_type: 'handover_code', code } });
const whoIs = async (accessToken: string) =>
  (await t.app.inject({ url: '/api-admin/account/currentloggedinaccount', headers: bearer(accessToken) }));

describe('the mobility web app address', () => {
  it('names the client, the language and what was chosen, with a single-use code in the fragment and no token anywhere', async () => {
    const signedIn = await loginAs(t.app, 'supervisor');
    const res = await askCode(signedIn.access_token,
      { language: 'en-EN', carArrangementId: ids.arrangement, driverId: ids.driver, mobilityCategoryId: ids.category });
    const { url, expiresAt } = res.json<Envelope<{ url: string; expiresAt: string }>>().results[0]!;
    const address = new URL(url, 'http://leasedesk.test');
    expect(address.pathname).toBe('/mobility-webapp/');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      clientName: 'demo', language: 'en-EN', carArrangementId: String(ids.arrangement), driverId: String(ids.driver), mobilityCategoryId: String(ids.category),
    });
    expect(codeOf(address)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(signedIn.access_token);
    expect(Date.parse(expiresAt) - t.clock.now().getTime()).toBe(CODE_TTL_SECONDS * 1000);
  });

  it('is exchanged once for a session of the same account; a second exchange, an expired or a made-up code fails alike', async () => {
    const signedIn = await loginAs(t.app, 'supervisor');
    const code = codeOf(await codeUrl(signedIn.access_token));
    const first = await exchange(code);
    expect(first.statusCode, first.body).toBe(200);
    const pair = first.json<TokenResponse>();
    expect(pair.access_token).not.toBe(signedIn.access_token);
    const me = await whoIs(pair.access_token);
    expect(me.json<Envelope<{ emailAddress: string }>>().results[0]!.emailAddress).toBe('supervisor@demo.leasedesk.test');

    for (const spent of [code, 'A'.repeat(43)]) {
      const again = await exchange(spent);
      expect([again.statusCode, again.json<{ error: string }>().error]).toEqual([400, 'invalid_grant']);
      expect(failureOf(again).reason).toBe(INVALID_HANDOVER_CODE);
    }
    const late = codeOf(await codeUrl(signedIn.access_token));
    t.clock.advanceSeconds(CODE_TTL_SECONDS + 1);
    expect((await exchange(late)).statusCode).toBe(400);
    expect((await exchange('not a code')).statusCode).toBe(400);
  });

  it('ends with the sign-in it came from: a code from a signed-out session is refused, a web app session ends at sign-out', async () => {
    const signedIn = await loginAs(t.app, 'supervisor');
    const unused = codeOf(await codeUrl(signedIn.access_token));
    const pair = (await exchange(codeOf(await codeUrl(signedIn.access_token)))).json<TokenResponse>();
    expect((await whoIs(pair.access_token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api-admin-auth/logout', headers: bearer(signedIn.access_token) });
    expect((await whoIs(pair.access_token)).statusCode).toBe(401);
    expect((await exchange(unused)).statusCode).toBe(400);
  });

  it('names only what the caller reaches, and follows the mobility access rule', async () => {
    const supervisor = (await loginAs(t.app, 'supervisor')).access_token;
    expect(failureOf(await askCode(supervisor, { language: 'nl-NL', driverId: ids.foreignDriver })).status).toBe(404);
    expect(failureOf(await askCode(supervisor, { language: 'nl-NL', carArrangementId: 999_999 })).status).toBe(404);
    const sub = (await loginAs(t.app, 'subsupervisor')).access_token;
    expect((await askCode(sub, { language: 'nl-NL', mobilityCategoryId: ids.category })).statusCode).toBe(200);
    expect(failureOf(await askCode(sub, { language: 'nl-NL', mobilityCategoryId: ids.unboundCategory })).status).toBe(404);
    const bulk = (await loginAs(t.app, 'bulk')).access_token;
    expect(failureOf(await askCode(bulk, { language: 'nl-NL' })).status).toBe(403);
    // Bad input: a language outside the six, an unknown field, an id that is not one.
    for (const body of [{ language: 'xx-XX' }, { language: 'nl-NL', token: 'x' }, { language: 'nl-NL', driverId: -1 }, {}]) {
      expect(failureOf(await askCode(supervisor, body)).status).toBe(400);
    }
  });

  it('opens the configured web app when MOBILITY_WEBAPP_URL is set', async () => {
    const other = await createTestServer({ mobilityWebAppUrl: 'https://mobility.example.test/app' });
    try {
      const token = (await loginAs(other.app, 'supervisor')).access_token;
      const res = await other.app.inject({ method: 'POST', url: '/api-admin/mobility/webapp/code', headers: bearer(token), payload: { language: 'de-DE' } });
      expect(res.json<Envelope<{ url: string }>>().results[0]!.url).toMatch(/^https:\/\/mobility\.example\.test\/app\?clientName=demo&language=de-DE#code=[\w-]{43}$/);
    } finally {
      await other.close();
    }
  });

  it('serves the stand-in page and its script (no inline script) when no web app is configured', async () => {
    const page = await t.app.inject({ url: '/mobility-webapp/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script type="module" src="/mobility-webapp/stand-in.js"></script>');
    const script = await t.app.inject({ url: '/mobility-webapp/stand-in.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.body).toContain("grant_type: 'handover_code'");
  });
});
