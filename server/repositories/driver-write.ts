import type { DriverBody as DriverInput } from '../routes/driver-schemas';
import { dateOrEmpty } from '../routes/schemas';
import type { SignedInAccount } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { badRequest, conflict, notFound } from '../plugins/http-errors';
import { uniqueViolation } from '../db/unique-violation';
import { driverInReach } from './driver-list';
import { reachOf, type Reach } from './scope';
import { containerIdsInReach } from './mobility';
import { queueMail, type Mailer } from '../mail/outbox';
import { welcomeMail } from '../mail/mail-content';
import { assignments, insertList, sentColumns, type ColumnMap } from './sent-columns';
import { checkVersion, type IfMatch } from '../kit/version';

/** POST /driver bodies, typed from their TypeBox schema (routes/driver-schemas.ts), which has already checked types and patterns. */
export type { DriverInput };
/** What a PUT /driver may send besides the id: any field; one it omits stays as stored, null clears. */
export type DriverChanges = Partial<DriverInput>;

/**
 * A driver write's reach: what the caller reads (scope.ts: arrangements, operating companies) plus the
 * mobility containers GET /mobilitycontainer shows them (mobility.ts), since a mobility category is set too.
 */
export interface DriverWriteReach extends Reach {
  containerIds: number[];
}

export async function driverWriteReachOf(db: Queryable, account: SignedInAccount): Promise<DriverWriteReach> {
  return { ...(await reachOf(db, account)), containerIds: await containerIdsInReach(db, account) };
}

/**
 * Checks every reference the write sets against the client and the caller's reach; 400 for one that
 * does not fit, 404 for one out of reach, exactly like an id that does not exist.
 */
async function checkReferences(tx: Queryable, reach: DriverWriteReach, input: DriverChanges): Promise<void> {
  const bindings = input.carArrangementCategoryBindings ?? [];
  const arrangementIds = bindings.map((b) => b.carArrangementId);
  if (new Set(arrangementIds).size !== arrangementIds.length) throw badRequest('An arrangement is bound more than once.');
  if (arrangementIds.length > 0) {
    const found = await tx.query<{ id: number }>(
      'SELECT id FROM car_arrangements WHERE client_id = $1 AND id = ANY ($2::int[])', [reach.clientId, arrangementIds]);
    const known = new Set(found.map((r) => r.id));
    for (const id of arrangementIds) {
      if (!known.has(id) || (reach.arrangementIds !== null && !reach.arrangementIds.includes(id))) {
        throw notFound(`Car arrangement ${id} was not found.`);
      }
    }
    const categoryIds = bindings.flatMap((b) => (b.categoryId === null ? [] : [b.categoryId]));
    if (categoryIds.length > 0) {
      const categories = await tx.query<{ id: number; car_arrangement_id: number }>(
        'SELECT id, car_arrangement_id FROM categories WHERE client_id = $1 AND id = ANY ($2::int[])', [reach.clientId, categoryIds]);
      const arrangementOf = new Map(categories.map((c) => [c.id, c.car_arrangement_id]));
      for (const b of bindings) {
        if (b.categoryId !== null && arrangementOf.get(b.categoryId) !== b.carArrangementId) {
          throw badRequest(`Category ${b.categoryId} does not belong to car arrangement ${b.carArrangementId}.`);
        }
      }
    }
  }
  if (input.operatingCompanyId != null) {
    const rows = await tx.query(
      'SELECT 1 FROM operating_companies WHERE client_id = $1 AND id = $2 AND NOT is_deleted AND ($3::int[] IS NULL OR id = ANY ($3::int[]))',
      [reach.clientId, input.operatingCompanyId, reach.operatingCompanyIds]);
    if (rows.length === 0) throw notFound(`Operating company ${input.operatingCompanyId} was not found.`);
  }
  if (input.mobilityCategory != null) {
    const rows = await tx.query('SELECT 1 FROM mobility_categories WHERE client_id = $1 AND id = $2 AND mobility_container_id = ANY ($3::int[])',
      [reach.clientId, input.mobilityCategory, reach.containerIds]);
    if (rows.length === 0) throw notFound(`Mobility category ${input.mobilityCategory} was not found.`);
  }
  const types = (input.orderStatuses ?? []).map((s) => s.arrangementType);
  if (new Set(types).size !== types.length) throw badRequest('An order status is given more than once for one arrangement type.');
}

/** The driver columns that are unique per client, with the reason a clash answers (the e-mail's is the spec 01 §8 catalogue text). */
const UNIQUE_COLUMNS = [
  ['email_address', (i: DriverChanges) => i.emailAddress?.toLowerCase(), 'There already exists an account with the specified e-mail address.'],
  ['lease_wise_driver_id', (i: DriverChanges) => i.leaseWiseDriverId, 'The lease-system driver id is already in use.'],
  ['fleet_management_driver_id', (i: DriverChanges) => i.fleetManagementDriverId, 'The fleet-management driver id is already in use.'],
] as const;

/** Only the values sent are checked: one left as stored cannot clash anew. */
async function checkUnique(tx: Queryable, clientId: number, input: DriverChanges, exceptId: number | null): Promise<void> {
  for (const [column, valueOf, reason] of UNIQUE_COLUMNS) {
    const value = valueOf(input);
    if (value == null) continue;
    const rows = await tx.query(`SELECT 1 FROM drivers WHERE client_id = $1 AND ${column} = $2 AND id <> $3`, [clientId, value, exceptId ?? 0]);
    if (rows.length > 0) throw conflict(reason);
  }
}

/**
 * A unique-key race that slipped past checkUnique (two saves at once) as the same 409 the pre-check
 * gives, told by the violated constraint's name; null for any other error.
 */
export function uniqueClashReason(error: unknown): string | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  return (UNIQUE_COLUMNS.find(([column]) => violation.constraint.includes(column)) ?? UNIQUE_COLUMNS[0])[2];
}

/** These text columns are NOT NULL with '' for "none", so a null sent to clear them is stored as ''. */
const orEmpty = (value: string | null) => value ?? '';

/** The drivers row's columns; what POST omits gets the column default (the same defaults the form starts with). */
const COLUMNS: ColumnMap<DriverChanges> = {
  emailAddress: ['email_address', (address) => address.toLowerCase()],
  telephoneNr: ['telephone_nr', orEmpty],
  firstName: ['first_name'],
  prefixSurname: ['prefix_surname', orEmpty],
  surname: ['surname'],
  fullNameLegacy: ['full_name_legacy', orEmpty],
  dateOfBirth: ['date_of_birth', dateOrEmpty],
  debtorNumber: ['debtor_number'],
  leaseWiseDriverId: ['lease_wise_driver_id'],
  fleetManagementDriverId: ['fleet_management_driver_id'],
  operatingCompanyId: ['operating_company_id'],
  mobilityCategory: ['mobility_category_id'],
  partTimePercentage: ['part_time_percentage'],
  language: ['language'],
  sendMail: ['send_mail'],
  isActive: ['is_active'],
  isGeneric: ['is_generic'],
  isBlocked: ['is_blocked'],
  isWatchingOnly: ['is_watching_only'],
  dateExpiration: ['date_expiration', dateOrEmpty],
};

async function writeChildren(tx: Queryable, reach: Reach, driverId: number, input: DriverChanges, now: Date): Promise<void> {
  if (input.carArrangementCategoryBindings !== undefined) {
    // Bindings outside the caller's reach are neither shown nor changed.
    await tx.query(
      `DELETE FROM driver_arrangement_bindings WHERE client_id = $1 AND driver_id = $2
         AND ($3::int[] IS NULL OR car_arrangement_id = ANY ($3::int[]))`,
      [reach.clientId, driverId, reach.arrangementIds]);
    for (const b of input.carArrangementCategoryBindings) {
      await tx.query(
        'INSERT INTO driver_arrangement_bindings (client_id, driver_id, car_arrangement_id, category_id) VALUES ($1, $2, $3, $4)',
        [reach.clientId, driverId, b.carArrangementId, b.categoryId]);
    }
  }
  if (input.mobilityCategory !== undefined) {
    await tx.query('DELETE FROM driver_mobility_container_bindings WHERE client_id = $1 AND driver_id = $2', [reach.clientId, driverId]);
    if (input.mobilityCategory !== null) {
      await tx.query(
        `INSERT INTO driver_mobility_container_bindings (client_id, driver_id, mobility_container_id)
         SELECT client_id, $2, mobility_container_id FROM mobility_categories WHERE client_id = $1 AND id = $3`,
        [reach.clientId, driverId, input.mobilityCategory]);
    }
  }
  for (const s of input.orderStatuses ?? []) {
    // Ticking blocks login and ordering for that type; unticking allows another order.
    await tx.query(
      `INSERT INTO driver_order_statuses (client_id, driver_id, arrangement_type, has_ordered, date_ordered)
       VALUES ($1, $2, $3, $4, CASE WHEN $4 THEN $5::timestamptz END)
       ON CONFLICT (driver_id, arrangement_type) DO UPDATE SET has_ordered = EXCLUDED.has_ordered,
         date_ordered = CASE WHEN EXCLUDED.has_ordered THEN COALESCE(driver_order_statuses.date_ordered, EXCLUDED.date_ordered) END`,
      [reach.clientId, driverId, s.arrangementType, s.hasOrdered, now]);
  }
}

/** Creates a driver; returns its id. A scoped administrator must bind it to a reachable arrangement. */
export async function createDriver(tx: Queryable, reach: DriverWriteReach, input: DriverInput, now: Date): Promise<number> {
  if (reach.arrangementIds !== null && (input.carArrangementCategoryBindings ?? []).length === 0) {
    throw badRequest('Bind the driver to at least one of your car arrangements.');
  }
  await checkReferences(tx, reach, input);
  await checkUnique(tx, reach.clientId, input, null);
  const sent = sentColumns(input, COLUMNS);
  const [row] = await tx.query<{ id: number }>(`INSERT INTO drivers ${insertList(sent, ['client_id'])} RETURNING id`,
    [reach.clientId, ...sent.values]);
  await writeChildren(tx, reach, row!.id, input, now);
  return row!.id;
}

/** The references a driver holds, as locked for a change. */
interface StoredReferences {
  operating_company_id: number | null;
  mobility_category_id: number | null;
}

/**
 * Locks a driver within reach for a change; 404 when out of reach or unknown, then 412 when If-Match
 * names another version (kit/version.ts); either way nothing changed.
 */
export async function lockDriver(tx: Queryable, reach: Reach, driverId: number, expected?: IfMatch): Promise<StoredReferences> {
  const [row] = await tx.query<StoredReferences & { version: number }>(
    `SELECT d.operating_company_id, d.mobility_category_id, d.version FROM drivers d
     WHERE d.client_id = $1 AND ${driverInReach(reach.arrangementIds)} AND d.id = $3 FOR UPDATE`,
    [reach.clientId, reach.arrangementIds, driverId]);
  if (!row) throw notFound(`Driver ${driverId} was not found.`);
  checkVersion(expected, row.version);
  return row;
}

/**
 * The body without the references it sends back as stored: GET showed them, so the form returns them,
 * and an unchanged reference is no move, so it is neither checked against the caller's reach (their
 * driver may belong to a company or hold a binding they do not administer) nor rewritten.
 */
async function withoutUnchangedReferences(
  tx: Queryable, reach: Reach, driverId: number, stored: StoredReferences, input: DriverChanges,
): Promise<DriverChanges> {
  const changes: DriverChanges = {
    ...input,
    operatingCompanyId: input.operatingCompanyId === stored.operating_company_id ? undefined : input.operatingCompanyId,
    mobilityCategory: input.mobilityCategory === stored.mobility_category_id ? undefined : input.mobilityCategory,
  };
  if (input.carArrangementCategoryBindings !== undefined && reach.arrangementIds !== null) {
    const outside = await tx.query<{ car_arrangement_id: number; category_id: number | null }>(
      `SELECT car_arrangement_id, category_id FROM driver_arrangement_bindings
       WHERE client_id = $1 AND driver_id = $2 AND NOT (car_arrangement_id = ANY ($3::int[]))`,
      [reach.clientId, driverId, reach.arrangementIds]);
    const kept = new Set(outside.map((b) => `${b.car_arrangement_id}/${b.category_id}`));
    changes.carArrangementCategoryBindings = input.carArrangementCategoryBindings.filter((b) => !kept.has(`${b.carArrangementId}/${b.categoryId}`));
  }
  return changes;
}

/** Changes the fields `input` sends (server/README.md, "Bodies"); everything it omits stays as stored. */
export async function updateDriver(
  tx: Queryable, reach: DriverWriteReach, driverId: number, input: DriverChanges, now: Date, expected?: IfMatch,
): Promise<void> {
  const changes = await withoutUnchangedReferences(tx, reach, driverId, await lockDriver(tx, reach, driverId, expected), input);
  await checkReferences(tx, reach, changes);
  await checkUnique(tx, reach.clientId, changes, driverId);
  const sent = sentColumns(changes, COLUMNS);
  // A PUT naming just the id changes nothing, the version included; any sent field (children too) is a change.
  const version = Object.keys(input).length > 0 ? 'version = version + 1' : '';
  await tx.query(`UPDATE drivers SET ${[assignments(sent, 2), 'updated_at = now()', version].filter(Boolean).join(', ')} WHERE client_id = $1 AND id = $2`,
    [reach.clientId, driverId, ...sent.values]);
  await writeChildren(tx, reach, driverId, changes, now);
}

/**
 * DELETE /driver. With reset-status the driver stays: active again, expiring on `expiration`
 * (not before today), order statuses cleared so they can log in and order, and the welcome mail
 * marked to be sent again. Without it the driver is removed; one with orders cannot be (409).
 */
export async function deleteDriver(
  tx: Queryable, mailer: Mailer, reach: Reach, driverId: number, reset: { expiration: string | null } | null, now: Date, expected?: IfMatch,
): Promise<'deleted' | 'reset'> {
  await lockDriver(tx, reach, driverId, expected);
  if (reset) {
    // Spec 02 §4: resetting lets the driver log in again and re-sends the welcome mail.
    await tx.query(
      `UPDATE drivers SET is_active = true, is_blocked = false, date_expiration = $3, send_mail = true,
         email_has_been_sent = true, date_email_sent = $4, updated_at = now(), version = version + 1 WHERE client_id = $1 AND id = $2`,
      [reach.clientId, driverId, reset.expiration, now]);
    await tx.query('UPDATE driver_order_statuses SET has_ordered = false, date_ordered = NULL WHERE client_id = $1 AND driver_id = $2',
      [reach.clientId, driverId]);
    await queueMail(tx, mailer, reach.clientId, await welcomeMail(tx, reach.clientId, driverId, mailer.driverPortalUrl), now);
    return 'reset';
  }
  const orders = await tx.query('SELECT 1 FROM orders WHERE client_id = $1 AND driver_id = $2 LIMIT 1', [reach.clientId, driverId]);
  if (orders.length > 0) throw conflict('The driver has orders and cannot be deleted; reset the status instead.');
  await tx.query('DELETE FROM drivers WHERE client_id = $1 AND id = $2', [reach.clientId, driverId]);
  return 'deleted';
}
