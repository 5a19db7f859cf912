import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { failureOf } from './helpers';
import { kitHarness } from './kit-contract';

/**
 * Deviations (server/areas/deviation.ts): the kit's contract for a table without a text field (ETag,
 * 412, a PUT of what GET returned, strict bodies, other client, reach), the rules across fields, car
 * arrangements only, and GET /cararrangement/deviations.
 */
const h = kitHarness();

type Row = Record<string, unknown> & { id: number; version: number };
const rowOf = (res: LightMyRequestResponse) => res.json<{ results: Row[] }>().results[0]!;
const rowsOf = (res: LightMyRequestResponse) => res.json<{ results: Row[] }>().results;

/** "When CO2 is smaller than 95 g/km, the own contribution is lowered by € 25" for petrol in every category. */
const co2Rule = () => ({
  carArrangementId: h.ids.arrangementIn, categoryId: null, fuel: 'l', co2FuelLabel1: 'co2', deviationLGS: 'smaller', co2Value: 95,
  deviationValue: 25, deviationPB: 'amount', additionOrDeduction: 'deduction', ownContributionOrMaxLeaseOrLeasePrice: 'ownContribution', perGrCo2: false,
});

async function create(extra: Record<string, unknown> = {}): Promise<Row> {
  const res = await h.call('bulk', 'POST', '/deviation', { ...co2Rule(), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return rowOf(res);
}
const stored = async (id: number) => rowOf(await h.call('master', 'GET', `/deviation?deviationId=${id}`));
const count = async () => (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deviations'))[0]!.n;
const categoryOf = async (arrangement: number, number: number) =>
  (await h.t.db.query<{ id: number }>('SELECT id FROM categories WHERE car_arrangement_id = $1 AND category_number = $2', [arrangement, number]))[0]!.id;

describe('deviations', () => {
  it('are read and written by bulk and above, with the derived label code and the names GET shows', async () => {
    expect((await h.call('subsupervisor', 'GET', '/deviation')).statusCode).toBe(403);
    expect((await h.call('subsupervisor', 'POST', '/deviation', co2Rule())).statusCode).toBe(403);
    const seeded = rowsOf(await h.call('bulk', 'GET', `/deviation?carArrangementId=${h.ids.arrangementIn}`));
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    expect(seeded[0]).toMatchObject({ categoryId: null, categoryName: null, carArrangementName: 'Leaseregeling 2026' });
    const res = await h.call('bulk', 'POST', '/deviation', co2Rule());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    const row = rowOf(res);
    expect(row).toEqual({ id: row.id, version: 1, ...co2Rule(), fuelLabelValue: null, co2FuelLabel2: 2, categoryName: null, carArrangementName: 'Leaseregeling 2026' });
    const one = await h.call('bulk', 'GET', `/deviation?deviationId=${row.id}`);
    expect(one.headers.etag).toBe('"1"');
    expect(rowOf(one)).toEqual(row);
    const label = await create({ co2FuelLabel1: 'fuelLabel', co2Value: null, fuelLabelValue: 'A', deviationPB: 'percentage', deviationValue: 7.5 });
    expect(label).toMatchObject({ co2FuelLabel2: 3, fuelLabelValue: 'A', co2Value: null, deviationValue: 7.5 });
  });

  it('takes back exactly what GET returned, and refuses a stale If-Match with 412 and nothing written', async () => {
    const row = await create();
    const res = await h.call('bulk', 'PUT', '/deviation', row, { 'if-match': '"1"' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(rowOf(res)).toEqual({ ...row, version: 2 });
    const stale = await h.call('bulk', 'PUT', '/deviation', { id: row.id, deviationValue: 99 }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect((await h.call('bulk', 'DELETE', `/deviation?deviationId=${row.id}`, undefined, { 'if-match': '"1"' })).statusCode).toBe(412);
    expect(await stored(row.id)).toEqual({ ...row, version: 2 });
    const deleted = await h.call('bulk', 'DELETE', `/deviation?deviationId=${row.id}`, undefined, { 'if-match': '"2"' });
    expect(deleted.json()).toEqual({ results: [{ id: row.id }], successful: true, errors: [] });
    expect((await h.call('bulk', 'GET', `/deviation?deviationId=${row.id}`)).statusCode).toBe(404);
  });

  it('needs exactly the compared value its basis names, per gram only on CO2, a percentage at most 100', async () => {
    const before = await count();
    const refused: [Record<string, unknown>, string][] = [
      [{ co2Value: null }, 'body.co2Value is required when body.co2FuelLabel1 is co2'],
      [{ fuelLabelValue: 'B' }, 'body.fuelLabelValue must be empty when body.co2FuelLabel1 is co2'],
      [{ co2FuelLabel1: 'fuelLabel', co2Value: null }, 'body.fuelLabelValue is required when body.co2FuelLabel1 is fuelLabel'],
      [{ co2FuelLabel1: 'fuelLabel', fuelLabelValue: 'B' }, 'body.co2Value must be empty when body.co2FuelLabel1 is fuelLabel'],
      [{ co2FuelLabel1: 'fuelLabel', co2Value: null, fuelLabelValue: 'B', perGrCo2: true }, 'body.perGrCo2 can only be set when body.co2FuelLabel1 is co2'],
      [{ deviationPB: 'percentage', deviationValue: 100.5 }, 'body.deviationValue must be at most 100 as a percentage (body.deviationPB)'],
    ];
    for (const [extra, reason] of refused) {
      expect(failureOf(await h.call('bulk', 'POST', '/deviation', { ...co2Rule(), ...extra }))).toEqual({ status: 400, reason });
    }
    expect(await count()).toBe(before);
    // A PUT is checked on the row as it will be: switching the basis needs the other value, and clears the first.
    const row = await create();
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: row.id, co2FuelLabel1: 'fuelLabel' })).reason)
      .toBe('body.fuelLabelValue is required when body.co2FuelLabel1 is fuelLabel');
    const switched = rowOf(await h.call('bulk', 'PUT', '/deviation', { id: row.id, co2FuelLabel1: 'fuelLabel', co2Value: null, fuelLabelValue: 'C' }));
    expect(switched).toMatchObject({ co2FuelLabel1: 'fuelLabel', co2FuelLabel2: 3, co2Value: null, fuelLabelValue: 'C', version: 2 });
    expect((await create({ deviationPB: 'percentage', deviationValue: 100 })).deviationValue).toBe(100);
    expect((await create({ deviationValue: 1250.75 })).deviationValue).toBe(1250.75);
  });

  it('refuses bad input naming the field, storing nothing', async () => {
    const row = await create();
    const before = await count();
    const cases: [object, RegExp][] = [
      [{ ...co2Rule(), foo: 1 }, /^body\.foo is not allowed$/],
      [{ ...co2Rule(), deviationLGS: 'bigger' }, /^body\.deviationLGS must be one of smaller, larger, equal/],
      [{ ...co2Rule(), fuel: 'e' }, /^body\.fuel must be one of l, d/],
      [{ ...co2Rule(), co2FuelLabel1: 'CO2' }, /^body\.co2FuelLabel1 must be one of co2, fuelLabel/],
      [{ ...co2Rule(), co2Value: 1001 }, /^body\.co2Value/],
      [{ ...co2Rule(), co2Value: 9.5 }, /^body\.co2Value/],
      [{ ...co2Rule(), deviationValue: -1 }, /^body\.deviationValue/],
      [{ ...co2Rule(), deviationValue: 1.005 }, /^body\.deviationValue/],
      [{ ...co2Rule(), deviationValue: '25' }, /^body\.deviationValue/],
      [{ ...co2Rule(), additionOrDeduction: 'added' }, /^body\.additionOrDeduction/],
      [{ ...co2Rule(), ownContributionOrMaxLeaseOrLeasePrice: 'normLease' }, /^body\.ownContributionOrMaxLeaseOrLeasePrice/],
      [{ ...co2Rule(), perGrCo2: 'yes' }, /^body\.perGrCo2/],
      // co2FuelLabel2 is GET's to show: a create takes it and ignores it (issue 37); a field GET never shows stays refused.
      [{ ...co2Rule(), isDeleted: true }, /^body\.isDeleted is not allowed$/],
      [{ ...co2Rule(), deviationPB: undefined }, /deviationPB/],
    ];
    for (const [payload, reason] of cases) {
      const res = failureOf(await h.call('bulk', 'POST', '/deviation', payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.reason).toMatch(reason);
    }
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: row.id, fuelLabelValue: '-' })).reason).toMatch(/^body\.fuelLabelValue/);
    expect(await count()).toBe(before);
    expect(await stored(row.id)).toEqual(row);
  });

  it('are for car arrangements only: a bike plan\'s deviation is a 400 with the reason', async () => {
    const res = await h.call('bulk', 'POST', '/deviation', { ...co2Rule(), carArrangementId: h.ids.bike });
    expect(failureOf(res)).toEqual({ status: 400, reason: 'body.carArrangementId must be a car arrangement' });
    const row = await create();
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: row.id, carArrangementId: h.ids.bike })).status).toBe(400);
    expect(await stored(row.id)).toEqual(row);
    expect(rowsOf(await h.call('bulk', 'GET', `/cararrangement/deviations?carArrangementId=${h.ids.bike}`))).toEqual([]);
  });

  it('takes a category of the same arrangement that has the fuel, null meaning all categories', async () => {
    const entry = await categoryOf(h.ids.arrangementIn, 1);
    const own = await create({ categoryId: entry, fuel: 'd' });
    expect(own).toMatchObject({ categoryId: entry, categoryName: 'Categorie 1 – Instap', fuel: 'd' });
    const elsewhere = await categoryOf(h.ids.arrangementOut, 10);
    expect(failureOf(await h.call('bulk', 'POST', '/deviation', { ...co2Rule(), categoryId: elsewhere })))
      .toEqual({ status: 400, reason: 'body.categoryId must be a category of the deviation\'s arrangement (body.carArrangementId)' });
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: own.id, categoryId: 999_999 })).status).toBe(400);
    // Moving the row to another arrangement takes its category along only when that one has it too.
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: own.id, carArrangementId: h.ids.arrangementOut })).reason).toMatch(/^body\.categoryId/);
    const [electricOnly] = await h.t.db.query<{ id: number }>(
      `INSERT INTO categories (client_id, car_arrangement_id, category_number, display_name) VALUES ($1, $2, 77, 'Alleen elektrisch') RETURNING id`,
      [h.ids.demo, h.ids.arrangementIn]);
    await h.t.db.query(`INSERT INTO category_fuels (client_id, category_id, fuel_code) VALUES ($1, $2, 'e')`, [h.ids.demo, electricOnly!.id]);
    expect(failureOf(await h.call('bulk', 'PUT', '/deviation', { id: own.id, categoryId: electricOnly!.id })).reason)
      .toBe('body.fuel must be one of the category\'s fuels (body.categoryId)');
    expect(await stored(own.id)).toEqual(own);
    const all = rowOf(await h.call('bulk', 'PUT', '/deviation', { id: own.id, categoryId: null }));
    expect(all).toMatchObject({ categoryId: null, categoryName: null, version: 2 });
  });

  it("answers another client's supervisor 404 and a scoped administrator 404 outside reach, changing nothing", async () => {
    const row = await create({ carArrangementId: h.ids.arrangementOut });
    expect((await h.call('polish', 'GET', `/deviation?deviationId=${row.id}`)).statusCode).toBe(404);
    expect((await h.call('polish', 'PUT', '/deviation', { id: row.id, deviationValue: 1 })).statusCode).toBe(404);
    expect((await h.call('polish', 'DELETE', `/deviation?deviationId=${row.id}`)).statusCode).toBe(404);
    expect((await h.call('polish', 'GET', `/cararrangement/deviations?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
    expect(rowsOf(await h.call('polish', 'GET', '/deviation')).map((r) => r.id)).not.toContain(row.id);
    await h.asScopedSupervisor(async () => {
      expect((await h.call('supervisor', 'GET', `/deviation?deviationId=${row.id}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', `/cararrangement/deviations?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
      expect((await h.call('supervisor', 'POST', '/deviation', { ...co2Rule(), carArrangementId: h.ids.arrangementOut })).statusCode).toBe(404);
      expect((await h.call('supervisor', 'PUT', '/deviation', { id: row.id, deviationValue: 1 })).statusCode).toBe(404);
      expect((await h.call('supervisor', 'GET', `/cararrangement/deviations?carArrangementId=${h.ids.arrangementIn}`)).statusCode).toBe(200);
    });
    expect(await stored(row.id)).toEqual(row);
  });

  it('GET /cararrangement/deviations answers the arrangement\'s rows as GET /deviation lists them', async () => {
    const list = rowsOf(await h.call('bulk', 'GET', `/deviation?carArrangementId=${h.ids.arrangementOut}`));
    const overview = await h.call('bulk', 'GET', `/cararrangement/deviations?carArrangementId=${h.ids.arrangementOut}`);
    expect(overview.statusCode).toBe(200);
    expect(rowsOf(overview)).toEqual(list);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.carArrangementId === h.ids.arrangementOut)).toBe(true);
    expect(failureOf(await h.call('bulk', 'GET', '/cararrangement/deviations?carArrangementId=x')).reason).toMatch(/^querystring\.carArrangementId/);
    expect((await h.call('bulk', 'GET', '/cararrangement/deviations?carArrangementId=999999')).statusCode).toBe(404);
  });
});
