import type { PostgresOptions } from './postgres';

/**
 * The one database interface the server uses, so routes run unchanged on PGlite (the embedded default)
 * and on PostgreSQL (DATABASE_URL). SQL is written once, in PostgreSQL's dialect, for both.
 */
export interface Queryable {
  /** Runs one statement with $1… parameters and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * A read the database may answer from memory until a write that can change it (remembered-reads.ts; outside
   * transactions, on PGlite and on PostgreSQL); the answer is shared and frozen.
   * Call it through `rememberedQuery`, which falls back to `query`.
   */
  remembered?<T>(sql: string, params?: unknown[]): Promise<readonly T[]>;
  /**
   * Runs `run` once what this statement wrote is committed: at the end of the transaction it belongs to (never after
   * a rollback), at once outside one (each statement commits on its own).
   */
  afterCommit(run: () => void): void;
}

export interface Db extends Queryable {
  /** Commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

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
