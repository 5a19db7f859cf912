import pg from 'pg';
import { DEFAULT_COUNT_SECONDS } from '../config';
import type { Db, Queryable } from './db';
import { RememberedReads, TransactionWrites } from './remembered-reads';
import { noted, transactionEnded, writeNotes } from './noted-writes';


/**
 * PostgreSQL through a pg Pool, for deployments with several API nodes sharing one database.
 * Note pg returns int8 as string and bytea as Buffer; the SQL casts counts to int.
 *
 * Counts (remembered-reads.ts `rememberedCount`) are kept for `countSeconds`: a list's count over 100,000 drivers is
 * most of its page's cost. This process's own writes forget the counts of the tables they change at once (as on
 * PGlite); another node's writes show within `countSeconds`. Nothing else is remembered here.
 */
export async function openPostgres(connectionString: string, max = 10, countSeconds = DEFAULT_COUNT_SECONDS): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();

  const notes = writeNotes(new RememberedReads(countSeconds * 1000), async (sql) => (await pool.query(sql)).rows);
  await notes.readSchema();

  const wrap = (client: pg.Pool | pg.PoolClient, tx?: TransactionWrites): Queryable => {
    const query = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
    return {
      query: <T>(sql: string, params: unknown[] = []) => noted(notes, sql, () => query<T>(sql, params), tx),
      async exec(sql: string) {
        await noted(notes, null, () => query(sql), tx);
      },
      ...(tx ? {} : { rememberedCount: <T>(sql: string, params: unknown[] = []) => notes.reads.read(sql, params, () => query<T>(sql, params)) }),
    };
  };

  return {
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      const writes = new TransactionWrites();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, writes));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
        // Other connections read meanwhile what was there before the commit: what they counted is forgotten now.
        transactionEnded(notes, writes);
      }
    },
    close: () => pool.end(),
  };
}
