import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
// The driver searches' trigram index (migration 0008) needs pg_trgm, which PGlite has only when opened with it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { acquireFolderLock } from './lock';
import { RememberedReads, changesData, writtenTables } from './remembered-reads';
import { readDependents } from './statement-tables';

export const IN_MEMORY = 'memory://';

/** The tables a transaction's statements wrote; null once one wrote what cannot be told (DDL, exec). */
class TransactionWrites {
  tables: string[] | null = [];

  note(tables: readonly string[] | null): void {
    this.tables = tables && this.tables ? [...this.tables, ...tables] : null;
  }
}

/**
 * PGlite returns numbers for int8 and Uint8Array for bytea; callers normalise (see blob route). Every
 * write is noted in `reads`, which remembers reads outside transactions (remembered-reads.ts); a write whose
 * tables cannot be told may have changed the schema, so `schemaMayHaveChanged` reads the keys and triggers again.
 */
function wrap(target: Pick<PGlite, 'query' | 'exec'>, reads: RememberedReads, schemaMayHaveChanged: () => void, tx?: TransactionWrites): Queryable {
  const query = async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows;
  const write = async <T>(tables: string[] | null, run: () => Promise<T>): Promise<T> => {
    tx?.note(tables);
    try {
      return await reads.writing(tables, run);
    } finally {
      if (!tables && !tx) schemaMayHaveChanged();
    }
  };
  return {
    query: <T>(sql: string, params: unknown[] = []) => (changesData(sql) ? write(writtenTables(sql), () => query<T>(sql, params)) : query<T>(sql, params)),
    async exec(sql: string) {
      await write(null, () => target.exec(sql));
    },
    ...(tx ? {} : { remembered: <T>(sql: string, params: unknown[] = []) => reads.read(sql, params, () => query<T>(sql, params)) }),
  };
}

/** PGlite in a folder (locked to this process) or in memory when dataDir is 'memory://'. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir === IN_MEMORY;
  let lock: ReturnType<typeof acquireFolderLock> | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    lock = acquireFolderLock(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const reads = new RememberedReads();
  // Until the catalogue has been read again after a change, every write forgets everything (safe, slower).
  let schemaReads = 0;
  const readSchema = async () => {
    const seen = ++schemaReads;
    reads.setDependents(null);
    try {
      const dependents = await readDependents(async (sql) => (await pg.query<never>(sql)).rows);
      if (seen === schemaReads) reads.setDependents(dependents);
    } catch {
      // Closed meanwhile, or the catalogue unreadable: dependents stay unknown.
    }
  };
  const schemaMayHaveChanged = () => void readSchema();
  await readSchema();
  return {
    ...wrap(pg, reads, schemaMayHaveChanged),
    // Its end (commit or rollback) counts as a write of every table it wrote: what was read meanwhile is not kept.
    async transaction(fn) {
      const writes = new TransactionWrites();
      try {
        return await pg.transaction((tx) => fn(wrap(tx, reads, schemaMayHaveChanged, writes)));
      } finally {
        reads.noteWrite(writes.tables);
        if (!writes.tables) schemaMayHaveChanged();
      }
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
