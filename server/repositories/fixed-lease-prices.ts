import type { FixedLeasePrice } from '../../contract/types/cars';
import type { Db, Queryable } from '../db/db';
import { badRequest } from '../plugins/http-errors';
import { carArrangementOf } from './car-pricing';
import type { Reach } from './scope';

/**
 * Fixed lease prices (spec 02 §7 "Cars", migration 0021): per car arrangement a monthly price for a version
 * that wins over the computed one. Set or cleared (null) per version, several at once, all or nothing.
 */

const SELECT = `SELECT f.id, f.version, f.car_type_id AS "carTypeId", b.name AS "brandName", m.name AS "modelName", t.name, f.price::float8 AS price
  FROM fixed_lease_prices f JOIN car_types t ON t.id = f.car_type_id JOIN models m ON m.id = t.model_id JOIN brands b ON b.id = m.brand_id`;

export async function listFixedLeasePrices(db: Queryable, reach: Reach, carArrangementId: number, field = 'querystring.carArrangementId'): Promise<FixedLeasePrice[]> {
  await carArrangementOf(db, reach, carArrangementId, field);
  return db.query<FixedLeasePrice>(`${SELECT} WHERE f.client_id = $1 AND f.car_arrangement_id = $2 ORDER BY lower(b.name), lower(m.name), lower(t.name), t.id`,
    [reach.clientId, carArrangementId]);
}

export interface FixedPriceChange {
  carTypeId: number;
  price: number | null;
}

/**
 * Sets or clears each price in one transaction; a version the catalogue does not know is a 400 naming its
 * place in the list, and nothing is stored. Answers the arrangement's fixed prices as they now are.
 */
export async function saveFixedLeasePrices(db: Db, reach: Reach, carArrangementId: number, prices: readonly FixedPriceChange[]): Promise<FixedLeasePrice[]> {
  const seen = new Map<number, number>();
  for (const [i, p] of prices.entries()) {
    const earlier = seen.get(p.carTypeId);
    if (earlier !== undefined) throw badRequest(`body.prices.${i}.carTypeId: version ${p.carTypeId} is already in the list at prices.${earlier}`);
    seen.set(p.carTypeId, i);
  }
  return db.transaction(async (tx) => {
    await carArrangementOf(tx, reach, carArrangementId, 'body.carArrangementId');
    const ids = prices.map((p) => p.carTypeId);
    const known = new Set((await tx.query<{ id: number }>('SELECT id FROM car_types WHERE id = ANY ($1::int[])', [ids])).map((r) => r.id));
    const unknown = prices.findIndex((p) => !known.has(p.carTypeId));
    if (unknown >= 0) throw badRequest(`body.prices.${unknown}.carTypeId: version ${prices[unknown]!.carTypeId} is not in the catalogue`);
    const set = prices.filter((p) => p.price !== null);
    const cleared = prices.filter((p) => p.price === null).map((p) => p.carTypeId);
    if (cleared.length > 0) {
      await tx.query('DELETE FROM fixed_lease_prices WHERE client_id = $1 AND car_arrangement_id = $2 AND car_type_id = ANY ($3::int[])',
        [reach.clientId, carArrangementId, cleared]);
    }
    if (set.length > 0) {
      await tx.query(
        `INSERT INTO fixed_lease_prices (client_id, car_arrangement_id, car_type_id, price)
         SELECT $1, $2, * FROM unnest($3::int[], $4::numeric[])
         ON CONFLICT (car_arrangement_id, car_type_id) DO UPDATE SET price = excluded.price, version = fixed_lease_prices.version + 1, updated_at = now()
           WHERE fixed_lease_prices.price IS DISTINCT FROM excluded.price`,
        [reach.clientId, carArrangementId, set.map((p) => p.carTypeId), set.map((p) => p.price)]);
    }
    return listFixedLeasePrices(tx, reach, carArrangementId, 'body.carArrangementId');
  });
}
