import type { MessagePort } from 'node:worker_threads';
import type { Db, Queryable } from './interface';
import { AfterCommit } from './after-commit';
import { pgliteOverPort } from './pglite-thread';
import { scriptTables, TransactionWrites, writtenTables } from './remembered-reads';

/** A shared database (interface.ts SharedDatabase) as it crosses to the other thread: what the opener keeps stays behind. */
export type ThreadDatabase = { kind: 'pglite'; port: MessagePort } | { kind: 'postgres'; url: string };

/** Connections a thread's PostgreSQL pool opens at most: a bulk run reads its next window while it writes the last. */
const THREAD_POOL_MAX = 3;

/**
 * The database in a thread other than the one that opened it (a bulk run's thread, jobs/bulk-run-thread.ts). Nothing
 * is remembered here. PostgreSQL: a small pool of its own, whose writes announce themselves to every process
 * (write-announcements.ts), this one's API thread included. PGlite: its thread through the port, taking turns with the
 * API thread; each committed write is told to `wrote`, which passes it on to the opener, whose remembered reads forget
 * what it changes — as they do for its own writes.
 */
export async function openThreadDb(shared: ThreadDatabase, wrote: (tables: readonly string[] | null) => void): Promise<Db> {
  if (shared.kind === 'postgres') {
    const { openPostgres } = await import('./postgres');
    return openPostgres(shared.url, { max: THREAD_POOL_MAX, listen: false });
  }
  const pg = pgliteOverPort(shared.port);
  type Target = Pick<typeof pg, 'query' | 'exec'>;
  const over = (target: Target, tx?: { writes: TransactionWrites; commit: AfterCommit }): Queryable => {
    // Told once the write is done (outside a transaction, it is committed then); in a transaction, at its end.
    const noting = async <T>(tables: string[] | null, run: () => Promise<T>): Promise<T> => {
      if (tables && tables.length === 0) return run();
      try {
        return await run();
      } finally {
        if (tx) tx.writes.note(tables);
        else wrote(tables);
      }
    };
    return {
      query: <T>(sql: string, params: unknown[] = []) => noting(writtenTables(sql), async () => (await target.query<T>(sql, params)).rows),
      exec: (sql: string) => noting(scriptTables(sql), async () => void (await target.exec(sql))),
      afterCommit: tx ? (run) => tx.commit.add(run) : (run) => run(),
    };
  };
  return {
    ...over(pg),
    oneConnection: true,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const writes = new TransactionWrites();
      const commit = new AfterCommit();
      try {
        const result = await pg.transaction((tx) => fn(over(tx, { writes, commit })));
        commit.committed();
        return result;
      } finally {
        if (writes.tables === null || writes.tables.length > 0) wrote(writes.tables);
      }
    },
    async close() {
      pg.close();
    },
  };
}
