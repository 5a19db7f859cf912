import type { Driver, DriverListQuery, DriverStatus } from '../../api/types';
import { DRIVER_STATUSES } from '../../api/types';
import { compactFilters, type FilterValues } from '../../../elements/filter-bar/filter-values';

/**
 * Pure helpers of the driver list (spec 01 §2 list filter bar, §4 driver status values, §9 table
 * growth): what the filter bar's values ask of GET /api-admin/driver, the status a row shows, and
 * when a scroll position asks for more rows.
 */

/** Which selection scopes the list: the arrangement area its arrangement, mobility its container, the rest none. */
export type DriverScope = Pick<DriverListQuery, 'carArrangementId' | 'mobilityContainerId'>;

/** Spec 01 §9: the table grows by 10 rows when scrolled within 50 px of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 50;
export const DRIVER_GROW_SIZE = 10;

const isStatus = (value: string): value is DriverStatus => (DRIVER_STATUSES as readonly string[]).includes(value);

/**
 * The server filters on one status at a time, so the bar keeps one: the value just added wins
 * over the earlier one; unknown values are dropped.
 */
export function keepOneStatus(previous: FilterValues, next: FilterValues): FilterValues {
  const chosen = (next.status ?? []).filter(isStatus);
  const added = [...chosen].reverse().find((value) => !(previous.status ?? []).includes(value));
  const status = added ?? chosen[chosen.length - 1];
  return compactFilters({ ...next, status: status ? [status] : [] });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The list query of the filter bar's values and the section's scope (unset filters are left out). */
export function driverListQuery(filters: FilterValues, scope: DriverScope): DriverListQuery {
  const query: DriverListQuery = { ...scope };
  const status = (filters.status ?? []).find(isStatus);
  if (status) query.status = status;
  if (filters.lastLogin && ISO_DATE.test(filters.lastLogin)) query.lastLoginFrom = filters.lastLogin.slice(0, 10);
  if (filters.emailNotSent) query.emailNotSent = true;
  return query;
}

/** The status a row shows: the strongest of its flags (blocked, expired, watching only, generic, ordered), else active or inactive. */
export function driverRowStatus(driver: Pick<Driver, 'isBlocked' | 'isExpired' | 'isWatchingOnly' | 'isGeneric' | 'hasOrdered' | 'isActive'>): DriverStatus {
  if (driver.isBlocked) return 'blocked';
  if (driver.isExpired) return 'expired';
  if (driver.isWatchingOnly) return 'watchingOnly';
  if (driver.isGeneric) return 'generic';
  if (driver.hasOrdered) return 'ordered';
  return driver.isActive ? 'active' : 'inactive';
}

/** "first prefix surname", skipping empty parts. */
export function driverDisplayName(driver: Pick<Driver, 'firstName' | 'prefixSurname' | 'surname'>): string {
  return [driver.firstName, driver.prefixSurname, driver.surname].filter((part) => part && part.trim()).join(' ');
}

/** Whether a scroll box is within the threshold of its bottom. */
export function nearBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }, threshold = LOAD_MORE_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/** Areas with a driver list (the route table's /{section}/driver routes). */
export const DRIVER_SECTIONS = ['arrangement', 'mobility', 'component', 'fleetmanagement', 'leasewise'] as const;
export type DriverSection = (typeof DRIVER_SECTIONS)[number];

/** The section of a path like /arrangement/driver; the component area when it names none of them. */
export function driverSectionOf(pathname: string): DriverSection {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (DRIVER_SECTIONS as readonly string[]).includes(first) ? (first as DriverSection) : 'component';
}

/** Where a row leads: the section's driver edit route. */
export function driverEditPath(section: DriverSection, id: number): string {
  return `/${section}/driver/edit?id=${encodeURIComponent(String(id))}`;
}
