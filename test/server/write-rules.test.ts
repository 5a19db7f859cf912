import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ClientSetting } from '../../contract/types/core';
import type { Driver, OperatingCompany } from '../../contract/types/drivers';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The write rules of issue 23, on every write route that has them:
 * A. a PUT changes what it sends and nothing else (null clears, "" empties a text);
 * B. every reference a write sets is within the caller's reach, else 404 with nothing changed, while one
 *    sent back as stored passes; GET /mobilitycontainer/drivers follows the access table's mobility rule;
 * C. plain-text fields refuse control, separator and bidi characters with a reason naming the field,
 *    and keep markup as literal text.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
let demo: number;
/** Ids by display name: arrangements, operating companies, containers, mobility categories ("container/category"). */
const id = new Map<string, number>();
const idOf = (name: string) => {
  const found = id.get(name);
  if (found === undefined) throw new Error(`No seeded ${name}`);
  return found;
};

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  demo = (await t.db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'"))[0]!.id;
  const named = await t.db.query<{ id: number; name: string }>(
    `SELECT id, display_name AS name FROM car_arrangements UNION ALL SELECT id, name FROM operating_companies
     UNION ALL SELECT id, display_name FROM mobility_containers
     UNION ALL SELECT c.id, mc.display_name || '/' || c.display_name FROM mobility_categories c JOIN mobility_containers mc ON mc.id = c.mobility_container_id`);
  for (const row of named) id.set(row.name, row.id);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const as = (who: TestSigner) => bearer(tokens.get(who)!);
const send = (method: 'POST' | 'PUT', url: string, payload: object, who: TestSigner = 'supervisor') =>
  t.app.inject({ method, url: `/api-admin${url}`, headers: as(who), payload });
const get = (url: string, who: TestSigner = 'supervisor') => t.app.inject({ url: `/api-admin${url}`, headers: as(who) });

function first<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results[0] as T;
}

const query = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);

/** Everything of a driver a write could touch, as stored (updated_at aside). */
async function driverState(driverId: number) {
  const [row] = await query<{ row: Record<string, unknown> }>("SELECT to_jsonb(d) - 'updated_at' AS row FROM drivers d WHERE id = $1", [driverId]);
  return {
    row: row!.row,
    bindings: await query('SELECT car_arrangement_id, category_id FROM driver_arrangement_bindings WHERE driver_id = $1 ORDER BY 1', [driverId]),
    containers: await query('SELECT mobility_container_id FROM driver_mobility_container_bindings WHERE driver_id = $1 ORDER BY 1', [driverId]),
    statuses: await query('SELECT arrangement_type, has_ordered FROM driver_order_statuses WHERE driver_id = $1 ORDER BY 1', [driverId]),
  };
}

/** Drivers bound to Leaseregeling 2026: within the sub-supervisor's reach (Demo Mobility Noord). Each test takes its own. */
let reachable: number[] = [];
async function driverInReach(): Promise<number> {
  if (reachable.length === 0) {
    reachable = (await query<{ id: number }>(
      'SELECT driver_id AS id FROM driver_arrangement_bindings WHERE car_arrangement_id = $1 ORDER BY driver_id LIMIT 20',
      [idOf('Leaseregeling 2026')])).map((r) => r.id);
  }
  return reachable.shift()!;
}

const shownDriver = async (driverId: number, who: TestSigner = 'supervisor') =>
  first<Driver>(await get(`/driver?driverId=${driverId}&includeBindings=true&includeOrderStatuses=true`, who));

const newDriver = (extra: Record<string, unknown> = {}) => ({
  emailAddress: `regel.${Math.random().toString(36).slice(2, 10)}@demo-mobility.test`, firstName: 'Regel', surname: 'Test', ...extra,
});

describe('A. a PUT changes only what it sends', () => {
  it('PUT /driver: one field changes, every other column and child stays; null clears; a sent field is validated', async () => {
    const driverId = await driverInReach();
    const lr = idOf('Leaseregeling 2026');
    const [lrCategory] = await query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [lr]);
    // A value in every field the issue names, so an erasing PUT would show.
    first(await send('PUT', '/driver', {
      id: driverId, telephoneNr: '+31 6 1111 2222', dateOfBirth: '1980-05-17', operatingCompanyId: idOf('Demo Mobility Noord'),
      partTimePercentage: 60, prefixSurname: 'de', fullNameLegacy: 'J. de Test', mobilityCategory: idOf('Mobiliteitsbudget/Basis'),
      carArrangementCategoryBindings: [{ carArrangementId: lr, categoryId: lrCategory!.id }],
      orderStatuses: [{ arrangementType: 'bike', hasOrdered: true }],
    }));
    const before = await driverState(driverId);
    const shown = await shownDriver(driverId);
    expect(shown).toMatchObject({ telephoneNr: '+31 6 1111 2222', dateOfBirth: '1980-05-17', partTimePercentage: 60 });

    const renamed = first<Driver>(await send('PUT', '/driver', { id: driverId, firstName: 'Alleen' }));
    // Every change raises the row version (kit/version.ts); nothing else moves.
    const version = Number(before.row.version) + 1;
    expect(await driverState(driverId)).toEqual({ ...before, row: { ...before.row, first_name: 'Alleen', version } });
    expect(renamed).toEqual({ ...shown, version, firstName: 'Alleen', fullName: shown.fullName.replace(shown.firstName, 'Alleen') });

    // Only the id: nothing changes, the version neither.
    first(await send('PUT', '/driver', { id: driverId }));
    expect(await driverState(driverId)).toEqual({ ...before, row: { ...before.row, first_name: 'Alleen', version } });

    // A field sent is checked as on POST; nothing changes when one is wrong.
    for (const [body, reason] of [
      [{ partTimePercentage: 101 }, 'body.partTimePercentage must be at most 100'],
      [{ surname: null }, 'body.surname must be string'],
      [{ surname: '  ' }, 'body.surname must not be blank'],
      [{ firstName: 'Fout', emailAddress: 'geen-adres' }, 'body.emailAddress has an invalid format'],
    ] as const) {
      expect(failureOf(await send('PUT', '/driver', { id: driverId, ...body }))).toEqual({ status: 400, reason });
    }
    expect((await driverState(driverId)).row.first_name).toBe('Alleen');

    // null clears a nullable field, and only that one.
    first(await send('PUT', '/driver', { id: driverId, telephoneNr: null, dateOfBirth: null, operatingCompanyId: null, mobilityCategory: null }));
    expect(await driverState(driverId)).toEqual({
      ...before,
      row: { ...before.row, first_name: 'Alleen', telephone_nr: '', date_of_birth: null, operating_company_id: null, mobility_category_id: null, version: version + 1 },
      containers: [],
    });
  });

  it('PUT /driver checks uniqueness and references only for the fields it sends', async () => {
    const driverId = await driverInReach();
    const other = await driverInReach();
    // The driver's company was deleted since: editing another field, or sending the company back, moves nothing.
    const [gone] = await query<{ id: number }>(
      "INSERT INTO operating_companies (client_id, name, is_deleted) VALUES ($1, 'Demo Opgeheven', true) RETURNING id", [demo]);
    await query('UPDATE drivers SET operating_company_id = $2 WHERE id = $1', [driverId, gone!.id]);
    first(await send('PUT', '/driver', { id: driverId, firstName: 'Blijft' }));
    first(await send('PUT', '/driver', { id: driverId, surname: 'Ook', operatingCompanyId: gone!.id }));
    expect((await driverState(driverId)).row).toMatchObject({ first_name: 'Blijft', surname: 'Ook', operating_company_id: gone!.id });
    // Its own e-mail address sent back is no clash; another driver's is.
    const email = async (driver: number) =>
      (await query<{ email_address: string }>('SELECT email_address FROM drivers WHERE id = $1', [driver]))[0]!.email_address;
    first(await send('PUT', '/driver', { id: driverId, emailAddress: (await email(driverId)).toUpperCase() }));
    expect(failureOf(await send('PUT', '/driver', { id: driverId, emailAddress: await email(other) }))).toMatchObject({ status: 409 });
    await query('UPDATE drivers SET operating_company_id = NULL WHERE id = $1', [driverId]);
  });

  it('PUT /operatingcompany: one field changes, the others stay; only the id changes nothing', async () => {
    const company = first<OperatingCompany>(await send('POST', '/operatingcompany', {
      name: 'Demo Regels', debtorNumber: 'DEB-9', address: 'Markt 1', postalCode: '1234 AB', city: 'Delft',
    }));
    const stored = () => query('SELECT * FROM operating_companies WHERE id = $1', [company.id]);
    const before = await stored();
    expect(first(await send('PUT', '/operatingcompany', { id: company.id, address: 'Markt 2' }))).toEqual({ ...company, address: 'Markt 2', version: 2 });
    expect(await stored()).toEqual([{ ...before[0] as object, address: 'Markt 2', version: 2 }]);
    expect(first(await send('PUT', '/operatingcompany', { id: company.id }))).toEqual({ ...company, address: 'Markt 2', version: 2 });
    expect(first(await get(`/operatingcompany?operatingCompanyId=${company.id}`))).toEqual({ ...company, address: 'Markt 2', version: 2 });
  });

  it('PUT /clientsetting: every field optional, at least one; the rest stays', async () => {
    const stored = () => query(
      'SELECT c.display_name, s.* FROM clients c JOIN client_settings s ON s.client_id = c.id WHERE c.id = $1', [demo]);
    const before = first<ClientSetting & { version: number }>(await get('/clientsetting'));
    const [row] = await stored();
    // Each PUT is a change and raises the version.
    expect(first(await send('PUT', '/clientsetting', { primaryColor: '#123ABC' }))).toEqual({ ...before, primaryColor: '#123abc', version: before.version + 1 });
    expect(first(await send('PUT', '/clientsetting', { displayName: ' Alleen de naam ' }))).toEqual({
      ...before, primaryColor: '#123abc', displayName: 'Alleen de naam', version: before.version + 2,
    });
    const [after] = await stored() as Record<string, unknown>[];
    expect({ ...after, updated_at: null }).toEqual({
      ...row as object, display_name: 'Alleen de naam', primary_color: '#123abc', updated_at: null, version: before.version + 2,
    });
    expect(failureOf(await send('PUT', '/clientsetting', {}))).toEqual({ status: 400, reason: 'body must name at least 1 field' });
    first(await send('PUT', '/clientsetting', { displayName: before.displayName, primaryColor: before.primaryColor }));
  });
});

describe('B. scope on writes', () => {
  it('refuses a reference out of the sub-supervisor\'s reach with 404 and changes nothing', async () => {
    const driverId = await driverInReach();
    await query('UPDATE drivers SET operating_company_id = $2 WHERE id = $1', [driverId, idOf('Demo Mobility Noord')]);
    const before = await driverState(driverId);
    const [polishCompany] = await query<{ id: number }>("SELECT id FROM operating_companies WHERE name = 'Flota Warszawa'");
    const lr = { carArrangementId: idOf('Leaseregeling 2026'), categoryId: null };
    for (const body of [
      { operatingCompanyId: idOf('Demo Mobility Zuid') },
      { firstName: 'Verhuisd', operatingCompanyId: idOf('Demo Mobility Zuid') },
      { operatingCompanyId: polishCompany!.id },
      { carArrangementCategoryBindings: [lr, { carArrangementId: idOf('Leaseregeling Directie'), categoryId: null }] },
      { mobilityCategory: idOf('Flexibel reizen (pilot)/Pilot') },
    ]) {
      expect(failureOf(await send('PUT', '/driver', { id: driverId, ...body }, 'subsupervisor')).status, JSON.stringify(body)).toBe(404);
    }
    expect(await driverState(driverId)).toEqual(before);
    // A new driver cannot be placed outside reach either.
    const drivers = () => query<{ n: number }>('SELECT count(*)::int AS n FROM drivers');
    const count = await drivers();
    expect(failureOf(await send('POST', '/driver', newDriver({
      carArrangementCategoryBindings: [lr], operatingCompanyId: idOf('Demo Mobility Zuid'),
    }), 'subsupervisor')).status).toBe(404);
    expect(await drivers()).toEqual(count);
    // Within reach the same calls succeed.
    first(await send('PUT', '/driver', { id: driverId, operatingCompanyId: null }, 'subsupervisor'));
    first(await send('PUT', '/driver', { id: driverId, operatingCompanyId: idOf('Demo Mobility Noord'), mobilityCategory: idOf('Mobiliteitsbudget/Plus') }, 'subsupervisor'));
    expect((await driverState(driverId)).containers).toEqual([{ mobility_container_id: idOf('Mobiliteitsbudget') }]);
  });

  it('passes references sent back as GET showed them, even those out of reach, and keeps them', async () => {
    const driverId = await driverInReach();
    const directie = idOf('Leaseregeling Directie');
    const [directieCategory] = await query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 LIMIT 1', [directie]);
    await query('UPDATE drivers SET operating_company_id = $2, mobility_category_id = $3 WHERE id = $1',
      [driverId, idOf('Demo Mobility Zuid'), idOf('Flexibel reizen (pilot)/Pilot')]);
    await query('INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id) VALUES ($1, $2, $3, $4)',
      [demo, driverId, directie, directieCategory!.id]);
    const shown = await shownDriver(driverId, 'subsupervisor');
    // What the form sends back: every writable field as shown, with one change.
    const body = {
      id: driverId, emailAddress: shown.emailAddress, firstName: 'Teruggestuurd', surname: shown.surname,
      operatingCompanyId: shown.operatingCompanyId, mobilityCategory: shown.mobilityCategory,
      carArrangementCategoryBindings: shown.carArrangementCategoryBindings,
    };
    first(await send('PUT', '/driver', body, 'subsupervisor'));
    const after = await driverState(driverId);
    expect(after.row).toMatchObject({
      first_name: 'Teruggestuurd', operating_company_id: idOf('Demo Mobility Zuid'), mobility_category_id: idOf('Flexibel reizen (pilot)/Pilot'),
    });
    expect(after.bindings).toContainEqual({ car_arrangement_id: directie, category_id: directieCategory!.id });
    // Changing the out-of-reach binding is a move: 404, nothing changed.
    const moved = shown.carArrangementCategoryBindings!.map((b) => (b.carArrangementId === directie ? { ...b, categoryId: null } : b));
    expect(failureOf(await send('PUT', '/driver', { ...body, firstName: 'Anders', carArrangementCategoryBindings: moved }, 'subsupervisor')).status)
      .toBe(404);
    expect(await driverState(driverId)).toEqual(after);
  });

  it('sets a mobility category only in a container the caller reaches: none for bulk, any for a supervisor', async () => {
    const driverId = await driverInReach();
    await query('UPDATE drivers SET mobility_category_id = NULL WHERE id = $1', [driverId]);
    await query('DELETE FROM driver_mobility_container_bindings WHERE driver_id = $1', [driverId]);
    const before = await driverState(driverId);
    expect(failureOf(await send('PUT', '/driver', { id: driverId, mobilityCategory: idOf('Mobiliteitsbudget/Basis') }, 'bulk')).status).toBe(404);
    expect(await driverState(driverId)).toEqual(before);
    first(await send('PUT', '/driver', { id: driverId, mobilityCategory: idOf('Flexibel reizen (pilot)/Pilot') }));
    expect((await driverState(driverId)).containers).toEqual([{ mobility_container_id: idOf('Flexibel reizen (pilot)') }]);
  });

  it('GET /mobilitycontainer/drivers follows the mobility rule, like GET /mobilitycontainer', async () => {
    const budget = idOf('Mobiliteitsbudget');
    const pilot = idOf('Flexibel reizen (pilot)');
    const status = async (who: TestSigner, container: number) => {
      const list = (await get(`/mobilitycontainer/drivers?mobilityContainerId=${container}&pageSize=5`, who)).statusCode;
      // The list answers exactly as the container itself does.
      expect((await get(`/mobilitycontainer?mobilityContainerId=${container}`, who)).statusCode, `${who} ${container}`).toBe(list);
      return list;
    };
    for (const who of ['bulk', 'fleetmanagement'] as const) expect(await status(who, budget), who).toBe(403);
    // The Polish client has the licence and no containers: the rule lets its supervisor in, the demo container is not its own.
    expect(await status('polish', budget)).toBe(404);
    for (const who of ['supervisor', 'master'] as const) {
      expect(await status(who, budget), who).toBe(200);
      expect(await status(who, pilot), who).toBe(200);
    }
    expect(await status('subsupervisor', budget)).toBe(200);
    expect(await status('subsupervisor', pilot)).toBe(404);
    // The same filter on the other driver lists is held to the same reach.
    for (const [who, container, expected] of [['bulk', budget, 404], ['subsupervisor', pilot, 404], ['supervisor', pilot, 200]] as const) {
      expect((await get(`/driver?mobilityContainerId=${container}&pageSize=5`, who)).statusCode, `${who} ${container}`).toBe(expected);
    }
    // Without any container binding a sub-supervisor has no mobility at all.
    const [bound] = await query<{ account_id: number }>(
      'DELETE FROM account_mobility_container_bindings WHERE mobility_container_id = $1 RETURNING account_id', [budget]);
    expect(await status('subsupervisor', budget)).toBe(403);
    await query('INSERT INTO account_mobility_container_bindings (client_id, account_id, mobility_container_id) VALUES ($1, $2, $3)',
      [demo, bound!.account_id, budget]);
  });
});

describe('C. plain text stays plain', () => {
  const SINGLE_LINE = 'must not contain control or bidirectional-override characters';
  const MULTI_LINE = 'must not contain control characters other than tab and line feed, or bidirectional-override characters';
  const HOSTILE: [string, string][] = [
    ['a bell', 'Jan\u0007'], ['a tab', 'Jan\tPiet'], ['CR LF', 'Jan\r\nPiet'], ['a line feed', 'Jan\nPiet'], ['DEL', 'Jan\u007F'],
    ['a C1 control', 'Jan\u0085'], ['a line separator', 'Jan\u2028Piet'], ['a right-to-left override', 'Jan\u202Egpj.exe'],
    ['a first-strong isolate', '\u2068Jan'],
  ];
  let target: { driver: number; company: number; order: number };
  beforeAll(async () => {
    const [order] = await query<{ id: number }>("SELECT id FROM orders WHERE client_id = $1 AND status = 'open' ORDER BY id LIMIT 1", [demo]);
    target = { driver: await driverInReach(), company: idOf('Demo Mobility Zuid'), order: order!.id };
  });
  type Field = [route: string, field: string, body: (value: string) => object, lines: 'single' | 'multi'];
  const driverFields = ['firstName', 'prefixSurname', 'surname', 'fullNameLegacy'].flatMap((field): Field[] => [
    ['POST /driver', field, (value) => newDriver({ [field]: value }), 'single'],
    ['PUT /driver', field, (value) => ({ id: target.driver, [field]: value }), 'single'],
  ]);
  const companyFields = ['name', 'address', 'city'].flatMap((field): Field[] => [
    ['POST /operatingcompany', field, (value) => ({ name: 'Demo Tekst', [field]: value }), 'single'],
    ['PUT /operatingcompany', field, (value) => ({ id: target.company, [field]: value }), 'single'],
  ]);
  /** Every free-text body field: route, field, a body carrying the value, and whether tab and line feed are allowed. */
  const FIELDS: Field[] = [
    ...driverFields,
    ['POST /driver', 'emailAddress', (value) => newDriver({ emailAddress: `a${value}@demo-mobility.test` }), 'single'],
    ['POST /driver/checkdebtornumber', 'debtorNumber', (value) => ({ debtorNumber: value }), 'single'],
    ...companyFields,
    ['PUT /clientsetting', 'displayName', (value) => ({ displayName: value }), 'single'],
    ['POST /order/download', 'name', (value) => ({ orders: [], status: 'all', addPrivacyData: false, name: value }), 'single'],
    ['POST /order', 'reason', (value) => ({ orderId: target.order, agreement: false, reason: value }), 'multi'],
  ];
  const everything = async () => JSON.stringify(await Promise.all([
    query('SELECT count(*) FROM drivers'), driverState(target.driver), query('SELECT * FROM operating_companies ORDER BY id'),
    query('SELECT c.display_name, s.* FROM clients c JOIN client_settings s ON s.client_id = c.id ORDER BY c.id'),
    query('SELECT * FROM orders WHERE id = $1', [target.order]), query('SELECT count(*) FROM mail_logs'),
  ]));

  it.each(FIELDS)('%s refuses control, separator and bidi characters in body.%s, naming it; nothing stored', async (route, field, body, lines) => {
    const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
    const before = await everything();
    for (const [what, value] of HOSTILE) {
      if (lines === 'multi' && /^Jan[\t\n]Piet$/.test(value)) continue; // allowed there: the next test
      expect(failureOf(await send(method, url, body(value))), `${what} in ${route} ${field}`)
        .toEqual({ status: 400, reason: `body.${field} ${lines === 'multi' ? MULTI_LINE : SINGLE_LINE}` });
    }
    expect(await everything()).toBe(before);
  });

  it('allows tab and line feed in a multi-line field: a rejection reason is stored as written', async () => {
    const [open] = await query<{ id: number }>("SELECT id FROM orders WHERE client_id = $1 AND status = 'open' ORDER BY id LIMIT 1", [demo]);
    const reason = 'Te duur:\n\t- leaseprijs boven de norm';
    first(await send('POST', '/order', { orderId: open!.id, agreement: false, reason }));
    expect((await query<{ rejection_reason: string }>('SELECT rejection_reason FROM orders WHERE id = $1', [open!.id]))[0]!.rejection_reason).toBe(reason);
  });

  it('keeps markup as literal text: stored and answered exactly as sent', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const created = first<Driver>(await send('POST', '/driver', newDriver({ firstName: markup, surname: '<b>Vet</b> & "zo"' })));
    expect((await shownDriver(created.id)).firstName).toBe(markup);
    expect((await driverState(created.id)).row).toMatchObject({ first_name: markup, surname: '<b>Vet</b> & "zo"' });
    expect(first<OperatingCompany>(await send('PUT', '/operatingcompany', { id: idOf('Demo Mobility Zuid'), city: markup })).city).toBe(markup);
    const before = first<ClientSetting>(await get('/clientsetting'));
    expect(first<ClientSetting>(await send('PUT', '/clientsetting', { displayName: `<script>x</script> ${markup}` })).displayName)
      .toBe(`<script>x</script> ${markup}`);
    first(await send('PUT', '/clientsetting', { displayName: before.displayName }));
  });
});
