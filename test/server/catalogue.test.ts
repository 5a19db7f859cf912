import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, Model } from '../../src/api/types';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The car catalogue (spec 02 §7 "Brands, models"): GET /brand (optionally without the brands an
 * arrangement blocks as a whole) and GET /model?brandId=, by name, without the app's "all" entry.
 * Who may call them is in the access matrix; here the answers.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
const id = { volvo: 0, kia: 0, directie: 0, lease2026: 0, polishArrangement: 0 };

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
  const one = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;
  id.volvo = await one('SELECT id FROM brands WHERE name = $1', ['Volvo']);
  id.kia = await one('SELECT id FROM brands WHERE name = $1', ['Kia']);
  id.directie = await one('SELECT id FROM car_arrangements WHERE display_name = $1', ['Leaseregeling Directie']);
  id.lease2026 = await one('SELECT id FROM car_arrangements WHERE display_name = $1', ['Leaseregeling 2026']);
  id.polishArrangement = await one(
    "SELECT ca.id FROM car_arrangements ca JOIN clients c ON c.id = ca.client_id WHERE c.name = 'flota-pl' ORDER BY ca.id LIMIT 1", []);
}, 60_000);

afterAll(() => t?.close());

const get = (url: string, who: TestSigner = 'supervisor') => t.app.inject({ method: 'GET', url: `/api-admin${url}`, headers: bearer(tokens.get(who)!) });

async function results<T>(url: string, who?: TestSigner): Promise<T[]> {
  const res = await get(url, who);
  expect(res.statusCode, res.body).toBe(200);
  const body = envelopeOf(res);
  expect(body.successful).toBe(true);
  return body.results as T[];
}

describe('GET /api-admin/brand', () => {
  it('answers every brand by name with id, name and label, and no "all" entry', async () => {
    const brands = await results<Brand>('/brand');
    expect(brands.map((b) => b.name)).toEqual(['Kia', 'Tesla', 'Volkswagen', 'Volvo']);
    expect(brands[0]).toEqual({ id: id.kia, name: 'Kia', label: '' });
    expect(brands.some((b) => b.id === 0)).toBe(false);
    // Provider-wide: the master and another client's supervisor see the same catalogue.
    expect(await results<Brand>('/brand', 'master')).toEqual(brands);
    expect(await results<Brand>('/brand', 'polish')).toEqual(brands);
  });

  it('leaves out the brands an arrangement blocks as a whole, not those with only a model blocked', async () => {
    const [xc40] = await t.db.query<{ id: number }>("SELECT id FROM models WHERE name = 'XC40'");
    const [{ client_id: demo }] = await t.db.query<{ client_id: number }>('SELECT client_id FROM car_arrangements WHERE id = $1', [id.directie]) as [{ client_id: number }];
    await t.db.query('INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id, model_id) VALUES ($1, $2, $3, NULL), ($1, $2, $4, $5)',
      [demo, id.directie, id.kia, id.volvo, xc40!.id]);
    try {
      const names = async (url: string) => (await results<Brand>(url)).map((b) => b.name);
      expect(await names(`/brand?excludeBlockedBrands=true&carArrangementId=${id.directie}`)).toEqual(['Tesla', 'Volkswagen', 'Volvo']);
      // Another arrangement blocks nothing; without the flag nothing is left out.
      expect(await names(`/brand?excludeBlockedBrands=true&carArrangementId=${id.lease2026}`)).toEqual(['Kia', 'Tesla', 'Volkswagen', 'Volvo']);
      expect(await names(`/brand?excludeBlockedBrands=false&carArrangementId=${id.directie}`)).toEqual(['Kia', 'Tesla', 'Volkswagen', 'Volvo']);
      expect(await names(`/brand?carArrangementId=${id.directie}`)).toEqual(['Kia', 'Tesla', 'Volkswagen', 'Volvo']);
    } finally {
      await t.db.query('DELETE FROM blocked_brand_models WHERE car_arrangement_id = $1', [id.directie]);
    }
  });

  it('refuses an arrangement of another client (404) and excludeBlockedBrands without one or with a bad value (400)', async () => {
    expect(failureOf(await get(`/brand?excludeBlockedBrands=true&carArrangementId=${id.polishArrangement}`))).toEqual({
      status: 404, reason: `Car arrangement ${id.polishArrangement} was not found.`,
    });
    expect(failureOf(await get('/brand?excludeBlockedBrands=true'))).toEqual({
      status: 400, reason: 'querystring.carArrangementId is required with excludeBlockedBrands=true',
    });
    expect(failureOf(await get('/brand?excludeBlockedBrands=yes')).status).toBe(400);
    expect(failureOf(await get('/brand?excludeBlockedBrands=true&carArrangementId=0')).status).toBe(400);
  });
});

describe('GET /api-admin/model', () => {
  it('answers the brand\'s models by name with id, modelId and name', async () => {
    const models = await results<Model>(`/model?brandId=${id.volvo}`);
    expect(models.map((m) => m.name)).toEqual(['EX30', 'XC40']);
    for (const m of models) expect(m).toEqual({ id: expect.any(Number), modelId: m.id, name: m.name, label: '' });
  });

  it('answers an unknown brand with an empty list', async () => {
    expect(await results<Model>('/model?brandId=999999')).toEqual([]);
  });

  it.each(['', 'brandId=', 'brandId=0', 'brandId=-1', 'brandId=abc', 'brandId=1.5', 'brandId=99999999999'])('refuses ?%s with 400', async (query) => {
    expect(failureOf(await get(`/model?${query}`)).status).toBe(400);
  });
});
