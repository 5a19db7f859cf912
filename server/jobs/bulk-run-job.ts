import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { HttpError } from '../plugins/http-errors';
import { BULK_QUEUE, type BulkJob } from '../repositories/bulk-runs';
import { offeredVersionCount } from '../repositories/car-lists';
import { pricingContextOf } from '../repositories/car-pricing';
import { BulkInterrupted, PartTaken, STALE_CLAIM_SECONDS, claimPart, pricePart, type PartOptions, type PartRef } from './bulk-run-part';

/**
 * The bulk run as a pg-boss job (issue 19). GET /clientsetting/runbulk queues the run, its parts and this job in one
 * transaction (repositories/bulk-runs.ts); a worker takes the job (pg-boss fetches with SKIP LOCKED: two processes
 * never take the same job), marks the run running and prices its arrangements one after the other
 * (bulk-run-part.ts), each resumable from its cursor.
 *
 * Restarts: closing the server stops the worker at the next batch and throws, so pg-boss retries the job after
 * the queue's delay and the next worker (this process restarted, or another) continues the running run where it
 * stopped. A process that dies leaves its job active until pg-boss expires it (expireInSeconds) and retries it; its
 * parts are taken over once their heartbeat is stale. A run whose last attempt fails is marked failed with the
 * reason; one whose job is gone (failed past its retries, completed, archived) is marked failed at start and every
 * few minutes — never left 'running' forever.
 */
export const bulkQueueOf = (config: Pick<ServerConfig, 'bulkRetryLimit' | 'bulkRetryDelaySeconds' | 'bulkExpireSeconds'>) =>
  ({ name: BULK_QUEUE, retryLimit: config.bulkRetryLimit, retryDelay: config.bulkRetryDelaySeconds, expireInSeconds: config.bulkExpireSeconds });

/** How often a server looks for runs whose job is gone, beside at start. */
const ORPHAN_CHECK_MS = 5 * 60_000;

/** Marks the run running (this job's only: a stray job of another run changes nothing); null when it is over already. */
async function startRun(ctx: ServerContext, runId: number, jobId: string) {
  const [run] = await ctx.db.query<{ client_id: number; attempts: number }>(
    `UPDATE bulk_runs SET status = 'running', started_at = coalesce(started_at, $2), attempts = attempts + 1
     WHERE id = $1 AND status IN ('queued', 'running') AND (job_id IS NULL OR job_id = $3::uuid) RETURNING client_id, attempts`,
    [runId, ctx.now(), jobId]);
  return run ?? null;
}

/** The versions each part will price, counted once, before its first batch (progress is priced over these). */
async function countParts(ctx: ServerContext, runId: number, clientId: number): Promise<void> {
  const parts = await ctx.db.query<{ id: number }>(
    "SELECT car_arrangement_id AS id FROM bulk_run_arrangements WHERE run_id = $1 AND state = 'pending' AND versions_done = 0 AND versions_total = 0", [runId]);
  for (const { id } of parts) {
    await ctx.db.query("UPDATE bulk_run_arrangements SET versions_total = $3 WHERE run_id = $1 AND car_arrangement_id = $2 AND state = 'pending'",
      [runId, id, await offeredVersionCount(ctx.db, clientId, id)]);
  }
}

/** A part that cannot be priced at all (its arrangement is no longer a car arrangement): failed with the reason, the run goes on. */
const failPart = (ctx: ServerContext, part: PartRef, reason: string) => ctx.db.query(
  `UPDATE bulk_run_arrangements SET state = 'failed', finished_at = $3, worker_id = NULL, error_samples = jsonb_build_array($4::text)
   WHERE run_id = $1 AND car_arrangement_id = $2`, [part.runId, part.arrangementId, ctx.now(), reason.slice(0, 500)]);

async function runParts(ctx: ServerContext, o: PartOptions, runId: number, clientId: number): Promise<void> {
  const parts = await ctx.db.query<{ id: number; display_name: string }>(
    "SELECT car_arrangement_id AS id, display_name FROM bulk_run_arrangements WHERE run_id = $1 AND state IN ('pending', 'running') ORDER BY position", [runId]);
  for (const { id, display_name } of parts) {
    const part: PartRef = { runId, clientId, arrangementId: id, displayName: display_name };
    const claim = await claimPart(ctx.db, part, o.workerId, ctx.now());
    if (!claim) {
      const [left] = await ctx.db.query("SELECT 1 FROM bulk_run_arrangements WHERE run_id = $1 AND car_arrangement_id = $2 AND state = 'running'", [runId, id]);
      // Held by a live worker (this job handed out twice after an expiry): that one goes on, this one stands back.
      if (left) throw new PartTaken(`Part ${id} of bulk run ${runId} is being priced by another worker.`);
      continue; // finished meanwhile, or its arrangement was deleted (the part with it)
    }
    try {
      const pricing = await pricingContextOf(ctx.db, { clientId, arrangementIds: null, operatingCompanyIds: null }, id, 'carArrangementId');
      await pricePart(o, part, pricing, claim);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode === 409) throw error;
      await failPart(ctx, part, error.message);
    }
  }
}

const finishRun = (ctx: ServerContext, runId: number) => ctx.db.query(
  `UPDATE bulk_runs SET status = 'finished', finished_at = $2,
     summary = (SELECT jsonb_build_object('versionsPriced', coalesce(sum(versions_done), 0), 'changedPrices', coalesce(sum(changed_prices), 0),
       'newPrices', coalesce(sum(new_prices), 0), 'errors', coalesce(sum(errors), 0)) FROM bulk_run_arrangements WHERE run_id = $1)
   WHERE id = $1 AND status = 'running'`, [runId, ctx.now()]);

/** Ends an unfinished run as failed with its reason; its unfinished parts too. */
export async function failRun(ctx: ServerContext, runId: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await tx.query(
      `UPDATE bulk_runs SET status = 'failed', started_at = coalesce(started_at, $2), finished_at = $2, error_message = $3
       WHERE id = $1 AND status IN ('queued', 'running')`, [runId, now, reason.slice(0, 5000)]);
    await tx.query(
      "UPDATE bulk_run_arrangements SET state = 'failed', finished_at = $2, worker_id = NULL WHERE run_id = $1 AND state IN ('pending', 'running')",
      [runId, now]);
  });
}

export async function runBulkJob(ctx: ServerContext, job: PgBoss.JobWithMetadata<BulkJob>, stopping: () => boolean): Promise<void> {
  const { runId } = job.data;
  const run = await startRun(ctx, runId, job.id);
  if (!run) return;
  const o: PartOptions = { db: ctx.db, now: ctx.now, workerId: randomUUID(), batchSize: ctx.config.bulkBatchSize, stopping };
  try {
    await countParts(ctx, runId, run.client_id);
    await runParts(ctx, o, runId, run.client_id);
    await finishRun(ctx, runId);
  } catch (error) {
    await ctx.db.query('UPDATE bulk_run_arrangements SET worker_id = NULL WHERE run_id = $1 AND worker_id = $2', [runId, o.workerId]);
    if (error instanceof PartTaken) return;
    if (error instanceof BulkInterrupted || job.retryCount < job.retryLimit) throw error;
    await failRun(ctx, runId, `The bulk run failed after ${run.attempts} attempts: ${(error as Error).message}`);
  }
}

const ENDED = new Set(['completed', 'failed', 'cancelled']);

/**
 * Runs still queued or running whose pg-boss job is gone or ended, and no worker has committed a batch of lately:
 * failed with a reason. Answers how many.
 */
export async function failOrphanedRuns(ctx: ServerContext): Promise<number> {
  const runs = await ctx.db.query<{ id: number; job_id: string | null }>(
    `SELECT r.id, r.job_id FROM bulk_runs r WHERE r.status IN ('queued', 'running') AND NOT EXISTS (SELECT 1 FROM bulk_run_arrangements p
       WHERE p.run_id = r.id AND p.state = 'running' AND p.worker_id IS NOT NULL AND p.heartbeat_at >= $1::timestamptz - make_interval(secs => $2))`,
    [ctx.now(), STALE_CLAIM_SECONDS]);
  let failed = 0;
  for (const run of runs) {
    const job = run.job_id === null ? null : await ctx.jobs.boss.getJobById(BULK_QUEUE, run.job_id);
    if (job && !ENDED.has(job.state)) continue;
    await failRun(ctx, run.id, `The job of this bulk run ended without finishing it (${job ? `job ${job.state}` : 'job not found'}), for instance because the server stopped more often than it retries. Please start a new run.`);
    failed += 1;
  }
  return failed;
}

/** Starts the bulk worker (unless BULK_WORKER=false) and the check for runs whose job is gone; `interrupt` before the queue stops. */
export async function startBulkWorker(ctx: ServerContext): Promise<{ interrupt(): void }> {
  let stopping = false;
  await failOrphanedRuns(ctx);
  const timer = setInterval(() => void failOrphanedRuns(ctx).catch((error: Error) => console.error(`bulk run check: ${error.message}`)), ORPHAN_CHECK_MS);
  timer.unref();
  if (ctx.config.bulkWorker) {
    await ctx.jobs.work<BulkJob>(BULK_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: ctx.config.bulkPollSeconds },
      async ([job]) => { if (job) await runBulkJob(ctx, job, () => stopping); });
  }
  return {
    interrupt() {
      stopping = true;
      clearInterval(timer);
    },
  };
}
