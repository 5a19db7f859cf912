import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchHistory, type HistoryEntry, type HistoryKind } from '../../api/history';
import { httpStatus } from '../../api/errors';

export interface RecordHistoryView {
  /** 'unavailable': the server answered 404 (the caller may not read the record, or it has no history there). */
  status: 'loading' | 'ready' | 'unavailable' | 'failed';
  /** Newest first, every page read so far. */
  entries: readonly HistoryEntry[];
  /** Older entries follow. */
  more: boolean;
  /** An older page is on its way. */
  loadingOlder: boolean;
  /** Reads the next older page (before= the last entry shown). */
  older(): void;
  retry(): void;
}

interface State {
  status: RecordHistoryView['status'];
  entries: HistoryEntry[];
  more: boolean;
  loadingOlder: boolean;
}

const START: State = { status: 'loading', entries: [], more: false, loadingOlder: false };

/**
 * A record's history, a page (50 entries) at a time, newest first (issue 39 point 2). Read when the panel opens;
 * "older" adds the next page. A page's call is cancelled when the panel closes or shows another record.
 */
export function useRecordHistory(kind: HistoryKind, id: number): RecordHistoryView {
  const [state, setState] = useState<State>(START);
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<AbortController | null>(null);

  const read = useCallback((before: number | undefined) => {
    pending.current?.abort();
    const own = new AbortController();
    pending.current = own;
    fetchHistory({ kind, id, before }, { signal: own.signal }).then(
      (page) => {
        if (own.signal.aborted) return;
        setState((current) => ({
          status: 'ready',
          entries: before === undefined ? page.entries : [...current.entries, ...page.entries],
          more: page.more,
          loadingOlder: false,
        }));
      },
      (error: unknown) => {
        if (own.signal.aborted) return;
        // A failed older page keeps what is shown; its button stays for another try.
        setState((current) => (before !== undefined
          ? { ...current, loadingOlder: false }
          : { ...START, status: httpStatus(error) === 404 || httpStatus(error) === 403 ? 'unavailable' : 'failed' }));
      },
    );
  }, [kind, id]);

  useEffect(() => {
    setState(START);
    read(undefined);
    return () => pending.current?.abort();
  }, [read, attempt]);

  const latest = useRef(state);
  latest.current = state;
  const older = useCallback(() => {
    const current = latest.current;
    const last = current.entries.at(-1);
    if (current.loadingOlder || !current.more || !last) return;
    setState({ ...current, loadingOlder: true });
    read(last.id);
  }, [read]);

  return { ...state, older, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
