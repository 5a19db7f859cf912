/*
 * The bulk calculation run (issue 19; spec 01 §3, §4, §7: "Bulk status, summary and file check: fields not shown").
 * The server (server/routes/bulk-run.ts) and the app (machine bulkRun, /administration/run_bulk) build to these.
 * All five calls are GETs under /api-admin/clientsetting; access: supervisor and above with the lease-system
 * licence (access table feature `bulkCalculator`).
 */

/** 'none': this client never ran one. */
export type BulkState = 'none' | 'queued' | 'running' | 'finished' | 'failed';

/** GET /clientsetting/bulkstatus and /runbulk: the client's latest run. */
export interface BulkStatus {
  runId: number | null;
  state: BulkState;
  /** Integer 0..100: versions priced / versions to price over all arrangements of the run. */
  progress: number;
  arrangementsTotal: number;
  arrangementsDone: number;
  versionsTotal: number;
  versionsPriced: number;
  /** ISO 8601. */
  requestedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  requestedBy: { id: number; name: string } | null;
  /** Why a failed run failed (the UI shows the spec's bulk problem text, this only as detail). */
  errorMessage: string | null;
  /** Only on runbulk: true when a run was already queued or running and no new one was queued. */
  alreadyActive?: boolean;
}

export type BulkArrangementState = 'pending' | 'running' | 'finished' | 'failed';

export interface BulkArrangementSummary {
  carArrangementId: number;
  displayName: string;
  state: BulkArrangementState;
  versionsTotal: number;
  versionsPriced: number;
  /** Versions whose lease price differs from this arrangement's previous run. */
  changedPrices: number;
  /** Versions priced for the first time under this arrangement. */
  newPrices: number;
  /** Versions that could not be priced. */
  errors: number;
  /** At most 5 messages, e.g. "version 123 (Volvo XC40 …) has no consumer price". */
  errorSamples: string[];
}

/** GET /clientsetting/bulksummary: the latest run (in progress, finished or failed); runId null and [] when none. */
export interface BulkSummary {
  runId: number | null;
  state: BulkState;
  finishedAt: string | null;
  arrangements: BulkArrangementSummary[];
  totals: { versionsPriced: number; changedPrices: number; newPrices: number; errors: number };
}

/** A price workbook (.xlsx) of a run, one per arrangement; downloaded with GET /clientsetting/bulkfile?fileId=. */
export interface BulkFile {
  fileId: number;
  carArrangementId: number;
  displayName: string;
  fileName: string;
  size: number;
  createdAt: string;
}

/** GET /clientsetting/bulkFileCheck: the files of the latest run that produced files; [] when there are none ("No files found"). */
export interface BulkFileCheck {
  runId: number | null;
  files: BulkFile[];
}
