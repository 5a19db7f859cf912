import type { DriverExpirationWindow, DriverListQuery, DriverStatus } from '../../contract/types/drivers';
import { EXPIRING_WITHIN_DAYS, type AttentionFilter } from '../../contract/types/dashboard';
import { searchTerms, termConditions } from './drivers';
import { driverInReach } from './scope';

/**
 * The driver list's filters as SQL over drivers `d` (GET /driver and the lease-system and fleet-management lists,
 * driver-list.ts), apart from its reads so the dashboard (dashboard.ts) counts with exactly the list's conditions.
 */
/** Which lease-system id a list is limited to: the lease-system and fleet-management lists show only drivers that have one. */
export type ExternalIdKind = 'leaseWise' | 'fleetManagement';

/**
 * The list filters of the contract's GET /driver, as the app sends them (paging is separate), plus
 * what the lease-system and fleet-management routes add on the server.
 */
export type DriverListFilters = Omit<DriverListQuery, 'after' | 'pageSize'> & { withExternalId?: ExternalIdKind };

const EXTERNAL_ID_COLUMN: Record<ExternalIdKind, string> = {
  leaseWise: 'd.lease_wise_driver_id',
  fleetManagement: 'd.fleet_management_driver_id',
};

/** Each status filter value as SQL, given the "expired" and "ordered" conditions. */
const STATUS_SQL: Record<DriverStatus, (expired: string, ordered: string) => string> = {
  active: (expired) => `(d.is_active AND NOT ${expired})`,
  inactive: () => 'NOT d.is_active',
  ordered: (_expired, ordered) => ordered,
  generic: () => 'd.is_generic',
  expired: (expired) => expired,
  blocked: () => 'd.is_blocked',
  watchingOnly: () => 'd.is_watching_only',
};

/** The expiration filter's windows ($3 = today): today up to two weeks ahead; the current calendar month. */
const EXPIRATION_SQL: Record<DriverExpirationWindow, string> = {
  withinTwoWeeks: 'd.date_expiration BETWEEN $3::date AND $3::date + 14',
  thisMonth: `d.date_expiration >= date_trunc('month', $3::date)::date AND d.date_expiration < (date_trunc('month', $3::date) + interval '1 month')::date`,
  withinThirtyDays: `d.date_expiration BETWEEN $3::date AND $3::date + ${EXPIRING_WITHIN_DAYS}`,
};

/**
 * The dashboard's named filters (types-dashboard.ts): expired yet still marked active (the nightly job that would
 * switch them off is the lease system's, and does not always run); bound to no category in any arrangement (such a
 * driver can sign in but sees no car to order).
 */
const ATTENTION_SQL: Record<AttentionFilter<'driver'>, (expired: string) => string> = {
  expiredStillActive: (expired) => `(d.is_active AND ${expired})`,
  // Kept by the bindings' triggers (migration 0046): a column of the driver's own row, so the dashboard counts it in its
  // one pass over the drivers in reach.
  withoutCategory: () => 'NOT d.has_category',
};

/**
 * The list's WHERE over drivers `d` for `filters`; `params` starts with the client, the reachable arrangements (null:
 * all) and today (yyyy-MM-dd), and gets the filters' values pushed. The dashboard counts with it, so its figures are
 * what the list shows.
 */
export function driverConditions(filters: DriverListFilters, params: unknown[]): string {
  return [driverReachConditions(params), ...driverFilterConditions(filters, params)].join('\n AND ');
}

/**
 * The client and reach half of driverConditions ($1–$3, read from `params` as driverConditions describes: the reach's
 * shape is part of the SQL, scope.ts driverInReach; $3, today, is referenced even when no filter needs it: PostgreSQL
 * refuses unused parameters).
 */
export function driverReachConditions(params: readonly unknown[]): string {
  return ['d.client_id = $1', driverInReach(params[1] as number[] | null), '$3::date IS NOT NULL'].join('\n AND ');
}

/**
 * The filters' half of driverConditions, one condition each (none: every driver in reach). The dashboard counts
 * several filters in one pass over the drivers in reach (count(*) FILTER (WHERE …)), so the reach is tested once.
 */
export function driverFilterConditions(filters: DriverListFilters, params: unknown[]): string[] {
  const where: string[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  const expired = `(d.date_expiration IS NOT NULL AND d.date_expiration < $3::date)`;
  const ordered = `EXISTS (SELECT 1 FROM driver_order_statuses os WHERE os.driver_id = d.id AND os.has_ordered)`;
  if (filters.includeOnlyActive) where.push('d.is_active');
  if (filters.isExpired === true) where.push(expired);
  if (filters.isExpired === false) where.push(`NOT ${expired}`);
  if (filters.hasOrdered === true) where.push(ordered);
  if (filters.hasOrdered === false) where.push(`NOT ${ordered}`);
  if (filters.driverId !== undefined) where.push(`d.id = ${p(filters.driverId)}`);
  if (filters.leaseWiseDriverId !== undefined) where.push(`d.lease_wise_driver_id = ${p(filters.leaseWiseDriverId)}`);
  if (filters.fleetManagementDriverId !== undefined) where.push(`d.fleet_management_driver_id = ${p(filters.fleetManagementDriverId)}`);
  if (filters.operatingCompanyId?.length) where.push(`d.operating_company_id = ANY (${p([...filters.operatingCompanyId])}::int[])`);
  if (filters.lastLoginFrom !== undefined) where.push(`d.date_last_login >= ${p(filters.lastLoginFrom)}::date`);
  if (filters.emailNotSent) where.push('NOT d.email_has_been_sent');
  if (filters.expiration !== undefined) where.push(EXPIRATION_SQL[filters.expiration]);
  if (filters.attention !== undefined) where.push(ATTENTION_SQL[filters.attention](expired));
  if (filters.carArrangementId !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM driver_arrangement_bindings fb WHERE fb.driver_id = d.id AND fb.client_id = d.client_id
      AND fb.car_arrangement_id = ${p(filters.carArrangementId)})`);
  }
  if (filters.mobilityContainerId !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM driver_mobility_container_bindings fc WHERE fc.driver_id = d.id AND fc.client_id = d.client_id
      AND fc.mobility_container_id = ${p(filters.mobilityContainerId)})`);
  }
  // Several statuses widen the list: a driver shows when ANY chosen status holds (the bar's choices read
  // "these kinds of drivers"; ALL would mostly answer nothing, as active and inactive exclude each other).
  const statuses = [...new Set(filters.status ?? [])].map((status) => STATUS_SQL[status](expired, ordered));
  if (statuses.length > 0) where.push(`(${statuses.join(' OR ')})`);
  where.push(...termConditions(searchTerms(filters.q ?? ''), p));
  if (filters.withExternalId) where.push(`${EXTERNAL_ID_COLUMN[filters.withExternalId]} IS NOT NULL`);
  return where;
}
