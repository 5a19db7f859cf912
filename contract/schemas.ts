import { Type } from 'typebox';
import { NOT_PLAIN_TEXT } from './types/core';

/**
 * The schema fragments fields are made of, on both sides: the server validates bodies with them (ajv), the app's
 * forms take their limits from them (src/areas/area-fields.ts). JSON Schema through TypeBox, so one declaration
 * gives the validation and the TypeScript type.
 */

export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
export const colourSchema = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7 } as const;
export const clientNameSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,49}$' } as const;
export const productCodeSchema = { type: 'string', pattern: '^[a-z0-9]{0,20}$' } as const;

// Plain text (NOT_PLAIN_TEXT says what it never holds, and why): one line, or several with tabs.
export const SINGLE_LINE = `^[^${NOT_PLAIN_TEXT.tabAndLineFeed}${NOT_PLAIN_TEXT.others}]*$`;
export const MULTI_LINE = `^[^${NOT_PLAIN_TEXT.others}]*$`;
export const NOT_BLANK = '\\S';
// Four digits, a month and a day; year 0000 is refused here (PostgreSQL has no year 0), the day itself by ajv's date format.
export const DATE_PATTERN = '^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/**
 * Every date in a body or a query string, one definition: 'YYYY-MM-DD' naming a day the calendar has
 * (ajv's full date format: 2026-02-30 is "must be a valid date", 2028-02-29 is fine). Year 0001 passes
 * and means "no date" (spec 02 §5): store it through `dateOrEmpty`.
 */
export const calendarDate = Type.String({ pattern: DATE_PATTERN, format: 'date' });

/** A date field that may be empty (null). */
export const dateField = () => nullable(calendarDate);

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

/** A row id in a body (PostgreSQL's integer). */
export const idSchema = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const mantelNumberSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' } as const;

/** Rich text up to `max` characters (the column's CHECK); cleaned by server/rich-text.ts on the way in. `contentMediaType` says so to readers of the schema (the write sweep expects it read back cleaned). */
export const richText = (max = 100_000) => Type.String({ maxLength: max, contentMediaType: 'text/html' });

export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
