/**
 * A record's history and the restore of deleted records (issue 39 points 2 and 3; ours, contract/paths/history.ts):
 *
 *   GET  /api-admin/history?kind=&id=[&before=<entry id>] → { results: HistoryEntry[], successful, more }, newest
 *        first, a page at a time; 404 when the caller may not read the record
 *   GET  /api-admin/history/deleted?kind=                 → DeletedRecord[] (supervisor and up; 403 for others)
 *   POST /api-admin/history/restore { kind, id }           → [{ id }]; 409 { errors: [reason] } when the restore
 *        would break a rule
 */
import { http } from './client';
import { allResults, type CallOptions } from './envelope';
import type { Envelope } from '../../contract/types/core';
import type { DeletedRecord, HistoryEntry, HistoryKind, HistoryPage } from '../../contract/types/history';
import { HISTORY_KINDS, HISTORY_PATHS } from '../../contract/paths/history';

export type { DeletedRecord, HistoryEntry, HistoryKind, HistoryPage } from '../../contract/types/history';

/** Is `key` (an area's key) a kind of record the server keeps history of? */
export function isHistoryKind(key: string): key is HistoryKind {
  return (HISTORY_KINDS as readonly string[]).includes(key);
}

export interface HistoryQuery {
  kind: HistoryKind;
  id: number;
  /** The last entry id of the page before: the next page holds older entries only. */
  before?: number;
}

/** One page of a record's history, newest first, and whether older entries follow. */
export async function fetchHistory({ kind, id, before }: HistoryQuery, { signal }: CallOptions = {}): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const query: Record<string, string | number> = before === undefined ? { kind, id } : { kind, id, before };
  const page = await http<HistoryPage>(HISTORY_PATHS.entries, { query, signal });
  return { entries: Array.isArray(page.results) ? page.results : [], more: page.more === true };
}

/** The kind's records deleted within the retention and not restored since, newest first. */
export async function fetchDeletedRecords(kind: HistoryKind, { signal }: CallOptions = {}): Promise<DeletedRecord[]> {
  return allResults(await http<Envelope<DeletedRecord>>(HISTORY_PATHS.deleted, { query: { kind }, signal }));
}

/** Brings back the record's latest delete as it was; a 409 carries the rule it would break. */
export async function restoreRecord({ kind, id }: { kind: HistoryKind; id: number }, { signal }: CallOptions = {}): Promise<void> {
  await http<Envelope<{ id: number }>>(HISTORY_PATHS.restore, { method: 'POST', body: { kind, id }, signal });
}
