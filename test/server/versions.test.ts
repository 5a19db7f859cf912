import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createTestServer, failureOf, signInEveryone, type TestServer } from './helpers';

/**
 * The hand-written writes under the kit's version rule (issue 13, "no lost updates"): operating
 * companies, drivers and client settings answer an ETag, honour If-Match on PUT and DELETE (412 with the
 * current ETag, nothing written) and take back what their GET returned.
 */
let t: TestServer;
let token = '';

beforeAll(async () => {
  t = await createTestServer();
  token = (await signInEveryone(t.app)).get('supervisor')!;
}, 60_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api-admin${url}`, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Record<string, unknown>[] }>().results[0]!;
const STALE = { results: [], successful: false, errors: ['This record was changed by someone else in the meantime.'] };

describe('operating companies', () => {
  it('take back what GET returned (attachments and version ignored) and refuse a stale If-Match, writing nothing', async () => {
    const created = await call('POST', '/operatingcompany', { name: 'Demo Versie', city: 'Delft' });
    expect(created.headers.etag).toBe('"1"');
    const id = rowOf(created).id as number;
    const read = await call('GET', `/operatingcompany?operatingCompanyId=${id}`);
    expect(read.headers.etag).toBe('"1"');
    const shown = rowOf(read);
    const saved = await call('PUT', '/operatingcompany', { ...shown, city: 'Leiden' }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(rowOf(saved)).toEqual({ ...shown, city: 'Leiden', version: 2 });

    const stale = await call('PUT', '/operatingcompany', { ...shown, city: 'Verloren' }, { 'if-match': '"1"' });
    expect([stale.statusCode, stale.headers.etag, stale.json()]).toEqual([412, '"2"', STALE]);
    expect((await call('DELETE', `/operatingcompany?operatingCompanyId=${id}`, undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(rowOf(await call('GET', `/operatingcompany?operatingCompanyId=${id}`))).toMatchObject({ city: 'Leiden', version: 2 });
    expect((await call('DELETE', `/operatingcompany?operatingCompanyId=${id}`, undefined, { 'if-match': '"2"' })).statusCode).toBe(200);
  });
});

describe('drivers', () => {
  it('answer an ETag for one driver, take back what GET returned and refuse a stale If-Match, writing nothing', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>("SELECT d.id FROM drivers d JOIN clients c ON c.id = d.client_id WHERE c.name = 'demo' ORDER BY d.id LIMIT 1")) as [{ id: number }];
    const url = `/driver?driverId=${id}&includeBindings=true&includeOrderStatuses=true`;
    const read = await call('GET', url);
    expect(read.headers.etag).toBe('"1"');
    const shown = rowOf(read);
    expect(shown).toHaveProperty('fullName');
    const saved = await call('PUT', '/driver', { ...shown, firstName: 'Versie' }, { 'if-match': '"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('"2"');

    const stale = await call('PUT', '/driver', { id, firstName: 'Verloren' }, { 'if-match': '"1"' });
    expect([stale.statusCode, stale.headers.etag, stale.json()]).toEqual([412, '"2"', STALE]);
    expect((await call('DELETE', `/driver?driverId=${id}&resetStatus=true`, undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(rowOf(await call('GET', url))).toMatchObject({ firstName: 'Versie', version: 2 });
    // Fields GET never shows are still refused.
    expect(failureOf(await call('PUT', '/driver', { id, role: 'master' })).reason).toBe('body.role is not allowed');
  });

  it('answer no ETag for a list', async () => {
    expect((await call('GET', '/driver?pageSize=5')).headers.etag).toBeUndefined();
  });
});

describe('a row copied from GET', () => {
  // A "duplicate" action, or any API client: POST takes what GET returned, as PUT does (issue 37 point 6).
  it('is posted as a new driver, an operating company and an arrangement: own id, version 1; unknown fields still refused', async () => {
    const [{ id }] = (await t.db.query<{ id: number }>("SELECT d.id FROM drivers d JOIN clients c ON c.id = d.client_id WHERE c.name = 'demo' ORDER BY d.id LIMIT 1")) as [{ id: number }];
    const driver = rowOf(await call('GET', `/driver?driverId=${id}&includeBindings=true&includeOrderStatuses=true`));
    const copies: { url: string; row: Record<string, unknown> }[] = [
      { url: '/driver', row: { ...driver, emailAddress: 'kopie.versie@demo.leasedesk.test', leaseWiseDriverId: null, fleetManagementDriverId: null } },
      { url: '/operatingcompany', row: { ...rowOf(await call('POST', '/operatingcompany', { name: 'Demo Origineel', city: 'Delft' })), name: 'Demo Kopie' } },
      { url: '/cararrangement', row: { ...rowOf(await call('POST', '/cararrangement', { displayName: 'Origineel', mantelNumber: 'MC-ORIG' })), displayName: 'Kopie', mantelNumber: 'MC-KOPIE' } },
    ];
    for (const { url, row } of copies) {
      const posted = await call('POST', url, row);
      expect(posted.statusCode, `${url}: ${posted.body}`).toBe(200);
      expect(posted.headers.etag).toBe('"1"');
      expect(rowOf(posted).id).not.toBe(row.id);
      expect(rowOf(posted).version).toBe(1);
      expect(failureOf(await call('POST', url, { ...row, role: 'master' })).reason).toBe('body.role is not allowed');
    }
  });
});

describe('client settings', () => {
  it('answer an ETag and refuse a stale If-Match, writing nothing', async () => {
    const read = await call('GET', '/clientsetting');
    const version = Number(JSON.parse(String(read.headers.etag)));
    const saved = await call('PUT', '/clientsetting', { primaryColor: '#112233' }, { 'if-match': `"${version}"` });
    expect(saved.headers.etag).toBe(`"${version + 1}"`);
    const stale = await call('PUT', '/clientsetting', { primaryColor: '#445566' }, { 'if-match': `"${version}"` });
    expect([stale.statusCode, stale.json()]).toEqual([412, STALE]);
    expect(rowOf(await call('GET', '/clientsetting'))).toMatchObject({ primaryColor: '#112233', version: version + 1 });
  });
});
