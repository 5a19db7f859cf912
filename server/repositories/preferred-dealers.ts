import type { Db, Queryable } from '../db/db';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest, notFound } from '../plugins/http-errors';
import { arrangementNotFound } from './arrangement-write';
import type { Reach } from './scope';
import type { BrandDealers, PreferredDealer } from '../../contract/types/dealers';

/**
 * An arrangement's preferred dealers (spec 02 §3 "Preferred dealer: city, name; grouped by brand; central
 * purchasing flag", §7): per brand the client's dealers an employee is sent to, each optionally the central
 * purchaser. Car arrangements only (spec 01 §6); always within the client and the caller's reach.
 */
export type { BrandDealers, PreferredDealer };

const SELECT = `SELECT p.id, p.version, p.car_arrangement_id AS "carArrangementId", p.brand_id AS "brandId", b.name AS "brandName",
         p.dealer_id AS "dealerId", d.name, d.city, p.is_central_purchasing AS "isCentralPurchasing"
  FROM preferred_dealers p JOIN brands b ON b.id = p.brand_id JOIN dealers d ON d.client_id = p.client_id AND d.id = p.dealer_id`;
const ORDER = 'ORDER BY lower(b.name), lower(d.city), lower(d.name), p.id';

/** The arrangement in reach (else 404) and whether it is a car arrangement. */
async function arrangementType(db: Queryable, reach: Reach, id: number): Promise<string> {
  const [row] = await db.query<{ type: string }>(
    'SELECT data_object_type AS type FROM car_arrangements WHERE client_id = $1 AND id = $2 AND ($3::int[] IS NULL OR id = ANY ($3::int[]))',
    [reach.clientId, id, reach.arrangementIds]);
  if (!row) throw arrangementNotFound(id);
  return row.type;
}

async function carArrangement(db: Queryable, reach: Reach, id: number): Promise<void> {
  if ((await arrangementType(db, reach, id)) !== 'car') throw badRequest('body.carArrangementId must be a car arrangement');
}

/** A non-car arrangement in reach has no preferred dealers: its list is empty, not an error. */
export async function listPreferredDealers(db: Queryable, reach: Reach, carArrangementId: number | null): Promise<PreferredDealer[]> {
  if (carArrangementId !== null) await arrangementType(db, reach, carArrangementId);
  return db.query<PreferredDealer>(
    `${SELECT} WHERE p.client_id = $1 AND ($2::int[] IS NULL OR p.car_arrangement_id = ANY ($2::int[])) AND ($3::int IS NULL OR p.car_arrangement_id = $3) ${ORDER}`,
    [reach.clientId, reach.arrangementIds, carArrangementId]);
}

export function groupedByBrand(rows: readonly PreferredDealer[]): BrandDealers[] {
  const groups = new Map<number, BrandDealers>();
  for (const row of rows) {
    const group = groups.get(row.brandId) ?? { brandId: row.brandId, brandName: row.brandName, dealers: [] };
    group.dealers.push(row);
    groups.set(row.brandId, group);
  }
  return [...groups.values()];
}

async function checkBrandAndDealers(db: Queryable, reach: Reach, brandId: number, dealerIds: readonly number[]): Promise<void> {
  if ((await db.query('SELECT 1 FROM brands WHERE id = $1', [brandId])).length === 0) throw notFound(`Brand ${brandId} was not found.`);
  const known = await db.query<{ id: number }>('SELECT id FROM dealers WHERE client_id = $1 AND id = ANY ($2::int[])', [reach.clientId, [...dealerIds]]);
  const missing = dealerIds.find((id) => !known.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`Dealer ${missing} was not found.`);
}

export interface PreferredDealerBody {
  carArrangementId: number;
  brandId: number;
  dealerId: number;
  isCentralPurchasing?: boolean;
}

/**
 * POST /preferreddealer: marks one dealer preferred for a brand, or changes its central-purchasing flag when it
 * already is (the same three ids name the same row; If-Match, when sent, guards that change). Answers the row.
 */
export async function savePreferredDealer(db: Db, reach: Reach, body: PreferredDealerBody, expected: IfMatch): Promise<PreferredDealer> {
  return db.transaction(async (tx) => {
    await carArrangement(tx, reach, body.carArrangementId);
    await checkBrandAndDealers(tx, reach, body.brandId, [body.dealerId]);
    const [stored] = await tx.query<{ id: number; version: number }>(
      'SELECT id, version FROM preferred_dealers WHERE client_id = $1 AND car_arrangement_id = $2 AND brand_id = $3 AND dealer_id = $4 FOR UPDATE',
      [reach.clientId, body.carArrangementId, body.brandId, body.dealerId]);
    let id: number;
    if (stored) {
      checkVersion(expected, stored.version);
      await tx.query('UPDATE preferred_dealers SET is_central_purchasing = $2, version = version + 1 WHERE id = $1 AND is_central_purchasing IS DISTINCT FROM $2',
        [stored.id, body.isCentralPurchasing ?? false]);
      id = stored.id;
    } else {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO preferred_dealers (client_id, car_arrangement_id, brand_id, dealer_id, is_central_purchasing) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [reach.clientId, body.carArrangementId, body.brandId, body.dealerId, body.isCentralPurchasing ?? false]);
      id = row!.id;
    }
    const [row] = await tx.query<PreferredDealer>(`${SELECT} WHERE p.id = $1`, [id]);
    return row!;
  });
}

/** POST /preferreddealer/dealers: adds several dealers for one brand at once (those already preferred stay as they are). */
export async function addPreferredDealers(db: Db, reach: Reach, body: { carArrangementId: number; brandId: number; dealerIds: number[] }): Promise<PreferredDealer[]> {
  return db.transaction(async (tx) => {
    await carArrangement(tx, reach, body.carArrangementId);
    await checkBrandAndDealers(tx, reach, body.brandId, body.dealerIds);
    await tx.query(
      `INSERT INTO preferred_dealers (client_id, car_arrangement_id, brand_id, dealer_id)
       SELECT $1, $2, $3, unnest($4::int[]) ON CONFLICT (car_arrangement_id, brand_id, dealer_id) DO NOTHING`,
      [reach.clientId, body.carArrangementId, body.brandId, body.dealerIds]);
    return tx.query<PreferredDealer>(`${SELECT} WHERE p.client_id = $1 AND p.car_arrangement_id = $2 AND p.brand_id = $3 ${ORDER}`,
      [reach.clientId, body.carArrangementId, body.brandId]);
  });
}

/** DELETE /preferreddealer?preferredDealerId=: the dealer stays a dealer, only no longer preferred here. */
export async function deletePreferredDealer(db: Db, reach: Reach, id: number, expected: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: number }>(
      `SELECT version FROM preferred_dealers WHERE client_id = $1 AND id = $2 AND ($3::int[] IS NULL OR car_arrangement_id = ANY ($3::int[])) FOR UPDATE`,
      [reach.clientId, id, reach.arrangementIds]);
    if (!row) throw notFound(`Preferred dealer ${id} was not found.`);
    checkVersion(expected, row.version);
    await tx.query('DELETE FROM preferred_dealers WHERE id = $1', [id]);
  });
}

/** Central purchasing for all brands on or off: every preferred dealer of the arrangement at once. */
export async function setCentralPurchasingForAll(db: Db, reach: Reach, carArrangementId: number, on: boolean): Promise<PreferredDealer[]> {
  return db.transaction(async (tx) => {
    await carArrangement(tx, reach, carArrangementId);
    await tx.query(
      'UPDATE preferred_dealers SET is_central_purchasing = $3, version = version + 1 WHERE client_id = $1 AND car_arrangement_id = $2 AND is_central_purchasing <> $3',
      [reach.clientId, carArrangementId, on]);
    return listPreferredDealers(tx, reach, carArrangementId);
  });
}
