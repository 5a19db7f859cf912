import { beforeAll, describe, expect, it } from 'vitest';
import { brandModelText } from '../../server/areas/brand-model-text';
import { describeKitContract, kitHarness } from './kit-contract';

const h = kitHarness();
const catalogue = { brand: 0, model: 0, otherBrandModel: 0 };

beforeAll(async () => {
  const [row] = await h.t.db.query<{ brand: number; model: number; other: number }>(
    `SELECT b.id AS brand, (SELECT id FROM models WHERE brand_id = b.id AND name = 'ID.3') AS model,
            (SELECT m.id FROM models m JOIN brands o ON o.id = m.brand_id WHERE o.name = 'Kia' LIMIT 1) AS other
     FROM brands b WHERE b.name = 'Volkswagen'`);
  Object.assign(catalogue, { brand: row!.brand, model: row!.model, otherBrandModel: row!.other });
});

describe('brand-model texts', () => {
  it('show the brand and model names, and search them', async () => {
    const res = (await h.call('supervisor', 'GET', '/brandmodeltext?q=tesla')).json<{ results: Record<string, unknown>[] }>();
    expect(res.results).toHaveLength(1);
    expect(res.results[0]).toMatchObject({ brandName: 'Tesla', modelName: 'Model 3', carArrangementId: null, carArrangementName: null, version: 1 });
  });

  it('exist under car arrangements only: a bike arrangement is a 400, nothing stored', async () => {
    const res = await h.call('supervisor', 'POST', '/brandmodeltext', { carArrangementId: h.ids.bike, brandId: catalogue.brand, text: '<p>x</p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['body.carArrangementId must be a car arrangement']);
    expect((await h.call('master', 'GET', `/brandmodeltext?carArrangementId=${h.ids.bike}`)).json().results).toEqual([]);
  });

  it('refuse an unknown brand (404) and a model of another brand (400)', async () => {
    expect((await h.call('supervisor', 'POST', '/brandmodeltext', { brandId: 999999, text: '' })).statusCode).toBe(404);
    const res = await h.call('supervisor', 'POST', '/brandmodeltext', { brandId: catalogue.brand, modelId: catalogue.otherBrandModel, text: '' });
    expect(res.json().errors).toEqual(['body.modelId must be a model of the brand body.brandId']);
  });

  it('are spelled as the contract spells them: GET /brandmodeltext, PUT and DELETE /brandModelText', async () => {
    const created = (await h.call('supervisor', 'POST', '/brandmodeltext', { brandId: catalogue.brand, modelId: catalogue.model, text: '<p>a</p>' })).json().results[0];
    expect((await h.call('supervisor', 'PUT', '/brandModelText', { id: created.id, text: '<p>b</p>' })).json().results[0].text).toBe('<p>b</p>');
    expect((await h.call('supervisor', 'DELETE', `/brandModelText?brandModelTextId=${created.id}`)).statusCode).toBe(200);
  });
});

// Brand-model texts have no plain text of their own: the rich text stands in for the length and type cases,
// and the search (brand and model names) is tested above.
describeKitContract(h, {
  area: brandModelText, create: { brandId: 1, text: '<p>Tekst</p>' }, mainField: 'text', mainMax: 100_000, plainSearched: false, richField: 'text',
});
