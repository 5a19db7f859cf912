import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NotAddedCar } from '../../contract/types/cars';
import { buildApp } from '../../server/app';
import { openDb, type Db, type Queryable } from '../../server/db/db';
import { FROM } from '../../server/repositories/car-lists';
import { leaseResultOf, pricingContextOf, type PriceFacts } from '../../server/repositories/car-pricing';
import { bearer, createTestServer, loginAs, testConfig } from './helpers';
import { postgresDatabase, type PostgresDatabase } from './postgres-database';

/**
 * The not-added list keeps each version's refusals per catalogue and pricing context, and after a write to the
 * catalogue takes over those of the versions whose facts did not change (server/repositories/car-list-not-added.ts,
 * issue 40 point 4): after every kind of write that can change a reason — some versions' facts, a model's segment,
 * the limits, a setting the calculation does not read, the categories, the deviations — the whole list, every version
 * with its reasons, is the one a plain SQL read priced afresh gives. On PGlite and on PostgreSQL.
 */
interface Target {
  db: Db;
  app: FastifyInstance;
  token: string;
  clientId: number;
  arrangementId: number;
}

const ORDER = 'lower(b.name), lower(m.name), lower(t.name), t.id';

async function idsOf(db: Queryable): Promise<{ clientId: number; arrangementId: number }> {
  const [row] = await db.query<{ clientId: number; arrangementId: number }>(
    `SELECT c.id AS "clientId", a.id AS "arrangementId" FROM car_arrangements a JOIN clients c ON c.id = a.client_id
     WHERE c.name = 'demo' AND a.display_name = 'Leaseregeling 2026'`);
  return row!;
}

/** The not-added versions with their reasons, read and priced the old way, in SQL order. */
async function byOffset(h: Target): Promise<[number, string[]][]> {
  const ctx = await pricingContextOf(h.db, { clientId: h.clientId, arrangementIds: null, operatingCompanyIds: null } as never, h.arrangementId, 'test');
  const rows = await h.db.query<PriceFacts & { brand_blocked: boolean; model_blocked: boolean }>(
    `SELECT t.id, t.fuel_code, t.body_type, t.energy_label, t.co2, t.consumer_price::float8 AS consumer_price, t.fiscal_value::float8 AS fiscal_value,
       sg.segment_code, f.price::float8 AS fixed_price,
       EXISTS (SELECT 1 FROM blocked_brand_models x WHERE x.client_id = $1 AND x.car_arrangement_id = $2 AND x.brand_id = b.id AND x.model_id IS NULL) AS brand_blocked,
       EXISTS (SELECT 1 FROM blocked_brand_models x WHERE x.client_id = $1 AND x.car_arrangement_id = $2 AND x.model_id = m.id) AS model_blocked
     FROM ${FROM} ORDER BY ${ORDER}`, [h.clientId, h.arrangementId]);
  return rows.map((row): [number, string[]] => [row.id, [
    ...(row.brand_blocked ? ['brandBlocked'] : []), ...(row.model_blocked ? ['modelBlocked'] : []),
    ...leaseResultOf(ctx, row).result.refusals.map((r) => r.reason),
  ]]).filter(([, reasons]) => reasons.length > 0);
}

/** The whole not-added list, page by page of 500, with each version's reasons: those of the plain read. */
async function expectAsByOffset(h: Target, why: string): Promise<void> {
  const expected = await byOffset(h);
  const got: [number, string[]][] = [];
  for (let index = 1; index === 1 || got.length < expected.length && index <= expected.length / 500 + 1; index++) {
    const res = await h.app.inject({ method: 'POST', url: '/api-admin/car/notadded', headers: bearer(h.token),
      payload: { carArrangementId: h.arrangementId, pageSize: 500, pageIndex: index } });
    expect(res.statusCode, res.body).toBe(200);
    got.push(...res.json<{ results: NotAddedCar[] }>().results.map((car): [number, string[]] => [car.id, car.reasons]));
  }
  expect(expected.length, why).toBeGreaterThan(500);
  expect(got, why).toEqual(expected);
}

async function followsEveryWrite(h: Target): Promise<void> {
  const q = (sql: string) => h.db.query(sql, [h.clientId, h.arrangementId]);
  const both = '$1::int IS NOT NULL AND $2::int IS NOT NULL';
  const settings = 'UPDATE car_arrangement_settings SET';
  const mine = 'WHERE client_id = $1 AND car_arrangement_id = $2';
  await expectAsByOffset(h, 'before');
  await expectAsByOffset(h, 'remembered');
  // Some versions' facts: the others keep the refusals priced before.
  await q(`UPDATE car_types SET consumer_price = consumer_price * 1.6 WHERE id % 11 = 0 AND ${both}`);
  await q(`UPDATE car_types SET co2 = coalesce(co2, 0) + 40, energy_label = 'G' WHERE id % 13 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after a write to some versions');
  await q(`UPDATE car_types SET fiscal_value = NULL, body_type = NULL WHERE id % 17 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after a write of nulls to some versions');
  await q(`UPDATE models SET segment_id = (SELECT id FROM segments ORDER BY id DESC LIMIT 1) WHERE id % 5 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after a write to models\' segments');
  await q(`${settings} max_co2 = coalesce(max_co2, 150) + 35, max_consumer_price = NULL ${mine}`);
  await expectAsByOffset(h, 'after a write to the limits');
  await q(`${settings} show_accessories = NOT show_accessories, min_lease = 500 ${mine}`);
  await expectAsByOffset(h, 'after a write to a flag and the min lease');
  await q(`${settings} show_accessories = NOT show_accessories ${mine}`);
  await expectAsByOffset(h, 'after a write to a flag only');
  await q(`UPDATE categories SET norm_lease = norm_lease * 1.5, display_name = display_name || '+' ${mine}`);
  await expectAsByOffset(h, 'after a write to the categories');
  await q(`UPDATE deviations SET deviation_value = CASE WHEN deviation_pb = 'amount' THEN deviation_value + 100 ELSE deviation_value / 2 END ${mine}`);
  await expectAsByOffset(h, 'after a write to the deviations');
  await q(`UPDATE car_types SET consumer_price = consumer_price / 1.6 WHERE id % 11 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after the versions\' prices back');
  // The order: rows written again unchanged (it holds), renamed versions, models and brands, added and removed versions.
  await q(`UPDATE car_types SET name = name WHERE id % 23 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after versions written again unchanged');
  await q(`UPDATE car_types SET name = 'Aaa ' || name, consumer_price = consumer_price + 1 WHERE id % 19 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after renamed versions');
  await q(`UPDATE models SET name = 'Zz ' || name WHERE id % 7 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after renamed models');
  await q(`UPDATE brands SET name = 'Aa ' || name WHERE id % 4 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after renamed brands');
  await q(`INSERT INTO car_types (model_id, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
    SELECT model_id, 'Copy ' || name, fuel_code, body_type, energy_label, co2, consumer_price * 2, fiscal_value, date_added FROM car_types WHERE id % 29 = 0 AND ${both}`);
  await expectAsByOffset(h, 'after added versions');
  await q(`DELETE FROM car_types t WHERE t.id % 31 = 0 AND NOT EXISTS (SELECT 1 FROM fixed_lease_prices f WHERE f.car_type_id = t.id) AND ${both}`);
  await expectAsByOffset(h, 'after removed versions');
  await h.db.transaction(async (tx) => {
    await tx.query(`DELETE FROM car_types t WHERE t.id = (SELECT max(id) FROM car_types) AND ${both}`, [h.clientId, h.arrangementId]);
    await tx.query(`INSERT INTO car_types (model_id, name, fuel_code, body_type, energy_label, co2, consumer_price, fiscal_value, date_added)
      SELECT model_id, name, fuel_code, body_type, energy_label, co2, consumer_price + 5000, fiscal_value, date_added FROM car_types WHERE id = (SELECT min(id) FROM car_types) AND ${both}`,
      [h.clientId, h.arrangementId]);
  });
  await expectAsByOffset(h, 'after a version removed and one added in one transaction');
}

describe('the not-added list with its reasons, on PGlite', () => {
  const h = {} as Target;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestServer();
    close = () => t.close();
    Object.assign(h, { db: t.db, app: t.app, token: (await loginAs(t.app, 'supervisor')).access_token }, await idsOf(t.db));
  }, 60_000);
  afterAll(() => close?.());

  it('follows every write to what prices it, version by version', () => followsEveryWrite(h), 180_000);
});

describe('the not-added list with its reasons, on PostgreSQL', () => {
  const h = {} as Target;
  let database: PostgresDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await postgresDatabase();
    db = await openDb({ dataDir: 'unused', databaseUrl: database.url, listen: { retryMs: 300 } });
    const app = buildApp({ db, config: testConfig() });
    await app.ready();
    Object.assign(h, { db, app, token: (await loginAs(app, 'supervisor')).access_token }, await idsOf(db));
  }, 120_000);
  afterAll(async () => {
    await h.app?.close();
    await db?.close();
    await database?.close();
  });

  it('follows every write to what prices it, version by version', () => followsEveryWrite(h), 180_000);
});
