import { useCallback, useMemo, useState } from 'react';
import { compareWithLastRun, fetchBulkRunLog, fetchComparerProfiles, fetchLiveCarData } from '../../api/bulk-comparer';
import { serverMessage } from '../../api/errors';
import type { BulkComparerProfile, BulkComparison, BulkComparisonRequest, BulkComparisonRow, BulkRunLogEntry, LiveCarData } from '../../../contract/types/bulk-comparer';
import { useLoad } from '../load/use-load';
import { nextSort, sortComparisonRows, type ComparisonColumn, type ComparisonSort } from './sort-rows';

/** A read the screen shows: still loading, or its answer. */
type Shown<T> = { loading: true } | { loading: false; value: T };

export interface BulkComparerView {
  /** The client's profiles; failed: the server's first error (02 §8 "profile load with no results shows the first server error"), or null for the generic text. */
  profiles: Shown<BulkComparerProfile[]> | { loading: false; failed: true; reason: string | null };
  /** The client's run log; null when it could not be loaded (02 §8: "logs become null on failure"). */
  log: Shown<BulkRunLogEntry[] | null>;
  comparison: { status: 'idle' | 'loading' | 'ready' | 'failed'; value: BulkComparison | null; reason: string | null };
  /** The comparison's rows in the analyst's order. */
  rows: BulkComparisonRow[];
  sort: ComparisonSort | null;
  sortBy(column: ComparisonColumn): void;
  compare(profileId: number): void;
  /** The request the shown comparison answered (the export repeats it). */
  request: BulkComparisonRequest | null;
  /** The version whose live data is asked for, and that data; null when it could not be loaded (02 §8). */
  liveVersionId: number | null;
  live: Shown<LiveCarData | null>;
  showLive(versionId: number | null): void;
}

const shown = <T,>(view: { status: string; value: T | null }): Shown<T> =>
  (view.status === 'loading' ? { loading: true } : { loading: false, value: view.value as T });

/**
 * The bulk comparer screen's reads for one client (null: none chosen yet): its profiles, its run log, the comparison
 * of one profile on demand, sorted as the analyst clicks, and the live car data of one version. Choosing another
 * client drops what was shown for the last one.
 */
export function useBulkComparer(clientId: number | null): BulkComparerView {
  const [request, setRequest] = useState<BulkComparisonRequest | null>(null);
  const [sort, setSort] = useState<ComparisonSort | null>(null);
  const [liveVersionId, setLiveVersionId] = useState<number | null>(null);
  const [shownClient, setShownClient] = useState(clientId);
  if (shownClient !== clientId) {
    setShownClient(clientId);
    setRequest(null);
    setLiveVersionId(null);
  }

  const profiles = useLoad(clientId === null ? null : (signal) => fetchComparerProfiles(clientId, { signal }), [clientId]);
  const log = useLoad(clientId === null ? null : (signal) => fetchBulkRunLog(clientId, { signal }).catch(() => null), [clientId]);
  const comparison = useLoad(request === null ? null : (signal) => compareWithLastRun(request, { signal }), [request]);
  const live = useLoad(clientId === null || liveVersionId === null ? null
    : (signal) => fetchLiveCarData({ clientId, versionIds: [liveVersionId] }, { signal }).then((rows) => rows[0] ?? null, () => null), [clientId, liveVersionId]);

  const compare = useCallback((profileId: number) => {
    if (clientId !== null) setRequest({ clientId, profileId });
  }, [clientId]);
  const sortBy = useCallback((column: ComparisonColumn) => setSort((current) => nextSort(current, column)), []);
  const answered = request !== null && comparison.status === 'ready' ? comparison.value : null;
  const rows = useMemo(() => sortComparisonRows(answered?.rows ?? [], sort), [answered, sort]);

  return {
    profiles: profiles.status === 'failed' ? { loading: false, failed: true, reason: serverMessage(profiles.error) } : shown(profiles),
    log: shown(log),
    comparison: request === null ? { status: 'idle', value: null, reason: null }
      : { status: comparison.status, value: answered, reason: comparison.status === 'failed' ? serverMessage(comparison.error) : null },
    rows, sort, sortBy, compare, request,
    liveVersionId, live: shown(live), showLive: setLiveVersionId,
  };
}
