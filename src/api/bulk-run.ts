/**
 * The bulk calculation run (issue 19; spec 01 §7): status, start, summary, file check and one price workbook.
 * Access on the server: supervisor and above with the lease-system licence (feature `bulkCalculator`).
 */
import type { BulkFile, BulkFileCheck, BulkStatus, BulkSummary } from '../../contract/types/bulk';
import { BULK_RUN_PATHS } from '../../contract/paths/bulk-run';
import type { Envelope } from '../../contract/types/core';
import type { FileDownload } from '../../contract/types/orders';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { downloadFile } from './download';

/** GET /clientsetting/bulkstatus: the client's latest run (state 'none' when it never ran one). */
export async function fetchBulkStatus({ signal }: CallOptions = {}): Promise<BulkStatus> {
  return firstResult(await http<Envelope<BulkStatus>>(BULK_RUN_PATHS.status, { signal }), 'bulk status');
}

/**
 * GET /clientsetting/runbulk: queues a run and answers its status; when one is already queued or running
 * nothing is queued and that run is answered with `alreadyActive: true`. A GET that starts work is the
 * contract's (spec 01 §7), so the app never calls it but on the user's confirmation.
 */
export async function startBulkRun({ signal }: CallOptions = {}): Promise<BulkStatus> {
  return firstResult(await http<Envelope<BulkStatus>>(BULK_RUN_PATHS.run, { signal }), 'bulk run');
}

/** GET /clientsetting/bulksummary: per arrangement of the latest run, and the totals. */
export async function fetchBulkSummary({ signal }: CallOptions = {}): Promise<BulkSummary> {
  return firstResult(await http<Envelope<BulkSummary>>(BULK_RUN_PATHS.summary, { signal }), 'bulk summary');
}

/** GET /clientsetting/bulkFileCheck: the price workbooks of the latest run that produced any. */
export async function fetchBulkFileCheck({ signal }: CallOptions = {}): Promise<BulkFileCheck> {
  return firstResult(await http<Envelope<BulkFileCheck>>(BULK_RUN_PATHS.fileCheck, { signal }), 'bulk file check');
}

/** GET /clientsetting/bulkfile?fileId=: one workbook, under the server's name (the listed one when it gives none). */
export function downloadBulkFile(file: Pick<BulkFile, 'fileId' | 'fileName'>, { signal }: CallOptions = {}): Promise<FileDownload> {
  return downloadFile(BULK_RUN_PATHS.file, { query: { fileId: file.fileId }, signal }, file.fileName);
}
