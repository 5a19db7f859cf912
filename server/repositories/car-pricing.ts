import type { LeaseDeviation } from '../../contract/lease-price';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { listRows } from '../kit/read';
import { deviation } from '../areas/deviation';
import { badRequest } from '../plugins/http-errors';
import { arrangementNotFound } from './arrangement-write';
import { listArrangementSettings } from './arrangement-setting';
import type { Reach } from './scope';
import type { PricingContext } from './car-price';

/**
 * What pricing an arrangement's car list needs, read from the database once per request (the calculation itself is
 * car-price.ts, without the database, which this module passes on to its importers).
 */
export * from './car-price';

/** The arrangement in reach (else 404 like an unknown id) and a car arrangement (else 400 naming the field). */
export async function carArrangementOf(db: Queryable, reach: Reach, id: number, field: string): Promise<void> {
  const [row] = await rememberedQuery<{ type: string }>(db,
    'SELECT data_object_type AS type FROM car_arrangements WHERE client_id = $1 AND id = $2 AND ($3::int[] IS NULL OR id = ANY ($3::int[]))',
    [reach.clientId, id, reach.arrangementIds]);
  if (!row) throw arrangementNotFound(id);
  if (row.type !== 'car') throw badRequest(`${field} must be a car arrangement (this one is of type ${row.type}); only car arrangements have car lists`);
}

export async function pricingContextOf(db: Queryable, reach: Reach, id: number, field: string): Promise<PricingContext> {
  await carArrangementOf(db, reach, id, field);
  const [setting] = await listArrangementSettings(db, reach, { id });
  if (!setting) throw arrangementNotFound(id);
  const initialPairs = new Map(setting.durationKm.map((f) => [f.fuelCode, { durationMonths: f.initialDurationMonths, kmPerYear: f.initialKmPerYear }]));
  // A list per arrangement has no driver and so no one budget: a version is priced under each category, by number.
  const categories = await rememberedQuery<{ id: number; displayName: string; normLease: number | null }>(db,
    `SELECT id, display_name AS "displayName", norm_lease::float8 AS "normLease" FROM categories WHERE client_id = $1 AND car_arrangement_id = $2
     ORDER BY category_number, id`, [reach.clientId, id]);
  const deviations = (await listRows(db, deviation, reach, { carArrangementId: id })).rows as unknown as LeaseDeviation[];
  return { arrangementId: id, settings: setting, initialPairs, deviations, categories };
}
