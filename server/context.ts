import type { Db } from './db/db';
import type { ServerConfig } from './config';

/** What every route module receives: the database, the configuration and the clock. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Injected so tests can move time (token expiry, rate-limit windows) without waiting. */
  now: () => Date;
}
