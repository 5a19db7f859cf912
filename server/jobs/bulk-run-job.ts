import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import type { ServerConfig } from '../config';
import type { ServerContext } from '../context';
import { HttpError } from '../plugins/http-errors';
import { BULK_QUEUE, type BulkJob } from '../repositories/bulk-runs';
import { pricingContextOf } from '../repositories/car-pricing';
import { foregroundQuiet } from '../db/foreground';
import { runPacing } from './run-pacing';
import { inProcess, runThread, type PartsPricer } from './bulk-run-thread';
import { BulkInterrupted, PartTaken, claimPart, releaseParts, type ClaimedPart, type PartRef, type RunOptions } from './bulk-run-part';
import { threadPool, type BulkCompute } from './pricing-pool';
import { offeredCounts } from './models-in-catalogue';
import { offerRuleOf, type OfferRule } from './offer-rule';

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
async function startRun(ctx: ServerContext, runId: number, jobId: string | null) {
  const [run] = await ctx.db.query<{ client_id: number; attempts: number }>(
    `UPDATE bulk_runs SET status = 'running', started_at = coalesce(started_at, $2), attempts = attempts + 1
     WHERE id = $1 AND status IN ('queued', 'running') AND (job_id IS NULL OR job_id = $3::uuid) RETURNING client_id, attempts`,
    [runId, ctx.now(), jobId]);
  return run ?? null;
}

/**
 * The versions each part will price, counted once, before its first batch (progress is priced over these): the offer
 * rule is decided per model (offer-rule.ts), so one read of the versions per model, in short statements, counts every
 * part, where a count per part over the catalogue held PGlite's thread 13–22 ms each.
 */
async function countParts(ctx: ServerContext, runId: number, clientId: number, gate: () => Promise<void>): Promise<void> {
  const parts = await ctx.db.query<{ id: number }>(
    "SELECT car_arrangement_id AS id FROM bulk_run_arrangements WHERE run_id = $1 AND state = 'pending' AND versions_done = 0 AND versions_total = 0", [runId]);
  if (parts.length === 0) return;
  const rules: OfferRule[] = [];
  for (const { id } of parts) rules.push(await offerRuleOf(ctx.db, clientId, id));
  const offered = await offeredCounts(ctx.db, rules, gate);
  for (const [i, { id }] of parts.entries()) {
    await gate();
    await ctx.db.query("UPDATE bulk_run_arrangements SET versions_total = $3 WHERE run_id = $1 AND car_arrangement_id = $2 AND state = 'pending'",
      [runId, id, offered[i]]);
  }
}

/** A part that cannot be priced at all (its arrangement is no longer a car arrangement): failed with the reason, the run goes on. */
const failPart = (ctx: ServerContext, part: PartRef, reason: string) => ctx.db.query(
  `UPDATE bulk_run_arrangements SET state = 'failed', finished_at = $3, worker_id = NULL, error_samples = jsonb_build_array($4::text)
   WHERE run_id = $1 AND car_arrangement_id = $2`, [part.runId, part.arrangementId, ctx.now(), reason.slice(0, 500)]);

/** Claims every part still to price (those that cannot be priced at all failed with their reason), then prices them together. */
async function runParts(ctx: ServerContext, o: RunOptions, pricer: PartsPricer, runId: number, clientId: number): Promise<void> {
  const parts = await ctx.db.query<{ id: number; display_name: string }>(
    "SELECT car_arrangement_id AS id, display_name FROM bulk_run_arrangements WHERE run_id = $1 AND state IN ('pending', 'running') ORDER BY position", [runId]);
  const claimed: ClaimedPart[] = [];
  for (const { id, display_name } of parts) {
    const part: PartRef = { runId, clientId, arrangementId: id, displayName: display_name };
    const claim = await claimPart(ctx.db, part, o.workerId, ctx.now(), ctx.config.bulkStaleSeconds);
    if (!claim) {
      const [left] = await ctx.db.query("SELECT 1 FROM bulk_run_arrangements WHERE run_id = $1 AND car_arrangement_id = $2 AND state = 'running'", [runId, id]);
      // Held by a live worker (this run taken over, or its job handed out twice): that one goes on, this one stands back.
      if (left) throw new PartTaken(`Part ${id} of bulk run ${runId} is being priced by another worker.`);
      continue; // finished meanwhile, or its arrangement was deleted (the part with it)
    }
    try {
      claimed.push({ part, claim, pricing: await pricingContextOf(ctx.db, { clientId, arrangementIds: null, operatingCompanyIds: null }, id, 'carArrangementId') });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode === 409) throw error;
      await failPart(ctx, part, error.message);
    }
  }
  await pricer.price(o, claimed);
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

/** How often a worker tells that it is alive, for each part it holds (config.bulkStaleSeconds is the limit). */
const HEARTBEAT_MS = 1000;

/** What a run needs of the process that works it: its compute (threads), where it prices, and whether the server is closing. */
export interface BulkWorkerParts {
  compute: BulkCompute;
  pricer: PartsPricer;
  stopping: () => boolean;
}

/** The job's data and, for its last attempt's failure, whether pg-boss retries it. A taken-over run is such a job too. */
export type BulkJobRef = Pick<PgBoss.JobWithMetadata<BulkJob>, 'data' | 'retryCount' | 'retryLimit'> & { id: string | null };

export async function runBulkJob(ctx: ServerContext, job: BulkJobRef, worker: BulkWorkerParts): Promise<void> {
  const { runId } = job.data;
  const run = await startRun(ctx, runId, job.id);
  if (!run) return;
  // Its thread and that thread's pricing threads start (~0.4 s and ~0.3 s of loading) while the parts are counted and claimed.
  worker.pricer.warm();
  const workerId = randomUUID();
  const o: RunOptions = {
    db: ctx.db, now: ctx.now, workerId, windowSize: ctx.config.bulkBatchSize, stopping: worker.stopping, compute: worker.compute,
    workPercent: ctx.config.bulkWorkPercent,
    ...runPacing(ctx.db.oneConnection ?? false, foregroundQuiet),
  };
  // Beats for the parts this worker holds, also while a workbook is written: a silent worker's parts are taken over.
  const beat = setInterval(() => void ctx.db.query(
    "UPDATE bulk_run_arrangements SET heartbeat_at = $2 WHERE worker_id = $1 AND state = 'running'", [workerId, ctx.now()]).catch(() => {}), HEARTBEAT_MS);
  try {
    await countParts(ctx, runId, run.client_id, o.gate);
    await runParts(ctx, o, worker.pricer, runId, run.client_id);
    await finishRun(ctx, runId);
  } catch (error) {
    await releaseParts(ctx.db, runId, workerId);
    if (error instanceof PartTaken) return;
    if (error instanceof BulkInterrupted || job.retryCount < job.retryLimit) throw error;
    await failRun(ctx, runId, `The bulk run failed after ${run.attempts} attempts: ${(error as Error).message}`);
  } finally {
    clearInterval(beat);
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
    [ctx.now(), ctx.config.bulkStaleSeconds]);
  let failed = 0;
  for (const run of runs) {
    const job = run.job_id === null ? null : await ctx.jobs.boss.getJobById(BULK_QUEUE, run.job_id);
    if (job && !ENDED.has(job.state)) continue;
    await failRun(ctx, run.id, `The job of this bulk run ended without finishing it (${job ? `job ${job.state}` : 'job not found'}), for instance because the server stopped more often than it retries. Please start a new run.`);
    failed += 1;
  }
  return failed;
}

/**
 * Running runs whose parts are all unheld or held by workers silent for longer than config.bulkStaleSeconds (their
 * process died): the run's pg-boss job stays active until the queue expires it (BULK_EXPIRE_SECONDS), so a process with
 * the jobs role takes such a run over itself — at its start and every second — under the run's own job id. When the
 * queue later retries the old job, the run is finished or held, and that attempt stands back.
 */
async function staleRuns(ctx: ServerContext): Promise<{ id: number; job_id: string | null }[]> {
  return ctx.db.query(
    `SELECT r.id, r.job_id FROM bulk_runs r WHERE r.status = 'running'
       AND r.started_at < $1::timestamptz - make_interval(secs => $2)
       AND EXISTS (SELECT 1 FROM bulk_run_arrangements p WHERE p.run_id = r.id AND p.state IN ('pending', 'running'))
       AND NOT EXISTS (SELECT 1 FROM bulk_run_arrangements p WHERE p.run_id = r.id AND p.state = 'running' AND p.worker_id IS NOT NULL
         AND p.heartbeat_at >= $1::timestamptz - make_interval(secs => $2))`, [ctx.now(), ctx.config.bulkStaleSeconds]);
}

/** Runs this process is working, and when a run whose take-over failed may be taken over again. */
interface TakeOvers {
  running: Set<number>;
  backoff: Map<number, { until: number; waitMs: number }>;
}

/** A take-over that failed waits before the next, doubling up to this: a broken run must not be retried every second. */
const TAKEOVER_BACKOFF_MAX_MS = 5 * 60_000;

async function takeOverStaleRuns(ctx: ServerContext, worker: BulkWorkerParts, own: TakeOvers): Promise<void> {
  for (const run of await staleRuns(ctx)) {
    if (own.running.has(run.id) || worker.stopping() || (own.backoff.get(run.id)?.until ?? 0) > Date.now()) continue;
    own.running.add(run.id);
    console.log(`bulk run ${run.id}: its worker went silent; taken over by this process`);
    // A failure is left to the queue (the run's job is still there and retries as before); this process waits before it tries again.
    void runBulkJob(ctx, { id: run.job_id, data: { runId: run.id }, retryCount: 0, retryLimit: 1 }, worker)
      .catch((error: Error) => {
        const last = own.backoff.get(run.id)?.waitMs;
        const waitMs = last === undefined ? ctx.config.bulkRetryDelaySeconds * 1000 : Math.min(TAKEOVER_BACKOFF_MAX_MS, 2 * last);
        own.backoff.set(run.id, { until: Date.now() + waitMs, waitMs });
        console.error(`bulk run ${run.id} taken over: ${error.message}`);
      })
      .finally(() => own.running.delete(run.id));
  }
}

const TAKEOVER_CHECK_MS = 1000;

/**
 * Starts the bulk worker (the jobs role), the check for runs whose job is gone, and the take-over of runs whose worker
 * went silent; `interrupt` before the queue stops, `close` after it (the worker threads).
 */
export async function startBulkWorker(ctx: ServerContext): Promise<{ interrupt(): void; close(): Promise<void> }> {
  let stopping = false;
  // Priced in a thread of its own wherever the database can be reached from one (bulk-run-thread.ts).
  const share = ctx.db.shareWithThread?.bind(ctx.db);
  const worker: BulkWorkerParts = {
    compute: threadPool(ctx.config.bulkThreads), stopping: () => stopping,
    pricer: share ? runThread(share, ctx.config.bulkThreads) : inProcess,
  };
  await failOrphanedRuns(ctx);
  const orphans = setInterval(() => void failOrphanedRuns(ctx).catch((error: Error) => console.error(`bulk run check: ${error.message}`)), ORPHAN_CHECK_MS);
  orphans.unref();
  const timers = [orphans];
  if (ctx.config.bulkWorker) {
    const own: TakeOvers = { running: new Set(), backoff: new Map() };
    const { running } = own;
    const takeOver = () => void takeOverStaleRuns(ctx, worker, own).catch((error: Error) => console.error(`bulk run take-over: ${error.message}`));
    takeOver();
    const check = setInterval(takeOver, TAKEOVER_CHECK_MS);
    check.unref();
    timers.push(check);
    await ctx.jobs.work<BulkJob>(BULK_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: ctx.config.bulkPollSeconds },
      async ([job]) => {
        if (!job) return;
        running.add(job.data.runId);
        try {
          await runBulkJob(ctx, job, worker);
        } finally {
          running.delete(job.data.runId);
        }
      });
  }
  return {
    interrupt() {
      stopping = true;
      worker.pricer.interrupt();
      for (const timer of timers) clearInterval(timer);
    },
    close: async () => {
      await Promise.all([worker.compute.close(), worker.pricer.close()]);
    },
  };
}
