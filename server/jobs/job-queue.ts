import PgBoss from 'pg-boss';
import type { Db, Queryable } from '../db/db';

/**
 * Background jobs on pg-boss (issue 17; the bulk run of issue 19 uses the same queue). pg-boss keeps its jobs in
 * its own schema of OUR database — PGlite by default, PostgreSQL with DATABASE_URL — through the small adapter
 * below, so there is no second connection to configure and a job can be queued inside the transaction of the
 * change that causes it (`sendInTransaction`): a rolled-back change queues nothing. pg-boss fetches with
 * FOR UPDATE SKIP LOCKED, so two server processes on one PostgreSQL never take the same job; a job whose process
 * died is expired and retried (jobs survive a restart because they are rows). pg-boss 10 is the last major that
 * runs on Node 20 (11 wants Node 22).
 */
export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Queues a job as part of the caller's transaction; answers its id. This process's workers of that queue are woken
   * once the transaction commits, instead of at their next poll: a mail leaves when its change is saved.
   */
  sendInTransaction<T extends object>(tx: Queryable, queue: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T>(queue: string, options: PgBoss.WorkOptions & { includeMetadata: true }, handler: PgBoss.WorkWithMetadataHandler<T>): Promise<void>;
  readonly boss: PgBoss;
}

/** pg-boss's own migrations are many statements in one text without parameters: those go through exec. */
const isScript = (text: string, values: unknown[] | undefined) =>
  (!values || values.length === 0) && /;\s*\S/.test(text.trim().replace(/;\s*$/, ''));

export function adapterOf(q: Queryable): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (isScript(text, values)) {
        await q.exec(text);
        return { rows: [] };
      }
      return { rows: await q.query(text, values ?? []) };
    },
  };
}

export interface JobQueueOptions {
  /** The queues this server uses; created (idempotently) at start. */
  queues: readonly { name: string; retryLimit: number; retryDelay: number; expireInSeconds: number }[];
  /** Runs pg-boss's scheduler (cron jobs: the history's nightly cleanup); off where no process should schedule. */
  schedule?: boolean;
}

export function createJobQueue(db: Db, { queues, schedule = false }: JobQueueOptions): JobQueue {
  const boss = new PgBoss({ db: adapterOf(db), schedule, supervise: true, migrate: true, maintenanceIntervalSeconds: 120 });
  const workers = new Map<string, string[]>();
  boss.on('error', (error) => console.error(`job queue: ${error.message}`));
  return {
    boss,
    async start() {
      await boss.start();
      for (const { name, ...options } of queues) {
        if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...options, retryBackoff: true });
      }
    },
    async stop() {
      // Graceful: a mail being sent finishes (and is recorded) before the database closes.
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    },
    async sendInTransaction(tx, queue, data, options = {}) {
      const id = await boss.send(queue, data, { ...options, db: adapterOf(tx) });
      tx.afterCommit(() => {
        for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      });
      return id;
    },
    async work<T>(queue: string, options: PgBoss.WorkOptions & { includeMetadata: true }, handler: PgBoss.WorkWithMetadataHandler<T>) {
      // pg-boss waits a whole polling interval after every batch, even with more jobs waiting: 200 queued welcome
      // mails left at one per 2 s. A batch that held jobs asks for the next one at once; only an empty fetch waits.
      let id: string | undefined;
      id = await boss.work<T>(queue, options, async (jobs) => {
        await handler(jobs);
        if (jobs.length > 0 && id) boss.notifyWorker(id);
      });
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
  };
}
