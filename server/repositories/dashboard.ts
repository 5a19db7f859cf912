import type { Dashboard, DashboardFigure, DashboardFigureKey } from '../../src/api/types-dashboard';
import { RELEASE_NOTE_PRODUCT_CODE } from '../../src/api/types-release-notes';
import type { Feature } from '../../src/lib/access-table';
import type { SignedInAccount } from '../auth/tokens';
import type { ServerContext } from '../context';
import { mailLogConditions, mailLogReaderOf } from '../areas/mail-log-routes';
import { mobilityContainer } from '../areas/mobility-container';
import { mobilityProduct } from '../areas/mobility-product';
import { unseenCountSql } from '../areas/release-note-reads';
import { countSql, type KitReach } from '../kit/read';
import { arrangementConditions } from './arrangements';
import { bulkStatusOf } from './bulk-runs';
import { DRIVER_REACH_CONDITIONS, driverFilterConditions, type DriverListFilters } from './driver-list';
import { containerBindingsOf } from './mobility';
import { ORDER_FROM, orderConditions } from './orders';
import { PROVIDER_CLIENT_FROM, providerClientConditions } from './provider-clients';
import type { Reach } from './scope';

/**
 * GET /dashboard (types-dashboard.ts): every figure the reader may follow, counted in ONE statement by the
 * conditions of the list each links to (driverConditions, arrangementConditions, the kit's countSql …), within the
 * reader's reach and at the request's moment. A figure of a list the reader cannot open is not counted at all.
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

/** The parameters every figure's SQL shares: DRIVER_IN_REACH and the order conditions read $1–$3 by position. */
function sharedParams(reader: DashboardReader): unknown[] {
  return [reader.reach.clientId, reader.reach.arrangementIds, reader.today];
}

/** The CTE the driver figures read: every driver figure counted in ONE pass over the drivers in reach. */
const DRIVER_COUNTS = 'driver_counts';

/**
 * The driver figures: each its list's filters (driverFilterConditions) as a FILTER of one count over the drivers in
 * reach (DRIVER_REACH_CONDITIONS, the list's other half), so the 100,000 drivers of a large client and a scoped
 * reader's reach are read once for the four figures, not once each. Returns the CTE and each figure's column of it.
 */
function driverCounts(params: unknown[]): { cte: string; counts: Count[] } {
  const figures: [DashboardFigureKey, DriverListFilters][] = [
    ['driversExpiring', { expiration: 'withinThirtyDays' }],
    ['driversExpiredActive', { attention: 'expiredStillActive' }],
    ['driversWithoutCategory', { attention: 'withoutCategory' }],
    ['welcomeMailsNotSent', { emailNotSent: true }],
  ];
  const columns = figures.map(([key, filters]) =>
    `(count(*) FILTER (WHERE ${driverFilterConditions(filters, params).join('\n AND ') || 'true'}))::int AS "${key}"`);
  return {
    cte: `${DRIVER_COUNTS} AS (SELECT ${columns.join(',\n')} FROM drivers d WHERE ${DRIVER_REACH_CONDITIONS})`,
    counts: figures.map(([key]) => ({ key, sql: `(SELECT "${key}" FROM ${DRIVER_COUNTS})` })),
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

/** The figures' SQL, each only where the reader may open its list, and the CTEs they read (WITH …). */
async function countsOf(ctx: ServerContext, reader: DashboardReader, params: unknown[]): Promise<{ ctes: string[]; counts: Count[] }> {
  const add = (value: unknown) => `$${params.push(value)}`;
  const counts: Count[] = [];
  const ctes: string[] = [];
  if (reader.can('orders')) {
    counts.push({ key: 'ordersWaiting', sql: `(SELECT count(*)::int ${ORDER_FROM} WHERE ${orderConditions({ status: 'open' }, params)})` });
  }
  if (reader.can('drivers')) {
    const drivers = driverCounts(params);
    ctes.push(drivers.cte);
    counts.push(...drivers.counts);
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
  return { ctes, counts };
}

/** When the oldest waiting order was placed, in the same reach as its count. */
function oldestOrderSql(params: unknown[]): string {
  return `(SELECT to_char(min(o.date_ordered) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ${ORDER_FROM}
    WHERE ${orderConditions({ status: 'open' }, params)})`;
}

/** The one SELECT GET /dashboard runs, with each figure's scalar subquery over the same parameters (bench/dashboard-api.ts times them). */
export interface DashboardStatement {
  sql: string;
  params: unknown[];
  /** Each figure's subquery as it stands in `sql`; ordersWaiting's oldest order as `oldestOrder`. */
  parts: { key: DashboardFigureKey | 'oldestOrder'; sql: string }[];
  /** The statement with these select-list columns instead of `parts` (its CTEs kept). */
  selecting(columns: string[]): string;
}

export async function dashboardStatement(ctx: ServerContext, reader: DashboardReader): Promise<DashboardStatement> {
  const params = sharedParams(reader);
  const { ctes, counts } = await countsOf(ctx, reader, params);
  const parts: DashboardStatement['parts'] = counts;
  if (reader.can('orders')) parts.push({ key: 'oldestOrder', sql: oldestOrderSql(params) });
  // $1–$3 are referenced even when no figure needs them (a reader who may open none): PostgreSQL refuses unused parameters.
  const selecting = (columns: string[]) => `${ctes.length > 0 ? `WITH ${ctes.join(',\n')}\n` : ''}`
    + `SELECT $1::int AS "clientId", $2::int[] AS "reach", $3::date AS "today"${columns.map((column) => `,\n${column}`).join('')}`;
  return { sql: selecting(parts.map(({ key, sql }) => `${sql} AS "${key}"`)), params, parts, selecting };
}

export async function dashboardOf(ctx: ServerContext, reader: DashboardReader): Promise<Dashboard> {
  const { sql, params, parts } = await dashboardStatement(ctx, reader);
  const [row = {}] = await ctx.db.query<Record<string, number | string | null>>(sql, params);
  const figures = parts.filter((part): part is Count => part.key !== 'oldestOrder').map(({ key }): DashboardFigure => ({
    key, count: Number(row[key] ?? 0), ...(key === 'ordersWaiting' ? { oldest: (row.oldestOrder as string | null) ?? null } : {}),
  }));
  return { figures, bulkRun: reader.can('bulkCalculator') ? await bulkStatusOf(ctx.db, reader.reach.clientId) : null };
}
