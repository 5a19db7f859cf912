import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
// The driver searches' trigram index (migration 0008) needs pg_trgm, which PGlite has only when opened with it.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';
import { acquireFolderLock } from './lock';

export const IN_MEMORY = 'memory://';

/** PGlite returns numbers for int8 and Uint8Array for bytea; callers normalise (see blob route). */
function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
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
  return {
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        lock?.release();
      }
    },
  };
}
