import type { Locale, ArrangementType } from '../../contract/types/core';
import type { CarArrangementCategoryBinding, Driver, DriverExpirationWindow, DriverListQuery, DriverOrderStatus, DriverStatus } from '../../contract/types/drivers';
import type { Queryable } from '../db/db';
import { rememberedQuery } from '../db/remembered-reads';
import { driverConditions, type DriverListFilters } from './driver-conditions';
import { driverInReach, type Reach } from './scope';

export { driverInReach };
export { driverConditions, driverReachConditions, driverFilterConditions, type DriverListFilters, type ExternalIdKind } from './driver-conditions';

/**
 * The driver list (GET /driver without `search`) and one driver's full row. Keyset pages on
 * (lower(surname), id) within the client (index drivers_client_surname_id), so a deep page costs
 * what the first one does. Rows are contract/types/drivers.ts `Driver`.
 */

/** The wire shapes live in contract/types/drivers.ts (shared with the app); these aliases keep the server's names. */
export type DriverBinding = CarArrangementCategoryBinding;
/** A driver as the server answers it: the app's type plus the row version (also the ETag of a single-driver answer). */
export type DriverRow = Driver & { version: number };
export type { DriverOrderStatus };

/** The status filter values (the same list as contract/types/drivers.ts DRIVER_STATUSES, which is checked below). */
export const DRIVER_STATUSES = ['active', 'inactive', 'ordered', 'generic', 'expired', 'blocked', 'watchingOnly'] as const satisfies readonly DriverStatus[];

export type { DriverStatus };


export interface DriverCursor {
  surnameKey: string;
  id: number;
}

export function encodeCursor(cursor: DriverCursor): string {
  return Buffer.from(JSON.stringify([cursor.surnameKey, cursor.id]), 'utf8').toString('base64url');
}

/** null when the text is not a cursor this server issued (the route answers 400). */
export function decodeCursor(text: string): DriverCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [surnameKey, id] = value as unknown[];
    if (typeof surnameKey !== 'string' || surnameKey.length > 100) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2147483647) return null;
    return { surnameKey, id };
  } catch {
    return null;
  }
}

interface DriverDbRow {
  id: number;
  version: number;
  email_address: string;
  telephone_nr: string;
  first_name: string;
  prefix_surname: string;
  surname: string;
  surname_key: string;
  full_name_legacy: string;
  date_of_birth: string | null;
  debtor_number: string | null;
  lease_wise_driver_id: string | null;
  fleet_management_driver_id: string | null;
  operating_company_id: number | null;
  mobility_category_id: number | null;
  container_ids: number[] | null;
  part_time_percentage: number;
  language: string | null;
  send_mail: boolean;
  is_active: boolean;
  has_ordered: boolean;
  is_generic: boolean;
  is_blocked: boolean;
  is_watching_only: boolean;
  date_expiration: string | null;
  is_expired: boolean;
  date_last_login: Date | string | null;
  email_has_been_sent: boolean;
  date_email_sent: Date | string | null;
  bindings?: DriverBinding[] | null;
  order_statuses?: { arrangementType: ArrangementType; hasOrdered: boolean; dateOrdered: string | null }[] | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function toRow(r: DriverDbRow, withBindings: boolean, withStatuses: boolean): DriverRow {
  const fullName = [r.first_name, r.prefix_surname, r.surname].filter(Boolean).join(' ');
  return {
    id: r.id,
    version: r.version,
    emailAddress: r.email_address,
    telephoneNr: r.telephone_nr || null,
    firstName: r.first_name,
    prefixSurname: r.prefix_surname || null,
    surname: r.surname,
    fullName,
    fullNameLegacy: r.full_name_legacy || null,
    dateOfBirth: r.date_of_birth,
    debtorNumber: r.debtor_number,
    leaseWiseDriverId: r.lease_wise_driver_id,
    fleetManagementDriverId: r.fleet_management_driver_id,
    operatingCompanyId: r.operating_company_id,
    mobilityCategory: r.mobility_category_id,
    bindings: r.container_ids ?? [],
    partTimePercentage: r.part_time_percentage,
    language: r.language as Locale | null,
    sendMail: r.send_mail,
    isActive: r.is_active,
    hasOrdered: r.has_ordered,
    isGeneric: r.is_generic,
    isBlocked: r.is_blocked,
    isWatchingOnly: r.is_watching_only,
    dateExpiration: r.date_expiration,
    isExpired: r.is_expired,
    dateLastLogin: iso(r.date_last_login),
    emailHasBeenSent: r.email_has_been_sent,
    dateEmailSent: iso(r.date_email_sent),
    ...(withBindings ? { carArrangementCategoryBindings: r.bindings ?? [] } : {}),
    ...(withStatuses
      ? { orderStatuses: (r.order_statuses ?? []).map((s) => ({ ...s, dateOrdered: s.dateOrdered === null ? null : new Date(s.dateOrdered).toISOString() })) }
      : {}),
  };
}

/**
 * has_ordered is a scalar subquery, not EXISTS: for an EXISTS column PostgreSQL may pick a hashed subplan that reads
 * every ordered status first (10,140 at the 100k client: 155 ms before a first page, where this takes 1.5 ms); the
 * scalar one probes the partial index driver_order_statuses_ordered for the page's rows only.
 */
function selectColumns(withBindings: boolean, withStatuses: boolean, todayParam: string): string {
  return `d.id, d.version, d.email_address, d.telephone_nr, d.first_name, d.prefix_surname, d.surname, lower(d.surname) AS surname_key,
    d.full_name_legacy, to_char(d.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, d.debtor_number, d.lease_wise_driver_id,
    d.fleet_management_driver_id, d.operating_company_id, d.mobility_category_id,
    (SELECT array_agg(mb.mobility_container_id ORDER BY mb.mobility_container_id) FROM driver_mobility_container_bindings mb
      WHERE mb.driver_id = d.id) AS container_ids,
    d.part_time_percentage::int AS part_time_percentage, d.language, d.send_mail, d.is_active,
    COALESCE((SELECT true FROM driver_order_statuses os WHERE os.driver_id = d.id AND os.has_ordered LIMIT 1), false) AS has_ordered,
    d.is_generic, d.is_blocked, d.is_watching_only, to_char(d.date_expiration, 'YYYY-MM-DD') AS date_expiration,
    COALESCE(d.date_expiration < ${todayParam}::date, false) AS is_expired,
    d.date_last_login, d.email_has_been_sent, d.date_email_sent
    ${withBindings ? `, (SELECT json_agg(json_build_object('carArrangementId', b.car_arrangement_id, 'categoryId', b.category_id)
        ORDER BY b.car_arrangement_id) FROM driver_arrangement_bindings b WHERE b.driver_id = d.id) AS bindings` : ''}
    ${withStatuses ? `, (SELECT json_agg(json_build_object('arrangementType', s.arrangement_type, 'hasOrdered', s.has_ordered,
        'dateOrdered', s.date_ordered) ORDER BY s.arrangement_type) FROM driver_order_statuses s WHERE s.driver_id = d.id) AS order_statuses` : ''}`;
}


export interface DriverPage {
  rows: DriverRow[];
  total: number;
  nextCursor: string | null;
}


/** `today` is yyyy-MM-dd (the server's clock), so "expired" follows the injected clock in tests. */
export async function listDrivers(
  db: Queryable,
  reach: Reach,
  filters: DriverListFilters,
  page: { after: DriverCursor | null; pageSize: number },
  today: string,
): Promise<DriverPage> {
  const params: unknown[] = [reach.clientId, reach.arrangementIds, today];
  const filterSql = driverConditions(filters, params);
  const p = (value: unknown) => `$${params.push(value)}`;
  const countParams = [...params];
  const keyset = page.after ? ` AND (lower(d.surname), d.id) > (${p(page.after.surnameKey)}::text, ${p(page.after.id)}::int)` : '';
  const limitParam = p(page.pageSize + 1);
  const withBindings = filters.includeBindings === true;
  const withStatuses = filters.includeOrderStatuses === true;
  // Remembered until a write changes them (remembered-reads.ts): the count over every match is most of a first page's time.
  const [rows, [count]] = await Promise.all([
    rememberedQuery<DriverDbRow>(
      db,
      `SELECT ${selectColumns(withBindings, withStatuses, '$3')}
       FROM drivers d WHERE ${filterSql}${keyset}
       ORDER BY lower(d.surname), d.id LIMIT ${limitParam}`,
      params,
    ),
    rememberedQuery<{ n: number }>(db, `SELECT count(*)::int AS n FROM drivers d WHERE ${filterSql}`, countParams),
  ]);
  const more = rows.length > page.pageSize;
  const pageRows = more ? rows.slice(0, page.pageSize) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    rows: pageRows.map((r) => toRow(r, withBindings, withStatuses)),
    total: count?.n ?? 0,
    nextCursor: more && last ? encodeCursor({ surnameKey: last.surname_key, id: last.id }) : null,
  };
}

/** One driver within reach, with bindings and order statuses; null when out of reach or unknown. */
export async function findDriver(db: Queryable, reach: Reach, driverId: number, today: string): Promise<DriverRow | null> {
  const [row] = await db.query<DriverDbRow>(
    `SELECT ${selectColumns(true, true, '$3')} FROM drivers d WHERE d.client_id = $1 AND ${driverInReach(reach.arrangementIds)} AND d.id = $4`,
    [reach.clientId, reach.arrangementIds, today, driverId],
  );
  return row ? toRow(row, true, true) : null;
}

/** Every driver bound to one arrangement within reach (the export), by surname. */
export async function driversOfArrangement(db: Queryable, reach: Reach, carArrangementId: number, today: string): Promise<DriverRow[]> {
  const rows = await db.query<DriverDbRow>(
    `SELECT ${selectColumns(true, false, '$3')} FROM drivers d
     WHERE d.client_id = $1 AND ${driverInReach(reach.arrangementIds)}
       AND EXISTS (SELECT 1 FROM driver_arrangement_bindings fb WHERE fb.driver_id = d.id AND fb.client_id = d.client_id AND fb.car_arrangement_id = $4)
     ORDER BY lower(d.surname), d.id`,
    [reach.clientId, reach.arrangementIds, today, carArrangementId],
  );
  return rows.map((r) => toRow(r, true, false));
}
