import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkComparison, BulkRunLogEntry } from '../../contract/types/bulk-comparer';
import type { BulkStatus } from '../../contract/types/bulk';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { bearer, createTestServer, envelopeOf, loginAs, type TestServer } from './helpers';
import { bulkCall, waitForRunEnd } from './bulk-run-support';

/**
 * The bulk comparer against a real run (issue 19 points 1 and 4): the demo supervisor starts a run through
 * GET /clientsetting/runbulk, the job engine prices every active car arrangement, and the comparer — the car list's
 * calculation now against what the run stored — finds nothing moved until the catalogue changes.
 */
let t: TestServer;
let master = '';
let supervisor = '';
let runId = 0;
const ids = { demo: 0, all: 0, directie: 0 };

const one = async (sql: string, params: unknown[] = []) => (await t.db.query<{ id: number }>(sql, params))[0]!.id;
const compare = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api-admin/BulkComparer', headers: bearer(master), payload: { clientId: ids.demo, profileId: ids.all, limit: 1000 } });
  expect(res.statusCode, res.body).toBe(200);
  return envelopeOf(res).results[0] as BulkComparison;
};

beforeAll(async () => {
  t = await createTestServer({ bulkWorker: true, bulkPollSeconds: 1, bulkBatchSize: 1000 });
  master = (await loginAs(t.app, 'master')).access_token;
  supervisor = (await loginAs(t.app, 'supervisor')).access_token;
  ids.demo = await one("SELECT id FROM clients WHERE name = 'demo'");
  ids.all = await one("SELECT id FROM bulk_comparer_profiles WHERE name = 'Alle actieve regelingen'");
  ids.directie = await one("SELECT id FROM car_arrangements WHERE display_name = 'Leaseregeling Directie'");
  runId = (await bulkCall<BulkStatus>(t.app, supervisor, 'runbulk')).runId!;
  const done = await waitForRunEnd(t.app, supervisor, 120_000);
  expect(done.state).toBe('finished');
}, 180_000);
afterAll(() => t.close());

describe('the bulk comparer after a real run', () => {
  it('should compare against that run and find every price as the run left it', async () => {
    const result = await compare();
    expect(result.runId).toBe(runId);
    expect(result.compared).toBeGreaterThan(1000);
    expect(result.differing).toBe(0);
    expect(result.rows.every((r) => r.difference === 0 || r.reason === 'notPricedNow')).toBe(true);
  });

  it('should show a consumer price raised after the run as the car list prices it now', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api-admin/car/extended/new', headers: bearer(supervisor), payload: { carArrangementId: ids.directie, pageSize: 50 } });
    const car = (envelopeOf(res).results as CarWithLeasePrice[]).find((c) => !c.isFixedPrice)!;
    await t.db.query('UPDATE car_types SET consumer_price = consumer_price + 8000 WHERE id = $1', [car.id]);
    const now = (envelopeOf(await t.app.inject({
      method: 'POST', url: '/api-admin/car/extended/new', headers: bearer(supervisor), payload: { carArrangementId: ids.directie, pageSize: 50 },
    })).results as CarWithLeasePrice[]).find((c) => c.id === car.id)!;
    const row = (await compare()).rows.find((r) => r.versionId === car.id && r.carArrangementId === ids.directie)!;
    expect(row).toMatchObject({ lastRunPrice: car.leasePrice, livePrice: now.leasePrice, reason: 'consumerPriceChanged', differs: true });
    expect(row.difference).toBeCloseTo(now.leasePrice - car.leasePrice, 2);
  });

  it('should list the run first in the log, started by the supervisor, with the prices it holds', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api-admin/getbulklogsinfo', headers: bearer(master), payload: { clientId: ids.demo } });
    const [latest] = envelopeOf(res).results as BulkRunLogEntry[];
    expect(latest).toMatchObject({ runId, state: 'finished', errorMessage: null });
    expect(latest!.requestedBy).toMatch(/\S/);
    expect(latest!.pricesHeld).toBe((await compare()).compared);
  });
});
