import type { Db } from './interface';
import type { PostgresOptions } from './postgres';

/**
 * The one database interface (interface.ts: types only, importing nothing) as the rest of the server imports it;
 * the drivers implement it and import it from there, this module opens one of them.
 */
export type { Db, Queryable } from './interface';

export interface OpenDbOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the pool's most connections (default: pg's 10). */
  poolMax?: number;
  /** PostgreSQL only: parallel workers per query (config.ts DEFAULT_PARALLEL_WORKERS when not given). */
  parallelWorkers?: number;
  /** PostgreSQL only: the listening connection's retry and heartbeat (postgres.ts; tests change them). */
  listen?: PostgresOptions['listen'];
}

/** Opens PostgreSQL when a URL is given, else PGlite in dataDir (locked against a second process). */
export async function openDb({ dataDir, databaseUrl, poolMax, parallelWorkers, listen }: OpenDbOptions): Promise<Db> {
  if (databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(databaseUrl, { ...(poolMax ? { max: poolMax } : {}), ...(parallelWorkers === undefined ? {} : { parallelWorkers }), ...(listen ? { listen } : {}) });
  }
  const { openPglite } = await import('./pglite');
  return openPglite(dataDir);
}
