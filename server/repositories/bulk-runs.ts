import type { BulkArrangementSummary, BulkFile, BulkFileCheck, BulkState, BulkStatus, BulkSummary } from '../../contract/types/bulk';
import type { Db, Queryable } from '../db/db';
import type { JobQueue } from '../jobs/job-queue';
import { blobBytes, blobSize } from '../db/blob-bytes';

/**
 * The bulk run's rows (issue 19): bulk_runs (migration 0004: one queued or running run per client) and its parts,
 * bulk_run_arrangements (migration 0039), one per car arrangement. Routes read the client's latest run from here;
 * the job (jobs/bulk-run-job.ts) writes the parts as it goes. Always scoped by the client id of the token.
 */
export const BULK_QUEUE = 'bulk-run';

export interface BulkJob {
  runId: number;
}

/**
 * The arrangements a run prices: the client's CAR arrangements that are active online for drivers
 * (calculatorSettings.isActiveOnlineForDrivers). Inactive ones are skipped on purpose: drivers see no prices there,
 * the outdated banners count active ones only (src/lib/outdated.ts), and an arrangement is run as it is switched on.
 * Other types (bike, general, truck …) have no car list to price. $2: the client.
 */
const ACTIVE_CAR_ARRANGEMENTS = `SELECT ca.id, ca.display_name, (row_number() OVER (ORDER BY lower(ca.display_name), ca.id))::int - 1 AS position
  FROM car_arrangements ca
  JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
  WHERE ca.client_id = $2 AND ca.data_object_type = 'car' AND cs.is_active_online_for_drivers`;

/**
 * Queues a run with its parts and its job in one transaction (a rolled-back run queues no job), or — when one is
 * already queued or running — queues nothing and names that one. The partial unique index decides between two
 * concurrent calls: the second's INSERT … ON CONFLICT DO NOTHING waits for the first to commit and inserts nothing.
 */
export async function queueRun(db: Db, jobs: JobQueue, clientId: number, accountId: number, now: Date): Promise<{ runId: number; alreadyActive: boolean }> {
  const queued = await db.transaction(async (tx) => {
    const [run] = await tx.query<{ id: number }>(
      `INSERT INTO bulk_runs (client_id, requested_by_account_id, requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (client_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`, [clientId, accountId, now]);
    if (!run) return null;
    await tx.query(
      `INSERT INTO bulk_run_arrangements (run_id, client_id, car_arrangement_id, display_name, position)
       SELECT $1, $2, a.id, a.display_name, a.position FROM (${ACTIVE_CAR_ARRANGEMENTS}) a`, [run.id, clientId]);
    const jobId = await jobs.sendInTransaction<BulkJob>(tx, BULK_QUEUE, { runId: run.id });
    await tx.query('UPDATE bulk_runs SET job_id = $2 WHERE id = $1', [run.id, jobId]);
    return run.id;
  });
  if (queued !== null) return { runId: queued, alreadyActive: false };
  const [active] = await db.query<{ id: number }>(
    "SELECT id FROM bulk_runs WHERE client_id = $1 AND status IN ('queued', 'running')", [clientId]);
  // The active run finished between the two statements: queue again, there is no longer one to answer.
  if (!active) return queueRun(db, jobs, clientId, accountId, now);
  return { runId: active.id, alreadyActive: true };
}

interface RunRow {
  id: number;
  status: Exclude<BulkState, 'none'>;
  requested_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  error_message: string | null;
  by_id: number | null;
  by_name: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The client's latest run, or one of its runs by id. */
async function runOf(db: Queryable, clientId: number, runId?: number): Promise<RunRow | null> {
  const [row] = await db.query<RunRow>(
    `SELECT r.id, r.status, r.requested_at, r.started_at, r.finished_at, r.error_message, a.id AS by_id,
            NULLIF(trim(concat_ws(' ', NULLIF(a.first_name, ''), NULLIF(a.prefix_surname, ''), NULLIF(a.surname, ''))), '') AS by_name
     FROM bulk_runs r LEFT JOIN accounts a ON a.id = r.requested_by_account_id
     WHERE r.client_id = $1 AND ($2::int IS NULL OR r.id = $2) ORDER BY r.id DESC LIMIT 1`, [clientId, runId ?? null]);
  return row ?? null;
}

interface PartRow {
  car_arrangement_id: number;
  display_name: string;
  state: BulkArrangementSummary['state'];
  versions_total: number;
  versions_done: number;
  changed_prices: number;
  new_prices: number;
  errors: number;
  error_samples: string[];
}

const partsOf = (db: Queryable, clientId: number, runId: number) => db.query<PartRow>(
  `SELECT car_arrangement_id, display_name, state, versions_total, versions_done, changed_prices, new_prices, errors, error_samples
   FROM bulk_run_arrangements WHERE client_id = $1 AND run_id = $2 ORDER BY position`, [clientId, runId]);

const NO_RUN: BulkStatus = {
  runId: null, state: 'none', progress: 0, arrangementsTotal: 0, arrangementsDone: 0, versionsTotal: 0, versionsPriced: 0,
  requestedAt: null, startedAt: null, finishedAt: null, requestedBy: null, errorMessage: null,
};

/** The versions dealt with over the versions to price, 0–100; a finished run is 100 whatever the catalogue did meanwhile. */
function progressOf(state: BulkState, done: number, total: number): number {
  if (state === 'finished') return 100;
  if (total === 0) return 0;
  return Math.min(99, Math.floor((done * 100) / total));
}

/** GET /clientsetting/bulkstatus: the latest run (`runId` for a given one), or state 'none' with zeros. */
export async function bulkStatusOf(db: Queryable, clientId: number, runId?: number): Promise<BulkStatus> {
  const run = await runOf(db, clientId, runId);
  if (!run) return NO_RUN;
  const parts = await partsOf(db, clientId, run.id);
  const versionsTotal = parts.reduce((n, p) => n + Math.max(p.versions_total, p.versions_done), 0);
  const versionsPriced = parts.reduce((n, p) => n + p.versions_done, 0);
  return {
    runId: run.id, state: run.status, progress: progressOf(run.status, versionsPriced, versionsTotal),
    arrangementsTotal: parts.length, arrangementsDone: parts.filter((p) => p.state === 'finished' || p.state === 'failed').length,
    versionsTotal, versionsPriced,
    requestedAt: iso(run.requested_at), startedAt: iso(run.started_at), finishedAt: iso(run.finished_at),
    requestedBy: run.by_id === null ? null : { id: run.by_id, name: run.by_name ?? '' },
    errorMessage: run.error_message,
  };
}

/** GET /clientsetting/bulksummary: per arrangement of the latest run what it priced, changed and could not price. */
export async function bulkSummaryOf(db: Queryable, clientId: number): Promise<BulkSummary> {
  const run = await runOf(db, clientId);
  if (!run) return { runId: null, state: 'none', finishedAt: null, arrangements: [], totals: { versionsPriced: 0, changedPrices: 0, newPrices: 0, errors: 0 } };
  const arrangements = (await partsOf(db, clientId, run.id)).map((p): BulkArrangementSummary => ({
    carArrangementId: p.car_arrangement_id, displayName: p.display_name, state: p.state,
    versionsTotal: Math.max(p.versions_total, p.versions_done), versionsPriced: p.versions_done,
    changedPrices: p.changed_prices, newPrices: p.new_prices, errors: p.errors, errorSamples: p.error_samples,
  }));
  const sum = (pick: (a: BulkArrangementSummary) => number) => arrangements.reduce((n, a) => n + pick(a), 0);
  return {
    runId: run.id, state: run.status, finishedAt: iso(run.finished_at), arrangements,
    totals: { versionsPriced: sum((a) => a.versionsPriced), changedPrices: sum((a) => a.changedPrices), newPrices: sum((a) => a.newPrices), errors: sum((a) => a.errors) },
  };
}

/** GET /clientsetting/bulkFileCheck: the workbooks of the latest run that wrote any (a run in progress may have none yet). */
export async function bulkFilesOf(db: Queryable, clientId: number): Promise<BulkFileCheck> {
  const files = await db.query<BulkFile & { runId: number }>(
    `SELECT p.run_id AS "runId", b.id AS "fileId", p.car_arrangement_id AS "carArrangementId", p.display_name AS "displayName",
            p.file_name AS "fileName", ${blobSize('b')} AS size, b.created_at AS "createdAt"
     FROM bulk_run_arrangements p JOIN blobs b ON b.client_id = p.client_id AND b.id = p.file_blob_id
     WHERE p.client_id = $1 AND p.run_id = (SELECT max(run_id) FROM bulk_run_arrangements WHERE client_id = $1 AND file_blob_id IS NOT NULL)
     ORDER BY p.position`, [clientId]);
  return {
    runId: files[0]?.runId ?? null,
    files: files.map(({ runId: _, createdAt, ...file }) => ({ ...file, size: Number(file.size), createdAt: iso(createdAt)! })),
  };
}

/** GET /clientsetting/bulkfile?fileId=: a workbook of one of the client's runs (any other blob id is unknown here). */
export async function bulkFileOf(db: Queryable, clientId: number, fileId: number): Promise<{ fileName: string; data: Buffer } | null> {
  // As base64 text: PGlite hands out a 4 MB bytea in about a second on the event loop, base64 in a twentieth of that.
  const [row] = await db.query<{ fileName: string; data: string }>(
    `SELECT p.file_name AS "fileName", encode(${blobBytes('b')}, 'base64') AS data FROM bulk_run_arrangements p JOIN blobs b ON b.client_id = p.client_id AND b.id = p.file_blob_id
     WHERE p.client_id = $1 AND p.file_blob_id = $2 LIMIT 1`, [clientId, fileId]);
  return row ? { fileName: row.fileName, data: Buffer.from(row.data, 'base64') } : null;
}
