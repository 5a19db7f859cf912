import { Type } from 'typebox';
import { DATE_PATTERN, MULTI_LINE, NOT_BLANK, SINGLE_LINE, idSchema } from '../../contract/schemas';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN, RELEASE_VERSION_PATTERN } from '../../contract/types/release-notes';

/**
 * JSON-schema helpers of the route modules; the fields' own fragments are contract/schemas.ts, shared with the app.
 * Bodies use additionalProperties: false (ajv is configured not to strip), so an unexpected field such as `role` is
 * a 400, not silently dropped. Query values stay strings (no type coercion) and are parsed by the handlers.
 */

/**
 * The reasons errors.ts gives for these patterns instead of ajv's "has an invalid format", so the
 * caller learns what to remove. Markup such as `<b>` is not refused: plain text is stored as typed
 * and escaped wherever it is shown.
 */
export const PATTERN_REASONS: ReadonlyMap<string, string> = new Map([
  [SINGLE_LINE, 'must not contain control or bidirectional-override characters'],
  [MULTI_LINE, 'must not contain control characters other than tab and line feed, or bidirectional-override characters'],
  [NOT_BLANK, 'must not be blank'],
  [DATE_PATTERN, 'must be a date written YYYY-MM-DD, from year 0001'],
  [RELEASE_VERSION_PATTERN, 'must be a version number of one to four parts of digits, such as 2026.11 or 3.4.1'],
  [RELEASE_NOTE_PRODUCT_CODE_PATTERN, 'must be a product code of 2 to 20 upper-case letters and digits, such as OMR'],
]);

/**
 * Formats of our own, given to ajv in app.ts, with the reasons errors.ts gives for them. `cents`: an amount
 * numeric(…, 2) stores exactly, so 19.99 passes and 1e-300 or 0.005 (which would be stored as 0.00 or
 * 0.01, not what was sent) is refused.
 */
export const OWN_FORMATS = {
  cents: { type: 'number', validate: (n: number) => Math.round(n * 100) / 100 === n },
} as const;
export const FORMAT_REASONS: ReadonlyMap<string, string> = new Map([['cents', 'must have at most 2 decimals']]);

/** Year 0001 is how the platform writes "no date" (.NET's DateTime.MinValue): stored and read as empty. */
export function dateOrEmpty<T extends string | null | undefined>(date: T): T | null {
  return typeof date === 'string' && date.startsWith('0001-') ? null : date;
}

export function bodySchema(properties: Record<string, object>, required: string[] = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/**
 * A PUT body: `id` plus any of `properties`. What it omits stays as stored, so only the id is required
 * (server/README.md, "Bodies").
 */
export function updateSchema(properties: Record<string, object>) {
  return bodySchema({ id: idSchema, ...properties }, ['id']);
}

/** A row id in a query string (kept within PostgreSQL's integer). */
export const idQuerySchema = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });

/** A query-string schema; unknown parameters are ignored, like any web server does. */
export function querySchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', required, properties } as const;
}
