import type { Queryable } from './db';

/**
 * One multi-row INSERT for many rows (PGlite pays ~0.2 ms per statement, so row-by-row seeding is
 * slow). Table and column names come from our own code, never from a request; values are parameters.
 */
export async function insertRows<T = { id: number }>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning = 'id',
): Promise<T[]> {
  if (rows.length === 0) return [];
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    if (row.length !== columns.length) throw new Error(`Row for ${table} has ${row.length} values, expected ${columns.length}`);
    return `(${row.map((value) => `$${params.push(value)}`).join(', ')})`;
  });
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning ? ` RETURNING ${returning}` : ''}`;
  return db.query<T>(sql, params);
}
