/**
 * The provider's bulk comparer (spec 02 §7 "Bulk comparer"; issue 19 point 4), master only:
 *
 *   GET  /getbulkcomparerprofiles?clientId=   → BulkComparerProfile[]; none: 404 whose errors[0] the screen shows (02 §8)
 *   POST /BulkComparer { clientId, profileId, limit? }   → results[0] BulkComparison (prices now against the last run)
 *   POST /BulkComparer/export (same body)     → <yyyyMMdd>_AMW_bulkcompare.xlsx, headings in the asked language
 *   POST /getlivecardata { clientId, versionIds | typeIdHist }   → LiveCarData[]
 *   POST /getbulklogsinfo { clientId }        → BulkRunLogEntry[], newest first
 *
 * The POSTs are queries. Live data and logs become null on failure (02 §8): the feature hook does that, so a caller
 * that wants the reason still gets it here.
 */
import type { BulkComparerProfile, BulkComparison, BulkComparisonRequest, BulkRunLogEntry, LiveCarData, LiveCarDataRequest } from '../../contract/types/bulk-comparer';
import { BULK_COMPARER_PATHS } from '../../contract/paths/bulk-comparer';
import type { Envelope } from '../../contract/types/core';
import type { FileDownload } from '../../contract/types/orders';
import { http } from './client';
import { downloadFile } from './download';
import { allResults, firstResult, type CallOptions } from './envelope';

export async function fetchComparerProfiles(clientId: number, { signal }: CallOptions = {}): Promise<BulkComparerProfile[]> {
  return allResults(await http<Envelope<BulkComparerProfile>>(BULK_COMPARER_PATHS.profiles, { query: { clientId }, signal }));
}

export async function compareWithLastRun(request: BulkComparisonRequest, { signal }: CallOptions = {}): Promise<BulkComparison> {
  return firstResult(await http<Envelope<BulkComparison>>(BULK_COMPARER_PATHS.comparer, { method: 'POST', body: request, signal }), 'bulk comparison');
}

/** The workbook is made on the server (exceljs stays out of the app); `language` words its headings. */
export function exportComparison(request: BulkComparisonRequest, language: string, { signal }: CallOptions = {}): Promise<FileDownload> {
  return downloadFile(BULK_COMPARER_PATHS.export, { method: 'POST', body: request, headers: { 'Accept-Language': language }, signal }, 'bulkcompare.xlsx');
}

export async function fetchLiveCarData(request: LiveCarDataRequest, { signal }: CallOptions = {}): Promise<LiveCarData[]> {
  return allResults(await http<Envelope<LiveCarData>>(BULK_COMPARER_PATHS.liveCarData, { method: 'POST', body: request, signal }));
}

export async function fetchBulkRunLog(clientId: number, { signal }: CallOptions = {}): Promise<BulkRunLogEntry[]> {
  return allResults(await http<Envelope<BulkRunLogEntry>>(BULK_COMPARER_PATHS.logs, { method: 'POST', body: { clientId }, signal }));
}
