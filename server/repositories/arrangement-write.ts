import type { Db, Queryable } from '../db/db';
import { uniqueViolation } from '../db/unique-violation';
import { checkVersion, type IfMatch } from '../kit/version';
import { badRequest, conflict, forbidden, notFound } from '../plugins/http-errors';
import type { ArrangementCreate, ArrangementUpdate } from '../routes/cararrangement-schemas';
import type { Reach } from './scope';
import { assignments, sentColumns, trimmed, type ColumnMap } from './sent-columns';

/**
 * Car arrangement writes (spec 02 §7): create with its empty calculator and arrangement settings, rename or
 * renumber, delete. A mantel number is unique per client (409 with the contract's text); an arrangement
 * mobility products or orders still use cannot be deleted (409). Always within the caller's reach: an
 * arrangement outside it is a 404 like an unknown id, and an administrator limited to operating companies
 * cannot create one (it would be outside their own reach at once).
 */
export const MANTEL_TAKEN = 'Mantelnummer already exists for this client';
export const HAS_MOBILITY_PRODUCTS = 'Cannot delete carArrangement because there are still MobilityProducts';
const HAS_ORDERS = 'Cannot delete carArrangement because orders were placed under it';

export const arrangementNotFound = (id: number) => notFound(`Car arrangement ${id} was not found.`);

/** A car arrangement of the client within the caller's reach, of any type; else 404 as if unknown. */
export async function arrangementInReach(db: Queryable, reach: Reach, id: number): Promise<void> {
  const [row] = await db.query('SELECT 1 FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
  if (!row || (reach.arrangementIds !== null && !reach.arrangementIds.includes(id))) throw arrangementNotFound(id);
}

function mantelClash(error: unknown): unknown {
  return uniqueViolation(error)?.constraint.includes('mantel') ? conflict(MANTEL_TAKEN) : error;
}

async function lockArrangement(tx: Queryable, reach: Reach, id: number, expected: IfMatch): Promise<{ type: string }> {
  const [row] = await tx.query<{ version: number; type: string }>(
    'SELECT version, data_object_type AS type FROM car_arrangements WHERE client_id = $1 AND id = $2 FOR UPDATE', [reach.clientId, id]);
  if (!row || (reach.arrangementIds !== null && !reach.arrangementIds.includes(id))) throw arrangementNotFound(id);
  checkVersion(expected, row.version);
  return row;
}

export async function createArrangement(db: Db, reach: Reach, body: ArrangementCreate): Promise<number> {
  if (reach.arrangementIds !== null) throw forbidden('An administrator limited to operating companies cannot create car arrangements.');
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO car_arrangements (client_id, display_name, data_object_type, mantel_number) VALUES ($1, $2, $3, $4) RETURNING id',
      [reach.clientId, body.displayName.trim(), body.dataObject?.type ?? 'car', body.mantelNumber ?? null]);
    // Inactive for drivers until an administrator configures and activates it.
    await tx.query('INSERT INTO car_arrangement_calculator_settings (client_id, car_arrangement_id) VALUES ($1, $2)', [reach.clientId, row!.id]);
    await tx.query('INSERT INTO car_arrangement_settings (client_id, car_arrangement_id) VALUES ($1, $2)', [reach.clientId, row!.id]);
    return row!.id;
  }).catch((error: unknown) => { throw mantelClash(error); });
}

const COLUMNS: ColumnMap<ArrangementUpdate> = { displayName: ['display_name', trimmed], mantelNumber: ['mantel_number'] };

export async function updateArrangement(db: Db, reach: Reach, body: ArrangementUpdate, expected: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockArrangement(tx, reach, body.id, expected);
    if (body.dataObject && body.dataObject.type !== stored.type) throw badRequest('body.dataObject.type cannot be changed once created');
    const sent = sentColumns(body, COLUMNS);
    if (sent.columns.length === 0) return;
    await tx.query(`UPDATE car_arrangements SET ${assignments(sent, 2)}, version = version + 1, updated_at = now() WHERE client_id = $1 AND id = $2`,
      [reach.clientId, body.id, ...sent.values]);
  }).catch((error: unknown) => { throw mantelClash(error); });
}

export async function deleteArrangement(db: Db, reach: Reach, id: number, expected: IfMatch): Promise<void> {
  await db.transaction(async (tx) => {
    await lockArrangement(tx, reach, id, expected);
    const [use] = await tx.query<{ products: boolean; orders: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM mobility_products WHERE client_id = $1 AND car_arrangement_id = $2) AS products,
              EXISTS (SELECT 1 FROM orders WHERE client_id = $1 AND car_arrangement_id = $2) AS orders`, [reach.clientId, id]);
    if (use!.products) throw conflict(HAS_MOBILITY_PRODUCTS);
    if (use!.orders) throw conflict(HAS_ORDERS);
    await tx.query('DELETE FROM car_arrangements WHERE client_id = $1 AND id = $2', [reach.clientId, id]);
  });
}
