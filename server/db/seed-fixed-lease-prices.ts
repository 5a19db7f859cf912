import type { Queryable } from './db';

/**
 * A few fixed lease prices for Leaseregeling 2026 (issue 15, migration 0021): the first version (by id) of
 * each model named here, at a round monthly price, so the car list shows a fixed price winning. Versions
 * are found by brand and model name, whatever catalogue was seeded; a model the catalogue lacks is skipped.
 */
const FIXED: readonly (readonly [brand: string, model: string, price: number])[] = [
  ['Volkswagen', 'Golf', 495],
  ['Volkswagen', 'ID.3', 545],
  ['Kia', 'EV6', 689],
  ['Tesla', 'Model 3', 725],
  ['Toyota', 'Corolla', 459],
];

export async function seedFixedLeasePrices(tx: Queryable, clientId: number): Promise<void> {
  await tx.query(
    `INSERT INTO fixed_lease_prices (client_id, car_arrangement_id, car_type_id, price)
     SELECT $1, ca.id, v.id, f.price
     FROM unnest($2::text[], $3::text[], $4::numeric[]) AS f(brand, model, price)
     JOIN brands b ON b.name = f.brand JOIN models m ON m.brand_id = b.id AND m.name = f.model
     CROSS JOIN LATERAL (SELECT t.id FROM car_types t WHERE t.model_id = m.id ORDER BY t.id LIMIT 1) v
     JOIN car_arrangements ca ON ca.client_id = $1 AND ca.display_name = 'Leaseregeling 2026'
     ON CONFLICT (car_arrangement_id, car_type_id) DO NOTHING`,
    [clientId, FIXED.map(([b]) => b), FIXED.map(([, m]) => m), FIXED.map(([, , p]) => p)]);
}
