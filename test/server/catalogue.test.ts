import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, CarType, CatalogueModel, Fuel } from '../../contract/types/catalogue';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The car catalogue (spec 02 §7 "Brands, models"): GET /brand (optionally without the brands an
 * arrangement blocks as a whole), /model (all or ?brandId=), /model/brands, /model/types?modelId= and
 * /fuel, by name, without the app's "all" entry, over the seeded catalogue (seed-catalogue.ts).
 * Who may call them is in the access matrix; here the answers.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();
const id = { volvo: 0, kia: 0, directie: 0, lease2026: 0, polishArrangement: 0 };
let allBrands: string[] = [];
const byName = (a: string, b: string) => a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

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
  allBrands = (await t.db.query<{ name: string }>('SELECT name FROM brands')).map((b) => b.name).sort(byName);
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
    expect(brands.length).toBeGreaterThanOrEqual(40);
    expect(brands.map((b) => b.name)).toEqual(allBrands);
    expect(brands.find((b) => b.name === 'Kia')).toEqual({ id: id.kia, name: 'Kia', label: '' });
    expect(brands.some((b) => b.id === 0)).toBe(false);
    // Provider-wide: the master and another client's supervisor see the same catalogue.
    expect(await results<Brand>('/brand', 'master')).toEqual(brands);
    expect(await results<Brand>('/brand', 'polish')).toEqual(brands);
  });

  it('leaves out the brands an arrangement blocks as a whole, not those with only a model blocked', async () => {
    const names = async (url: string) => (await results<Brand>(url)).map((b) => b.name);
    // The seed blocks Lamborghini and Ferrari whole and Tesla's Cybertruck in Leaseregeling 2026.
    expect(await names(`/brand?excludeBlockedBrands=true&carArrangementId=${id.lease2026}`)).toEqual(
      allBrands.filter((b) => b !== 'Lamborghini' && b !== 'Ferrari'));
    const [xc40] = await t.db.query<{ id: number }>("SELECT id FROM models WHERE name = 'XC40'");
    const [{ client_id: demo }] = await t.db.query<{ client_id: number }>('SELECT client_id FROM car_arrangements WHERE id = $1', [id.directie]) as [{ client_id: number }];
    await t.db.query('INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id, model_id) VALUES ($1, $2, $3, NULL), ($1, $2, $4, $5)',
      [demo, id.directie, id.kia, id.volvo, xc40!.id]);
    try {
      expect(await names(`/brand?excludeBlockedBrands=true&carArrangementId=${id.directie}`)).toEqual(allBrands.filter((b) => b !== 'Kia'));
      // Without the flag nothing is left out.
      expect(await names(`/brand?excludeBlockedBrands=false&carArrangementId=${id.directie}`)).toEqual(allBrands);
      expect(await names(`/brand?carArrangementId=${id.directie}`)).toEqual(allBrands);
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
  it('answers the brand\'s models by name with their brand, segment and whether still sold', async () => {
    const models = await results<CatalogueModel>(`/model?brandId=${id.volvo}`);
    expect(models.map((m) => m.name)).toEqual(['EC40', 'ES90', 'EX30', 'EX40', 'EX90', 'S60', 'S90', 'V60', 'V90', 'XC40', 'XC60', 'XC90']);
    for (const m of models) {
      expect(m).toEqual({ id: expect.any(Number), modelId: m.id, name: m.name, label: '', brandId: id.volvo, brandName: 'Volvo',
        segmentCode: expect.stringMatching(/^[A-Z]+$/), isActive: m.name !== 'S60' && m.name !== 'S90' });
    }
    expect(models.find((m) => m.name === 'XC40')!.segmentCode).toBe('J');
  });

  it('answers every model without brandId, by brand then model name', async () => {
    const models = await results<CatalogueModel>('/model');
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM models') as [{ n: number }];
    expect(models).toHaveLength(n);
    expect(n).toBeGreaterThanOrEqual(300);
    const keys = models.map((m) => [m.brandName, m.name] as const);
    const sorted = [...keys].sort((a, b) => byName(a[0], b[0]) || byName(a[1], b[1]));
    expect(keys).toEqual(sorted);
  });

  it('answers an unknown brand with an empty list', async () => {
    expect(await results<CatalogueModel>('/model?brandId=999999')).toEqual([]);
  });

  it.each(['brandId=', 'brandId=0', 'brandId=-1', 'brandId=abc', 'brandId=1.5', 'brandId=99999999999'])('refuses ?%s with 400 naming brandId', async (query) => {
    const failure = failureOf(await get(`/model?${query}`));
    expect(failure.status).toBe(400);
    expect(failure.reason).toContain('brandId');
  });
});

describe('GET /api-admin/model/brands', () => {
  it('answers the brands still selling a model, by name', async () => {
    expect((await results<Brand>('/model/brands')).map((b) => b.name)).toEqual(allBrands);
    await t.db.query('UPDATE models SET is_active = false WHERE brand_id = $1', [id.kia]);
    try {
      expect((await results<Brand>('/model/brands')).map((b) => b.name)).toEqual(allBrands.filter((b) => b !== 'Kia'));
      // GET /brand still has it: old orders and texts name it.
      expect((await results<Brand>('/brand')).map((b) => b.name)).toContain('Kia');
    } finally {
      await t.db.query('UPDATE models SET is_active = true WHERE brand_id = $1', [id.kia]);
    }
  });
});

describe('GET /api-admin/model/types', () => {
  it('answers a model\'s versions by name with fuel, body type, label, CO2, prices and date added', async () => {
    const [xc40] = await t.db.query<{ id: number }>("SELECT id FROM models WHERE name = 'XC40'");
    const types = await results<CarType>(`/model/types?modelId=${xc40!.id}`);
    expect(types.length).toBeGreaterThanOrEqual(4);
    expect(types.map((v) => v.name)).toEqual([...types.map((v) => v.name)].sort(byName));
    for (const v of types) {
      expect(v).toEqual({
        id: expect.any(Number), modelId: xc40!.id, typeIdHist: expect.any(Number), name: expect.any(String),
        fuelCode: expect.stringMatching(/^(ag|d|dh|e|g|l|lh|w|o)$/), bodyType: 'tw', energyLabel: expect.stringMatching(/^[A-G-]$/),
        co2: expect.any(Number), consumerPrice: expect.any(Number), fiscalValue: expect.any(Number), dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(v.fiscalValue!).toBeLessThan(v.consumerPrice!);
      if (v.fuelCode === 'e') expect([v.co2, v.energyLabel]).toEqual([0, 'A']);
    }
  });

  it('answers an unknown model with 404 and a bad or missing modelId with 400 naming it', async () => {
    expect(failureOf(await get('/model/types?modelId=999999'))).toEqual({ status: 404, reason: 'Model 999999 was not found.' });
    for (const query of ['', 'modelId=', 'modelId=0', 'modelId=x']) {
      const failure = failureOf(await get(`/model/types?${query}`));
      expect(failure.status).toBe(400);
      expect(failure.reason).toContain('modelId');
    }
  });

  it('has plausible figures over the whole catalogue: fuel mix, CO2 by fuel, recent additions', async () => {
    const [row] = await t.db.query<{ versions: number; electric: number; petrol: number; recent: number; petrol_co2: number }>(
      `SELECT count(*)::int AS versions, count(*) FILTER (WHERE fuel_code = 'e')::int AS electric,
              count(*) FILTER (WHERE fuel_code IN ('l', 'lh'))::int AS petrol,
              count(*) FILTER (WHERE date_added > '2026-03-02'::date - 21)::int AS recent,
              avg(co2) FILTER (WHERE fuel_code = 'l')::int AS petrol_co2 FROM car_types`);
    expect(row!.versions).toBeGreaterThanOrEqual(2000);
    expect(row!.electric / row!.versions).toBeGreaterThan(0.2);
    expect(row!.petrol / row!.versions).toBeGreaterThan(0.2);
    expect(row!.recent).toBeGreaterThan(20);
    expect(row!.petrol_co2).toBeGreaterThan(100);
  });
});

describe('GET /api-admin/fuel', () => {
  it('answers the fixed fuel codes with names and stable ids, also to the bulk user', async () => {
    const fuels = await results<Fuel>('/fuel', 'bulk');
    expect(fuels.map((f) => f.code)).toEqual(['ag', 'd', 'dh', 'e', 'g', 'l', 'lh', 'w', 'o']);
    expect(fuels.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(fuels.find((f) => f.code === 'e')).toEqual({ id: 4, name: 'Electric', code: 'e' });
  });
});
