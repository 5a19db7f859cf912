import { Type } from 'typebox';
import { NOT_PLAIN_TEXT } from '../../src/api/types';

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

/**
 * The reasons errors.ts gives for these patterns instead of ajv's "has an invalid format", so the
 * caller learns what to remove. Markup such as `<b>` is not refused: plain text is stored as typed
 * and escaped wherever it is shown.
 */
export const PATTERN_REASONS: ReadonlyMap<string, string> = new Map([
  [SINGLE_LINE, 'must not contain control or bidirectional-override characters'],
  [MULTI_LINE, 'must not contain control characters other than tab and line feed, or bidirectional-override characters'],
  [NOT_BLANK, 'must not be blank'],
]);

/**
 * Every free-text body field: at most `max` characters of plain text, one line unless `multiLine`
 * (tab and line feed then allowed). With `minLength` it must also hold something besides spaces.
 */
export function plainText(max: number, { minLength = 0, multiLine = false } = {}) {
  const pattern = multiLine ? MULTI_LINE : SINGLE_LINE;
  return minLength > 0
    ? Type.String({ maxLength: max, pattern, minLength, allOf: [{ pattern: NOT_BLANK }] })
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
