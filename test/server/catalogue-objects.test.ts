import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectBrand, ObjectModel, ObjectType } from '../../contract/types/catalogue';
import { segmentWords } from '../../server/routes/segments-workbook';
import { bearer, createTestServer, envelopeOf, failureOf, signInEveryone, type TestServer, type TestSigner } from './helpers';

/**
 * The non-car catalogue (GET /api-object/{type}/brands, /models/{brandId}, /types/{modelId}) and the
 * active-models workbook (GET /segments/activemodelssegmentcode), opened with exceljs. Roles are in the
 * access matrix.
 */
let t: TestServer;
let tokens = new Map<TestSigner, string>();

beforeAll(async () => {
  t = await createTestServer();
  tokens = await signInEveryone(t.app);
}, 60_000);

afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api-admin${url}`, headers: { ...bearer(tokens.get('supervisor')!), ...headers } });

async function results<T>(url: string): Promise<T[]> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results as T[];
}

describe('GET /api-admin/api-object/{type}/…', () => {
  it('answers a type\'s brands, a brand\'s models and a model\'s versions, each by name', async () => {
    const brands = await results<ObjectBrand>('/api-object/bike/brands');
    expect(brands.map((b) => b.name)).toEqual(['Batavus', 'Cortina', 'Gazelle', 'Riese & Müller', 'Sparta', 'Stromer', 'Trek']);
    const gazelle = brands.find((b) => b.name === 'Gazelle')!;
    expect(gazelle).toEqual({ id: expect.any(Number), name: 'Gazelle', label: '' });
    const models = await results<ObjectModel>(`/api-object/bike/models/${gazelle.id}`);
    expect(models.map((m) => m.name)).toEqual(['Arroyo C7+', 'Chamonix', 'Esprit', 'Ultimate C380']);
    expect(models[0]).toEqual({ id: models[0]!.id, modelId: models[0]!.id, brandId: gazelle.id, name: 'Arroyo C7+', label: '' });
    const chamonix = models.find((m) => m.name === 'Chamonix')!;
    const types = await results<ObjectType>(`/api-object/bike/types/${chamonix.id}`);
    expect(types.map((v) => v.name)).toEqual(['Chamonix Base', 'Chamonix Comfort', 'Chamonix Premium']);
    // A plain bike has no engine; prices rise with the edition.
    expect(types.map((v) => v.fuelCode)).toEqual([null, null, null]);
    expect(types[0]!.consumerPrice).toBeLessThan(types[2]!.consumerPrice);
    expect(types[0]!.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps types apart: a truck brand is not found as a bike brand, and types without a catalogue have none', async () => {
    const [daf] = await results<ObjectBrand>('/api-object/truck/brands');
    expect(daf!.name).toBe('DAF');
    expect(failureOf(await get(`/api-object/bike/models/${daf!.id}`))).toEqual({ status: 404, reason: `Brand ${daf!.id} was not found.` });
    const [xf] = await results<ObjectModel>(`/api-object/truck/models/${daf!.id}`);
    expect(failureOf(await get(`/api-object/tractor/types/${xf!.id}`))).toEqual({ status: 404, reason: `Model ${xf!.id} was not found.` });
    expect(await results('/api-object/rocket/brands')).toEqual([]);
  });

  it('refuses car, an unknown type and a bad id with 400 naming the parameter', async () => {
    expect(failureOf(await get('/api-object/car/brands'))).toEqual({ status: 400, reason: 'params.type car: the car catalogue is GET /brand, /model and /model/types' });
    expect(failureOf(await get('/api-object/boat/brands')).reason).toContain('params.type');
    expect(failureOf(await get('/api-object/BIKE/brands')).reason).toContain('type');
    for (const url of ['/api-object/bike/models/0', '/api-object/bike/models/x', '/api-object/bike/types/-1']) {
      const failure = failureOf(await get(url));
      expect(failure.status).toBe(400);
      expect(failure.reason).toMatch(/brandId|modelId/);
    }
  });
});

describe('GET /api-admin/segments/activemodelssegmentcode', () => {
  async function workbook(headers: Record<string, string> = {}) {
    const res = await get('/segments/activemodelssegmentcode', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { disposition: res.headers['content-disposition'], sheet: sheet.name, rows };
  }

  it('is a workbook of the models still sold with their segment code, named by date, product and label', async () => {
    const { disposition, sheet, rows } = await workbook();
    // The test clock's day (2026-03-02), the product key AMW and Dutch, the default language.
    expect(disposition).toBe('attachment; filename="20260302_AMW_Segmenten.xlsx"');
    expect(sheet).toBe('Segmenten');
    expect(rows[0]).toEqual(['Merk', 'Model', 'Segmentcode', 'Segment']);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM models WHERE is_active') as [{ n: number }];
    expect(rows).toHaveLength(n + 1);
    expect(rows).toContainEqual(['Volvo', 'XC40', 'J', 'SUV']);
    expect(rows).toContainEqual(['Škoda', 'Octavia', 'C', 'Compacte middenklasse']);
    // No longer sold: left out.
    expect(rows.some((r) => r[0] === 'Audi' && r[1] === 'TT')).toBe(false);
    expect(rows[1]![0]).toBe('Abarth');
  });

  it('speaks the caller\'s language from Accept-Language', async () => {
    const { disposition, rows } = await workbook({ 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' });
    expect(disposition).toBe('attachment; filename="20260302_AMW_Segments.xlsx"');
    expect(rows[0]).toEqual(['Brand', 'Model', 'Segment code', 'Segment']);
    expect(segmentWords('pl-PL')[0]).toBe('Segmenty');
    expect(segmentWords('es-ES, de;q=0.8, fr;q=0.9')[0]).toBe('Segments');
    expect(segmentWords('de;q=0, xx')[0]).toBe('Segmenten');
  });
});
