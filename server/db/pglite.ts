import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
// The driver searches' trigram index (migration 0008) needs pg_trgm, which PGlite has only when opened with it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { acquireFolderLock } from './lock';
import { RememberedReads, changesData } from './remembered-reads';

export const IN_MEMORY = 'memory://';

/**
 * PGlite returns numbers for int8 and Uint8Array for bytea; callers normalise (see blob route). Every
 * write is noted in `reads`, which remembers reads outside transactions (remembered-reads.ts).
 */
function wrap(target: Pick<PGlite, 'query' | 'exec'>, reads: RememberedReads, remember: boolean): Queryable {
  const query = async <T>(sql: string, params: unknown[] = []) => (await target.query<T>(sql, params)).rows;
  return {
    query: <T>(sql: string, params: unknown[] = []) => (changesData(sql) ? reads.writing(() => query<T>(sql, params)) : query<T>(sql, params)),
    async exec(sql: string) {
      await reads.writing(() => target.exec(sql));
    },
    ...(remember ? { remembered: <T>(sql: string, params: unknown[] = []) => reads.read(sql, params, () => query<T>(sql, params)) } : {}),
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
  return {
    ...wrap(pg, reads, true),
    // Its end (commit or rollback) counts as a write: what was read meanwhile is not kept.
    transaction: (fn) => reads.writing(() => pg.transaction((tx) => fn(wrap(tx, reads, false)))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
