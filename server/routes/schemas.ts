/**
 * JSON-schema fragments shared by the route modules. Bodies use additionalProperties: false (ajv is
 * configured not to strip), so an unexpected field such as `role` is a 400, not silently dropped.
 * Query values stay strings (no type coercion) and are parsed by the handlers.
 */
export const emailSchema = { type: 'string', format: 'email', maxLength: 254 } as const;
export const colourSchema = { type: 'string', pattern: '^#[0-9A-Fa-f]{6}$' } as const;
export const clientNameSchema = { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9-]{0,49}$' } as const;
export const productCodeSchema = { type: 'string', pattern: '^[a-z0-9]{0,20}$' } as const;

/** A non-blank single line of at most `max` characters. */
export const textSchema = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;

export function bodySchema(properties: Record<string, object>, required: string[] = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

/** A row id in a query string (kept within PostgreSQL's integer). */
export const idQuerySchema = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
export const mantelNumberSchema = { type: 'string', pattern: '^[A-Za-z0-9-]{1,30}$' } as const;

/** A query-string schema; unknown parameters are ignored, like any web server does. */
export function querySchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', required, properties } as const;
}
