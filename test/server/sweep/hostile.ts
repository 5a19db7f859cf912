import fc from 'fast-check';
import { isDate, stringVariant, variantsOf, type JsonSchema } from './api-routes';

/**
 * Hostile values for one field, the kinds a caller from outside tries (shared/ARCHITECTURE.md, "Bad
 * inputs"): wrong types, huge and impossible strings, impossible dates, NUL bytes and lone surrogates,
 * SQL-ish and HTML text, numbers past every limit, nested objects, and values just past the field's own
 * limits read from its schema. Plus fast-check's random text, numbers and JSON.
 */

/** Values of the wrong type or shape for any field. */
const WRONG_TYPES: readonly unknown[] = [true, false, null, [], [1, 2], {}, { nested: { deeper: 1 } }, [{ id: 1 }], 0, 'text'];

/** Numbers: signs, fractions, integer and safe-range edges. */
const NUMBERS: readonly unknown[] = [0, -1, 1.5, -0.5, 2147483647, 2147483648, -2147483649, 9007199254740991, -9007199254740991, 1e300, 1e-300, '1', '1e400'];

/** Text: empty, blank, huge, control and bidi characters, NUL, lone surrogate, SQL- and search-ish, HTML and script. */
const TEXTS: readonly unknown[] = [
  '', '   ', '\t\n', 'x'.repeat(100_000), 'a\u0000b', '\u0000', 'a\ud800b', '\u202Eevil.pdf', 'line\u2028break', '😀🚗', '０１２３',
  'NaN', 'Infinity', '-0', '00001', '0x1F', 'true', 'null', '__proto__', 'constructor',
  "' OR '1'='1", "1; DROP TABLE drivers; --", '%', '_', '%_\\', '$1', "\\'", '*',
  '<img src=x onerror=alert(1)>', '<svg><script>alert(1)</script></svg>', '<a href="javascript:alert(1)">x</a>',
  '"><script>alert(1)</script>', '<p><p>nested</p></p>', '<style>body{display:none}</style>', '&lt;b&gt;',
];

/** Dates that do not exist, odd formats, the year-0001 "no date". */
const DATES: readonly unknown[] = [
  '2026-02-30', '2027-02-29', '2028-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '0000-01-01', '0001-01-01',
  '9999-12-31', '2026-1-1', '31-12-2026', '2026-01-01T00:00:00Z', '2026-01-01 ', ' 2026-01-01', '+02026-01-01',
];

/** Addresses that look almost right. */
const EMAILS: readonly unknown[] = [
  'a@b', 'a@b.c', '@example.com', 'user@@example.com', 'user@exa mple.com', 'USER@EXAMPLE.COM', 'user+tag@example.com', 'a@b.c\n', '<a@b.c>',
];

/** The hostile values that fit what the field holds: dates for a date, numbers for a number, and so on. */
function kindValues(name: string, schema: JsonSchema): readonly unknown[] {
  const types = new Set(variantsOf(schema).map((v) => v.type));
  // By name too: a date field declared as a bare pattern is exactly where impossible dates slip through.
  if (isDate(schema) || /date/i.test(name)) return DATES;
  if (types.has('integer') || types.has('number')) return NUMBERS;
  if (variantsOf(schema).some((v) => v.format === 'email' || v.pattern?.includes('@'))) return [...EMAILS, ...TEXTS];
  if (types.has('string')) return TEXTS;
  return [...NUMBERS, ...TEXTS, ...DATES];
}

/** Values at and just past the field's own limits. */
function limitValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  for (const v of variantsOf(schema)) {
    if (v.maxLength !== undefined) values.push('a'.repeat(v.maxLength), 'a'.repeat(v.maxLength + 1), 'é'.repeat(v.maxLength + 1));
    if (v.minLength !== undefined && v.minLength > 0) values.push('a'.repeat(v.minLength - 1));
    if (v.maximum !== undefined) values.push(v.maximum, v.maximum + 1);
    if (v.minimum !== undefined) values.push(v.minimum, v.minimum - 1);
    if (v.maxItems !== undefined) values.push(Array.from({ length: v.maxItems + 1 }, (_, i) => i + 1));
    for (const option of v.enum ?? []) {
      if (typeof option === 'string') values.push(option.toUpperCase(), ` ${option}`, `${option}x`);
    }
  }
  return values;
}

/** Random values fast-check shrinks on failure: any text (all of Unicode), integers, doubles, small JSON. */
const RANDOM = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A hostile value for the field `name` with `schema`; `foreignIds` are real ids of another client's rows. */
export function hostileValue(name: string, schema: JsonSchema, foreignIds: readonly number[]): fc.Arbitrary<unknown> {
  const own = [...limitValues(schema), ...(stringVariant(schema) || variantsOf(schema).some((v) => v.type === 'integer') ? foreignIds : [])];
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
    { weight: 4, arbitrary: fc.constantFrom(...kindValues(name, schema)) },
    { weight: own.length > 0 ? 2 : 0, arbitrary: own.length > 0 ? fc.constantFrom(...own) : fc.constant(null) },
    { weight: 1, arbitrary: RANDOM },
  );
}

/** A query value as a caller can send one: text, or several values for a repeated parameter. */
export function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}
