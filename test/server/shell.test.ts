import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARRANGEMENT_TYPES, type CalculatorSetting, type CarArrangement, type ClientListItem, type ClientSetting, type CurrentAccount, type DriverSearchResult, type TokenResponse } from '../../contract/types/core';
import type { MobilityContainer } from '../../contract/areas/mobility-container';
import type { CarArrangementOverview } from '../../server/repositories/arrangements';
import type { ArrangementSettingRow } from '../../server/repositories/arrangement-setting';
import { bearer, createTestServer, envelopeOf, failureOf, loginAs, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The shell's server side (issue 3): car arrangements with overview and settings, mobility containers,
 * the top-bar driver search, the master's client switch and client list — shapes, client scoping,
 * operating-company reach and the access table's role checks. Also the demo seed behind them.
 */
let t: TestServer;
type Who = TestSigner;
let tokens = new Map<TestSigner, string>();
let ids: { demo: number; polish: number; arrangements: Map<string, number> };

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  const clients = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM clients');
  const arrangements = await t.db.query<{ id: number; display_name: string }>('SELECT id, display_name FROM car_arrangements');
  ids = {
    demo: clients.find((c) => c.name === 'demo')!.id,
    polish: clients.find((c) => c.name === 'flota-pl')!.id,
    arrangements: new Map(arrangements.map((a) => [a.display_name, a.id])),
  };
});
afterAll(() => t.close());

const as = (who: Who) => bearer(tokens.get(who)!);
const arrangementId = (name: string) => ids.arrangements.get(name)!;
const get = (url: string, who?: Who) => t.app.inject({ url, headers: who ? as(who) : {} });

async function results<T>(url: string, who: Who): Promise<T[]> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = envelopeOf(res);
  expect(body.successful).toBe(true);
  return body.results as T[];
}

const status = async (url: string, who?: Who) => failureOf(await get(url, who)).status;

const DEMO_ARRANGEMENTS = ['Bedrijfswagens', 'Fietsplan', 'Leaseregeling 2025', 'Leaseregeling 2026', 'Leaseregeling Directie', 'Mobiliteitsregeling Algemeen'];
const POLISH_ARRANGEMENTS = ['Flota 2026', 'Rowery służbowe'];
/** The arrangements linked to Demo Mobility Noord, the sub-supervisor's only operating company. */
const NOORD_ARRANGEMENTS = ['Fietsplan', 'Leaseregeling 2026'];

function expectArrangementShape(a: CarArrangement): void {
  expect(Object.keys(a).sort()).toEqual(expect.arrayContaining(['calculatorSettings', 'categories', 'dataObject', 'displayName', 'id', 'mantelNumber']));
  expect(a.id).toEqual(expect.any(Number));
  expect(a.displayName).toEqual(expect.any(String));
  expect(ARRANGEMENT_TYPES).toContain(a.dataObject.type);
  expect(a.mantelNumber === null || typeof a.mantelNumber === 'string').toBe(true);
  expect(a.categories.length).toBeGreaterThan(0);
  for (const c of a.categories) expect(c).toEqual({ id: expect.any(Number), displayName: expect.any(String), categoryNumber: expect.stringMatching(/^\d+$/) });
  expect(typeof a.calculatorSettings.isActiveOnlineForDrivers).toBe('boolean');
  const last = a.calculatorSettings.dateLastRun;
  expect(last === null || new Date(last).toISOString() === last).toBe(true);
}

describe('GET /api-admin/cararrangement', () => {
  it('lists the client’s arrangements of several types, active and inactive, with categories and calculator settings', async () => {
    const list = await results<CarArrangement>('/api-admin/cararrangement', 'supervisor');
    expect(list.map((a) => a.displayName)).toEqual(DEMO_ARRANGEMENTS);
    list.forEach(expectArrangementShape);
    expect(new Set(list.map((a) => a.dataObject.type))).toEqual(new Set(['car', 'bike', 'general', 'truck']));
    const active = list.filter((a) => a.calculatorSettings.isActiveOnlineForDrivers).map((a) => a.displayName);
    expect(active).toEqual(['Fietsplan', 'Leaseregeling 2026', 'Leaseregeling Directie']);
    // The supervisor banner: active for drivers but the calculator's last run is more than a week old.
    const weekAgo = t.clock.now().getTime() - 7 * 24 * 3600 * 1000;
    const outdated = list.filter((a) => a.calculatorSettings.isActiveOnlineForDrivers
      && a.calculatorSettings.dateLastRun !== null && Date.parse(a.calculatorSettings.dateLastRun) < weekAgo);
    expect(outdated.map((a) => a.displayName)).toEqual(['Leaseregeling Directie']);
    const lease = list.find((a) => a.displayName === 'Leaseregeling 2026')!;
    expect(lease).toMatchObject({ mantelNumber: 'M-1001', dataObject: { type: 'car' } });
    expect(lease.categories.map((c) => c.categoryNumber)).toEqual(['1', '2', '3', '4']);
    expect(list.find((a) => a.displayName === 'Mobiliteitsregeling Algemeen')!.calculatorSettings.dateLastRun).toBeNull();
  });

  it('is client-scoped: each client sees only its own, also by mantel number', async () => {
    expect((await results<CarArrangement>('/api-admin/cararrangement', 'polish')).map((a) => a.displayName)).toEqual(POLISH_ARRANGEMENTS);
    expect((await results<CarArrangement>('/api-admin/cararrangement?mantelnummer=M-1001', 'bulk')).map((a) => a.displayName)).toEqual(['Leaseregeling 2026']);
    expect(await status('/api-admin/cararrangement?mantelnummer=PL-2001', 'supervisor')).toBe(404);
    expect(await status('/api-admin/cararrangement?mantelnummer=%27%20OR%201%3D1', 'supervisor')).toBe(400);
  });

  it('follows the access table: everyone but fleetmanagement; a token is required', async () => {
    for (const who of ['master', 'bulk', 'subsupervisor'] as const) expect((await get('/api-admin/cararrangement', who)).statusCode).toBe(200);
    expect(await status('/api-admin/cararrangement', 'fleetmanagement')).toBe(403);
    expect(await status('/api-admin/cararrangement/overview', 'fleetmanagement')).toBe(403);
    expect(await status('/api-admin/cararrangement')).toBe(401);
  });

  it('limits an administrator linked to an operating company to that company’s arrangements', async () => {
    expect((await results<CarArrangement>('/api-admin/cararrangement', 'subsupervisor')).map((a) => a.displayName)).toEqual(NOORD_ARRANGEMENTS);
    expect((await results<CarArrangementOverview>('/api-admin/cararrangement/overview', 'subsupervisor')).map((a) => a.displayName)).toEqual(NOORD_ARRANGEMENTS);
    // Once that company is deleted the link reaches nothing (spec 02 §6), rather than everything.
    await t.db.query(`UPDATE operating_companies SET is_deleted = true WHERE name = 'Demo Mobility Noord'`);
    try {
      expect(await results('/api-admin/cararrangement', 'subsupervisor')).toEqual([]);
      expect(await results('/api-admin/driver?search=a', 'subsupervisor')).toEqual([]);
    } finally {
      await t.db.query(`UPDATE operating_companies SET is_deleted = false WHERE name = 'Demo Mobility Noord'`);
    }
  });
});

describe('GET /api-admin/cararrangement/overview', () => {
  it('adds driver counts and the mantel-contract state to every row', async () => {
    const overview = await results<CarArrangementOverview>('/api-admin/cararrangement/overview', 'supervisor');
    expect(overview.map((a) => a.displayName)).toEqual(DEMO_ARRANGEMENTS);
    overview.forEach(expectArrangementShape);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM driver_arrangement_bindings WHERE client_id = $1', [ids.demo])) as [{ n: number }];
    expect(overview.reduce((sum, a) => sum + a.driverCount, 0)).toBe(n);
    for (const a of overview) {
      expect(a.activeDriverCount).toBeLessThanOrEqual(a.driverCount);
      expect(typeof a.isMantelContractValid).toBe('boolean');
    }
    expect(overview.find((a) => a.displayName === 'Leaseregeling 2026')!.driverCount).toBeGreaterThan(100);
    expect(overview.find((a) => a.displayName === 'Leaseregeling 2025')!.isMantelContractValid).toBe(false);
  });
});

describe('GET /api-admin/cararrangementcalculatorsetting and /cararrangementsetting', () => {
  it('answers one arrangement’s calculator setting (bulk and above)', async () => {
    const id = arrangementId('Leaseregeling Directie');
    const [setting] = await results<CalculatorSetting>(`/api-admin/cararrangementcalculatorsetting?carArrangementId=${id}`, 'bulk');
    expect(setting).toEqual({ carArrangementId: id, version: 1, isActiveOnlineForDrivers: true, dateLastRun: expect.any(String), durationKm: expect.any(Array) });
    expect(setting!.durationKm!.map((fuel) => fuel.fuelCode).sort()).toEqual(['d', 'e', 'l']);
    expect(t.clock.now().getTime() - Date.parse(setting!.dateLastRun!)).toBe(12 * 24 * 3600 * 1000);
    const all = await results<CalculatorSetting>('/api-admin/cararrangementcalculatorsetting', 'supervisor');
    expect(all).toHaveLength(DEMO_ARRANGEMENTS.length);
    expect((await results<CalculatorSetting>('/api-admin/cararrangementcalculatorsetting?mantelnummer=M-1002', 'master'))[0]!.carArrangementId).toBe(id);
    for (const who of ['fleetmanagement', 'subsupervisor'] as const) {
      expect(await status(`/api-admin/cararrangementcalculatorsetting?carArrangementId=${id}`, who)).toBe(403);
    }
  });

  it('answers one arrangement’s setting (supervisor and above)', async () => {
    const id = arrangementId('Mobiliteitsregeling Algemeen');
    const [setting] = await results<ArrangementSettingRow>(`/api-admin/cararrangementsetting?carArrangementId=${id}`, 'supervisor');
    expect(setting).toMatchObject({
      carArrangementId: id,
      isActiveOnlineForDrivers: false,
      logoUrl: null,
      carArrangement: { id, displayName: 'Mobiliteitsregeling Algemeen', dataObject: { type: 'general' } },
    });
    expect(await status(`/api-admin/cararrangementsetting?carArrangementId=${id}`, 'bulk')).toBe(403);
  });

  it('never answers another client’s arrangement, and rejects malformed ids', async () => {
    const polishId = arrangementId('Flota 2026');
    expect(await status(`/api-admin/cararrangementcalculatorsetting?carArrangementId=${polishId}`, 'supervisor')).toBe(404);
    expect(await status(`/api-admin/cararrangementsetting?carArrangementId=${polishId}`, 'supervisor')).toBe(404);
    expect(await status(`/api-admin/cararrangementsetting?carArrangementId=${polishId}`, 'master')).toBe(404);
    expect((await results<CalculatorSetting>(`/api-admin/cararrangementcalculatorsetting?carArrangementId=${polishId}`, 'polish'))).toHaveLength(1);
    // Outside the sub-supervisor's reach is the same as not existing.
    expect(await status('/api-admin/cararrangement?mantelnummer=M-1003', 'subsupervisor')).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '1%20OR%201=1']) {
      expect(await status(`/api-admin/cararrangementcalculatorsetting?carArrangementId=${bad}`, 'supervisor')).toBe(400);
    }
    expect(await status('/api-admin/cararrangementcalculatorsetting?carArrangementId=999999', 'supervisor')).toBe(404);
  });
});

describe('GET /api-admin/mobilitycontainer', () => {
  it('lists the containers with their categories and products, one by id', async () => {
    const list = await results<MobilityContainer>('/api-admin/mobilitycontainer', 'supervisor');
    expect(list.map((c) => [c.displayName, c.isActive])).toEqual([['Flexibel reizen (pilot)', false], ['Mobiliteitsbudget', true]]);
    const budget = list.find((c) => c.isActive)!;
    expect(budget.categories.map((c) => c.displayName)).toEqual(['Basis', 'Plus', 'Premium']);
    expect(budget.products).toHaveLength(5);
    for (const p of budget.products) {
      const card = p.type === 'card';
      expect(p).toEqual({
        id: expect.any(Number), displayName: expect.any(String), type: expect.stringMatching(/^(arrangement|card)$/),
        mobilityCategoryId: p.mobilityCategoryId === null ? null : expect.toBeOneOf(budget.categories.map((c) => c.id)),
        carArrangementId: card ? null : expect.any(Number), cardDisplayName: card ? expect.any(String) : null,
      });
    }
    // Products read by name, as their own list does (areas/mobility-product.ts).
    expect(budget.products.filter((p) => p.type === 'arrangement').map((p) => p.displayName)).toEqual(['Fiets van de zaak', 'Leaseauto']);
    expect(budget).toMatchObject({ logoUrl: null, faviconUrl: null });

    const [one] = await results<MobilityContainer>(`/api-admin/mobilitycontainer?mobilityContainerId=${budget.id}`, 'master');
    expect(one).toEqual(budget);
    expect(await status('/api-admin/mobilitycontainer?mobilityContainerId=999999', 'supervisor')).toBe(404);
    expect(await status('/api-admin/mobilitycontainer?mobilityContainerId=x', 'supervisor')).toBe(400);
  });

  it('follows the mobility rule: sub-supervisors see their bound containers; bulk, fleetmanagement and unlicensed clients are refused', async () => {
    expect((await results<MobilityContainer>('/api-admin/mobilitycontainer', 'subsupervisor')).map((c) => c.displayName)).toEqual(['Mobiliteitsbudget']);
    const [pilot] = await t.db.query<{ id: number }>(`SELECT id FROM mobility_containers WHERE display_name = 'Flexibel reizen (pilot)'`);
    expect(await status(`/api-admin/mobilitycontainer?mobilityContainerId=${pilot!.id}`, 'subsupervisor')).toBe(404);
    expect(await status('/api-admin/mobilitycontainer', 'bulk')).toBe(403);
    expect(await status('/api-admin/mobilitycontainer', 'fleetmanagement')).toBe(403);
    // Flota has the licence and no containers (the mobidisk page): its supervisor sees an empty list, unlicensed a 403.
    expect(await results<MobilityContainer>('/api-admin/mobilitycontainer', 'polish')).toEqual([]);
    await t.db.query('UPDATE client_licences SET is_mobility_module_enabled = false WHERE client_id = $1', [ids.polish]);
    try {
      expect(await status('/api-admin/mobilitycontainer', 'polish')).toBe(403);
    } finally {
      await t.db.query('UPDATE client_licences SET is_mobility_module_enabled = true WHERE client_id = $1', [ids.polish]);
    }
    expect(await status('/api-admin/mobilitycontainer')).toBe(401);
  });

  it('never shows one client’s container to another, even by id', async () => {
    const [own] = await t.db.query<{ id: number }>(
      `INSERT INTO mobility_containers (client_id, display_name, is_active) VALUES ($1, 'Budżet mobilności', true) RETURNING id`, [ids.polish]);
    try {
      const demoList = await results<MobilityContainer>('/api-admin/mobilitycontainer', 'supervisor');
      expect(demoList.map((c) => c.id)).not.toContain(own!.id);
      expect(await status(`/api-admin/mobilitycontainer?mobilityContainerId=${own!.id}`, 'supervisor')).toBe(404);
      expect((await results<MobilityContainer>('/api-admin/mobilitycontainer', 'polish')).map((c) => c.displayName)).toEqual(['Budżet mobilności']);
      expect(await status(`/api-admin/mobilitycontainer?mobilityContainerId=${demoList[0]!.id}`, 'polish')).toBe(404);
    } finally {
      await t.db.query('DELETE FROM mobility_containers WHERE id = $1', [own!.id]);
    }
  });
});

describe('GET /api-admin/driver (top-bar search)', () => {
  interface DriverRow { id: number; first_name: string; prefix_surname: string; surname: string; email_address: string; client_id: number }
  let drivers: DriverRow[];
  beforeAll(async () => {
    drivers = await t.db.query<DriverRow>('SELECT id, first_name, prefix_surname, surname, email_address, client_id FROM drivers');
  });

  /** What the search must find: every term in one of the four fields, case-insensitive, literally. */
  const expected = (search: string, clientId = ids.demo) => {
    const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
    return drivers.filter((d) => d.client_id === clientId
      && terms.every((term) => [d.first_name, d.prefix_surname, d.surname, d.email_address].some((f) => f.toLowerCase().includes(term))));
  };

  async function search(query: string, who: Who = 'supervisor', pageSize?: number) {
    const url = `/api-admin/driver?search=${encodeURIComponent(query)}${pageSize === undefined ? '' : `&pageSize=${pageSize}`}`;
    const res = await get(url, who);
    expect(res.statusCode, res.body).toBe(200);
    const body = envelopeOf(res) as { results: DriverSearchResult[]; resultCount?: number };
    return { rows: body.results, total: body.resultCount! };
  }

  it('answers the search rows with all matches counted, ten by default', async () => {
    const { rows, total } = await search('jansen');
    expect(total).toBe(expected('jansen').length);
    expect(total).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(10, total));
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['emailAddress', 'firstName', 'id', 'prefixSurname', 'surname', 'telephoneNr']);
      expect(row.surname.toLowerCase().includes('jansen') || row.emailAddress.includes('jansen')).toBe(true);
      expect(row.telephoneNr === null || /^\+31 6 \d{4} \d{4}$/.test(row.telephoneNr)).toBe(true);
    }
    const withPrefix = (await search('van der', 'supervisor', 50)).rows.find((r) => r.prefixSurname !== null);
    expect(withPrefix?.prefixSurname).toMatch(/van/);
  });

  it('requires every term to match, in any field, case-insensitively', async () => {
    for (const query of ['daan jansen', 'DAAN', 'van de', 'sanne demo-mobility', 'zoë bosch', 'nobody-at-all']) {
      const { rows, total } = await search(query, 'supervisor', 50);
      const want = expected(query);
      expect(total, query).toBe(want.length);
      expect(rows.length, query).toBe(Math.min(50, want.length));
      const wanted = new Set(want.map((d) => d.id));
      for (const row of rows) expect(wanted.has(row.id), `${query}: ${row.emailAddress}`).toBe(true);
    }
    // Narrowing: two terms never find more than either term alone.
    const both = (await search('daan jansen')).total;
    expect(both).toBeLessThanOrEqual((await search('daan')).total);
    expect(both).toBeLessThanOrEqual((await search('jansen')).total);
    expect(both).toBeGreaterThan(0);
  });

  it('treats % and _ as literal characters', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('%%')).total).toBe(0);
    expect((await search('\\')).total).toBe(0);
    const underscore = await search('_', 'supervisor', 50);
    expect(underscore.total).toBe(expected('_').length);
    expect(underscore.total).toBeGreaterThan(0);
    expect(underscore.total).toBeLessThan(100);
    for (const row of underscore.rows) expect(row.emailAddress).toContain('_');
    expect((await search('d_an')).total).toBe(0);
  });

  it('pages at 10 by default and at most 50', async () => {
    const all = expected('a').length;
    expect(all).toBeGreaterThan(50);
    expect((await search('a')).rows).toHaveLength(10);
    expect((await search('a', 'supervisor', 25)).rows).toHaveLength(25);
    const capped = await search('a', 'supervisor', 500);
    expect(capped.rows).toHaveLength(50);
    expect(capped.total).toBe(all);
    expect(await status('/api-admin/driver?search=a&pageSize=0', 'supervisor')).toBe(400);
    expect(await status('/api-admin/driver?search=a&pageSize=ten', 'supervisor')).toBe(400);
    // Without `search` GET /driver is the keyset-paged driver list (driver-order.test.ts); a bad cursor is a 400.
    expect(await status('/api-admin/driver?after=bm90LWEtY3Vyc29y', 'supervisor')).toBe(400);
    expect(await status('/api-admin/driver?search=%20%20', 'supervisor')).toBe(400);
  });

  it('refuses hostile searches with a 400 and takes quotes literally', async () => {
    expect(await status('/api-admin/driver?search=a%00b', 'supervisor')).toBe(400);
    expect(await status(`/api-admin/driver?search=${'x'.repeat(201)}`, 'supervisor')).toBe(400);
    expect(await status(`/api-admin/driver?search=${encodeURIComponent('a b c d e f g h i j k')}`, 'supervisor')).toBe(400);
    expect(await status('/api-admin/driver?search=a&search=b', 'supervisor')).toBe(400);
    expect((await search("' OR 1=1 --")).total).toBe(0);
    expect((await search("van 't")).total).toBe(expected("van 't").length);
    expect(expected("van 't").length).toBeGreaterThan(0);
  });

  it('stays inside the client and the operating-company reach', async () => {
    expect((await search('kowalsk')).total).toBe(0);
    expect((await search('flota-pl')).total).toBe(0);
    const polish = await search('a', 'polish', 50);
    expect(polish.total).toBe(expected('a', ids.polish).length);
    for (const row of polish.rows) expect(row.emailAddress).toMatch(/@flota-pl\.test$/);

    const noord = await t.db.query<{ driver_id: number }>(
      `SELECT DISTINCT b.driver_id FROM driver_arrangement_bindings b JOIN car_arrangements ca ON ca.id = b.car_arrangement_id
       WHERE ca.display_name = ANY ($1::text[])`, [NOORD_ARRANGEMENTS]);
    const reachable = new Set(noord.map((r) => r.driver_id));
    const sub = await search('e', 'subsupervisor', 50);
    expect(sub.total).toBe(expected('e').filter((d) => reachable.has(d.id)).length);
    expect(sub.total).toBeLessThan(expected('e').length);
    for (const row of sub.rows) expect(reachable.has(row.id)).toBe(true);
  });

  it('follows the access table: sub-supervisor and above, but not fleetmanagement', async () => {
    for (const who of ['master', 'bulk', 'subsupervisor'] as const) expect((await get('/api-admin/driver?search=a', who)).statusCode).toBe(200);
    expect(await status('/api-admin/driver?search=a', 'fleetmanagement')).toBe(403);
    expect(await status('/api-admin/driver?search=a')).toBe(401);
  });
});

describe('GET /api-admin/language/clients', () => {
  it('lists every client for a master and only the own client for anyone else', async () => {
    const all = await results<ClientListItem>('/api-admin/language/clients', 'master');
    expect(all).toEqual([
      { id: ids.demo, name: 'demo', displayName: 'Demo Mobility B.V.', debtorNumber: 'D-10001' },
      { id: ids.polish, name: 'flota-pl', displayName: 'Flota Polska Sp. z o.o.', debtorNumber: 'D-20001' },
      { id: expect.any(Number), name: 'vloot-be', displayName: 'Vloot België NV', debtorNumber: 'D-30001' },
    ]);
    for (const who of ['supervisor', 'bulk', 'fleetmanagement', 'subsupervisor'] as const) {
      expect((await results<ClientListItem>('/api-admin/language/clients', who)).map((c) => c.name)).toEqual(['demo']);
    }
    expect((await results<ClientListItem>('/api-admin/language/clients', 'polish')).map((c) => c.name)).toEqual(['flota-pl']);
    expect(await status('/api-admin/language/clients')).toBe(401);
  });
});

describe('GET /api-admin/amw/switchclient', () => {
  const switchUrl = (id: number | string) => `/api-admin/amw/switchclient?clientid=${id}`;

  it('is for a master only', async () => {
    for (const who of ['supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'polish'] as const) {
      expect(await status(switchUrl(ids.polish), who)).toBe(403);
    }
    expect(await status(switchUrl(ids.polish))).toBe(401);
    expect(await status('/api-admin/omr/switchclient?clientid=1', 'master')).toBe(404);
  });

  it('makes later calls act on the chosen client until a fresh sign-in', async () => {
    const login: TokenResponse = await loginAs(t.app, 'master');
    const headers = bearer(login.access_token);
    const call = async <T>(url: string, h = headers) => {
      const res = await t.app.inject({ url, headers: h });
      expect(res.statusCode, res.body).toBe(200);
      return envelopeOf(res).results as T[];
    };

    const [account] = await call<CurrentAccount>(switchUrl(ids.polish));
    expect(account).toMatchObject({ emailAddress: 'master@demo.leasedesk.test', role: { name: 'master' }, client: { id: ids.polish, name: 'flota-pl' } });
    expect(account!.amwProducts.length).toBeGreaterThan(0);
    expect((await call<ClientSetting>('/api-admin/clientsetting'))[0]!.name).toBe('flota-pl');
    expect((await call<CarArrangement>('/api-admin/cararrangement')).map((a) => a.displayName)).toEqual(POLISH_ARRANGEMENTS);
    expect((await call<CurrentAccount>('/api-admin/account/currentloggedinaccount'))[0]!.client.name).toBe('flota-pl');
    // The master's other session is untouched.
    expect((await call<ClientSetting>('/api-admin/clientsetting', as('master')))[0]!.name).toBe('demo');

    // Unknown or malformed client: refused, and the acting client stays as it was.
    expect(failureOf(await t.app.inject({ url: switchUrl(999999), headers }))).toEqual({ status: 404, reason: 'The client could not be found.' });
    expect(failureOf(await t.app.inject({ url: switchUrl('abc'), headers })).status).toBe(400);
    expect(failureOf(await t.app.inject({ url: '/api-admin/amw/switchclient', headers })).status).toBe(400);
    expect((await call<ClientSetting>('/api-admin/clientsetting'))[0]!.name).toBe('flota-pl');

    // A refresh stays in the family, so on the switched client.
    const refreshed = await t.app.inject({
      method: 'POST', url: '/api-admin-auth/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: login.refresh_token }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const refreshedHeaders = bearer(refreshed.json<TokenResponse>().access_token);
    expect((await call<ClientSetting>('/api-admin/clientsetting', refreshedHeaders))[0]!.name).toBe('flota-pl');

    // Switching back works, and a fresh sign-in always starts on the home client.
    expect((await call<CurrentAccount>(switchUrl(ids.demo), refreshedHeaders))[0]!.client.name).toBe('demo');
    await call<CurrentAccount>(switchUrl(ids.polish), refreshedHeaders);
    const fresh = bearer((await loginAs(t.app, 'master')).access_token);
    expect((await call<ClientSetting>('/api-admin/clientsetting', fresh))[0]!.name).toBe('demo');
  });
});
