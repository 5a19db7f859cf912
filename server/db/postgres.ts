import pg from 'pg';
import type { Db, Queryable } from './db';

/**
 * PostgreSQL through a pg Pool, for deployments with several API nodes sharing one database.
 * Note pg returns int8 as string and bytea as Buffer; the SQL casts counts to int.
 */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();

  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
