import type { Dashboard, DashboardFigure, DashboardFigureKey } from '../../contract/types/dashboard';
import { RELEASE_NOTE_PRODUCT_CODE } from '../../contract/types/release-notes';
import type { Feature } from '../../contract/access/access-table';
import type { SignedInAccount } from '../auth/tokens';
import type { ServerContext } from '../context';
import { mailLogConditions, mailLogReaderOf } from '../areas/mail-log-routes';
import { mobilityContainer } from '../areas/mobility-container';
import { mobilityProduct } from '../areas/mobility-product';
import { unseenCountSql } from '../areas/release-note-reads';
import { rememberedQuery } from '../db/remembered-reads';
import { countSql } from '../kit/read';
import { type KitReach } from '../kit/declaration';
import { arrangementConditions } from './arrangements';
import { bulkStatusOf } from './bulk-runs';
import { driverFilterConditions, driverReachConditions, type DriverListFilters } from './driver-list';
import { containerBindingsOf } from './mobility';
import { ORDER_FROM, orderConditions } from './orders';
import { PROVIDER_CLIENT_FROM, providerClientConditions } from './provider-clients';
import type { Reach } from './scope';

/**
 * GET /dashboard (types-dashboard.ts): every figure the reader may follow, counted by the conditions of the list each
 * links to (driverConditions, arrangementConditions, the kit's countSql …), within the reader's reach and at the
 * request's moment, in two statements: the driver figures (remembered until a write, like the driver list's count) and
 * one SELECT of every other figure. A figure of a list the reader cannot open is not counted at all.
 */

export interface DashboardReader {
  account: SignedInAccount;
  reach: Reach;
  /** The access table as it answers for this reader (licences and mobility facts included). */
  can(feature: Feature): boolean;
  now: Date;
  today: string;
}

type Count = { key: DashboardFigureKey; sql: string };

/** The parameters every figure's SQL shares: driverInReach and the order conditions read $1–$3 by position. */
function sharedParams(reader: DashboardReader): unknown[] {
  return [reader.reach.clientId, reader.reach.arrangementIds, reader.today];
}

/**
 * The driver figures, in a statement of their own (dashboardOf remembers it), each by its list's conditions. Every one
 * tests the driver's own row (expiring, expired yet active, without category — a flag the bindings' triggers keep —
 * and welcome mail not sent), so they are FILTERs of one count over the drivers in reach (driverFilterConditions under
 * driverReachConditions, the two halves of driverConditions): a large client's 100,000 drivers and a scoped reader's
 * reach are read once for all four, not once each. Its parameters are $1–$3 only (client, reach, today): the same
 * answer all day until a write to what it reads, which is what lets it be remembered.
 */
function driverStatement(reader: DashboardReader): DriverStatement {
  const params = sharedParams(reader);
  const inPass: [DashboardFigureKey, DriverListFilters][] = [
    ['driversExpiring', { expiration: 'withinThirtyDays' }],
    ['driversExpiredActive', { attention: 'expiredStillActive' }],
    ['driversWithoutCategory', { attention: 'withoutCategory' }],
    ['welcomeMailsNotSent', { emailNotSent: true }],
  ];
  const columns = inPass.map(([key, filters]) =>
    `(count(*) FILTER (WHERE ${driverFilterConditions(filters, params).join('\n AND ') || 'true'}))::int AS "${key}"`);
  return {
    sql: `SELECT ${columns.join(',\n')}\nFROM drivers d WHERE ${driverReachConditions(params)}`,
    params,
    // The order the screen lists them in.
    keys: ['driversExpiring', 'driversExpiredActive', 'driversWithoutCategory', 'welcomeMailsNotSent'],
  };
}

function arrangementCounts(reader: DashboardReader, add: (value: unknown) => string): Count[] {
  const count = (key: DashboardFigureKey, attention: Parameters<typeof arrangementConditions>[1]['attention']): Count => ({
    key,
    sql: `(SELECT count(*)::int FROM car_arrangements ca
      LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
      WHERE ${arrangementConditions(reader.reach, { attention, now: reader.now }, add)})`,
  });
  return [
    count('arrangementsStaleRun', 'staleRun'),
    count('arrangementsInactive', 'inactive'),
    count('arrangementsWithoutCategories', 'withoutCategories'),
    // The coupling is checked against the lease system: without its licence there is no contract to be invalid.
    ...(reader.can('mantelContractCheck') ? [count('mantelContractsInvalid', 'invalidMantel')] : []),
  ];
}

function mobilityCounts(reader: DashboardReader, params: unknown[]): Count[] {
  const reach: KitReach = { ...reader.reach, role: reader.account.role, accountId: reader.account.id, containerBoundTo: containerBindingsOf(reader.account) };
  return [
    { key: 'containersInactive', sql: countSql(mobilityContainer, reach, { attention: { name: 'inactive', now: reader.now } }, params) },
    { key: 'productTypesDuplicate', sql: countSql(mobilityProduct, reach, { attention: { name: 'duplicateType', now: reader.now } }, params) },
  ];
}

/** The figures' SQL but the drivers' (driverStatement), each only where the reader may open its list. */
async function countsOf(ctx: ServerContext, reader: DashboardReader, params: unknown[]): Promise<Count[]> {
  const add = (value: unknown) => `$${params.push(value)}`;
  const counts: Count[] = [];
  if (reader.can('orders')) {
    counts.push({ key: 'ordersWaiting', sql: `(SELECT count(*)::int ${ORDER_FROM} WHERE ${orderConditions({ status: 'open' }, params)})` });
  }
  if (reader.can('arrangementMenu')) counts.push(...arrangementCounts(reader, add));
  if (reader.can('mobility')) counts.push(...mobilityCounts(reader, params));
  if (reader.can('mailLog')) {
    const mail = mailLogConditions(await mailLogReaderOf(ctx, reader.account), { attention: { name: 'failedRecently', now: reader.now } }, add);
    counts.push({ key: 'mailFailed', sql: `(SELECT count(*)::int FROM mail_logs t WHERE ${mail})` });
  }
  if (reader.can('releaseNotes')) counts.push({ key: 'releaseNotesUnseen', sql: unseenCountSql(RELEASE_NOTE_PRODUCT_CODE, reader.account.id, add) });
  if (reader.can('clientList')) {
    counts.push({ key: 'providerClients', sql: `(SELECT count(*)::int FROM ${PROVIDER_CLIENT_FROM} WHERE ${providerClientConditions({}, add)})` });
    counts.push({
      key: 'providerClientsStaleRun',
      sql: `(SELECT count(*)::int FROM ${PROVIDER_CLIENT_FROM} WHERE ${providerClientConditions({ attention: { name: 'staleRun', now: reader.now } }, add)})`,
    });
  }
  return counts;
}

/** When the oldest waiting order was placed, in the same reach as its count. */
function oldestOrderSql(params: unknown[]): string {
  return `(SELECT to_char(min(o.date_ordered) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ${ORDER_FROM}
    WHERE ${orderConditions({ status: 'open' }, params)})`;
}

/** The driver figures' statement (driverStatement). */
export interface DriverStatement {
  sql: string;
  params: unknown[];
  keys: DashboardFigureKey[];
}

/**
 * What GET /dashboard runs (bench/dashboard-api.ts times it): the driver figures' statement when the reader may open the
 * driver list, and one SELECT of every other figure as a scalar subquery over the same parameters.
 */
export interface DashboardStatement {
  drivers: DriverStatement | null;
  sql: string;
  params: unknown[];
  /** Each figure's subquery as it stands in `sql`; ordersWaiting's oldest order as `oldestOrder`. */
  parts: { key: DashboardFigureKey | 'oldestOrder'; sql: string }[];
  /** `sql` with these select-list columns instead of `parts`. */
  selecting(columns: string[]): string;
}

export async function dashboardStatement(ctx: ServerContext, reader: DashboardReader): Promise<DashboardStatement> {
  const params = sharedParams(reader);
  const parts: DashboardStatement['parts'] = await countsOf(ctx, reader, params);
  if (reader.can('orders')) parts.push({ key: 'oldestOrder', sql: oldestOrderSql(params) });
  // $1–$3 are referenced even when no figure needs them (a reader who may open none): PostgreSQL refuses unused parameters.
  const selecting = (columns: string[]) =>
    `SELECT $1::int AS "clientId", $2::int[] AS "reach", $3::date AS "today"${columns.map((column) => `,\n${column}`).join('')}`;
  return {
    drivers: reader.can('drivers') ? driverStatement(reader) : null,
    sql: selecting(parts.map(({ key, sql }) => `${sql} AS "${key}"`)), params, parts, selecting,
  };
}

/**
 * The driver figures are remembered until a write to what they read (server/db/remembered-reads.ts, as the driver list
 * remembers its count): counting 100,000 drivers costs more than the 50 ms the dashboard may take (issue 37 point 2),
 * and they change only with the drivers, their bindings or the date. The other figures are read at the request's
 * moment (they compare with the clock, which a remembered read may not).
 */
export async function dashboardOf(ctx: ServerContext, reader: DashboardReader): Promise<Dashboard> {
  const { drivers, sql, params, parts } = await dashboardStatement(ctx, reader);
  const driverRow = drivers ? (await rememberedQuery<Record<string, number>>(ctx.db, drivers.sql, drivers.params))[0] ?? {} : {};
  const [row = {}] = await ctx.db.query<Record<string, number | string | null>>(sql, params);
  const keys = parts.flatMap(({ key }) => (key === 'oldestOrder' ? [] : [key]));
  // The screen's order: orders, drivers, then the rest.
  const ordered = [...keys.filter((key) => key === 'ordersWaiting'), ...(drivers?.keys ?? []), ...keys.filter((key) => key !== 'ordersWaiting')];
  const figures = ordered.map((key): DashboardFigure => ({
    key, count: Number((drivers?.keys.includes(key) ? driverRow[key] : row[key]) ?? 0),
    ...(key === 'ordersWaiting' ? { oldest: (row.oldestOrder as string | null) ?? null } : {}),
  }));
  return { figures, bulkRun: reader.can('bulkCalculator') ? await bulkStatusOf(ctx.db, reader.reach.clientId) : null };
}
