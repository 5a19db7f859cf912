import { DateTime } from 'luxon';

/**
 * The date picker's pure rules, apart from the DOM so they read (and test) on their own.
 * Luxon's weeks start on Monday (ISO), which is what the spec asks for.
 */

/** Spec 5: the product shows dates as DD-MM-YYYY. */
export const DISPLAY_FORMAT = 'dd-MM-yyyy';

/** Spec 5: the calendar's default date. */
export const DEFAULT_1990 = '1990-01-01';

export type DisableMode =
  | 'beforeToday'
  | 'afterToday'
  | 'upToAndIncludingToday'
  | 'olderThan30Days'
  | 'beforeTodayOrMoreThanOneWeekAhead';

export const DISABLE_MODES: readonly DisableMode[] = [
  'beforeToday',
  'afterToday',
  'upToAndIncludingToday',
  'olderThan30Days',
  'beforeTodayOrMoreThanOneWeekAhead',
];

/**
 * Reads an ISO date or date-time into a local calendar day. The back end writes "no date" as
 * year 0001 (.NET's DateTime.MinValue), so that year, and anything unreadable, count as empty.
 */
export function toDay(iso: string | null | undefined): DateTime | null {
  if (!iso) return null;
  // Only the date part matters; ignoring the zone keeps "2024-03-15T23:30:00Z" on the 15th.
  const date = DateTime.fromISO(iso.slice(0, 10));
  return date.isValid && date.year > 1 ? date.startOf('day') : null;
}

/** The ISO date (yyyy-MM-dd) of a valid value, or '' for an empty or year-0001 one. */
export function normaliseIso(iso: string | null | undefined): string {
  return toDay(iso)?.toISODate() ?? '';
}

export function formatDisplay(iso: string | null | undefined): string {
  return toDay(iso)?.toFormat(DISPLAY_FORMAT) ?? '';
}

/**
 * Reads what a user typed. DD-MM-YYYY is the format; single-digit days and months and the
 * separators "/" and "." are accepted too, because people type 1-3-2024 or 01/03/2024.
 * Answers the ISO date, '' for an empty field, or null when the text is not a date.
 */
export function parseTyped(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const date = DateTime.fromObject({ day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) });
  return date.isValid && date.year > 1 ? date.toISODate() : null;
}

/** Whether a day may not be chosen under a disable mode, relative to an injected "today". */
export function isDisabledDay(day: DateTime, mode: DisableMode | '' | null | undefined, today: DateTime): boolean {
  const d = day.startOf('day');
  const t = today.startOf('day');
  switch (mode) {
    case 'beforeToday':
      return d < t;
    case 'afterToday':
      return d > t;
    case 'upToAndIncludingToday':
      return d <= t;
    case 'olderThan30Days':
      // "Earlier than 30 days ago": the day exactly 30 days back is still allowed.
      return d < t.minus({ days: 30 });
    case 'beforeTodayOrMoreThanOneWeekAhead':
      return d < t || d > t.plus({ days: 7 });
    default:
      return false;
  }
}

/** Six Monday-first weeks covering the month of `anchor`, so the grid never changes height. */
export function monthGrid(anchor: DateTime): DateTime[][] {
  const start = anchor.startOf('month').startOf('week');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => start.plus({ days: week * 7 + day })),
  );
}

/** Where a calendar key moves the focused day; null for keys the grid does not handle. */
export function moveByKey(day: DateTime, key: string, shift: boolean): DateTime | null {
  switch (key) {
    case 'ArrowLeft':
      return day.minus({ days: 1 });
    case 'ArrowRight':
      return day.plus({ days: 1 });
    case 'ArrowUp':
      return day.minus({ weeks: 1 });
    case 'ArrowDown':
      return day.plus({ weeks: 1 });
    case 'Home':
      return day.startOf('week');
    case 'End':
      return day.endOf('week').startOf('day');
    case 'PageUp':
      return day.minus(shift ? { years: 1 } : { months: 1 });
    case 'PageDown':
      return day.plus(shift ? { years: 1 } : { months: 1 });
    default:
      return null;
  }
}
