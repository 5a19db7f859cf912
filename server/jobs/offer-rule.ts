import type { Queryable } from '../db/db';

/**
 * Which catalogue versions an arrangement's car list offers, as data: the JavaScript twin of car-lists.ts `OFFERED`
 * (brand and model not blocked, in the arrangement's segments). The bulk run reads the catalogue once for all its
 * arrangements (bulk-run-part.ts) and decides per arrangement here, instead of asking the database the same rule once
 * per arrangement; test/server/bulk-offer-rule.test.ts holds the two to the same answers.
 */
export interface OfferRule {
  blockedBrands: number[];
  blockedModels: number[];
  /** None: every segment; else only these (a model without a segment then never). */
  includedSegments: number[];
  excludedSegments: number[];
}

export interface OfferFacts {
  brand_id: number;
  model_id: number;
  segment_id: number | null;
}

export function offerTest(rule: OfferRule): (v: OfferFacts) => boolean {
  const brands = new Set(rule.blockedBrands);
  const models = new Set(rule.blockedModels);
  const included = new Set(rule.includedSegments);
  const excluded = new Set(rule.excludedSegments);
  return (v) => !brands.has(v.brand_id) && !models.has(v.model_id)
    && (included.size === 0 || (v.segment_id !== null && included.has(v.segment_id)))
    && (v.segment_id === null || !excluded.has(v.segment_id));
}

export async function offerRuleOf(db: Queryable, clientId: number, arrangementId: number): Promise<OfferRule> {
  const [rule] = await db.query<OfferRule>(
    `SELECT
       ARRAY(SELECT brand_id FROM blocked_brand_models WHERE client_id = $1 AND car_arrangement_id = $2 AND model_id IS NULL) AS "blockedBrands",
       ARRAY(SELECT model_id FROM blocked_brand_models WHERE client_id = $1 AND car_arrangement_id = $2 AND model_id IS NOT NULL) AS "blockedModels",
       ARRAY(SELECT segment_id FROM car_arrangement_segments WHERE client_id = $1 AND car_arrangement_id = $2 AND is_included) AS "includedSegments",
       ARRAY(SELECT segment_id FROM car_arrangement_segments WHERE client_id = $1 AND car_arrangement_id = $2 AND NOT is_included) AS "excludedSegments"`,
    [clientId, arrangementId]);
  return rule!;
}

/** The arrangement's fixed lease prices by catalogue version (the lists join them in; few per arrangement). */
export async function fixedPricesOf(db: Queryable, clientId: number, arrangementId: number): Promise<[number, number][]> {
  const rows = await db.query<{ id: number; price: number }>(
    'SELECT car_type_id AS id, price::float8 AS price FROM fixed_lease_prices WHERE client_id = $1 AND car_arrangement_id = $2', [clientId, arrangementId]);
  return rows.map((r) => [r.id, r.price]);
}
