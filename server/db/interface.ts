/**
 * The one database interface the server uses, so routes run unchanged on PGlite (the embedded default)
 * and on PostgreSQL (DATABASE_URL). SQL is written once, in PostgreSQL's dialect, for both.
 *
 * Types only, importing nothing: the drivers (pglite.ts, postgres.ts) and what they share (remembered-reads.ts)
 * implement it, db.ts chooses one, and every import between them runs one way (issue 38 point 3).
 * The rest of the server imports these types through db.ts.
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
  /**
   * The database has one connection for everything (PGlite, in this thread or its own): a request's statement waits
   * for the one running, so background work gives way to requests (db/foreground.ts). Unset: a database server with a
   * connection per caller.
   */
  readonly oneConnection?: boolean;
  /**
   * How another thread of this process reaches the same database (a bulk run's thread, jobs/bulk-run-thread.ts);
   * unset where it cannot: PGlite on the caller's own thread (in memory, the tests).
   */
  shareWithThread?(): SharedDatabase;
  /** Commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A database as another thread opens it (db/thread-db.ts): PGlite's thread through a port of its own, whose writes
 * this side must hear of (`wrote`) to forget what they change; PostgreSQL by its URL, whose writes announce
 * themselves (write-announcements.ts).
 */
export type SharedDatabase =
  | { kind: 'pglite'; port: import('node:worker_threads').MessagePort; wrote(tables: readonly string[] | null): void }
  | { kind: 'postgres'; url: string };
