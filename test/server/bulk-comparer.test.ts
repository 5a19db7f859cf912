import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BulkComparerProfile, BulkComparison, BulkRunLogEntry, LiveCarData } from '../../contract/types/bulk-comparer';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { bearer, createTestServer, envelopeOf, failureOf, loginAs, type TestServer } from './helpers';
import { insertFinishedRun } from './bulk-run-fixture';

/**
 * The provider's bulk comparer (issue 19 point 4): profiles, the comparison of a client's prices now against its
 * last run, live car data, the run log and the workbook, master only. The run is written by a fixture; the live
 * side is checked against the car list's own answer (POST /car/extended/new), the price an administrator sees.
 */
let t: TestServer;
let master = '';
const ids = { demo: 0, polish: 0, belgian: 0, directie: 0, profile: 0, polishProfile: 0, brand: 0, masterAccount: 0 };
let cars: CarWithLeasePrice[] = [];

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;
const post = (url: string, payload: object, token = master) =>
  t.app.inject({ method: 'POST', url: `/api-admin${url}`, headers: bearer(token), payload });
const compare = async (profileId = ids.profile, clientId = ids.demo) => {
  const res = await post('/BulkComparer', { clientId, profileId });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results[0] as BulkComparison;
};
const carList = async () => {
  const res = await post('/car/extended/new', { carArrangementId: ids.directie, brandId: ids.brand, pageSize: 500 });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results as CarWithLeasePrice[];
};

beforeAll(async () => {
  t = await createTestServer();
  master = (await loginAs(t.app, 'master')).access_token;
  ids.demo = await one("SELECT id FROM clients WHERE name = 'demo'");
  ids.polish = await one("SELECT id FROM clients WHERE name = 'flota-pl'");
  ids.belgian = await one("SELECT id FROM clients WHERE name = 'vloot-be'");
  ids.directie = await one("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling Directie'");
  ids.brand = await one("SELECT id FROM brands WHERE name = 'Volkswagen'");
  ids.masterAccount = await one("SELECT id FROM accounts WHERE email_address = 'master@demo.leasedesk.test'");
  ids.polishProfile = await one('SELECT id FROM bulk_comparer_profiles WHERE client_id = $1', [ids.polish]);
  // One brand of one arrangement: a selection small enough to check row by row.
  ids.profile = await one(`INSERT INTO bulk_comparer_profiles (client_id, name, car_arrangement_id, brand_id, tolerance)
    VALUES ($1, 'Directie Volkswagen', $2, $3, 2) RETURNING id`, [ids.demo, ids.directie, ids.brand]);
  cars = await carList();
  expect(cars.length).toBeGreaterThan(3);
  await insertFinishedRun(t.db, ids.demo, ids.directie, cars.map((c) => ({
    versionId: c.id, leasePrice: c.leasePrice, durationMonths: c.durationMonths, kmPerYear: c.kmPerYear, categoryId: c.categoryId,
  })), ids.masterAccount);
});
afterAll(() => t.close());

describe('bulk comparer profiles', () => {
  it('should answer the demo client\'s seeded profiles, by name', async () => {
    const res = await t.app.inject({ url: `/api-admin/getbulkcomparerprofiles?clientId=${ids.demo}`, headers: bearer(master) });
    expect(res.statusCode).toBe(200);
    const profiles = envelopeOf(res).results as BulkComparerProfile[];
    expect(profiles.map((p) => p.name)).toEqual(['Alle actieve regelingen', 'Directie elektrisch', 'Directie Volkswagen', 'Leaseregeling 2026, 36 mnd / 15.000 km']);
    expect(profiles.find((p) => p.name === 'Directie elektrisch')).toMatchObject({ carArrangementName: 'Leaseregeling Directie', fuelCode: 'e', tolerance: 0.5, version: 1 });
  });

  it('should answer a client without profiles with that as its first error', async () => {
    const res = await t.app.inject({ url: `/api-admin/getbulkcomparerprofiles?clientId=${ids.belgian}`, headers: bearer(master) });
    expect(failureOf(res)).toEqual({ status: 404, reason: 'No bulk comparer profiles for client Vloot België NV.' });
  });

  it('should refuse an unknown client (404) and a client id that is no id (400)', async () => {
    expect(failureOf(await t.app.inject({ url: '/api-admin/getbulkcomparerprofiles?clientId=999999', headers: bearer(master) })).status).toBe(404);
    const bad = failureOf(await t.app.inject({ url: '/api-admin/getbulkcomparerprofiles?clientId=demo', headers: bearer(master) }));
    expect(bad.status).toBe(400);
    expect(bad.reason).toContain('clientId');
  });
});

describe('POST /BulkComparer', () => {
  it('should find no difference right after a run priced what the car list shows', async () => {
    const result = await compare();
    expect(result).toMatchObject({ clientId: ids.demo, compared: cars.length, differing: 0, truncated: false, tolerance: 2 });
    expect(result.rows.every((r) => r.difference === 0 && r.reason === null && !r.differs)).toBe(true);
    expect(result.rows[0]).toMatchObject({ brandName: 'Volkswagen', carArrangementName: 'Leaseregeling Directie' });
  });

  it('should show a changed consumer price as the car list prices it now, first', async () => {
    const changed = cars.find((c) => !c.isFixedPrice)!;
    await t.db.query('UPDATE car_types SET consumer_price = consumer_price + 6000 WHERE id = $1', [changed.id]);
    const now = (await carList()).find((c) => c.id === changed.id)!;
    expect(now.leasePrice).not.toBe(changed.leasePrice);
    const result = await compare();
    expect(result.differing).toBe(1);
    expect(result.rows[0]).toMatchObject({
      versionId: changed.id, lastRunPrice: changed.leasePrice, livePrice: now.leasePrice,
      difference: Math.round((now.leasePrice - changed.leasePrice) * 100) / 100, reason: 'consumerPriceChanged', differs: true,
    });
    expect(result.rows[0]!.differencePercent).toBeCloseTo(((now.leasePrice - changed.leasePrice) / changed.leasePrice) * 100, 0);
  });

  it('should hint at a settings change when a fixed lease price was set after the run', async () => {
    const fixed = cars.filter((c) => !c.isFixedPrice)[1]!;
    const res = await post('/car/extended/savefixedleaseprice', { carArrangementId: ids.directie, searchQuery: '', prices: [{ carTypeId: fixed.id, price: 999.99 }] });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await compare()).rows.find((r) => r.versionId === fixed.id)!;
    expect(row).toMatchObject({ livePrice: 999.99, lastRunPrice: fixed.leasePrice, reason: 'settingsChanged', differs: true });
  });

  it('should keep a difference within the tolerance apart from the differing ones', async () => {
    const nudged = cars.filter((c) => !c.isFixedPrice)[2]!;
    await t.db.query('UPDATE bulk_run_prices SET lease_price = lease_price - 1.5 WHERE version_id = $1 AND car_arrangement_id = $2', [nudged.id, ids.directie]);
    const result = await compare();
    const row = result.rows.find((r) => r.versionId === nudged.id)!;
    expect(row).toMatchObject({ difference: 1.5, differs: false, reason: 'consumerPriceChanged' });
    expect(result.rows.findIndex((r) => !r.differs)).toBe(result.differing);
  });

  it('should call a version the run did not price newly added', async () => {
    const added = cars.filter((c) => !c.isFixedPrice)[3]!;
    await t.db.query('DELETE FROM bulk_run_prices WHERE version_id = $1 AND car_arrangement_id = $2', [added.id, ids.directie]);
    const row = (await compare()).rows.find((r) => r.versionId === added.id)!;
    expect(row).toMatchObject({ lastRunPrice: null, livePrice: added.leasePrice, difference: null, reason: 'newlyAdded', differs: true, lastRunAt: null });
  });

  it('should show the seeded older run\'s moved prices over every active car arrangement', async () => {
    const all = await one("SELECT id FROM bulk_comparer_profiles WHERE name = 'Alle actieve regelingen'");
    const result = await compare(all);
    // The seed stored every 11th Directie version about 2% cheaper and left every 37th out (server/db/seed-bulk-comparer.ts);
    // the fixture's newer run replaced the Volkswagens only.
    const directie = result.rows.filter((r) => r.carArrangementName === 'Leaseregeling Directie' && r.brandName !== 'Volkswagen');
    expect(directie.some((r) => r.reason === 'consumerPriceChanged' && r.differs && r.versionId % 11 === 0 && r.difference! > 0)).toBe(true);
    expect(directie.some((r) => r.reason === 'newlyAdded' && r.versionId % 37 === 0)).toBe(true);
    // Leaseregeling 2026's prices are the seeded real run's of yesterday: only the Volkswagen whose consumer price a test above raised moved.
    expect(result.rows.filter((r) => r.differs && r.brandName !== 'Volkswagen').every((r) => r.carArrangementName === 'Leaseregeling Directie')).toBe(true);
    expect(result.rows.some((r) => r.carArrangementName === 'Leaseregeling 2026' && r.reason === null)).toBe(true);
    expect(result.compared).toBeGreaterThan(result.rows.length);
  });

  it('should hint at a settings change once the arrangement\'s settings were written after the run', async () => {
    // The moved consumer price of the test above now reads as a settings change: the hint cannot tell which came first.
    await t.db.query("UPDATE car_arrangement_settings SET updated_at = now() + interval '1 minute' WHERE car_arrangement_id = $1", [ids.directie]);
    const result = await compare();
    expect(result.rows.filter((r) => r.difference !== null && r.difference !== 0).map((r) => r.reason)).toEqual(
      result.rows.filter((r) => r.difference !== null && r.difference !== 0).map(() => 'settingsChanged'));
    await t.db.query('UPDATE car_arrangement_settings SET updated_at = now() - interval \'1 day\' WHERE car_arrangement_id = $1', [ids.directie]);
  });

  it('should cap the rows answered at the limit and say so', async () => {
    const res = await post('/BulkComparer', { clientId: ids.demo, profileId: ids.profile, limit: 2 });
    const result = envelopeOf(res).results[0] as BulkComparison;
    expect(result.rows).toHaveLength(2);
    expect(result).toMatchObject({ truncated: true, compared: cars.length });
    expect(result.rows.every((r) => r.differs)).toBe(true);
  });

  it('should compare another client with its own profile, and refuse a profile of another client', async () => {
    expect((await compare(ids.polishProfile, ids.polish)).clientId).toBe(ids.polish);
    const res = await post('/BulkComparer', { clientId: ids.demo, profileId: ids.polishProfile });
    expect(failureOf(res).status).toBe(404);
    expect(failureOf(await post('/BulkComparer', { clientId: 999999, profileId: ids.profile })).status).toBe(404);
  });

  it('should refuse bad input with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ clientId: ids.demo }, 'profileId'], [{ clientId: ids.demo, profileId: ids.profile, role: 'master' }, 'role'],
      [{ clientId: 'demo', profileId: ids.profile }, 'clientId'], [{ clientId: ids.demo, profileId: ids.profile, limit: 0 }, 'limit'],
    ] as const) {
      const failed = failureOf(await post('/BulkComparer', body));
      expect(failed.status, JSON.stringify(body)).toBe(400);
      expect(failed.reason).toContain(field);
    }
  });

  it('should export the comparison as <yyyyMMdd>_AMW_bulkcompare.xlsx with headings in the caller\'s language', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api-admin/BulkComparer/export', headers: { ...bearer(master), 'accept-language': 'en-EN' },
      payload: { clientId: ids.demo, profileId: ids.profile },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${t.clock.now().toISOString().slice(0, 10).replace(/-/g, '')}_AMW_bulkcompare.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bulk comparison')!;
    expect(sheet.getRow(1).getCell(9).value).toBe('Difference');
    expect(sheet.rowCount).toBe(cars.length + 1);
    const first = (await compare()).rows[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe(first.versionId);
    expect(sheet.getRow(2).getCell(9).value).toBe(first.difference);
  });
});

describe('live car data and the run log', () => {
  it('should answer a version\'s catalogue facts now beside the run\'s price', async () => {
    const car = cars[0]!;
    const res = await post('/getlivecardata', { clientId: ids.demo, versionIds: [car.id] });
    const [live] = envelopeOf(res).results as LiveCarData[];
    expect(live).toMatchObject({ versionId: car.id, brandName: 'Volkswagen', co2: car.co2, fuelCode: car.fuelCode, segmentCode: car.segmentCode });
    expect(live!.runPrices.find((p) => p.carArrangementId === ids.directie)).toMatchObject({ carArrangementName: 'Leaseregeling Directie', durationMonths: car.durationMonths });
    const byHist = envelopeOf(await post('/getlivecardata', { clientId: ids.demo, typeIdHist: [car.typeIdHist] })).results as LiveCarData[];
    expect(byHist.map((v) => v.versionId)).toEqual([car.id]);
  });

  it('should refuse both or neither way of naming versions, and name a version the catalogue lacks', async () => {
    expect(failureOf(await post('/getlivecardata', { clientId: ids.demo })).reason).toContain('versionIds');
    expect(failureOf(await post('/getlivecardata', { clientId: ids.demo, versionIds: [1], typeIdHist: [1] })).status).toBe(400);
    expect(failureOf(await post('/getlivecardata', { clientId: ids.demo, versionIds: [99999999] }))).toEqual({
      status: 404, reason: 'body.versionIds: version 99999999 was not found in the car catalogue.',
    });
  });

  it('should list the client\'s runs newest first, with who started them and what they still hold', async () => {
    const log = envelopeOf(await post('/getbulklogsinfo', { clientId: ids.demo })).results as BulkRunLogEntry[];
    expect(log[0]).toMatchObject({ state: 'finished', requestedBy: expect.stringMatching(/\S/) });
    // The run finished the Directie part last: it holds that arrangement's prices (the older seeded ones of other brands included).
    const [held] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bulk_run_prices WHERE car_arrangement_id = $1', [ids.directie]);
    expect(log[0]!.pricesHeld).toBe(held!.n);
    expect(log.find((r) => r.state === 'failed')!.pricesHeld, 'a run that finished nothing holds nothing').toBe(0);
    expect(log.some((r) => r.state === 'failed' && r.errorMessage !== null)).toBe(true);
    expect(envelopeOf(await post('/getbulklogsinfo', { clientId: ids.belgian })).results).toEqual([]);
  });
});

describe('access', () => {
  it('should refuse everyone but a master (403) and anonymous callers (401)', async () => {
    for (const role of ['supervisor', 'bulk', 'subsupervisor'] as const) {
      const token = (await loginAs(t.app, role)).access_token;
      expect((await post('/getbulklogsinfo', { clientId: ids.demo }, token)).statusCode, role).toBe(403);
      expect((await post('/BulkComparer', { clientId: ids.demo, profileId: ids.profile }, token)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: `/api-admin/getbulkcomparerprofiles?clientId=${ids.demo}` })).statusCode).toBe(401);
  });
});
