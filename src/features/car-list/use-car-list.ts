import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_CAR_FILTERS, fetchCarPage, type CarFilters, type CarListKind, type CarListRow } from '../../api/cars';
import { serverMessage } from '../../api/errors';

/** Typing waits this long before the search goes to the server. */
export const CAR_SEARCH_DELAY_MS = 300;

export interface CarListView {
  status: 'loading' | 'ready' | 'failed';
  /** Spec 02 §8: a list the server answered with errors needs lease price maintenance; anything else is the generic error. */
  failure: 'maintenance' | 'generic' | null;
  rows: CarListRow[];
  resultCount: number;
  searchText: string;
  /** The search the rows answer (sent as filterText). */
  appliedSearch: string;
  hasMore: boolean;
  filters: CarFilters;
  /** A new brand, fuel or segment applies at once (no pause) and cancels what was loading. */
  setFilters(filters: CarFilters): void;
  setSearchText(text: string): void;
  loadMore(): void;
  /** Reads the rows again from the first page (after a fixed price changed, or to retry). */
  reload(): void;
}

/** Whether a failed car list is the server's (errors in the answer) or the way there. */
export const failureOf = (error: unknown): 'maintenance' | 'generic' => (serverMessage(error) !== null ? 'maintenance' : 'generic');

/**
 * One car list of an arrangement (issue 15 point 3: extended, newly added, not added): pages of versions, more as the
 * list nears its end; a new search (after a pause in typing) or a reload aborts whatever was loading, so an answer
 * to an older search never lands. A plain hook over src/api, like the driver list.
 */
export function useCarList(kind: CarListKind, carArrangementId: number | null): CarListView {
  const [searchText, setSearchText] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [rows, setRows] = useState<CarListRow[]>([]);
  const [resultCount, setResultCount] = useState(0);
  const [status, setStatus] = useState<CarListView['status']>('loading');
  const [failure, setFailure] = useState<CarListView['failure']>(null);
  const [round, setRound] = useState(0);
  const [filters, setFilters] = useState<CarFilters>(NO_CAR_FILTERS);
  const page = useRef(1);
  const controller = useRef<AbortController | null>(null);
  const loadingMore = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setAppliedSearch(searchText.trim()), CAR_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const load = useCallback(async (pageIndex: number, own: AbortController) => {
    if (carArrangementId === null) return;
    try {
      const answer = await fetchCarPage(kind, { carArrangementId, filterText: appliedSearch, pageIndex, ...filters }, { signal: own.signal });
      if (own.signal.aborted) return;
      setRows((previous) => (pageIndex === 1 ? answer.rows : [...previous, ...answer.rows]));
      setResultCount(answer.resultCount);
      page.current = pageIndex;
      setStatus('ready');
    } catch (error) {
      if (own.signal.aborted) return;
      setFailure(failureOf(error));
      setStatus('failed');
    } finally {
      loadingMore.current = false;
    }
  }, [kind, carArrangementId, appliedSearch, filters]);

  useEffect(() => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setStatus('loading');
    setFailure(null);
    void load(1, own);
    return () => own.abort();
  }, [load, round]);

  const hasMore = status === 'ready' && rows.length < resultCount;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore.current || !controller.current) return;
    loadingMore.current = true;
    void load(page.current + 1, controller.current);
  }, [hasMore, load]);

  return {
    status, failure, rows, resultCount, searchText, appliedSearch, hasMore, filters, setFilters, setSearchText, loadMore,
    reload: useCallback(() => setRound((n) => n + 1), []),
  };
}
