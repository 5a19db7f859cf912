import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarWithLeasePrice } from '../../contract/types/cars';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';

/**
 * The car list's page and what prices it (settings, categories, deviations, calculator pairs, fixed prices, the catalogue)
 * are remembered on PGlite until a write to one of them (issue 21 point 3): each kind of write that changes a price
 * must show in the very next page, and a write elsewhere must not cost the remembered page.
 */
let t: TestServer;
let token: string;
let arrangement: number;

beforeAll(async () => {
  t = await createTestServer();
  token = (await loginAs(t.app, 'supervisor')).access_token;
  [{ id: arrangement }] = (await t.db.query<{ id: number }>(
    "SELECT a.id FROM car_arrangements a JOIN clients c ON c.id = a.client_id WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling 2026'")) as [{ id: number }];
}, 60_000);

afterAll(() => t?.close());

async function page(): Promise<CarWithLeasePrice[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api-admin/car/extended/new?carArrangementId=${arrangement}&pageSize=5`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ results: CarWithLeasePrice[] }>().results;
}

describe('the car list remembered until a price can change', () => {
  it('shows each kind of price-changing write in the next page', async () => {
    const first = (await page())[0]!;
    expect(await page()).toEqual(await page());

    // The catalogue: a higher consumer price is a higher computed lease price.
    await t.db.query('UPDATE car_types SET consumer_price = consumer_price + 10000 WHERE id = $1', [first.id]);
    const dearer = (await page()).find((car) => car.id === first.id)!;
    expect(dearer.consumerPrice).toBe(first.consumerPrice + 10000);
    expect(dearer.computedLeasePrice).toBeGreaterThan(first.computedLeasePrice);

    // A fixed price, written in a transaction: the list shows it once committed.
    await t.db.transaction((tx) => tx.query('INSERT INTO fixed_lease_prices (client_id, car_arrangement_id, car_type_id, price) SELECT client_id, id, $2, 123.45 FROM car_arrangements WHERE id = $1',
      [arrangement, first.id]));
    expect((await page()).find((car) => car.id === first.id)).toMatchObject({ leasePrice: 123.45, isFixedPrice: true });

    // The settings: a consumer-price maximum of 1 refuses every version.
    await t.db.query('UPDATE car_arrangement_settings SET max_consumer_price = 1 WHERE car_arrangement_id = $1', [arrangement]);
    for (const car of await page()) expect(car.refusals.map((r) => r.reason)).toContain('consumerPriceAboveMax');
    await t.db.query('UPDATE car_arrangement_settings SET max_consumer_price = NULL WHERE car_arrangement_id = $1', [arrangement]);
    expect((await page()).find((car) => car.id !== first.id)!.refusals).toEqual([]);

    // The categories: with no budget anywhere, no category's norm lease refuses a version.
    const before = await page();
    await t.db.query('UPDATE categories SET norm_lease = 1 WHERE car_arrangement_id = $1', [arrangement]);
    const squeezed = await page();
    expect(squeezed.every((car) => car.isFixedPrice || !car.allowed)).toBe(true);
    expect(squeezed).not.toEqual(before);
  });

  it('keeps the page through writes to tables it does not read', async () => {
    await page();
    const remembered = await t.db.remembered!('SELECT id FROM car_types t ORDER BY id LIMIT 1');
    await t.db.query("UPDATE release_notes SET version = version WHERE type = 'none'");
    await t.db.transaction((tx) => tx.query('UPDATE bulk_runs SET attempts = attempts WHERE id < 0'));
    expect(await t.db.remembered!('SELECT id FROM car_types t ORDER BY id LIMIT 1')).toBe(remembered);
  });
});
