import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/** POST /leasewise/driver and POST /fleetmanagement/driver, and the lookups by those ids (issue 20 points 3 and 4; spec 02 §7, §8). */
const h = kitHarness();

type Row = Record<string, unknown>;
const rowsOf = (res: { json(): unknown }) => (res.json() as { results: Row[] }).results;
const fleet = (extra: Row = {}) => ({
  fleetManagementDriverId: 'FM-TEST-1', emailAddress: 'fleet.test@demo-mobility.test', firstName: 'Femke', surname: 'Vloot', ...extra,
});

describe('POST /fleetmanagement/driver', () => {
  it('creates a driver by fleet-management id, then updates the one holding it with If-Match', async () => {
    const lookup = await h.call('fleetmanagement', 'GET', '/fleetmanagement/driver?fleetManagementDriverId=FM-TEST-1');
    expect(rowsOf(lookup)).toEqual([]);
    const created = await h.call('fleetmanagement', 'POST', '/fleetmanagement/driver', fleet({ telephoneNr: '+31 6 5555 0000' }));
    expect(created.statusCode, created.body).toBe(200);
    const driver = rowsOf(created)[0]!;
    expect(driver).toMatchObject({ fleetManagementDriverId: 'FM-TEST-1', firstName: 'Femke', surname: 'Vloot', telephoneNr: '+31 6 5555 0000', version: 1 });
    expect(created.headers.etag).toBe('"1"');
    const found = rowsOf(await h.call('fleetmanagement', 'GET', '/fleetmanagement/driver?fleetManagementDriverId=FM-TEST-1'));
    expect(found.map((d) => d.id)).toEqual([driver.id]);

    const stale = await h.call('fleetmanagement', 'POST', '/fleetmanagement/driver', fleet({ firstName: 'Te laat' }), { 'if-match': '"7"' });
    expect(failureOf(stale).status).toBe(412);
    const updated = await h.call('bulk', 'POST', '/fleetmanagement/driver', fleet({ firstName: 'Femke Anne' }), { 'if-match': '"1"' });
    expect(rowsOf(updated)[0]).toMatchObject({ id: driver.id, firstName: 'Femke Anne', telephoneNr: '+31 6 5555 0000', version: 2 });
  });

  it('refuses a duplicate e-mail address with 409, bad bodies with 400, and roles outside fleet management with 403', async () => {
    const [other] = await h.t.db.query<{ email_address: string }>('SELECT email_address FROM drivers WHERE client_id = $1 ORDER BY id LIMIT 1', [h.ids.demo]);
    const duplicate = await h.call('fleetmanagement', 'POST', '/fleetmanagement/driver', fleet({ fleetManagementDriverId: 'FM-TEST-2', emailAddress: other!.email_address }));
    expect(failureOf(duplicate)).toEqual({ status: 409, reason: 'There already exists an account with the specified e-mail address.' });
    expect(rowsOf(await h.call('fleetmanagement', 'GET', '/fleetmanagement/driver?fleetManagementDriverId=FM-TEST-2'))).toEqual([]);
    for (const body of [fleet({ role: 'master' }), fleet({ fleetManagementDriverId: 'FM 1' }), fleet({ emailAddress: 'geen-adres' }), { firstName: 'X' },
      fleet({ carArrangementCategoryBindings: [] })]) {
      expect(failureOf(await h.call('fleetmanagement', 'POST', '/fleetmanagement/driver', body)).status).toBe(400);
    }
    expect(failureOf(await h.call('subsupervisor', 'POST', '/fleetmanagement/driver', fleet({ fleetManagementDriverId: 'FM-TEST-3' }))).status).toBe(403);
  });

  it('keeps each client\'s drivers apart: the same fleet id at another client is another driver', async () => {
    const polish = await h.call('polish', 'POST', '/fleetmanagement/driver', fleet({ fleetManagementDriverId: 'FM-TEST-1', emailAddress: 'femke@flota.test' }));
    expect(polish.statusCode, polish.body).toBe(200);
    expect(rowsOf(polish)[0]).toMatchObject({ version: 1 });
    const demo = rowsOf(await h.call('bulk', 'GET', '/fleetmanagement/driver?fleetManagementDriverId=FM-TEST-1'))[0]!;
    expect(demo.emailAddress).toBe('fleet.test@demo-mobility.test');
  });
});

describe('POST /leasewise/driver', () => {
  it('takes a driver from the lease system, and updates ours when one holds the id', async () => {
    const created = await h.call('bulk', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-900001' });
    expect(created.statusCode, created.body).toBe(200);
    expect(rowsOf(created)[0]).toMatchObject({
      leaseWiseDriverId: 'LW-900001', firstName: 'Noor', prefixSurname: 'van der', surname: 'Heijden', emailAddress: 'noor.vanderheijden@demo-mobility.test',
    });
    await h.t.db.query("UPDATE lease_system_drivers SET telephone_nr = '+31 6 9999 0001' WHERE driver_id = 'LW-900001'");
    const again = await h.call('bulk', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-900001' }, { 'if-match': '"1"' });
    expect(rowsOf(again)[0]).toMatchObject({ id: rowsOf(created)[0]!.id, telephoneNr: '+31 6 9999 0001', version: 2 });
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-900001' }, { 'if-match': '"1"' })).status).toBe(412);
  });

  it('answers 404 for an id the lease system does not know, 400 for a bad one, 403 without the licence', async () => {
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-404' }))).toEqual({ status: 404, reason: 'The lease system has no driver LW-404.' });
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW 1' })).status).toBe(400);
    expect(failureOf(await h.call('bulk', 'POST', '/leasewise/driver', {})).status).toBe(400);
    expect(failureOf(await h.call('polish', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-900002' })).status).toBe(403);
    expect(failureOf(await h.call('fleetmanagement', 'POST', '/leasewise/driver', { leaseWiseDriverId: 'LW-900002' })).status).toBe(403);
  });

  it('lists lease-system drivers only for a client with the lease-system licence; fleet management needs none', async () => {
    const refused = { status: 403, reason: 'The lease-system integration is not active for this client.' };
    expect(failureOf(await h.call('polish', 'GET', '/leasewise/driver'))).toEqual(refused);
    expect(failureOf(await h.call('polish', 'GET', '/leasewise/driver?leaseWiseDriverId=LW-900001'))).toEqual(refused);
    expect((await h.call('polish', 'GET', '/fleetmanagement/driver')).statusCode).toBe(200);
  });
});
