import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../../contract/types/core';
import type { Account } from '../../contract/areas/account';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';
import { accountCalls, fixtureId, latestKey, newAddress } from './account-support';

/**
 * Scope (spec 01 §6, 02 §6; issue 18): an account limited to operating companies or arrangements reaches only their
 * drivers, from the very next request after a change, and reaches nothing — never the whole client — once everything
 * it was limited to is deleted.
 */
let t: TestServer;
let calls: ReturnType<typeof accountCalls>;
let supervisor = '';
const ids = { demo: 0, noord: 0, zuid: 0, directie: 0, lease2026: 0, fietsplan: 0 };

const idOf = (sql: string, params: unknown[] = []) => fixtureId(t.db, sql, params);

beforeAll(async () => {
  t = await createTestServer();
  calls = accountCalls(t.app);
  supervisor = (await loginAs(t.app, 'supervisor')).access_token;
  ids.demo = await idOf("SELECT id FROM clients WHERE name = 'demo'");
  ids.noord = await idOf("SELECT id FROM operating_companies WHERE name = 'Demo Mobility Noord'");
  ids.zuid = await idOf("SELECT id FROM operating_companies WHERE name = 'Demo Mobility Zuid'");
  ids.directie = await idOf("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling Directie'");
  ids.lease2026 = await idOf("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling 2026'");
  ids.fietsplan = await idOf("SELECT id FROM car_arrangements WHERE display_name = 'Fietsplan'");
}, 60_000);

afterAll(() => t?.close());

/** A new sub-supervisor with this scope, signed in through its invitation: its row and its access token. */
async function invitedSubsupervisor(scope: { operatingCompanyIds?: number[]; carArrangementIds?: number[] }): Promise<{ row: Account; token: string }> {
  const email = newAddress('scoped');
  const row = await calls.created(supervisor, { emailAddress: email, role: 'subsupervisor', ...scope });
  const res = await t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access', payload: { key: await latestKey(t.db, email), password: 'Beperkt-bereik-2026' } });
  expect(res.statusCode, res.body).toBe(200);
  return { row, token: res.json<TokenResponse>().access_token };
}

/** How many drivers GET /driver shows the caller. */
async function driversSeen(token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api-admin/driver?pageSize=1', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ resultCount: number }>().resultCount;
}

/** The demo drivers bound to any of these arrangements. */
async function driversOf(arrangementIds: number[]): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(
    `SELECT count(DISTINCT d.id)::int AS n FROM drivers d JOIN driver_arrangement_bindings b ON b.client_id = d.client_id AND b.driver_id = d.id
     WHERE d.client_id = $1 AND b.car_arrangement_id = ANY ($2::int[])`, [ids.demo, arrangementIds]);
  return row!.n;
}

async function arrangementsOf(companyIds: number[]): Promise<number[]> {
  return (await t.db.query<{ id: number }>('SELECT DISTINCT car_arrangement_id AS id FROM operating_company_car_arrangements WHERE operating_company_id = ANY ($1::int[])',
    [companyIds])).map((r) => r.id);
}

const update = async (id: number, changes: object) => {
  const res = await calls.put(supervisor, { id, ...changes });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: Account[] }>().results[0]!;
};

describe('a sub-supervisor limited to one operating company', () => {
  it('sees only its drivers, and follows a wider, narrower or arrangement scope from the next request on', async () => {
    const { row, token } = await invitedSubsupervisor({ operatingCompanyIds: [ids.noord] });
    const all = await driversOf((await t.db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE client_id = $1', [ids.demo])).map((r) => r.id));
    const noord = await driversOf(await arrangementsOf([ids.noord]));
    expect(noord).toBeGreaterThan(0);
    expect(noord).toBeLessThan(all);
    expect(await driversSeen(token)).toBe(noord);

    await update(row.id, { operatingCompanyIds: [ids.noord, ids.zuid] });
    expect(await driversSeen(token)).toBe(await driversOf(await arrangementsOf([ids.noord, ids.zuid])));

    await update(row.id, { operatingCompanyIds: [], carArrangementIds: [ids.directie] });
    expect(await driversSeen(token)).toBe(await driversOf([ids.directie]));

    // Unscoped on purpose: the lists emptied by the editor.
    await update(row.id, { carArrangementIds: [] });
    expect(await driversSeen(token)).toBe(await driversSeen(supervisor));
  });

  it('reaches nothing once its only operating company is deleted, also after its account is saved again', async () => {
    const company = await t.app.inject({ method: 'POST', url: '/api-admin/operatingcompany', headers: bearer(supervisor), payload: { name: `Scope ${Date.now()}` } });
    expect(company.statusCode, company.body).toBe(200);
    const companyId = company.json<{ results: { id: number }[] }>().results[0]!.id;
    await t.db.query('INSERT INTO operating_company_car_arrangements (client_id, operating_company_id, car_arrangement_id) VALUES ($1, $2, $3)',
      [ids.demo, companyId, ids.lease2026]);
    const { row, token } = await invitedSubsupervisor({ operatingCompanyIds: [companyId] });
    expect(await driversSeen(token)).toBe(await driversOf([ids.lease2026]));

    const removed = await t.app.inject({ method: 'DELETE', url: `/api-admin/operatingcompany?operatingCompanyId=${companyId}`, headers: bearer(supervisor) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await driversSeen(token)).toBe(0);
    const shown = (await calls.get(supervisor, row.id)).json<{ results: Account[] }>().results[0]!;
    expect(shown.operatingCompanyIds).toEqual([]);
    // The row sent back as GET showed it, its lists unchanged, keeps the account limited.
    expect((await calls.put(supervisor, { ...shown, firstName: 'Nog steeds beperkt' })).statusCode).toBe(200);
    expect(await driversSeen(token)).toBe(0);
  });

  it('reaches nothing once its only arrangement is deleted', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api-admin/cararrangement', headers: bearer(supervisor), payload: { displayName: `Scope ${Date.now()}` } });
    expect(created.statusCode, created.body).toBe(200);
    const arrangementId = created.json<{ results: { id: number }[] }>().results[0]!.id;
    const driver = await idOf("SELECT id FROM drivers WHERE client_id = $1 ORDER BY id LIMIT 1", [ids.demo]);
    await t.db.query('INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id) VALUES ($1, $2, $3)', [ids.demo, driver, arrangementId]);
    const { row, token } = await invitedSubsupervisor({ carArrangementIds: [arrangementId] });
    expect(await driversSeen(token)).toBe(1);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api-admin/cararrangement?carArrangementId=${arrangementId}`, headers: bearer(supervisor) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await driversSeen(token)).toBe(0);
    expect((await calls.get(supervisor, row.id)).json<{ results: Account[] }>().results[0]!.carArrangementIds).toEqual([]);
  });
});

describe('a sub-supervisor limited to an arrangement', () => {
  /** Whether the caller may read the driver's bindings: 200 within reach, 404 outside. */
  const driverStatus = async (token: string, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api-admin/driver/cararrangementcategorybindings?driverId=${id}`, headers: bearer(token) })).statusCode;
  const driverRow = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api-admin/driver?driverId=${id}`, headers: bearer(supervisor) });
    expect(res.statusCode, res.body).toBe(200);
    return { row: res.json<{ results: Record<string, unknown>[] }>().results[0]!, etag: res.headers.etag as string };
  };
  const bindTo = async (id: number, arrangementIds: number[]) => {
    const { row, etag } = await driverRow(id);
    const res = await t.app.inject({
      method: 'PUT', url: '/api-admin/driver', headers: { ...bearer(supervisor), 'if-match': etag },
      payload: { ...row, carArrangementCategoryBindings: arrangementIds.map((carArrangementId) => ({ carArrangementId, categoryId: null })) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('reaches a driver from the write that binds it there until the one that moves or removes the binding', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api-admin/cararrangement', headers: bearer(supervisor), payload: { displayName: `Bereik ${Date.now()}` } });
    expect(created.statusCode, created.body).toBe(200);
    const arrangementId = created.json<{ results: { id: number }[] }>().results[0]!.id;
    const { token } = await invitedSubsupervisor({ carArrangementIds: [arrangementId] });
    // A driver bound to the directie arrangement only: outside this reach.
    const driver = await idOf(
      `SELECT d.id FROM drivers d WHERE d.client_id = $1
         AND (SELECT array_agg(b.car_arrangement_id) FROM driver_arrangement_bindings b WHERE b.driver_id = d.id) = ARRAY[$2::int]
       ORDER BY d.id LIMIT 1`, [ids.demo, ids.directie]);
    expect(await driversSeen(token)).toBe(0);
    expect(await driverStatus(token, driver)).toBe(404);

    // Asked first, so each answer below is one the server had remembered and must forget.
    await bindTo(driver, [ids.directie, arrangementId]);
    expect(await driversSeen(token)).toBe(1);
    expect(await driverStatus(token, driver)).toBe(200);

    // Moved to another arrangement by a statement that changes the binding in place, then back, then removed.
    await t.db.query('UPDATE driver_arrangement_bindings SET car_arrangement_id = $3 WHERE driver_id = $1 AND car_arrangement_id = $2', [driver, arrangementId, ids.fietsplan]);
    expect(await driversSeen(token)).toBe(0);
    await t.db.query('UPDATE driver_arrangement_bindings SET car_arrangement_id = $3 WHERE driver_id = $1 AND car_arrangement_id = $2', [driver, ids.fietsplan, arrangementId]);
    expect(await driversSeen(token)).toBe(1);
    await bindTo(driver, [ids.directie]);
    expect(await driversSeen(token)).toBe(0);
    expect(await driverStatus(token, driver)).toBe(404);
  });

  it('keeps every driver\'s arrangements on its row equal to its bindings', async () => {
    const [row] = await t.db.query<{ wrong: number; drivers: number }>(
      `SELECT count(*) FILTER (WHERE (d.arrangement_ids, d.has_category) IS DISTINCT FROM (
                (SELECT coalesce(array_agg(b.car_arrangement_id ORDER BY b.car_arrangement_id), '{}') FROM driver_arrangement_bindings b WHERE b.driver_id = d.id),
                EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.driver_id = d.id AND b.category_id IS NOT NULL)))::int AS wrong,
              count(*)::int AS drivers
         FROM drivers d`);
    expect(row!.drivers).toBeGreaterThan(100);
    expect(row!.wrong).toBe(0);
  });
});

describe('the accounts of an arrangement', () => {
  it('lists the accounts scoped to it directly or through one of its operating companies', async () => {
    const of = async (arrangementId: number) => {
      const res = await t.app.inject({ method: 'GET', url: `/api-admin/cararrangement/accounts?carArrangementId=${arrangementId}`, headers: bearer(supervisor) });
      expect(res.statusCode).toBe(200);
      return res.json<{ results: Account[] }>().results.map((a) => a.emailAddress);
    };
    expect(await of(ids.fietsplan)).toEqual(expect.arrayContaining(['subsupervisor@demo.leasedesk.test', 'fietsplan@demo.leasedesk.test']));
    expect(await of(ids.lease2026)).toContain('subsupervisor@demo.leasedesk.test');
    expect(await of(ids.lease2026)).not.toContain('fietsplan@demo.leasedesk.test');
    expect(await of(ids.directie)).not.toContain('subsupervisor@demo.leasedesk.test');
    const polish = await idOf("SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'flota-pl' LIMIT 1");
    expect((await t.app.inject({ method: 'GET', url: `/api-admin/cararrangement/accounts?carArrangementId=${polish}`, headers: bearer(supervisor) })).statusCode).toBe(404);
  });
});

describe('a supervisor limited to an operating company', () => {
  it('sees itself and the accounts within its reach, gives only what it reaches and never the whole client', async () => {
    const scoped = await calls.created(supervisor, { emailAddress: newAddress('regio'), role: 'supervisor', operatingCompanyIds: [ids.noord] });
    const email = scoped.emailAddress;
    const res = await t.app.inject({ method: 'POST', url: '/api-admin-auth/grant_access', payload: { key: await latestKey(t.db, email), password: 'Regio-supervisor-2026' } });
    const token = res.json<TokenResponse>().access_token;
    const seen = (await calls.list(token)).json<{ results: Account[] }>().results.map((a) => a.emailAddress);
    expect(seen).toEqual(expect.arrayContaining([email, 'subsupervisor@demo.leasedesk.test', 'fietsplan@demo.leasedesk.test']));
    expect(seen).not.toContain('supervisor@demo.leasedesk.test');
    expect(seen).not.toContain('master@demo.leasedesk.test');
    expect(failureOf(await calls.create(token, { emailAddress: newAddress(), role: 'subsupervisor', operatingCompanyIds: [ids.zuid] })).status).toBe(404);
    expect(failureOf(await calls.create(token, { emailAddress: newAddress(), role: 'subsupervisor' })).status).toBe(403);
    expect((await calls.create(token, { emailAddress: newAddress(), role: 'subsupervisor', carArrangementIds: [ids.fietsplan] })).statusCode).toBe(200);
    const outside = await idOf("SELECT id FROM accounts WHERE email_address = 'bulk@demo.leasedesk.test'");
    expect((await calls.get(token, outside)).statusCode).toBe(404);
  });
});
