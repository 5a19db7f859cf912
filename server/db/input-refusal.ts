import { badRequest, conflict, type HttpError } from '../plugins/http-errors';

/**
 * A database error the caller's input caused, as the 4xx it deserves. Schemas and route rules refuse bad
 * input first, naming the field (the write sweep, test/server/write-sweep-*.test.ts, insists on that); this
 * is the net beneath them, so a value PostgreSQL cannot take or a constraint it keeps is never a 500.
 * Server faults (connection, syntax, serialisation) are not input and stay 500s.
 */
interface PgError {
  code?: unknown;
  detail?: unknown;
  column?: unknown;
}

const columnOf = (error: PgError) => (typeof error.column === 'string' && error.column ? ` (${error.column})` : '');

export function inputRefusal(error: unknown): HttpError | null {
  if (typeof error !== 'object' || error === null) return null;
  const pg = error as PgError;
  const code = typeof pg.code === 'string' ? pg.code : '';
  switch (code) {
    case '23505': // unique_violation
      return conflict('This would duplicate a record that already exists.');
    case '23503': // foreign_key_violation: a missing reference on write, or rows still pointing at a deleted one
      return String(pg.detail ?? '').includes('still referenced')
        ? conflict('This record is still in use elsewhere and cannot be removed.')
        : badRequest('A record this refers to does not exist.');
    case '23502': // not_null_violation
      return badRequest(`A required value is missing${columnOf(pg)}.`);
    case '23514': // check_violation
    case '23P01': // exclusion_violation
      return badRequest('A value is outside what is allowed here.');
    default:
      // Class 22, data exceptions: an impossible date, a number out of range, text the column cannot hold.
      return code.startsWith('22') ? badRequest('A value has an invalid format or is out of range.') : null;
  }
}
