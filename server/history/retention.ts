import type { ServerContext } from '../context';
import type { Queryable } from '../db/db';

/**
 * The record history's retention (issue 39 point 1): a change older than HISTORY_RETENTION_DAYS (default 400) is
 * removed by a job pg-boss's scheduler queues every night, so that on several processes it runs once. A record
 * deleted longer ago can no longer be restored.
 */
export const HISTORY_RETENTION_QUEUE = 'history-retention';
/** Every night at 03:17, when nobody edits. */
export const HISTORY_RETENTION_CRON = '17 3 * * *';

/** Removes the history older than `days`; answers how many changes went. */
export async function removeOldHistory(db: Queryable, days: number): Promise<number> {
  const [row] = await db.query<{ removed: number }>(
    `WITH gone AS (DELETE FROM record_history WHERE at < now() - make_interval(days => $1) RETURNING 1)
     SELECT count(*)::int AS removed FROM gone`, [days]);
  return row!.removed;
}

export const historyRetentionQueue = { name: HISTORY_RETENTION_QUEUE, retryLimit: 3, retryDelay: 600, expireInSeconds: 3600 };

/** Schedules the nightly job and works it in this process. */
export async function startHistoryRetention({ db, jobs, config }: Pick<ServerContext, 'db' | 'jobs' | 'config'>): Promise<void> {
  await jobs.boss.schedule(HISTORY_RETENTION_QUEUE, HISTORY_RETENTION_CRON, {}, { tz: 'Europe/Amsterdam' });
  await jobs.work(HISTORY_RETENTION_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 60 }, async () => {
    await removeOldHistory(db, config.historyRetentionDays);
  });
}
