import { describe, expect, it } from 'vitest';
import { kitHarness } from './kit-contract';
import { failureOf } from './helpers';

/** POST, PUT and DELETE /cararrangement and the per-arrangement reads beside them (spec 02 §4, §5, §7, §8). */
const h = kitHarness();

const create = (body: Record<string, unknown>, who: 'supervisor' | 'master' = 'supervisor') => h.call(who, 'POST', '/cararrangement', body);
const rowOf = (res: { json(): unknown }) => (res.json() as { results: Record<string, unknown>[] }).results[0]!;

describe('car arrangement writes', () => {
  it('creates an arrangement of a type, inactive for drivers, with version 1 and an ETag; readable by id', async () => {
    const res = await create({ displayName: '  Leaseregeling 2027 ', dataObject: { type: 'car' }, mantelNumber: 'MC-2027' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const row = rowOf(res);
    expect(row).toMatchObject({ displayName: 'Leaseregeling 2027', dataObject: { type: 'car' }, mantelNumber: 'MC-2027', categories: [], version: 1,
      calculatorSettings: { isActiveOnlineForDrivers: false, dateLastRun: null } });
    const one = await h.call('bulk', 'GET', `/cararrangement?carArrangementId=${row.id}`);
    expect(one.headers.etag).toBe('"1"');
    expect(rowOf(one)).toEqual(row);
    const settings = await h.call('supervisor', 'GET', `/cararrangementsetting?carArrangementId=${row.id}`);
    expect(settings.statusCode).toBe(200);
  });

  it('keeps a mantel number unique per client with the contract\'s text, on create and on rename', async () => {
    const taken = await create({ displayName: 'Dubbel', mantelNumber: 'MC-UNIEK' });
    expect(taken.statusCode).toBe(200);
    expect(failureOf(await create({ displayName: 'Dubbel 2', mantelNumber: 'MC-UNIEK' }))).toEqual({ status: 409, reason: 'Mantelnummer already exists for this client' });
    const other = rowOf(await create({ displayName: 'Ander' }));
    expect(failureOf(await h.call('supervisor', 'PUT', '/cararrangement', { id: other.id, mantelNumber: 'MC-UNIEK' }))).toEqual({ status: 409, reason: 'Mantelnummer already exists for this client' });
  });

  it('renames with PUT of what GET returned, honours If-Match and keeps the type', async () => {
    const row = rowOf(await create({ displayName: 'Oude naam', dataObject: { type: 'bike' } }));
    const renamed = await h.call('supervisor', 'PUT', '/cararrangement', { ...row, displayName: 'Nieuwe naam' }, { 'if-match': '"1"' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(rowOf(renamed)).toMatchObject({ displayName: 'Nieuwe naam', version: 2, dataObject: { type: 'bike' } });
    expect(failureOf(await h.call('supervisor', 'PUT', '/cararrangement', { id: row.id, displayName: 'Te laat' }, { 'if-match': '"1"' })).status).toBe(412);
    expect(failureOf(await h.call('supervisor', 'PUT', '/cararrangement', { id: row.id, dataObject: { type: 'car' } }))).toEqual({ status: 400, reason: 'body.dataObject.type cannot be changed once created' });
    expect(failureOf(await h.call('supervisor', 'PUT', '/cararrangement', { id: row.id, role: 'master' })).reason).toBe('body.role is not allowed');
    expect(rowOf(await h.call('supervisor', 'GET', `/cararrangement?carArrangementId=${row.id}`))).toMatchObject({ displayName: 'Nieuwe naam', version: 2 });
  });

  it('refuses to delete an arrangement mobility products use, and deletes a free one with its categories', async () => {
    const res = await h.call('supervisor', 'DELETE', `/cararrangement?carArrangementId=${h.ids.bike}`);
    expect(failureOf(res)).toEqual({ status: 409, reason: 'Cannot delete carArrangement because there are still MobilityProducts' });
    const free = rowOf(await create({ displayName: 'Tijdelijk' }));
    await h.call('bulk', 'POST', '/category', { carArrangementId: free.id, categoryNumber: 1, displayName: 'Enige', fuels: ['d'] });
    expect((await h.call('supervisor', 'DELETE', `/cararrangement?carArrangementId=${free.id}`, undefined, { 'if-match': '"1"' })).statusCode).toBe(200);
    expect(failureOf(await h.call('supervisor', 'GET', `/cararrangement?carArrangementId=${free.id}`)).status).toBe(404);
    expect(await h.t.db.query('SELECT 1 FROM categories WHERE car_arrangement_id = $1', [free.id])).toEqual([]);
  });

  it('is supervisor and above; an administrator limited to an operating company cannot create one nor reach one outside', async () => {
    expect(failureOf(await h.call('bulk', 'POST', '/cararrangement', { displayName: 'Bulk' })).status).toBe(403);
    await h.asScopedSupervisor(async () => {
      expect(failureOf(await create({ displayName: 'Binnen bereik' })).status).toBe(403);
      expect(failureOf(await h.call('supervisor', 'PUT', '/cararrangement', { id: h.ids.arrangementOut, displayName: 'Buiten' })).status).toBe(404);
      expect(failureOf(await h.call('supervisor', 'DELETE', `/cararrangement?carArrangementId=${h.ids.arrangementOut}`)).status).toBe(404);
    });
    expect(failureOf(await h.call('polish', 'DELETE', `/cararrangement?carArrangementId=${h.ids.arrangementIn}`)).status).toBe(404);
  });
});

describe('the arrangement list', () => {
  it('searches name and mantel number literally and pages with the kit\'s parameters, counting every match', async () => {
    const stamp = `Zoek${Date.now().toString(36)}`;
    for (const n of [1, 2, 3]) expect((await create({ displayName: `${stamp} ${n}`, mantelNumber: `MZ-${stamp}-${n}` })).statusCode).toBe(200);
    const page = async (query: string) => (await h.call('supervisor', 'GET', `/cararrangement?${query}`)).json() as { results: { displayName: string }[]; resultCount: number };
    const byName = await page(`q=${stamp.toLowerCase()}&pageSize=2&pageIndex=2`);
    expect(byName.resultCount).toBe(3);
    expect(byName.results.map((r) => r.displayName)).toEqual([`${stamp} 3`]);
    expect((await page(`q=MZ-${stamp}-2`)).results.map((r) => r.displayName)).toEqual([`${stamp} 2`]);
    expect((await page('q=%25')).resultCount).toBe(0);
    const all = await page('');
    expect(all.resultCount).toBe(all.results.length);
    expect(failureOf(await h.call('supervisor', 'GET', '/cararrangement?pageSize=101')).status).toBe(400);
  });
});

describe('per-arrangement reads', () => {
  it('lists an arrangement\'s categories as GET /category shows them', async () => {
    const rows = (await h.call('supervisor', 'GET', `/cararrangement/categories?carArrangementId=${h.ids.arrangementIn}`)).json<{ results: Record<string, unknown>[] }>().results;
    expect(rows[0]).toMatchObject({ categoryNumber: 1, displayName: 'Categorie 1 – Instap', fuels: ['d', 'l'], carArrangementName: 'Leaseregeling 2026' });
    expect(failureOf(await h.call('polish', 'GET', `/cararrangement/categories?carArrangementId=${h.ids.arrangementIn}`)).status).toBe(404);
  });

  it('checks the mantel contract coupling only with the lease-system licence', async () => {
    const res = await h.call('supervisor', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${h.ids.arrangementIn}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(rowOf(res)).toMatchObject({ carArrangementId: h.ids.arrangementIn, isCoupled: expect.any(Boolean) });
    const [polishArrangement] = await h.t.db.query<{ id: number }>(
      "SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'flota-pl' LIMIT 1");
    const refused = await h.call('polish', 'GET', `/cararrangement/mantelcontractkoppelingcheck?arrangementId=${polishArrangement!.id}`);
    expect(failureOf(refused)).toEqual({ status: 403, reason: 'The lease-system integration is not active for this client.' });
  });
});
