import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Brand } from '../../contract/types/catalogue';
import { failureOf } from './helpers';
import { kitHarness } from './kit-contract';

/**
 * Blocked brand/models (server/areas/blocked-brand-model.ts): supervisor and above, car arrangements only,
 * sorted by brand name, a brand whole or one model of it, no duplicates, versions with ETag/If-Match,
 * client and reach, and GET /brand?excludeBlockedBrands=true following the rows.
 */
const h = kitHarness();

type Row = Record<string, unknown> & { id: number; version: number };
const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Row[] }>().results[0]!;
const rowsOf = (res: LightMyRequestResponse) => res.json<{ results: Row[] }>().results;

async function catalogue(brand: string, model?: string): Promise<{ brandId: number; modelId: number | null }> {
  const [row] = await h.t.db.query<{ brand: number; model: number | null }>(
    'SELECT b.id AS brand, (SELECT m.id FROM models m WHERE m.brand_id = b.id AND m.name = $2) AS model FROM brands b WHERE b.name = $1', [brand, model ?? null]);
  return { brandId: row!.brand, modelId: model ? row!.model : null };
}
const count = async () => (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM blocked_brand_models'))[0]!.n;
const brandNames = async (arrangement: number) =>
  (await h.call('supervisor', 'GET', `/brand?excludeBlockedBrands=true&carArrangementId=${arrangement}`)).json<{ results: Brand[] }>().results.map((b) => b.name);

describe('blocked brand/models', () => {
  it('list an arrangement\'s blocks sorted by brand name, with the brand and its name, filtered by brand', async () => {
    const rows = rowsOf(await h.call('supervisor', 'GET', `/blockbrandmodels?carArrangementId=${h.ids.arrangementIn}`));
    expect(rows.map((r) => [r.brandName, r.modelName])).toEqual([['Ferrari', null], ['Lamborghini', null], ['Peugeot', '208'], ['Tesla', 'Cybertruck']]);
    const tesla = await catalogue('Tesla');
    expect(rows[3]).toMatchObject({
      carArrangementId: h.ids.arrangementIn, carArrangementName: 'Leaseregeling 2026', brandId: tesla.brandId, brand: { id: tesla.brandId, name: 'Tesla' }, version: 1,
    });
    const filtered = rowsOf(await h.call('supervisor', 'GET', `/blockbrandmodels?carArrangementId=${h.ids.arrangementIn}&brandId=${tesla.brandId}`));
    expect(filtered.map((r) => r.modelName)).toEqual(['Cybertruck']);
    expect(failureOf(await h.call('supervisor', 'GET', '/blockbrandmodels?brandId=x')).reason).toContain('brandId');
  });

  it('are supervisor and above', async () => {
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await h.call(who, 'GET', '/blockbrandmodels')).statusCode).toBe(403);
      expect((await h.call(who, 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, ...(await catalogue('Kia')) })).statusCode).toBe(403);
    }
    expect(await count()).toBe(4);
  });

  it('block a brand whole or one model, and the whole brand leaves GET /brand?excludeBlockedBrands=true', async () => {
    const kia = await catalogue('Kia');
    expect(await brandNames(h.ids.arrangementOut)).toContain('Kia');
    const model = await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementOut, ...(await catalogue('Kia', 'EV9')) });
    expect(model.statusCode, model.body).toBe(200);
    expect(model.headers.etag).toBe('"1"');
    expect(rowOf(model)).toMatchObject({ brandName: 'Kia', modelName: 'EV9', version: 1 });
    // One model blocked: the brand stays pickable.
    expect(await brandNames(h.ids.arrangementOut)).toContain('Kia');
    const whole = await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementOut, brandId: kia.brandId });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(rowOf(whole).modelId).toBeNull();
    expect(await brandNames(h.ids.arrangementOut)).not.toContain('Kia');
    // Blocking another model of a brand blocked whole changes nothing: refused with the reason.
    const more = await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementOut, ...(await catalogue('Kia', 'EV6')) });
    expect(failureOf(more)).toEqual({ status: 400, reason: 'body.modelId: the arrangement already blocks this brand as a whole' });
    for (const row of [rowOf(model), rowOf(whole)]) expect((await h.call('supervisor', 'DELETE', `/blockbrandmodels?blockBrandModelId=${row.id}`)).statusCode).toBe(200);
    expect(await brandNames(h.ids.arrangementOut)).toContain('Kia');
  });

  it('refuse a duplicate with 409 and its reason, storing nothing', async () => {
    const before = await count();
    const lamborghini = await catalogue('Lamborghini');
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, brandId: lamborghini.brandId, modelId: null })))
      .toEqual({ status: 409, reason: 'This brand or model is already blocked in this arrangement.' });
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, ...(await catalogue('Tesla', 'Cybertruck')) })).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('take back exactly what GET returned, and refuse a stale If-Match with 412 and nothing written', async () => {
    const created = rowOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, ...(await catalogue('Volvo', 'XC90')) }));
    const got = await h.call('supervisor', 'GET', `/blockbrandmodels?blockBrandModelId=${created.id}`);
    expect(got.headers.etag).toBe('"1"');
    const same = await h.call('supervisor', 'PUT', '/blockbrandmodels', rowOf(got), { 'if-match': '"1"' });
    expect(same.statusCode, same.body).toBe(200);
    const version = rowOf(same).version;
    const moved = await h.call('supervisor', 'PUT', '/blockbrandmodels', { id: created.id, ...(await catalogue('Volvo', 'XC60')) }, { 'if-match': `"${version}"` });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(rowOf(moved)).toMatchObject({ modelName: 'XC60', version: version + 1 });
    const stale = await h.call('supervisor', 'PUT', '/blockbrandmodels', { id: created.id, modelId: null }, { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(`"${version + 1}"`);
    expect((await h.call('supervisor', 'DELETE', `/blockbrandmodels?blockBrandModelId=${created.id}`, undefined, { 'if-match': `"${version}"` })).statusCode).toBe(412);
    expect(rowOf(await h.call('supervisor', 'GET', `/blockbrandmodels?blockBrandModelId=${created.id}`))).toMatchObject({ modelName: 'XC60', version: version + 1 });
    expect(failureOf(await h.call('supervisor', 'PUT', '/blockbrandmodels', { id: created.id, label: 'x' })).reason).toContain('label');
    expect((await h.call('supervisor', 'DELETE', `/blockbrandmodels?blockBrandModelId=${created.id}`, undefined, { 'if-match': `"${version + 1}"` })).statusCode).toBe(200);
  });

  it('refuse bad input naming the field: a model of another brand, unknown ids, a missing brand', async () => {
    const before = await count();
    const volvo = await catalogue('Volvo');
    const kiaModel = (await catalogue('Kia', 'EV6')).modelId;
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, brandId: volvo.brandId, modelId: kiaModel })))
      .toEqual({ status: 400, reason: 'body.modelId must be a model of the brand body.brandId' });
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, brandId: 999999 })))
      .toEqual({ status: 404, reason: 'Brand 999999 was not found.' });
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn })).reason).toContain('brandId');
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { brandId: volvo.brandId })).reason).toContain('carArrangementId');
    expect(failureOf(await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementIn, brandId: 'Volvo' })).reason).toContain('brandId');
    expect(await count()).toBe(before);
  });

  it('are for car arrangements only: a bike plan\'s block is a 400 with the reason', async () => {
    const res = await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.bike, ...(await catalogue('Volvo')) });
    expect(res.statusCode).toBe(400);
    expect(failureOf(res).reason).toMatch(/car/i);
    expect(await count()).toBe(4);
  });

  it("answer another client's supervisor 404 and a scoped administrator 404 outside reach, changing nothing", async () => {
    const [seeded] = rowsOf(await h.call('supervisor', 'GET', `/blockbrandmodels?carArrangementId=${h.ids.arrangementIn}`));
    expect((await h.call('polish', 'GET', `/blockbrandmodels?blockBrandModelId=${seeded!.id}`)).statusCode).toBe(404);
    expect((await h.call('polish', 'DELETE', `/blockbrandmodels?blockBrandModelId=${seeded!.id}`)).statusCode).toBe(404);
    expect(rowsOf(await h.call('polish', 'GET', '/blockbrandmodels'))).toEqual([]);
    await h.asScopedSupervisor(async () => {
      // Noord reaches Leaseregeling 2026, not Directie.
      expect((await h.call('supervisor', 'GET', `/blockbrandmodels?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'POST', '/blockbrandmodels', { carArrangementId: h.ids.arrangementOut, ...(await catalogue('Volvo')) })).statusCode).toBe(404);
      expect(rowsOf(await h.call('supervisor', 'GET', `/blockbrandmodels?carArrangementId=${h.ids.arrangementIn}`))).toHaveLength(4);
    });
    expect(await count()).toBe(4);
  });
});
