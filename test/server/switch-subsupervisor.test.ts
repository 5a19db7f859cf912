import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentAccount, TokenResponse } from '../../contract/types/core';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';

/**
 * GET /{product}/switchtosubsupervisor (spec 02 §6 "A sub-supervisor role can be switched to", §7; issue 18): a master's
 * session acts as a sub-supervisor, visibly, until it switches back; refreshes keep it, a new sign-in does not.
 */
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
}, 60_000);

afterAll(() => t?.close());

const SWITCH = '/api-admin/amw/switchtosubsupervisor';
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const current = async (token: string) => (await get('/api-admin/account/currentloggedinaccount', token)).json<{ results: CurrentAccount[] }>().results[0]!;

describe('switching to sub-supervisor', () => {
  it('makes the master\'s session act as a sub-supervisor until it switches back', async () => {
    const session = await loginAs(t.app, 'master');
    const token = session.access_token;
    expect(await current(token)).toMatchObject({ role: { name: 'master' }, isSwitchedToSubsupervisor: false });

    const switched = await get(SWITCH, token);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().results[0]).toMatchObject({ emailAddress: 'master@demo.leasedesk.test', role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true });
    expect(await current(token)).toMatchObject({ role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true });

    // Checked as a sub-supervisor: supervisor-only routes refuse, drivers are open.
    expect(failureOf(await get('/api-admin/account', token)).status).toBe(403);
    expect(failureOf(await get('/api-admin/faq', token)).status).toBe(403);
    expect(failureOf(await get('/api-admin/amw/switchclient?clientid=1', token)).status).toBe(403);
    expect((await get('/api-admin/driver?pageSize=1', token)).statusCode).toBe(200);

    // A refresh keeps it: it belongs to the session.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api-admin-auth/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: session.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<TokenResponse>().access_token;
    expect(await current(next)).toMatchObject({ role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true });

    // A new sign-in starts as master; the switched session stays switched.
    const fresh = (await loginAs(t.app, 'master')).access_token;
    expect(await current(fresh)).toMatchObject({ role: { name: 'master' }, isSwitchedToSubsupervisor: false });
    expect((await get('/api-admin/account', fresh)).statusCode).toBe(200);
    expect((await current(next)).isSwitchedToSubsupervisor).toBe(true);

    // And back.
    const back = await get(SWITCH, next);
    expect(back.json().results[0]).toMatchObject({ role: { name: 'master' }, isSwitchedToSubsupervisor: false });
    expect((await get('/api-admin/account', next)).statusCode).toBe(200);
  });

  it('applies to every session of the sign-in: a hand-over opened before the switch acts as a sub-supervisor at its next call', async () => {
    const session = await loginAs(t.app, 'master');
    const handover = await t.app.inject({
      method: 'POST', url: '/api-admin/leasewise/loginrefresh', headers: bearer(session.access_token), payload: { token: session.access_token },
    });
    expect(handover.statusCode, handover.body).toBe(200);
    const child = handover.json<{ results: TokenResponse[] }>().results[0]!;
    expect((await get('/api-admin/amw/client', child.access_token)).statusCode).toBe(200);

    expect((await get(SWITCH, session.access_token)).json().results[0].isSwitchedToSubsupervisor).toBe(true);
    // The child's access token was issued before the switch: refused the master's routes all the same.
    expect(failureOf(await get('/api-admin/amw/client', child.access_token)).status).toBe(403);
    expect(await current(child.access_token)).toMatchObject({ role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true });
    // A refresh of the child keeps the switch too.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api-admin-auth/oauth/token', payload: { grant_type: 'refresh_token', refresh_token: child.refresh_token } });
    const childNow = refreshed.json<TokenResponse>().access_token;
    expect(failureOf(await get('/api-admin/amw/client', childNow)).status).toBe(403);

    // Switching back from the child restores the whole tree, the sign-in included; another sign-in never moved.
    const other = (await loginAs(t.app, 'master')).access_token;
    expect((await get(SWITCH, childNow)).json().results[0].isSwitchedToSubsupervisor).toBe(false);
    expect((await get('/api-admin/amw/client', session.access_token)).statusCode).toBe(200);
    expect((await current(other)).isSwitchedToSubsupervisor).toBe(false);
    expect((await get(SWITCH, other)).json().results[0].isSwitchedToSubsupervisor).toBe(true);
    expect((await get('/api-admin/amw/client', session.access_token)).statusCode).toBe(200);
  });

  it('is open to masters only', async () => {
    for (const role of ['supervisor', 'bulk', 'subsupervisor'] as const) {
      expect((await get(SWITCH, (await loginAs(t.app, role)).access_token)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: SWITCH })).statusCode).toBe(401);
  });
});

describe('account products (master only)', () => {
  it('replaces an account\'s products and answers its row', async () => {
    const master = (await loginAs(t.app, 'master')).access_token;
    const supervisor = (await loginAs(t.app, 'supervisor')).access_token;
    const products = await t.db.query<{ id: number; name: string; url: string }>('SELECT id, name, url FROM products ORDER BY id');
    const [bulk] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'bulk@demo.leasedesk.test'");
    const post = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api-admin/amw/accountproducts', headers: bearer(token), payload });

    const res = await post(master, { accountId: bulk!.id, products: [products[0]!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results[0]).toMatchObject({ id: bulk!.id, amwProducts: [products[0]] });
    expect((await post(master, { accountId: bulk!.id, products: [] })).json().results[0].amwProducts).toEqual([]);

    expect(failureOf(await post(supervisor, { accountId: bulk!.id, products: [products[0]!.id] })).status).toBe(403);
    expect(failureOf(await post(master, { accountId: bulk!.id, products: [999999] })).status).toBe(404);
    const [polish] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE email_address = 'supervisor@flota-pl.leasedesk.test'");
    expect(failureOf(await post(master, { accountId: polish!.id, products: [] })).status).toBe(404);
    expect(failureOf(await post(master, { accountId: bulk!.id, products: [], role: 'master' })).status).toBe(400);
    // A PUT may send the products back as GET showed them; they are not written through it.
    const row = (await get(`/api-admin/account?accountId=${bulk!.id}`, master)).json().results[0];
    const put = await t.app.inject({ method: 'PUT', url: '/api-admin/account', headers: bearer(master), payload: { ...row, amwProducts: products } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().results[0].amwProducts).toEqual([]);
  });
});
