import type { Db } from './db/db';
import type { ServerConfig } from './config';
import type { JobQueue } from './jobs/job-queue';
import type { SecretBox } from './mail/secret-box';

/** What every route module receives: the database, the configuration and the clock. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Injected so tests can move time (token expiry, rate-limit windows) without waiting. */
  now: () => Date;
  /** Background jobs (pg-boss): mail delivery. */
  jobs: JobQueue;
  /** Seals and opens stored secrets (SMTP passwords). */
  secrets: SecretBox;
}
