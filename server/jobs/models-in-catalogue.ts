import type { Queryable } from '../db/db';
import { offerTest, type OfferFacts, type OfferRule } from './offer-rule';

/**
 * Ids a read of versionsPerModel covers in one statement: at 100k versions a count per model over everything held
 * PGlite's (the API's) thread ~17 ms; over a fifth of the ids, a fifth of that.
 */
const RANGE_IDS = 20_000;
/** However sparse the ids: never more reads than this. */
const MOST_READS = 50;

/**
 * The catalogue's versions per model, read in ranges of ids with `gate` before each (a moment without API requests,
 * db/foreground.ts), for what is decided per model: which versions a run's parts offer (the offer rule is per brand,
 * model and segment, all of them the model's) and the workbook's groups of models.
 */
export async function versionsPerModel(db: Queryable, gate: () => Promise<void>): Promise<Map<number, number>> {
  const [{ first, last }] = (await db.query<{ first: number; last: number }>(
    'SELECT coalesce(min(id), 1) - 1 AS first, coalesce(max(id), 0) AS last FROM car_types')) as [{ first: number; last: number }];
  const step = Math.max(RANGE_IDS, Math.ceil((last - first) / MOST_READS));
  const counts = new Map<number, number>();
  for (let after = first; after < last; after += step) {
    await gate();
    const rows = await db.query<{ model_id: number; versions: number }>(
      'SELECT model_id, count(*)::int AS versions FROM car_types WHERE id > $1 AND id <= $2 GROUP BY model_id', [after, after + step]);
    for (const { model_id, versions } of rows) counts.set(model_id, (counts.get(model_id) ?? 0) + versions);
  }
  return counts;
}

/**
 * How many catalogue versions each rule offers: the offer rule asks only what is the model's (its brand, itself, its
 * segment), so the versions per model and one read of the models answer it for any number of rules.
 */
export async function offeredCounts(db: Queryable, rules: readonly OfferRule[], gate: () => Promise<void>): Promise<number[]> {
  const versions = await versionsPerModel(db, gate);
  await gate();
  const models = await db.query<OfferFacts>('SELECT id AS model_id, brand_id, segment_id FROM models');
  return rules.map((rule) => {
    const offers = offerTest(rule);
    return models.reduce((n, model) => n + (offers(model) ? versions.get(model.model_id) ?? 0 : 0), 0);
  });
}
