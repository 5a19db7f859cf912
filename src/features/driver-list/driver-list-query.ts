import type { Driver, DriverListQuery, DriverListSource, DriverStatus } from '../../../contract/types/drivers';
import { DRIVER_STATUSES } from '../../../contract/types/drivers';
import { FILTER_SCHEMA, compactFilters, type FilterValues } from '../../../elements/filter-bar/filter-values';
import { driverPath, isDriverFormSection, type DriverFormSection } from '../driver-form/driver-form-rules';
import { readFiltersFromQuery } from '../../lib/url-filters';
import { ATTENTION_FILTERS, type AttentionFilter } from '../../../contract/types/dashboard';
import { attentionSchema } from '../../lib/attention';

/**
 * Pure helpers of the driver list (spec 01 §2 list filter bar, §4 driver status values, §9 table
 * growth): what the filter bar's values and the search box ask of the list call, the status a row
 * shows, and when a scroll position asks for more rows.
 */

/** Which selection scopes the list: the arrangement area its arrangement, mobility its container, the rest none. */
export type DriverScope = Pick<DriverListQuery, 'carArrangementId' | 'mobilityContainerId'>;

/** Spec 01 §9: the table grows by 10 rows when scrolled within 50 px of its bottom. */
export const LOAD_MORE_THRESHOLD_PX = 50;
export const DRIVER_GROW_SIZE = 10;

/** The search box waits for a pause in typing; the server takes at most 200 characters. */
export const DRIVER_LIST_SEARCH_DEBOUNCE_MS = 250;
export const DRIVER_LIST_SEARCH_MAX_LENGTH = 200;

/**
 * The list's state in the address: the filter bar's filters, the search box (`q`) and a home-dashboard figure's
 * named filter (`attention`, issue 37: one of ATTENTION_FILTERS.driver; its notice above the list removes it).
 */
export const DRIVER_LIST_URL_SCHEMA = { ...FILTER_SCHEMA, q: 'text', ...attentionSchema('driver') } as const;
export type DriverListFilters = FilterValues & { q?: string; attention?: AttentionFilter<'driver'> };

/** The "ordered" dropdown's choices. */
export const ORDERED_CHOICES = ['yes', 'no'] as const;

const isStatus = (value: string): value is DriverStatus => (DRIVER_STATUSES as readonly string[]).includes(value);
const isAttention = (value: unknown): value is AttentionFilter<'driver'> => (ATTENTION_FILTERS.driver as readonly unknown[]).includes(value);
const ID = /^[1-9][0-9]{0,8}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/** The search text as the server gets it: terms separated by one space, at most 200 characters. */
export function normalizeSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, DRIVER_LIST_SEARCH_MAX_LENGTH).trim();
}

/** Filters as the list keeps them: unknown statuses, attention names and malformed company ids (from a hand-edited URL) dropped, empties removed. */
export function cleanFilters(filters: DriverListFilters): DriverListFilters {
  const q = filters.q === undefined ? undefined : normalizeSearch(filters.q);
  return compactFilters({
    ...filters,
    status: (filters.status ?? []).filter(isStatus),
    operatingCompany: (filters.operatingCompany ?? []).filter((id) => ID.test(id)),
    attention: isAttention(filters.attention) ? filters.attention : undefined,
    ...(q === undefined ? {} : { q }),
  } as FilterValues) as DriverListFilters;
}

/** The list query of the filters and the section's scope (unset filters are left out). */
export function driverListQuery(filters: DriverListFilters, scope: DriverScope): DriverListQuery {
  const clean = cleanFilters(filters);
  const query: DriverListQuery = { ...scope };
  if (clean.status) query.status = clean.status as DriverStatus[];
  if (clean.operatingCompany) query.operatingCompanyId = clean.operatingCompany.map(Number);
  if (clean.ordered === 'yes' || clean.ordered === 'no') query.hasOrdered = clean.ordered === 'yes';
  if (clean.lastLogin && ISO_DATE.test(clean.lastLogin)) query.lastLoginFrom = clean.lastLogin.slice(0, 10);
  if (clean.emailNotSent) query.emailNotSent = true;
  if (clean.expiration) query.expiration = clean.expiration;
  if (clean.attention) query.attention = clean.attention;
  if (clean.q) query.q = clean.q;
  return query;
}

/**
 * The section's scope from its selection; null while the selection it needs is not there yet. Without
 * containers (no licence, or none made yet) the mobility list shows the client's drivers.
 */
export function driverScope(section: DriverSection, arrangementId: number | null, containerId: number | null): DriverScope | null {
  if (section === 'arrangement') return arrangementId === null ? null : { carArrangementId: arrangementId };
  if (section === 'mobility') return containerId === null ? {} : { mobilityContainerId: containerId };
  return {};
}

/** The section's count without filters ("filtered of total"): one row asked, its resultCount read. */
export function driverTotalQuery(scope: DriverScope): DriverListQuery {
  return { ...scope, pageSize: 1 };
}

/** The list's filters as the address carries them (a hand-edited URL cleaned). */
export function readUrlFilters(search: string): DriverListFilters {
  return cleanFilters(readFiltersFromQuery(search, DRIVER_LIST_URL_SCHEMA) as DriverListFilters);
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

/** Every section has a driver form: the shared one (driver-form-rules.ts), or fleet management's own (issue 20). */
const formSectionOf = (section: DriverSection): DriverFormSection | 'fleetmanagement' => (isDriverFormSection(section) ? section : 'fleetmanagement');

/** Where a row leads: the section's driver edit route. */
export function driverEditPath(section: DriverSection, id: number): string {
  return driverPath(formSectionOf(section), 'edit', id);
}

/** Where "New driver" leads. */
export function driverCreatePath(section: DriverSection): string {
  return driverPath(formSectionOf(section), 'create');
}

/** Which list route a section reads: fleet management and the lease system have their own (spec 02 §7). */
export function driverListSource(section: DriverSection): DriverListSource {
  return section === 'fleetmanagement' || section === 'leasewise' ? section : 'driver';
}
