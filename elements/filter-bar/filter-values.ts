/**
 * The filter bar's value shape, apart from the DOM so src/ (the URL helper, screens) and node
 * tests can use it without loading Lit or Shoelace.
 */

/** Dropdowns that allow several choices; their values are lists. */
export type FilterListKey = 'operatingCompany' | 'status' | 'role' | 'apps';

/**
 * Spec 2: expiration options "within now and 2 weeks" and "this month"; ours: "within 30 days" (from today up to 30
 * days ahead), the window of the home dashboard's "access expires within 30 days" figure, so its link is an option here.
 */
export type ExpirationOption = 'withinTwoWeeks' | 'thisMonth' | 'withinThirtyDays';
export const EXPIRATION_OPTIONS: readonly ExpirationOption[] = ['withinTwoWeeks', 'thisMonth', 'withinThirtyDays'];

export interface FilterValues {
  operatingCompany?: string[];
  status?: string[];
  role?: string[];
  apps?: string[];
  /** One choice, e.g. "yes" or "no"; its options come from the screen. */
  ordered?: string;
  expiration?: ExpirationOption;
  /** ISO date; rows with a last login on or after it are kept (spec 5). */
  lastLogin?: string;
  emailNotSent?: boolean;
}

/** Every control the bar can show, in the order it shows them. */
export type FilterField = FilterListKey | 'ordered' | 'expiration' | 'lastLogin' | 'emailNotSent';
export const FILTER_FIELDS: readonly FilterField[] = [
  'operatingCompany',
  'status',
  'role',
  'apps',
  'ordered',
  'expiration',
  'lastLogin',
  'emailNotSent',
];

export interface FilterOption {
  value: string;
  label: string;
}

/** The choices of each dropdown, given by the screen. */
export type FilterOptions = Partial<Record<FilterListKey | 'ordered', FilterOption[]>>;

/** How each filter is written in a URL query (see src/lib/url-filters.ts); expiration accepts only its options. */
export const FILTER_SCHEMA = {
  operatingCompany: 'list',
  status: 'list',
  role: 'list',
  apps: 'list',
  ordered: 'text',
  expiration: EXPIRATION_OPTIONS,
  lastLogin: 'text',
  emailNotSent: 'flag',
} as const satisfies Record<FilterField, 'list' | 'text' | 'flag' | readonly string[]>;

/** Drops empty entries ([] , '', false, undefined), so "no filter" has one shape: absent. */
export function compactFilters(filters: FilterValues): FilterValues {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) ? value.length > 0 : value !== '' && value !== false && value !== undefined && value !== null) {
      out[key] = Array.isArray(value) ? [...value] : value;
    }
  }
  return out as FilterValues;
}
