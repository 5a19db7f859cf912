import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
// The driver searches' trigram index (migration 0008) needs pg_trgm, which PGlite has only when opened with it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './interface';
import { acquireFolderLock } from './lock';
import { RememberedReads, TransactionWrites, scriptTables, writtenTables } from './remembered-reads';
import { AfterCommit } from './after-commit';
import { noted, transactionEnded, writeNotes, type WriteNotes } from './noted-writes';
import { TransactionWaitWatch } from './transaction-wait-watch';
import { actorSetting, SET_ACTOR } from './acting-account';
import { openPgliteThread, type PgliteLike, type PgliteThread } from './pglite-thread';

export const IN_MEMORY = 'memory://';

/**
 * PGlite returns numbers for int8 and Uint8Array for bytea; callers normalise (see blob route). Every
 * write is noted (noted-writes.ts) in the remembered reads, which remember reads outside transactions.
 */
function wrap(target: Pick<PgliteLike, 'query' | 'exec'>, notes: WriteNotes, tx?: { writes: TransactionWrites; commit: AfterCommit }, watch?: TransactionWaitWatch): Queryable {
  const query = async <T>(sql: string, params: unknown[] = []) => {
    const ask = async () => (await target.query<T>(sql, params)).rows;
    return watch ? watch.watch(() => `the query "${sql.slice(0, 80)}"`, ask) : ask();
  };
  const remember = <T>(sql: string, params: unknown[] = []) => notes.reads.read(sql, params, () => query<T>(sql, params));
  return {
    query: <T>(sql: string, params: unknown[] = []) => noted(notes, writtenTables(sql), () => query<T>(sql, params), tx?.writes),
    async exec(sql: string) {
      const run = () => target.exec(sql);
      await noted(notes, scriptTables(sql), () => (watch ? watch.watch(() => `the script "${sql.slice(0, 80)}"`, run) : run()), tx?.writes);
    },
    afterCommit: tx ? (run) => tx.commit.add(run) : (run) => run(),
    ...(tx ? {} : { remembered: remember, rememberedCount: remember }),
  };
}

export interface OpenOptions {
  /** A data folder dumped by `dumpDataDir('none')` to start the in-memory database from (skips initdb: tests' template). */
  loadDataDir?: Uint8Array;
  /** PGlite in a thread of its own (pglite-thread.ts); by default for a data folder, not in memory. */
  thread?: boolean;
}

/**
 * The tar's bytes as the Blob PGlite asks for, answering `arrayBuffer()` with those bytes. Node 20's own Blob reads a
 * 70 MB template back in chunks and joins them: ~0.55 core-s of the ~2.4 that opening a copy costs (test/README.md).
 */
class BytesBlob extends Blob {
  constructor(private readonly tar: Uint8Array) {
    super([]);
  }

  override get size(): number {
    return this.tar.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tar;
    return (byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer;
  }
}

export interface PgliteDb extends Db {
  /** The whole data folder as an uncompressed tar, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/** PGlite in a folder (locked to this process) or in memory when dataDir is 'memory://'. */
export async function openPglite(dataDir: string, options: OpenOptions = {}): Promise<PgliteDb> {
  const inMemory = dataDir === IN_MEMORY;
  if (options.loadDataDir && !inMemory) throw new Error('openPglite: loadDataDir starts an in-memory database only');
  let lock: ReturnType<typeof acquireFolderLock> | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireFolderLock(dataDir);
  }
  let pg: PgliteLike;
  let thread: PgliteThread | null = null;
  try {
    // A data folder is a server's database: in a thread of its own, so its statements never hold the API's thread
    // (pglite-thread.ts). In memory (tests, the seed's template) it runs here, where opening a copy costs least.
    pg = (options.thread ?? !inMemory)
      ? (thread = await openPgliteThread(inMemory ? undefined : dataDir, options.loadDataDir))
      : await PGlite.create(inMemory ? undefined : dataDir, {
        extensions: { pg_trgm }, loadDataDir: options.loadDataDir && new BytesBlob(options.loadDataDir),
      });
    // A new WAL segment is zero-filled by default: 16 MB written in one go, which held the database 40–50 ms every
    // ~16 MB of writes (every 1.7 s of a bulk run; bench/README.md). PGlite runs without fsync, so a segment that is only
    // sized, not filled, loses nothing the filled one would keep. A session setting, and PGlite has one session.
    await pg.exec('SET wal_init_zero = off');
  } catch (error) {
    lock?.release();
    throw error;
  }
  const notes = writeNotes(new RememberedReads(), async (sql) => (await pg.query(sql)).rows);
  await notes.readSchema();
  const watch = new TransactionWaitWatch();
  // Its end (commit or rollback) counts as a write of every table it wrote.
  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const writes = new TransactionWrites();
    const commit = new AfterCommit();
    const begunAt = new Error('a transaction');
    const actor = actorSetting();
    try {
      const result = await watch.watch(() => 'a transaction', () =>
        pg.transaction(async (tx) => {
          if (actor) await tx.query(SET_ACTOR, [actor]);
          return watch.holding(begunAt, () => fn(wrap(tx, notes, { writes, commit })));
        }));
      commit.committed();
      return result;
    } finally {
      transactionEnded(notes, writes);
    }
  }
  const outside = wrap(pg, notes, undefined, watch);
  const ownThread = thread;
  /** Another thread's committed writes through a port of its own (thread-db.ts): forgotten here as this thread's are. */
  const heardWrite = (tables: readonly string[] | null) => {
    notes.reads.noteWrite(tables);
    if (!tables) void notes.readSchema();
  };
  return {
    ...outside,
    // A request's single write becomes a transaction of its own, so that the history knows who wrote (acting-account.ts).
    query: <T>(sql: string, params: unknown[] = []) =>
      (actorSetting() && writtenTables(sql)?.length !== 0 ? transaction((tx) => tx.query<T>(sql, params)) : outside.query<T>(sql, params)),
    transaction,
    oneConnection: true,
    ...(ownThread && { shareWithThread: () => ({ kind: 'pglite' as const, port: ownThread.connect(), wrote: heardWrite }) }),
    dumpDataDir: () => pg.dumpDataDir('none'),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
