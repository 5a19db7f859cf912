import { Type } from 'typebox';
import { NOT_PLAIN_TEXT } from '../../src/api/types';
import { RELEASE_NOTE_PRODUCT_CODE_PATTERN, RELEASE_VERSION_PATTERN } from '../../src/api/types-release-notes';

/**
 * JSON-schema fragments shared by the route modules. Bodies use additionalProperties: false (ajv is
 * configured not to strip), so an unexpected field such as `role` is a 400, not silently dropped.
 * Query values stay strings (no type coercion) and are parsed by the handlers.
 */
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
export const colourSchema = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' } as const;
export const clientNameSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,49}$' } as const;
export const productCodeSchema = { type: 'string', pattern: '^[a-z0-9]{0,20}$' } as const;

// Plain text (NOT_PLAIN_TEXT says what it never holds, and why): one line, or several with tabs.
const SINGLE_LINE = `^[^${NOT_PLAIN_TEXT.tabAndLineFeed}${NOT_PLAIN_TEXT.others}]*$`;
const MULTI_LINE = `^[^${NOT_PLAIN_TEXT.others}]*$`;
const NOT_BLANK = '\\S';
// Four digits, a month and a day; year 0000 is refused here (PostgreSQL has no year 0), the day itself by ajv's date format.
const DATE_PATTERN = '^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}$';

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
 * Every date in a body or a query string, one definition: 'YYYY-MM-DD' naming a day the calendar has
 * (ajv's full date format: 2026-02-30 is "must be a valid date", 2028-02-29 is fine). Year 0001 passes
 * and means "no date" (spec 02 §5): store it through `dateOrEmpty`.
 */
export const calendarDate = Type.String({ pattern: DATE_PATTERN, format: 'date' });

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

/** Something besides spaces, for an `allOf` beside a field's own pattern ("body.x must not be blank"). */
export const notBlank = { pattern: NOT_BLANK } as const;

/**
 * Every free-text body field: at most `max` characters of plain text, one line unless `multiLine`
 * (tab and line feed then allowed). With `minLength` it must also hold something besides spaces.
 */
export function plainText(max: number, { minLength = 0, multiLine = false } = {}) {
  const pattern = multiLine ? MULTI_LINE : SINGLE_LINE;
  return minLength > 0
    ? Type.String({ maxLength: max, pattern, minLength, allOf: [notBlank] })
    : Type.String({ maxLength: max, pattern });
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

/** A row id in a body (PostgreSQL's integer). */
export const idSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** A row id in a query string (kept within PostgreSQL's integer). */
export const idQuerySchema = Type.String({ pattern: '^[1-9][0-9]{0,8}$' });
export const mantelNumberSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' } as const;

/** A query-string schema; unknown parameters are ignored, like any web server does. */
export function querySchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', required, properties } as const;
}
