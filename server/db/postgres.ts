import pg from 'pg';
import { DEFAULT_PARALLEL_WORKERS, DEFAULT_POOL_MAX } from '../config';
import type { Db, Queryable } from './interface';
import { RememberedReads, TransactionWrites, scriptTables, writtenTables } from './remembered-reads';
import { AfterCommit } from './after-commit';
import { noted, transactionEnded, writeNotes } from './noted-writes';
import { announcement, listenForWrites, WRITES_CHANNEL, type ListenOptions } from './write-announcements';
import { actorSetting } from './acting-account';

/** How the listening connection names itself in pg_stat_activity (and how the tests find it to cut it). */
export const LISTENER_NAME = 'leasedesk-listener';

export interface PostgresOptions {
  /** The pool's most connections. */
  max?: number;
  /** max_parallel_workers_per_gather on every connection of the pool (config.ts DEFAULT_PARALLEL_WORKERS). */
  parallelWorkers?: number;
  /**
   * The listening connection's retry and heartbeat (write-announcements.ts; tests shorten or lengthen them). False: no
   * listening connection, and so nothing remembered (a bulk run's thread, which only writes and reads once).
   */
  listen?: Pick<ListenOptions, 'retryMs' | 'heartbeatMs'> | false;
}

/**
 * PostgreSQL through a pg Pool, for deployments with several API nodes sharing one database.
 * Note pg returns int8 as string and bytea as Buffer; the SQL casts counts to int.
 *
 * Reads are remembered as on PGlite (remembered-reads.ts): this process's own writes forget what they change at once,
 * and every transaction that wrote announces its tables inside itself (write-announcements.ts), so the other
 * processes forget the same as soon as its commit's announcement arrives. A single write outside a transaction
 * becomes a transaction of its own for that; a statement whose tables cannot be told (DDL, exec) announces
 * everything after it ran.
 */
export async function openPostgres(
  connectionString: string,
  { max = DEFAULT_POOL_MAX, parallelWorkers = DEFAULT_PARALLEL_WORKERS, listen = {} }: PostgresOptions = {},
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, options: `-c max_parallel_workers_per_gather=${parallelWorkers}` });
  // Fail at start, not on the first request, when the database is unreachable.
  const probe = await pool.connect();
  probe.release();

  const reads = new RememberedReads();
  // Until this process listens, another's writes would go unheard: nothing is remembered.
  reads.pause();
  const notes = writeNotes(reads, async (sql) => (await pool.query(sql)).rows);
  await notes.readSchema();

  const announce = async (client: pg.Pool | pg.PoolClient, tables: readonly string[] | null) => {
    const payload = announcement(tables);
    if (payload !== null) await client.query('SELECT pg_notify($1, $2)', [WRITES_CHANNEL, payload]);
  };

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const writes = new TransactionWrites();
    const commit = new AfterCommit();
    try {
      const actor = actorSetting();
      // Who acts, for the record history (acting-account.ts), in the same round trip as BEGIN.
      await client.query(actor ? `BEGIN; SELECT set_config('leasedesk.actor', ${client.escapeLiteral(actor)}, true)` : 'BEGIN');
      const result = await fn(wrap(client, { writes, commit }));
      // Before COMMIT: PostgreSQL delivers it to the listeners only if the commit succeeds, and never on a rollback.
      await announce(client, writes.tables);
      await client.query('COMMIT');
      commit.committed();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
      // Other connections read meanwhile what was there before the commit: what they read is forgotten now.
      transactionEnded(notes, writes);
    }
  }

  /** Runs a statement whose tables cannot be told outside a transaction, then tells every process to forget everything. */
  const thenEverything = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } finally {
      await announce(pool, null);
    }
  };

  const wrap = (client: pg.Pool | pg.PoolClient, tx?: { writes: TransactionWrites; commit: AfterCommit }): Queryable => {
    const query = async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[];
    if (tx) {
      return {
        query: <T>(sql: string, params: unknown[] = []) => noted(notes, writtenTables(sql), () => query<T>(sql, params), tx.writes),
        async exec(sql: string) {
          await noted(notes, scriptTables(sql), () => query(sql), tx.writes);
        },
        afterCommit: (run) => tx.commit.add(run),
      };
    }
    /** Outside a transaction: a write whose tables cannot be told announces everything after it ran. */
    const untold = <T>(tables: string[] | null, run: () => Promise<T>) => (tables ? run() : thenEverything(() => noted(notes, null, run)));
    return {
      query<T>(sql: string, params: unknown[] = []) {
        const tables = writtenTables(sql);
        // A single write is a transaction of its own, so that its announcement commits with it.
        if (tables && tables.length > 0) return transaction((own) => own.query<T>(sql, params));
        return untold(tables, () => query<T>(sql, params));
      },
      async exec(sql: string) {
        await untold(scriptTables(sql), () => query(sql));
      },
      afterCommit: (run) => run(),
      remembered: <T>(sql: string, params: unknown[] = []) => reads.read(sql, params, () => query<T>(sql, params)),
    };
  };

  let listener: Awaited<ReturnType<typeof listenForWrites>> = { close: async () => {} };
  try {
    if (listen) listener = await listenForWrites({
      ...listen,
      async connect() {
        const client = new pg.Client({ connectionString, keepAlive: true, application_name: LISTENER_NAME });
        await client.connect();
        return client;
      },
      announced(tables) {
        reads.noteWrite(tables);
        if (!tables) void notes.readSchema();
      },
      lost: () => reads.pause(),
      listening() {
        reads.resume();
        // Statements that change the schema may have run unheard.
        void notes.readSchema();
      },
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  return {
    ...wrap(pool),
    transaction,
    shareWithThread: () => ({ kind: 'postgres', url: connectionString }),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
