import { useCallback, useEffect, useState } from 'react';
import { fetchDeletedRecords, restoreRecord, type DeletedRecord, type HistoryKind } from '../../api/history';
import { httpStatus, serverMessage } from '../../api/errors';
import { recordRestored } from '../../app/undo/offer-undo';

export interface DeletedRecordsView {
  /** 'forbidden': the server answered 403 (below supervisor): the feature is not for this user. */
  status: 'loading' | 'ready' | 'forbidden' | 'failed';
  records: readonly DeletedRecord[];
  /** The record whose restore is on its way. */
  restoring: number | null;
  /** Why a record stays deleted: the server's reason (409), or null for a failure without words. */
  refusals: Readonly<Record<number, string | null>>;
  restore(record: DeletedRecord): void;
  retry(): void;
}

/**
 * A kind's records deleted within the retention and not restored since (issue 39 point 3), newest first, each
 * restorable: a restored one leaves the list, the "restored" message shows and the kind's list reads its rows again.
 */
export function useDeletedRecords(kind: HistoryKind, noun: string): DeletedRecordsView {
  const [status, setStatus] = useState<DeletedRecordsView['status']>('loading');
  const [records, setRecords] = useState<DeletedRecord[]>([]);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string | null>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const own = new AbortController();
    setStatus('loading');
    fetchDeletedRecords(kind, { signal: own.signal }).then(
      (found) => {
        setRecords(found);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!own.signal.aborted) setStatus(httpStatus(error) === 403 ? 'forbidden' : 'failed');
      },
    );
    return () => own.abort();
  }, [kind, attempt]);

  const restore = useCallback((record: DeletedRecord) => {
    setRestoring(record.id);
    restoreRecord({ kind, id: record.id }).then(
      () => {
        setRecords((now) => now.filter((one) => one.id !== record.id));
        recordRestored(kind, record.id, noun);
      },
      (error: unknown) => setRefusals((now) => ({ ...now, [record.id]: serverMessage(error) })),
    ).finally(() => setRestoring(null));
  }, [kind, noun]);

  return { status, records, restoring, refusals, restore, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
