import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '../../contract/areas/account';
import { bearer, createTestServer, failureOf, loginAs, type TestServer } from './helpers';
import { accountCalls, fixtureId, newAddress } from './account-support';

/**
 * Accounts (spec 02 §3, §6, §7 "Accounts and roles", §8; issue 18): the rows, the role ceiling, one's own
 * account, the only remaining contact, duplicate addresses, stale versions and bad input.
 */
let t: TestServer;
let calls: ReturnType<typeof accountCalls>;
const token = { master: '', supervisor: '', subsupervisor: '', polish: '' };
const ids = { master: 0, supervisor: 0, polishSupervisor: 0, noord: 0, polishCompany: 0, polishArrangement: 0, container: 0 };

const idOf = (sql: string, params: unknown[] = []) => fixtureId(t.db, sql, params);

beforeAll(async () => {
  t = await createTestServer();
  calls = accountCalls(t.app);
  token.master = (await loginAs(t.app, 'master')).access_token;
  token.supervisor = (await loginAs(t.app, 'supervisor')).access_token;
  token.subsupervisor = (await loginAs(t.app, 'subsupervisor')).access_token;
  token.polish = (await loginAs(t.app, 'supervisor', 'flota-pl')).access_token;
  ids.master = await idOf("SELECT id FROM accounts WHERE email_address = 'master@demo.leasedesk.test'");
  ids.supervisor = await idOf("SELECT id FROM accounts WHERE email_address = 'supervisor@demo.leasedesk.test'");
  ids.polishSupervisor = await idOf("SELECT id FROM accounts WHERE email_address = 'supervisor@flota-pl.leasedesk.test'");
  ids.noord = await idOf("SELECT id FROM operating_companies WHERE name = 'Demo Mobility Noord'");
  ids.polishCompany = await idOf("SELECT id FROM operating_companies WHERE name = 'Flota Warszawa'");
  ids.polishArrangement = await idOf("SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'flota-pl' ORDER BY a.id LIMIT 1");
  ids.container = await idOf("SELECT id FROM mobility_containers WHERE display_name = 'Mobiliteitsbudget'");
}, 60_000);

afterAll(() => t?.close());

describe('the account rows', () => {
  it('lists the acting client\'s accounts with their bindings, never another client\'s', async () => {
    const res = await calls.list(token.supervisor);
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ results: Account[] }>().results;
    const emails = rows.map((r) => r.emailAddress);
    expect(emails).toContain('subsupervisor@demo.leasedesk.test');
    expect(emails).not.toContain('supervisor@flota-pl.leasedesk.test');
    const sub = rows.find((r) => r.emailAddress === 'subsupervisor@demo.leasedesk.test')!;
    expect(sub.role).toBe('subsupervisor');
    expect(sub.operatingCompanyIds).toEqual([ids.noord]);
    expect(sub.bindings!.operatingCompanies).toEqual([{ id: ids.noord, name: 'Demo Mobility Noord' }]);
    expect(sub.mobilityContainerIds).toEqual([ids.container]);
    expect(sub.invitationPending).toBe(false);
    const master = rows.find((r) => r.emailAddress === 'master@demo.leasedesk.test')!;
    expect(master.amwProducts.length).toBeGreaterThan(0);
    expect(rows.every((r) => (r.role as string) !== 'driver')).toBe(true);
    // The names come only when asked for.
    const plain = await t.app.inject({ method: 'GET', url: `/api-admin/account?accountId=${sub.id}`, headers: bearer(token.supervisor) });
    expect(plain.json<{ results: Account[] }>().results[0]).not.toHaveProperty('bindings');
    expect(plain.json<{ results: Account[] }>().results[0]!.operatingCompanyIds).toEqual([ids.noord]);
  });

  it('creates an account without a password, reads it back by id with its ETag, and changes it with If-Match', async () => {
    const email = newAddress('Nieuw');
    const created = await calls.created(token.supervisor, {
      emailAddress: email.toUpperCase(), firstName: 'Nina', prefixSurname: 'van', surname: 'Dijk', role: 'subsupervisor',
      operatingCompanyIds: [ids.noord], receivesOrderEmails: false,
    });
    expect(created).toMatchObject({ emailAddress: email.toLowerCase(), firstName: 'Nina', prefixSurname: 'van', surname: 'Dijk', role: 'subsupervisor',
      isActive: true, invitationPending: true, dateLastLogin: null, operatingCompanyIds: [ids.noord], carArrangementIds: [], version: 1 });
    const got = await calls.get(token.supervisor, created.id);
    expect(got.headers.etag).toBe('"1"');
    const row = got.json<{ results: Account[] }>().results[0]!;
    // The row as GET answered it, read-only fields and all, is a valid PUT.
    const put = await calls.put(token.supervisor, { ...row, firstName: 'Nienke' }, '"1"');
    expect(put.statusCode, put.body).toBe(200);
    expect(put.headers.etag).toBe('"2"');
    expect(put.json<{ results: Account[] }>().results[0]!.firstName).toBe('Nienke');
    const stale = await calls.put(token.supervisor, { id: row.id, firstName: 'Stale' }, '"1"');
    expect(failureOf(stale)).toEqual({ status: 412, reason: 'This record was changed by someone else in the meantime.' });
    expect((await calls.get(token.supervisor, row.id)).json<{ results: Account[] }>().results[0]!.firstName).toBe('Nienke');
    const staleDelete = await calls.remove(token.supervisor, row.id, '"1"');
    expect(staleDelete.statusCode).toBe(412);
    expect((await calls.remove(token.supervisor, row.id, '"2"')).statusCode).toBe(200);
    expect((await calls.get(token.supervisor, row.id)).statusCode).toBe(404);
  });

  it('refuses an address the client already uses with the contract\'s exact text (another client\'s: account-address-per-client.test.ts)', async () => {
    expect(failureOf(await calls.create(token.supervisor, { emailAddress: 'SUBSUPERVISOR@demo.leasedesk.test', role: 'subsupervisor' })))
      .toEqual({ status: 409, reason: 'There already exists an account with the specified e-mail address.' });
  });
});

describe('the role ceiling', () => {
  it('lets nobody give a role above their own: a supervisor cannot create or promote a master', async () => {
    const refused = failureOf(await calls.create(token.supervisor, { emailAddress: newAddress(), role: 'master' }));
    expect(refused.status).toBe(403);
    expect(refused.reason).toMatch(/master/);
    const bulk = await calls.created(token.supervisor, { emailAddress: newAddress(), role: 'bulk' });
    expect(failureOf(await calls.put(token.supervisor, { id: bulk.id, role: 'master' })).status).toBe(403);
    expect((await calls.get(token.supervisor, bulk.id)).json<{ results: Account[] }>().results[0]!.role).toBe('bulk');
    // A master may.
    expect((await calls.put(token.master, { id: bulk.id, role: 'master' })).statusCode).toBe(200);
  });

  it('lets nobody edit or delete an account ranked above their own', async () => {
    expect(failureOf(await calls.put(token.supervisor, { id: ids.master, firstName: 'Gewijzigd' })).status).toBe(403);
    expect(failureOf(await calls.remove(token.supervisor, ids.master)).status).toBe(403);
    const [master] = await t.db.query<{ first_name: string }>('SELECT first_name FROM accounts WHERE id = $1', [ids.master]);
    expect(master!.first_name).toBe('Maud');
  });

  it('answers the roles highest first with what the caller may give', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-admin/role', headers: bearer(token.supervisor) });
    expect(res.json().results).toEqual([
      { name: 'master', rank: 1, assignable: false }, { name: 'supervisor', rank: 2, assignable: true }, { name: 'bulk', rank: 3, assignable: true },
      { name: 'fleetmanagement', rank: 4, assignable: true }, { name: 'subsupervisor', rank: 5, assignable: true },
    ]);
    const master = await t.app.inject({ method: 'GET', url: '/api-admin/role', headers: bearer(token.master) });
    expect(master.json<{ results: { assignable: boolean }[] }>().results.every((r) => r.assignable)).toBe(true);
  });

  it('keeps accounts away from sub-supervisors', async () => {
    expect((await calls.list(token.subsupervisor)).statusCode).toBe(403);
    expect((await calls.create(token.subsupervisor, { emailAddress: newAddress(), role: 'subsupervisor' })).statusCode).toBe(403);
  });
});

describe('one\'s own account', () => {
  it('cannot be deleted, deactivated or given another role', async () => {
    const refusals = [
      await calls.remove(token.supervisor, ids.supervisor),
      await calls.put(token.supervisor, { id: ids.supervisor, isActive: false }),
      await calls.put(token.supervisor, { id: ids.supervisor, role: 'bulk' }),
    ].map(failureOf);
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(refusals[1]!.reason).toMatch(/isActive/);
    expect(refusals[2]!.reason).toMatch(/role/);
    // Its names it may change, and sending its own role back is no change.
    expect((await calls.put(token.supervisor, { id: ids.supervisor, firstName: 'Sanne', role: 'supervisor' })).statusCode).toBe(200);
  });
});

describe('the only remaining contact (spec 02 §8)', () => {
  it('keeps the client\'s last active supervisor from being deactivated, demoted or deleted', async () => {
    // The master acts for flota-pl, whose only supervisor is Zofia.
    const switched = await t.app.inject({ method: 'GET', url: `/api-admin/amw/switchclient?clientid=${await idOf("SELECT id FROM clients WHERE name = 'flota-pl'")}`, headers: bearer(token.master) });
    expect(switched.statusCode).toBe(200);
    for (const res of [
      await calls.put(token.master, { id: ids.polishSupervisor, isActive: false }),
      await calls.put(token.master, { id: ids.polishSupervisor, role: 'bulk' }),
      await calls.remove(token.master, ids.polishSupervisor),
    ]) {
      const refused = failureOf(res);
      expect(refused.status).toBe(409);
      expect(refused.reason).toContain('only remaining contact');
    }
    // With a second supervisor she may step down.
    const second = await calls.created(token.master, { emailAddress: newAddress('tweede'), role: 'supervisor', receivesOrderEmails: true });
    expect((await calls.put(token.master, { id: ids.polishSupervisor, role: 'bulk' })).statusCode).toBe(200);
    expect(failureOf(await calls.put(token.master, { id: second.id, isActive: false })).reason).toContain('only remaining contact');
    await t.app.inject({ method: 'GET', url: `/api-admin/amw/switchclient?clientid=${await idOf("SELECT id FROM clients WHERE name = 'demo'")}`, headers: bearer(token.master) });
  });
});

describe('bad input', () => {
  it('refuses unknown fields, the driver role and wrong types with a 400 naming the field, writing nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts');
    for (const [payload, field] of [
      [{ emailAddress: newAddress(), role: 'subsupervisor', clientId: 2 }, 'clientId'],
      [{ emailAddress: newAddress(), role: 'driver' }, 'role'],
      [{ emailAddress: 'not-an-address', role: 'bulk' }, 'emailAddress'],
      [{ emailAddress: newAddress(), role: 'bulk', operatingCompanyIds: ['1'] }, 'operatingCompanyIds'],
      [{ emailAddress: newAddress(), role: 'bulk', operatingCompanyIds: [ids.noord, ids.noord] }, 'operatingCompanyIds'],
      // amwProducts is GET's to show (products are their own call): a create takes it and ignores it, like PUT.
      [{ emailAddress: newAddress(), role: 'bulk', products: [] }, 'products'],
      [{ emailAddress: newAddress() }, 'role'],
    ] as const) {
      const refused = failureOf(await calls.create(token.supervisor, payload));
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.reason).toContain(field);
    }
    expect(await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts')).toEqual(before);
  });

  it('answers 404 for another client\'s operating company, arrangement or account', async () => {
    for (const payload of [
      { emailAddress: newAddress(), role: 'subsupervisor', operatingCompanyIds: [ids.polishCompany] },
      { emailAddress: newAddress(), role: 'subsupervisor', carArrangementIds: [ids.polishArrangement] },
    ]) expect(failureOf(await calls.create(token.supervisor, payload)).status).toBe(404);
    expect((await calls.get(token.supervisor, ids.polishSupervisor)).statusCode).toBe(404);
    expect((await calls.put(token.supervisor, { id: ids.polishSupervisor, firstName: 'X' })).statusCode).toBe(404);
    expect((await calls.remove(token.supervisor, ids.polishSupervisor)).statusCode).toBe(404);
  });

  it('refuses a role field smuggled into another area\'s body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api-admin/faq', headers: bearer(token.supervisor), payload: { question: 'Q?', answer: '<p>A</p>', role: 'master' } });
    expect(failureOf(res)).toMatchObject({ status: 400 });
    expect(failureOf(res).reason).toContain('role');
  });
});
