import { DateTime } from 'luxon';

/** The date format of the whole product (spec: date picker DD-MM-YYYY). */
export const DATE_FORMAT = 'dd-MM-yyyy';
export const DATE_TIME_FORMAT = 'dd-MM-yyyy HH:mm';

function parse(iso: string | null | undefined): DateTime | null {
  if (!iso) return null;
  const date = DateTime.fromISO(iso, { setZone: true });
  return date.isValid ? date : null;
}

/** The back end writes "no date" as year 0001 (.NET's DateTime.MinValue); treat it as empty. */
export function isEmptyDate(iso: string | null | undefined): boolean {
  const date = parse(iso);
  return date === null || date.year <= 1;
}

export function formatDate(iso: string | null | undefined, format: string = DATE_FORMAT): string {
  const date = parse(iso);
  return date === null || date.year <= 1 ? '' : date.toFormat(format);
}

/** Reads DD-MM-YYYY as typed by a user into an ISO date (yyyy-MM-dd), or null when invalid. */
export function parseDisplayDate(text: string): string | null {
  const date = DateTime.fromFormat(text.trim(), DATE_FORMAT);
  return date.isValid && date.year > 1 ? date.toISODate() : null;
}
