import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverRow } from '../../server/repositories/driver-list';
import type { OrderDetail, OrderPage, OrderRow } from '../../server/repositories/orders';
import { uniqueClashReason } from '../../server/repositories/driver-write';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * Drivers and orders (issue 5 point 1): the list filters and keyset paging, writes with validation,
 * delete / reset, e-mail and debtor checks, send mail, exports, the order list, approval and
 * download — and scope: another client's rows and rows outside an operating company stay unreachable.
 */
let t: TestServer;
type Who = TestSigner;
let tokens = new Map<TestSigner, string>();
let demo: number;
let polish: number;
const arrangement = new Map<string, number>();
const TODAY = '2026-03-02'; // the test clock's day

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  const clients = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM clients');
  demo = clients.find((c) => c.name === 'demo')!.id;
  polish = clients.find((c) => c.name === 'flota-pl')!.id;
  for (const a of await t.db.query<{ id: number; display_name: string }>('SELECT id, display_name FROM car_arrangements')) {
    arrangement.set(a.display_name, a.id);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const headers = (who: Who) => bearer(tokens.get(who)!);
const get = (url: string, who: Who = 'supervisor') => t.app.inject({ method: 'GET', url, headers: headers(who) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, who: Who = 'supervisor') =>
  t.app.inject({ method, url, headers: headers(who), ...(payload === undefined ? {} : { payload: payload as object }) });

interface ListAnswer {
  results: DriverRow[];
  resultCount: number;
  nextCursor: string | null;
}

async function list(query: string, who: Who = 'supervisor'): Promise<ListAnswer> {
  const res = await get(`/api-admin/driver?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  envelopeOf(res);
  return res.json<ListAnswer>();
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await t.db.query<{ n: number }>(sql, params);
  return row!.n;
}

const polishDriverId = async () => (await t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 LIMIT 1', [polish]))[0]!.id;

async function readXlsx(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('GET /api-admin/driver (list)', () => {
  it('pages with a keyset cursor: page 2 holds the rows after page 1, no overlap, stable order', async () => {
    const first = await list('pageSize=50');
    expect(first.results).toHaveLength(50);
    expect(first.resultCount).toBe(await count('SELECT count(*)::int AS n FROM drivers WHERE client_id = $1', [demo]));
    expect(first.resultCount).toBeGreaterThan(1900);
    const second = await list(`pageSize=50&after=${first.nextCursor}`);
    const both = await list('pageSize=100');
    expect([...first.results, ...second.results].map((d) => d.id)).toEqual(both.results.map((d) => d.id));
    const firstIds = new Set(first.results.map((d) => d.id));
    expect(second.results.some((d) => firstIds.has(d.id))).toBe(false);
    // Walking every page visits every driver exactly once.
    const seen = new Set<number>();
    let cursor: string | null = null;
    do {
      const page: ListAnswer = await list(`pageSize=500${cursor ? `&after=${cursor}` : ''}`);
      for (const d of page.results) {
        expect(seen.has(d.id)).toBe(false);
        seen.add(d.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(first.resultCount);
    expect((await get('/api-admin/driver?after=Zm9v')).statusCode).toBe(400);
    expect((await get('/api-admin/driver?pageSize=501')).statusCode).toBe(400);
  });

  it('answers every contract field; bindings and order statuses on request', async () => {
    const plain = (await list('pageSize=5')).results[0]!;
    expect(plain).not.toHaveProperty('carArrangementCategoryBindings');
    const [row] = (await list('pageSize=1&hasOrdered=true&includeBindings=true&includeOrderStatuses=true')).results;
    for (const key of ['id', 'emailAddress', 'telephoneNr', 'firstName', 'prefixSurname', 'surname', 'debtorNumber',
      'leaseWiseDriverId', 'fleetManagementDriverId', 'mobilityCategory', 'isActive', 'hasOrdered', 'isGeneric', 'isBlocked',
      'isWatchingOnly', 'dateExpiration', 'dateLastLogin', 'emailHasBeenSent', 'partTimePercentage']) {
      expect(row).toHaveProperty(key);
    }
    expect(row!.hasOrdered).toBe(true);
    expect(row!.orderStatuses!.some((s) => s.hasOrdered)).toBe(true);
    expect(row!.carArrangementCategoryBindings!.length).toBeGreaterThan(0);
  });

  it('filters by the contract filters and the filter bar', async () => {
    const n = (where: string, params: unknown[] = []) =>
      count(`SELECT count(*)::int AS n FROM drivers d WHERE d.client_id = $1 AND ${where}`, [demo, ...params]);
    expect((await list('includeOnlyActive=true')).resultCount).toBe(await n('d.is_active'));
    expect((await list('isExpired=true')).resultCount).toBe(await n(`d.date_expiration < DATE '${TODAY}'`));
    expect((await list('status=expired')).resultCount).toBe(await n(`d.date_expiration < DATE '${TODAY}'`));
    expect((await list('status=inactive')).resultCount).toBe(await n('NOT d.is_active'));
    // Expiration windows (spec 01 §2): from today up to 14 days ahead (2026-03-16), and March 2026.
    const soon = await n(`d.date_expiration BETWEEN DATE '${TODAY}' AND DATE '2026-03-16'`);
    expect(soon).toBeGreaterThan(0);
    expect((await list('expiration=withinTwoWeeks')).resultCount).toBe(soon);
    const march = await n(`d.date_expiration BETWEEN DATE '2026-03-01' AND DATE '2026-03-31'`);
    expect((await list('expiration=thisMonth')).resultCount).toBe(march);
    expect(march).not.toBe(soon);
    expect((await get('/api-admin/driver?expiration=nextYear')).statusCode).toBe(400);
    expect((await list('status=blocked')).resultCount).toBe(await n('d.is_blocked'));
    expect((await list('status=generic')).resultCount).toBe(await n('d.is_generic'));
    expect((await list('status=watchingOnly')).resultCount).toBe(await n('d.is_watching_only'));
    const ordered = await n('EXISTS (SELECT 1 FROM driver_order_statuses s WHERE s.driver_id = d.id AND s.has_ordered)');
    expect(ordered).toBeGreaterThan(0);
    expect((await list('hasOrdered=true')).resultCount).toBe(ordered);
    expect((await list('status=ordered')).resultCount).toBe(ordered);
    expect((await list('emailNotSent=true')).resultCount).toBe(await n('NOT d.email_has_been_sent'));
    expect((await list('lastLoginFrom=2026-02-01')).resultCount).toBe(await n(`d.date_last_login >= DATE '2026-02-01'`));
    const fiets = arrangement.get('Fietsplan')!;
    expect((await list(`carArrangementId=${fiets}`)).resultCount).toBe(
      await n('EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.driver_id = d.id AND b.car_arrangement_id = $2)', [fiets]));
    const [container] = await t.db.query<{ id: number }>(`SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'`);
    const inContainer = (await list(`mobilityContainerId=${container!.id}`)).resultCount;
    expect(inContainer).toBeGreaterThan(0);
    expect(inContainer).toBe(await n('EXISTS (SELECT 1 FROM driver_mobility_container_bindings b WHERE b.driver_id = d.id)'));
    const viaContainer = await get(`/api-admin/mobilitycontainer/drivers?mobilityContainerId=${container!.id}&pageSize=5`);
    expect(viaContainer.json<ListAnswer>().resultCount).toBe(inContainer);
    expect(viaContainer.json<ListAnswer>().results).toHaveLength(5);
    // The contract's section routes take the list's filters and paging too, and need their section id.
    const viaArrangement = await get(`/api-admin/cararrangement/drivers?carArrangementId=${fiets}&status=active&pageSize=5`);
    expect(viaArrangement.json<ListAnswer>().resultCount).toBe((await list(`carArrangementId=${fiets}&status=active`)).resultCount);
    const next = await get(`/api-admin/cararrangement/drivers?carArrangementId=${fiets}&status=active&pageSize=5&after=${viaArrangement.json<ListAnswer>().nextCursor}`);
    expect(next.json<ListAnswer>().results[0]!.id).not.toBe(viaArrangement.json<ListAnswer>().results[0]!.id);
    expect((await get('/api-admin/cararrangement/drivers')).statusCode).toBe(400);
    expect((await get(`/api-admin/mobilitycontainer/drivers?mobilityContainerId=${container!.id}&status=gone`)).statusCode).toBe(400);
    expect((await get(`/api-admin/cararrangement/drivers?carArrangementId=${fiets}`, 'fleetmanagement')).statusCode).toBe(403);
    const [lw] = await t.db.query<{ id: number; lease_wise_driver_id: string; fleet_management_driver_id: string }>(
      'SELECT id, lease_wise_driver_id, fleet_management_driver_id FROM drivers WHERE client_id = $1 AND fleet_management_driver_id IS NOT NULL LIMIT 1', [demo]);
    expect((await list(`leaseWiseDriverId=${lw!.lease_wise_driver_id}`)).results.map((d) => d.id)).toEqual([lw!.id]);
    expect((await list(`fleetManagementDriverId=${lw!.fleet_management_driver_id}`)).results.map((d) => d.id)).toEqual([lw!.id]);
    expect((await list(`driverId=${lw!.id}`)).results.map((d) => d.id)).toEqual([lw!.id]);
    const [company] = await t.db.query<{ id: number }>(`SELECT id FROM operating_companies WHERE name = 'Demo Mobility Zuid'`);
    expect((await list(`operatingCompanyId=${company!.id}`)).resultCount).toBe(await n('d.operating_company_id = $2', [company!.id]));
    // Combined filters page too.
    const combined = await list('status=active&emailNotSent=true&pageSize=10');
    expect(combined.results.every((d) => d.isActive && !d.isExpired && !d.emailHasBeenSent)).toBe(true);
    for (const bad of ['status=gone', 'isExpired=yes', 'lastLoginFrom=2026-13-01', 'driverId=abc']) {
      expect((await get(`/api-admin/driver?${bad}`)).statusCode).toBe(400);
    }
  });

  it('keeps the list to the caller: another client, the operating company, fleet managers', async () => {
    const polishId = await polishDriverId();
    expect((await list(`driverId=${polishId}`)).resultCount).toBe(0);
    const sub = await list('pageSize=500&includeBindings=true', 'subsupervisor');
    const reachable = new Set([arrangement.get('Leaseregeling 2026'), arrangement.get('Fietsplan')]);
    expect(sub.resultCount).toBeGreaterThan(0);
    expect(sub.resultCount).toBeLessThan((await list('pageSize=1')).resultCount);
    for (const d of sub.results) expect(d.carArrangementCategoryBindings!.some((b) => reachable.has(b.carArrangementId))).toBe(true);
    const zuidOnly = (await t.db.query<{ id: number }>(
      `SELECT d.id FROM drivers d WHERE d.client_id = $1 AND NOT EXISTS (SELECT 1 FROM driver_arrangement_bindings b
       WHERE b.driver_id = d.id AND b.car_arrangement_id = ANY ($2::int[])) LIMIT 1`, [demo, [...reachable]]))[0]!.id;
    expect((await list(`driverId=${zuidOnly}`, 'subsupervisor')).resultCount).toBe(0);
    expect((await get('/api-admin/driver', 'fleetmanagement')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api-admin/driver' })).statusCode).toBe(401);
    // A section route outside reach lists nobody.
    const [outsideArrangement] = await t.db.query<{ id: number }>(
      'SELECT id FROM car_arrangements WHERE client_id = $1 AND NOT (id = ANY ($2::int[])) LIMIT 1', [demo, [...reachable]]);
    expect((await get(`/api-admin/cararrangement/drivers?carArrangementId=${outsideArrangement!.id}`, 'subsupervisor'))
      .json<ListAnswer>().resultCount).toBe(0);
  });

  it('answers a driver\'s arrangement category bindings, within reach only', async () => {
    const reachable = [arrangement.get('Leaseregeling 2026')!, arrangement.get('Fietsplan')!];
    // A driver in a reachable arrangement and, from here on, also in one outside the sub-supervisor's reach.
    const [both] = await t.db.query<{ id: number }>(
      'SELECT driver_id AS id FROM driver_arrangement_bindings WHERE client_id = $1 AND car_arrangement_id = $2 LIMIT 1', [demo, reachable[0]]);
    const [outside] = await t.db.query<{ id: number }>(
      'SELECT id FROM car_arrangements WHERE client_id = $1 AND NOT (id = ANY ($2::int[])) LIMIT 1', [demo, reachable]);
    await t.db.query(`INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id) VALUES ($1, $2, $3)
      ON CONFLICT DO NOTHING`, [demo, both!.id, outside!.id]);
    const stored = await t.db.query<{ carArrangementId: number; categoryId: number | null }>(
      `SELECT car_arrangement_id AS "carArrangementId", category_id AS "categoryId" FROM driver_arrangement_bindings
       WHERE driver_id = $1 ORDER BY car_arrangement_id`, [both!.id]);
    const bindings = async (who: Who) => envelopeOf(await get(`/api-admin/driver/cararrangementcategorybindings?driverId=${both!.id}`, who))
      .results as { carArrangementId: number; categoryId: number | null }[];
    const sorted = (rows: { carArrangementId: number }[]) => [...rows].sort((a, b) => a.carArrangementId - b.carArrangementId);
    expect(sorted(await bindings('supervisor'))).toEqual(stored);
    expect(stored.some((b) => b.carArrangementId === outside!.id)).toBe(true);
    expect(sorted(await bindings('subsupervisor'))).toEqual(stored.filter((b) => reachable.includes(b.carArrangementId)));
    const polishId = await polishDriverId();
    expect((await get(`/api-admin/driver/cararrangementcategorybindings?driverId=${polishId}`)).statusCode).toBe(404);
    expect((await get('/api-admin/driver/cararrangementcategorybindings?driverId=x')).statusCode).toBe(400);
    await t.db.query('DELETE FROM driver_arrangement_bindings WHERE driver_id = $1 AND car_arrangement_id = $2', [both!.id, outside!.id]);
  });
});

const newDriver = (extra: Record<string, unknown> = {}) => ({
  emailAddress: 'nieuw.medewerker+test@demo-mobility.test',
  firstName: 'Nieuwe',
  prefixSurname: 'van der',
  surname: 'Medewerker',
  telephoneNr: '+31 6 1234 5678',
  partTimePercentage: 80,
  language: 'fr-FR',
  debtorNumber: 'DEB-NEW-1',
  carArrangementCategoryBindings: [{ carArrangementId: 0, categoryId: null }],
  orderStatuses: [{ arrangementType: 'car', hasOrdered: false }],
  ...extra,
});

describe('driver writes', () => {
  let created: DriverRow;

  it('creates, checks the e-mail and debtor number, updates, sends mail, resets and deletes', async () => {
    const lr = arrangement.get('Leaseregeling 2026')!;
    const [category] = await t.db.query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [lr]);
    const res = await send('POST', '/api-admin/driver', newDriver({ carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: category!.id }] }));
    expect(res.statusCode, res.body).toBe(200);
    created = envelopeOf(res).results[0] as DriverRow;
    // Bound to an arrangement and allowed mail (sendMail), a new driver is welcomed at once (issue 17 point 3).
    expect(created).toMatchObject({ surname: 'Medewerker', prefixSurname: 'van der', partTimePercentage: 80, language: 'fr-FR', emailHasBeenSent: true });
    const welcomes = () => count(`SELECT count(*)::int AS n FROM mail_logs WHERE to_address = 'nieuw.medewerker+test@demo-mobility.test'`);
    expect(await welcomes()).toBe(1);
    expect(created.carArrangementCategoryBindings).toEqual([{ carArrangementId: lr, categoryId: category!.id }]);

    const exists = async (email: string) => envelopeOf(await send('POST', `/api-admin/driver/emailexists?email=${encodeURIComponent(email)}`, undefined)).results[0];
    expect(await exists('nieuw.medewerker+test@demo-mobility.test')).toBe(true);
    expect(await exists('Nieuw.Medewerker+TEST@demo-mobility.test')).toBe(true);
    expect(await exists('nobody+x@demo-mobility.test')).toBe(false);
    // An unencoded plus arrives as a space and is read back as the plus sign.
    expect(envelopeOf(await send('POST', '/api-admin/driver/emailexists?email=nieuw.medewerker+test@demo-mobility.test', undefined)).results[0]).toBe(true);
    expect(envelopeOf(await send('POST', `/api-admin/driver/emailexists?email=${encodeURIComponent('nieuw.medewerker+test@demo-mobility.test')}`, undefined, 'polish')).results[0]).toBe(false);
    // Debtor numbers are checked against the leasing system's register, not against other drivers.
    const debtor = async (debtorNumber: string, who: Who = 'supervisor') =>
      envelopeOf(await send('POST', '/api-admin/driver/checkdebtornumber', { debtorNumber }, who)).results[0];
    const [carried] = await t.db.query<{ debtor_number: string }>(
      'SELECT debtor_number FROM drivers WHERE client_id = $1 AND debtor_number IS NOT NULL LIMIT 1', [demo]);
    expect(await debtor(carried!.debtor_number)).toBe(true);
    expect(await debtor(carried!.debtor_number.toLowerCase())).toBe(true);
    expect(await count(`SELECT count(*)::int AS n FROM drivers WHERE debtor_number = 'DEB-090001'`)).toBe(0);
    expect(await debtor('DEB-090001')).toBe(true);
    expect(await debtor('DEB-NEW-1')).toBe(false);
    expect(await debtor('DEB-090001', 'polish')).toBe(false);
    expect(failureOf(await send('POST', '/api-admin/driver/checkdebtornumber', { debtorNumber: '' })).status).toBe(400);

    const taken = failureOf(await send('POST', '/api-admin/driver', newDriver({ carArrangementCategoryBindings: [] })));
    expect(taken.status).toBe(409);

    const put = await send('PUT', '/api-admin/driver', { ...newDriver({ carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: null }] }),
      id: created.id, surname: 'Aangepast', isWatchingOnly: true, orderStatuses: [{ arrangementType: 'car', hasOrdered: true }] });
    expect(put.statusCode, put.body).toBe(200);
    const updated = envelopeOf(put).results[0] as DriverRow;
    expect(updated).toMatchObject({ surname: 'Aangepast', isWatchingOnly: true, hasOrdered: true });

    const mail = await send('POST', `/api-admin/driver/sendmail?driverId=${created.id}`, [lr]);
    expect(mail.statusCode, mail.body).toBe(200);
    expect(await welcomes()).toBe(2);
    expect((await list(`driverId=${created.id}`)).results[0]!.emailHasBeenSent).toBe(true);
    expect((await send('POST', `/api-admin/driver/sendmail?driverId=${created.id}`, [arrangement.get('Fietsplan')])).statusCode).toBe(404);

    expect(failureOf(await send('DELETE', `/api-admin/driver?driverId=${created.id}&resetStatus=true&dateExpiration=2026-03-01`, undefined)).status).toBe(400);
    const reset = await send('DELETE', `/api-admin/driver?driverId=${created.id}&resetStatus=true&dateExpiration=2026-06-30`, undefined);
    expect(reset.statusCode, reset.body).toBe(200);
    const afterReset = (await list(`driverId=${created.id}&includeOrderStatuses=true`)).results[0]!;
    expect(afterReset).toMatchObject({ isActive: true, dateExpiration: '2026-06-30', emailHasBeenSent: true, hasOrdered: false });
    // The reset re-sent the welcome mail: a second row for the address.
    expect(await welcomes()).toBe(3);

    expect((await send('DELETE', `/api-admin/driver?driverId=${created.id}`, undefined)).statusCode).toBe(200);
    expect((await list(`driverId=${created.id}`)).resultCount).toBe(0);
    expect((await send('DELETE', `/api-admin/driver?driverId=${created.id}`, undefined)).statusCode).toBe(404);
  });

  it('refuses bad input with a reason and stores nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM drivers');
    const lr = arrangement.get('Leaseregeling 2026')!;
    const ok = { carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: null }] };
    const fiets = arrangement.get('Fietsplan')!;
    const [bikeCategory] = await t.db.query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [fiets]);
    const [polishArrangement] = await t.db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE client_id = $1 LIMIT 1', [polish]);
    const cases: [Record<string, unknown>, number][] = [
      [newDriver({ ...ok, emailAddress: 'not-an-address' }), 400],
      [newDriver({ ...ok, emailAddress: 'two@@x.nl' }), 400],
      [newDriver({ ...ok, partTimePercentage: 101 }), 400],
      [newDriver({ ...ok, partTimePercentage: -1 }), 400],
      [newDriver({ ...ok, partTimePercentage: '80' }), 400],
      [newDriver({ ...ok, isActive: 'yes' }), 400],
      [newDriver({ ...ok, role: 'master' }), 400],
      [newDriver({ ...ok, surname: '' }), 400],
      [newDriver({ carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: bikeCategory!.id }] }), 400],
      [newDriver({ carArrangementCategoryBindings: [{ carArrangementId: polishArrangement!.id, categoryId: null }] }), 404],
      [newDriver({ ...ok, carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: null, extra: 1 }] }), 400],
      [newDriver({ ...ok, orderStatuses: [{ arrangementType: 'spaceship', hasOrdered: true }] }), 400],
    ];
    for (const [body, status] of cases) {
      const failed = failureOf(await send('POST', '/api-admin/driver', body));
      expect(failed.status, JSON.stringify(body)).toBe(status);
      expect(failed.reason).toMatch(/\S/);
    }
    expect(await count('SELECT count(*)::int AS n FROM drivers')).toBe(before);
    expect(await count(`SELECT count(*)::int AS n FROM drivers WHERE email_address LIKE 'nieuw.medewerker%'`)).toBe(0);

    // The same bad bodies on PUT leave the existing driver exactly as it was.
    const [target] = await t.db.query<{ id: number }>(
      'SELECT driver_id AS id FROM driver_arrangement_bindings WHERE car_arrangement_id = $1 LIMIT 1', [lr]);
    const stored = async () => JSON.stringify(await t.db.query('SELECT * FROM drivers WHERE id = $1', [target!.id]));
    const unchanged = await stored();
    for (const [body, status] of cases) {
      const failed = failureOf(await send('PUT', '/api-admin/driver', { ...body, id: target!.id }));
      expect(failed.status, `PUT ${JSON.stringify(body)}`).toBe(status);
      expect(failed.reason).toMatch(/\S/);
    }
    expect(failureOf(await send('PUT', '/api-admin/driver', { ...newDriver(ok), id: 'seven' })).status).toBe(400);
    expect(await stored()).toBe(unchanged);
  });

  it('names the clashing field: e-mail, lease-system id or fleet-management id, also when a race reaches the database', async () => {
    const [a, b] = await t.db.query<{ id: number; email_address: string }>(
      `SELECT id, email_address FROM drivers WHERE client_id = $1 AND lease_wise_driver_id IS NULL ORDER BY id LIMIT 2`, [demo]);
    await t.db.query(`UPDATE drivers SET lease_wise_driver_id = 'LW-CLASH-1', fleet_management_driver_id = 'FM-CLASH-1' WHERE id = $1`, [a!.id]);
    const lr = arrangement.get('Leaseregeling 2026')!;
    const body = (extra: Record<string, unknown>) =>
      newDriver({ carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: null }], ...extra });
    expect(failureOf(await send('POST', '/api-admin/driver', body({ leaseWiseDriverId: 'LW-CLASH-1' }))))
      .toMatchObject({ status: 409, reason: 'The lease-system driver id is already in use.' });
    expect(failureOf(await send('POST', '/api-admin/driver', body({ fleetManagementDriverId: 'FM-CLASH-1' }))))
      .toMatchObject({ status: 409, reason: 'The fleet-management driver id is already in use.' });
    expect(failureOf(await send('POST', '/api-admin/driver', body({ emailAddress: a!.email_address.toUpperCase() }))))
      .toMatchObject({ status: 409, reason: 'There already exists an account with the specified e-mail address.' });

    // A race past the pre-check: the database's own violation is told apart by its constraint.
    const violation = async (sql: string) => t.db.query(sql, [b!.id]).then(() => null, (error: unknown) => error);
    expect(uniqueClashReason(await violation(`UPDATE drivers SET lease_wise_driver_id = 'LW-CLASH-1' WHERE id = $1`)))
      .toBe('The lease-system driver id is already in use.');
    expect(uniqueClashReason(await violation(`UPDATE drivers SET fleet_management_driver_id = 'FM-CLASH-1' WHERE id = $1`)))
      .toBe('The fleet-management driver id is already in use.');
    expect(uniqueClashReason(await violation(`UPDATE drivers SET email_address = '${a!.email_address}' WHERE id = $1`)))
      .toBe('There already exists an account with the specified e-mail address.');
    expect(uniqueClashReason(new Error('other'))).toBeNull();
    await t.db.query('UPDATE drivers SET lease_wise_driver_id = NULL, fleet_management_driver_id = NULL WHERE id = $1', [a!.id]);
  });

  it('never reads, changes or deletes another client\'s driver or one outside the operating company', async () => {
    const polishId = await polishDriverId();
    const [before] = await t.db.query<{ surname: string }>('SELECT surname FROM drivers WHERE id = $1', [polishId]);
    const lr = arrangement.get('Leaseregeling 2026')!;
    for (const who of ['supervisor', 'master', 'subsupervisor'] as const) {
      expect((await send('PUT', '/api-admin/driver', { ...newDriver({ emailAddress: 'x@flota-pl.test', carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: null }] }), id: polishId }, who)).statusCode).toBe(404);
      expect((await send('DELETE', `/api-admin/driver?driverId=${polishId}`, undefined, who)).statusCode).toBe(404);
      expect((await send('DELETE', `/api-admin/driver?driverId=${polishId}&resetStatus=true`, undefined, who)).statusCode).toBe(404);
      expect((await send('POST', `/api-admin/driver/sendmail?driverId=${polishId}`, [lr], who)).statusCode).toBe(404);
    }
    expect((await t.db.query<{ surname: string }>('SELECT surname FROM drivers WHERE id = $1', [polishId]))[0]).toEqual(before);
    // The sub-supervisor (Demo Mobility Noord) cannot touch a driver bound only outside its arrangements.
    const outside = (await t.db.query<{ id: number }>(
      `SELECT d.id FROM drivers d WHERE d.client_id = $1 AND NOT EXISTS (SELECT 1 FROM driver_arrangement_bindings b
       WHERE b.driver_id = d.id AND b.car_arrangement_id = ANY ($2::int[])) LIMIT 1`, [demo, [lr, arrangement.get('Fietsplan')]]))[0]!.id;
    expect((await send('DELETE', `/api-admin/driver?driverId=${outside}&resetStatus=true`, undefined, 'subsupervisor')).statusCode).toBe(404);
    // …nor bind a new driver to an arrangement of another operating company.
    expect((await send('POST', '/api-admin/driver', newDriver({ emailAddress: 'scope@demo-mobility.test', carArrangementCategoryBindings: [{ carArrangementId: arrangement.get('Leaseregeling Directie'), categoryId: null }] }), 'subsupervisor')).statusCode).toBe(404);
    expect((await get(`/api-admin/driver/export?carArrangementId=${arrangement.get('Flota 2026')}`)).statusCode).toBe(404);
  });

  it('exports an arrangement\'s drivers as a real .xlsx with formulas neutralised', async () => {
    const lr = arrangement.get('Leaseregeling 2026')!;
    const [victim] = await t.db.query<{ id: number }>(
      'SELECT d.id FROM drivers d JOIN driver_arrangement_bindings b ON b.driver_id = d.id WHERE b.car_arrangement_id = $1 ORDER BY d.id LIMIT 1', [lr]);
    await t.db.query(`UPDATE drivers SET first_name = '=HYPERLINK("http://evil.test")', surname = '@SUM(A1)', debtor_number = '-1' WHERE id = $1`, [victim!.id]);
    const res = await get(`/api-admin/driver/export?carArrangementId=${lr}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="20260302_drivers.xlsx"');
    const sheet = await readXlsx(res.rawPayload);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.length - 1).toBe(await count('SELECT count(*)::int AS n FROM driver_arrangement_bindings WHERE car_arrangement_id = $1', [lr]));
    const row = rows.find((r) => r[0] === victim!.id)!;
    expect(row[1]).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(row[3]).toBe(`'@SUM(A1)`);
    expect(row[6]).toBe(`'-1`);
    sheet.eachRow((r) => r.eachCell((cell) => {
      expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
      if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@]/);
    }));
  });
});

describe('orders', () => {
  const page = async (query: string, who: Who = 'supervisor'): Promise<OrderPage> => {
    const res = await get(`/api-admin/order?includePaginationInfo=true${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return envelopeOf(res).results[0] as OrderPage;
  };

  it('pages the open orders by default (20, index 1) and filters by status, section and name', async () => {
    const first = await page('');
    expect(first.pageSize).toBe(20);
    expect(first.pageIndex).toBe(1);
    expect(first.items).toHaveLength(20);
    expect(first.items.every((o) => o.status === 'open')).toBe(true);
    expect(first.totalCount).toBe(await count(`SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND status = 'open'`, [demo]));
    const second = await page('&pageIndex=2');
    const firstIds = new Set(first.items.map((o) => o.id));
    expect(second.items.some((o) => firstIds.has(o.id))).toBe(false);
    const all = await page('&status=all&pageSize=200');
    expect(all.totalCount).toBe(300);
    for (const status of ['approved', 'rejected'] as const) {
      const p = await page(`&status=${status}&pageSize=5`);
      expect(p.items.every((o) => o.status === status)).toBe(true);
      if (status === 'approved') expect(p.items.every((o) => o.dateApproved && !o.dateRejected)).toBe(true);
      else expect(p.items.every((o) => o.dateRejected && o.rejectionReason)).toBe(true);
    }
    const lr = arrangement.get('Leaseregeling 2026')!;
    const byArrangement = await page(`&status=all&carArrangementId=${lr}`);
    expect(byArrangement.totalCount).toBe(await count('SELECT count(*)::int AS n FROM orders WHERE car_arrangement_id = $1', [lr]));
    const [container] = await t.db.query<{ id: number }>(`SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'`);
    const byContainer = await page(`&status=all&mobilityContainerId=${container!.id}`);
    expect(byContainer.totalCount).toBeGreaterThan(0);
    expect(byContainer.items.every((o) => o.mobilityContainerId === container!.id)).toBe(true);
    const one = first.items[0]!;
    const named = await page(`&name=${encodeURIComponent(one.orderNumber)}`);
    expect(named.items.map((o) => o.id)).toEqual([one.id]);
    const bySurname = await page(`&status=all&name=${encodeURIComponent(one.driver.surname)}`);
    expect(bySurname.items.every((o) => o.driver.surname === one.driver.surname || o.driver.emailAddress.includes(one.driver.surname.toLowerCase()))).toBe(true);
    expect((await get('/api-admin/order?status=gone')).statusCode).toBe(400);
    expect((await get(`/api-admin/order?carArrangementId=${lr}&mobilityContainerId=${container!.id}`)).statusCode).toBe(400);
    expect((await get('/api-admin/order', 'fleetmanagement')).statusCode).toBe(403);
    // The plain call is every order of the section, not only the open ones the paged list starts with.
    const plain = envelopeOf(await get(`/api-admin/order?carArrangementId=${lr}`)).results as OrderRow[];
    expect(plain.every((o) => o.carArrangementId === lr)).toBe(true);
    expect(new Set(plain.map((o) => o.status)).size).toBeGreaterThan(1);
    expect(plain.length).toBe((await page(`&status=all&pageSize=200&carArrangementId=${lr}`)).totalCount);
    const openOnly = envelopeOf(await get(`/api-admin/order?carArrangementId=${lr}&status=open`)).results as OrderRow[];
    expect(openOnly.length).toBeGreaterThan(0);
    expect(openOnly.every((o) => o.status === 'open')).toBe(true);
  });

  it('shows the detail with lines; approves and rejects open orders only', async () => {
    const [open1, open2] = (await page('&pageSize=2')).items;
    const detail = envelopeOf(await get(`/api-admin/order/detail?orderId=${open1!.id}`)).results[0] as OrderDetail;
    expect(detail.id).toBe(open1!.id);
    expect(Array.isArray(detail.options) && Array.isArray(detail.accessories) && Array.isArray(detail.components)).toBe(true);
    expect(detail.components.length).toBeGreaterThan(0);

    const noReason = failureOf(await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: false }));
    expect(noReason.status).toBe(400);
    expect(failureOf(await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: false, reason: '   ' })).status).toBe(400);
    expect(failureOf(await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: 'yes' })).status).toBe(400);
    expect(failureOf(await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: true, extra: 1 })).status).toBe(400);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [open2!.id]))[0]!.status).toBe('open');

    const approved = await send('POST', '/api-admin/order', { orderId: open1!.id, agreement: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelopeOf(approved).results[0]).toMatchObject({ status: 'approved', dateApproved: '2026-03-02T09:00:00.000Z', dateRejected: null });
    expect(failureOf(await send('POST', '/api-admin/order', { orderId: open1!.id, agreement: false, reason: 'Te duur' })).status).toBe(409);

    const rejected = await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: false, reason: 'Te duur' });
    expect(envelopeOf(rejected).results[0]).toMatchObject({ status: 'rejected', rejectionReason: 'Te duur', dateApproved: null });
    expect(failureOf(await send('POST', '/api-admin/order', { orderId: open2!.id, agreement: true })).status).toBe(409);
  });

  it('never reads or changes another client\'s order or one outside the operating company', async () => {
    const [polishDriver] = await t.db.query<{ id: number }>('SELECT id FROM drivers WHERE client_id = $1 LIMIT 1', [polish]);
    const [polishArrangement] = await t.db.query<{ id: number }>('SELECT id FROM car_arrangements WHERE client_id = $1 LIMIT 1', [polish]);
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (client_id, order_number, driver_id, car_arrangement_id) VALUES ($1, 'PL-1', $2, $3) RETURNING id`,
      [polish, polishDriver!.id, polishArrangement!.id]);
    const id = row!.id;
    for (const who of ['supervisor', 'master', 'subsupervisor'] as const) {
      expect((await get(`/api-admin/order/detail?orderId=${id}`, who)).statusCode).toBe(404);
      expect((await send('POST', '/api-admin/order', { orderId: id, agreement: true }, who)).statusCode).toBe(404);
      expect((await send('POST', '/api-admin/order/download', { orders: [id], status: 'all', addPrivacyData: true }, who)).statusCode).toBe(404);
      expect((await page('&status=all&pageSize=200', who)).items.some((o) => o.id === id)).toBe(false);
    }
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]))[0]!.status).toBe('open');
    expect((await get(`/api-admin/order/detail?orderId=${id}`, 'polish')).statusCode).toBe(200);

    const reach = [arrangement.get('Leaseregeling 2026'), arrangement.get('Fietsplan')];
    const sub = await page('&status=all&pageSize=200', 'subsupervisor');
    const all = await page('&status=all&pageSize=200');
    expect(sub.totalCount).toBeGreaterThan(0);
    expect(sub.totalCount).toBeLessThan(all.totalCount);
    const [outside] = await t.db.query<{ id: number }>(
      `SELECT o.id FROM orders o WHERE o.client_id = $1 AND o.status = 'open' AND NOT EXISTS (SELECT 1 FROM driver_arrangement_bindings b
       WHERE b.driver_id = o.driver_id AND b.car_arrangement_id = ANY ($2::int[])) LIMIT 1`, [demo, reach]);
    expect((await get(`/api-admin/order/detail?orderId=${outside!.id}`, 'subsupervisor')).statusCode).toBe(404);
    expect((await send('POST', '/api-admin/order', { orderId: outside!.id, agreement: true }, 'subsupervisor')).statusCode).toBe(404);
    expect((await get(`/api-admin/order/detail?orderId=${outside!.id}`)).statusCode).toBe(200);

    // An employee linked to a reachable arrangement AND another one: the other arrangement's order stays out of reach.
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM car_arrangements WHERE client_id = $1 AND NOT (id = ANY ($2::int[])) LIMIT 1', [demo, reach]);
    const [insider] = await t.db.query<{ driver_id: number }>(
      'SELECT driver_id FROM driver_arrangement_bindings WHERE client_id = $1 AND car_arrangement_id = $2 LIMIT 1', [demo, reach[0]]);
    const [foreign] = await t.db.query<{ id: number }>(
      `INSERT INTO orders (client_id, order_number, driver_id, car_arrangement_id) VALUES ($1, 'SCOPE-1', $2, $3) RETURNING id`,
      [demo, insider!.driver_id, other!.id]);
    expect((await get(`/api-admin/order/detail?orderId=${foreign!.id}`, 'subsupervisor')).statusCode).toBe(404);
    expect((await send('POST', '/api-admin/order', { orderId: foreign!.id, agreement: false, reason: 'x' }, 'subsupervisor')).statusCode).toBe(404);
    expect((await page(`&status=all&pageSize=200&carArrangementId=${other!.id}`, 'subsupervisor')).totalCount).toBe(0);
    expect((await get(`/api-admin/order/detail?orderId=${foreign!.id}`)).statusCode).toBe(200);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [foreign!.id]))[0]!.status).toBe('open');
  });

  it('downloads orders as .xlsx; privacy columns only with addPrivacyData; formulas neutralised', async () => {
    const withFormula = (await t.db.query<{ id: number }>(`SELECT id FROM orders WHERE client_id = $1 AND remark LIKE '=%' LIMIT 1`, [demo]))[0]!.id;
    const res = await send('POST', '/api-admin/order/download', { orders: [withFormula], status: 'all', addPrivacyData: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="20260302_orders.xlsx"');
    const sheet = await readXlsx(res.rawPayload);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).not.toContain('E-mail');
    expect(sheet.rowCount).toBe(2);
    const remark = sheet.getRow(2).getCell(header.indexOf('Remark') + 1);
    expect(remark.type).not.toBe(ExcelJS.ValueType.Formula);
    expect(String(remark.value)).toMatch(/^'=SUM/);

    const privacy = await readXlsx((await send('POST', '/api-admin/order/download', { orders: [], status: 'open', addPrivacyData: true })).rawPayload);
    const privacyHeader = (privacy.getRow(1).values as unknown[]).slice(1);
    expect(privacyHeader).toEqual(expect.arrayContaining(['Employee', 'E-mail', 'Phone']));
    expect(privacy.rowCount - 1).toBe(await count(`SELECT count(*)::int AS n FROM orders WHERE client_id = $1 AND status = 'open'`, [demo]));

    // With the list's name search, the file holds what the list shows.
    const some = (await page('&status=all&pageSize=1')).items[0]!;
    const named = await page(`&status=all&pageSize=200&name=${encodeURIComponent(some.driver.surname)}`);
    const namedFile = await readXlsx((await send('POST', '/api-admin/order/download',
      { orders: [], status: 'all', addPrivacyData: false, name: some.driver.surname })).rawPayload);
    expect(namedFile.rowCount - 1).toBe(named.totalCount);
    expect(named.totalCount).toBeLessThan((await page('&status=all&pageSize=1')).totalCount);
    expect((await send('POST', '/api-admin/order/download', { orders: [withFormula], status: 'all' })).statusCode).toBe(400);
  });
});

describe('seed-large.ts', () => {
  it('builds the large client with generate_series; its supervisor pages its own drivers only', async () => {
    const { seedLargeClient, LARGE_SUPERVISOR } = await import('../../server/db/seed-large');
    const id = await t.db.transaction((tx) => seedLargeClient(tx, 1200, new Date('2026-03-02T09:00:00Z')));
    expect(await count('SELECT count(*)::int AS n FROM drivers WHERE client_id = $1', [id])).toBe(1200);
    expect(await count('SELECT count(*)::int AS n FROM driver_arrangement_bindings WHERE client_id = $1', [id])).toBe(1600);
    // A rerun replaces the drivers, nothing else.
    await t.db.transaction((tx) => seedLargeClient(tx, 300, new Date('2026-03-02T09:00:00Z')));
    expect(await count('SELECT count(*)::int AS n FROM drivers WHERE client_id = $1', [id])).toBe(300);
    const login = await t.app.inject({ method: 'POST', url: '/api-admin-auth/', payload: { username: LARGE_SUPERVISOR, password: 'Leasedesk-demo-2026' } });
    expect(login.statusCode, login.body).toBe(200);
    const res = await t.app.inject({ url: '/api-admin/driver?pageSize=500', headers: bearer(login.json<{ access_token: string }>().access_token) });
    expect(res.json<ListAnswer>().resultCount).toBe(300);
    expect(res.json<ListAnswer>().results.every((d) => d.emailAddress.endsWith('@large.leasedesk.test'))).toBe(true);
  });
});
