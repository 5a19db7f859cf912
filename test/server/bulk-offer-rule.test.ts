import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { catalogueWindow } from '../../server/jobs/catalogue-window';
import { offerRuleOf, offerTest } from '../../server/jobs/offer-rule';
import { offeredCounts, versionsPerModel } from '../../server/jobs/models-in-catalogue';
import { nextTurn } from '../../server/db/foreground';
import { offeredVersionCount, offeredVersionsAfter } from '../../server/repositories/car-lists';
import { openSeededDb, testClock } from './helpers';

/**
 * The bulk run decides in JavaScript which versions an arrangement offers (jobs/offer-rule.ts), the car lists in SQL
 * (car-lists.ts OFFERED): the run's prices must be the list's, so the two must agree for any blocks and segments; and
 * the run counts what it will price from the versions per model (models-in-catalogue.ts), which must agree too.
 */
let db: Db;
let clientId: number;
let arrangementId: number;
let brands: number[];
let models: number[];
let segments: number[];

beforeAll(async () => {
  db = await openSeededDb(testClock());
  [{ id: clientId }] = (await db.query<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")) as [{ id: number }];
  [{ id: arrangementId }] = (await db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE client_id = $1 AND display_name = 'Leaseregeling 2026'", [clientId])) as [{ id: number }];
  brands = (await db.query<{ id: number }>('SELECT id FROM brands ORDER BY id')).map((r) => r.id);
  models = (await db.query<{ id: number }>('SELECT id FROM models ORDER BY id')).map((r) => r.id);
  segments = (await db.query<{ id: number }>('SELECT id FROM segments ORDER BY id')).map((r) => r.id);
  // A model without a segment: an inclusion list must leave it out, an exclusion list keep it.
  await db.query('UPDATE models SET segment_id = NULL WHERE id = (SELECT min(id) FROM models)');
  // A version past the others, on the last id of a range: the counts per model read the ids in ranges of 20,000.
  await db.query(`INSERT INTO car_types OVERRIDING SYSTEM VALUE
    SELECT (jsonb_populate_record(NULL::car_types, to_jsonb(t) || jsonb_build_object('type_id_hist', NULL,
      'id', (SELECT min(id) - 1 + 20000 * (1 + ceil((max(id) - min(id) + 1) / 20000.0))::int FROM car_types)))).*
    FROM car_types t WHERE t.id = (SELECT max(id) FROM car_types)`);
});

afterAll(() => db?.close());

async function offeredInJs(): Promise<number[]> {
  const test = offerTest(await offerRuleOf(db, clientId, arrangementId));
  return (await catalogueWindow(db, 0, 1_000_000)).filter(test).map((v) => v.id);
}

async function offeredInSql(): Promise<number[]> {
  return (await offeredVersionsAfter(db, clientId, arrangementId, 0, 1_000_000)).map((v) => v.id);
}

const pick = (all: () => number[], max: number) => fc.uniqueArray(fc.nat(), { maxLength: max }).map((picks) => [...new Set(picks.map((i) => all()[i % all().length]!))]);

describe('the bulk run’s offer rule', () => {
  it('counts the versions per model over ids in ranges as one count over the catalogue does', async () => {
    const counts = await versionsPerModel(db, nextTurn);
    const whole = await db.query<{ model_id: number; versions: number }>('SELECT model_id, count(*)::int AS versions FROM car_types GROUP BY model_id');
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(whole.map((m) => [m.model_id, m.versions])));
  });

  it('offers exactly the versions the car list offers, for any blocked brands and models and any segments in or out', async () => {
    await fc.assert(fc.asyncProperty(
      pick(() => brands, 3), pick(() => models, 6), pick(() => segments, 3), pick(() => segments, 2),
      async (blockedBrands, blockedModels, included, excluded) => {
        await db.transaction(async (tx) => {
          await tx.query('DELETE FROM blocked_brand_models WHERE car_arrangement_id = $1', [arrangementId]);
          await tx.query('DELETE FROM car_arrangement_segments WHERE car_arrangement_id = $1', [arrangementId]);
          for (const brand of blockedBrands) {
            await tx.query('INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id) VALUES ($1, $2, $3)', [clientId, arrangementId, brand]);
          }
          for (const model of blockedModels) {
            await tx.query(`INSERT INTO blocked_brand_models (client_id, car_arrangement_id, brand_id, model_id) SELECT $1, $2, brand_id, id FROM models WHERE id = $3
              ON CONFLICT DO NOTHING`, [clientId, arrangementId, model]);
          }
          for (const segment of new Set([...included, ...excluded])) {
            await tx.query('INSERT INTO car_arrangement_segments (client_id, car_arrangement_id, segment_id, is_included) VALUES ($1, $2, $3, $4)',
              [clientId, arrangementId, segment, included.includes(segment)]);
          }
        });
        const js = await offeredInJs();
        expect(js).toEqual(await offeredInSql());
        expect(js).toHaveLength(await offeredVersionCount(db, clientId, arrangementId));
        // The run's count of what it will price (its progress), from the versions per model.
        expect(await offeredCounts(db, [await offerRuleOf(db, clientId, arrangementId)], nextTurn)).toEqual([js.length]);
      }), { numRuns: 12 });
  }, 120_000);
});
