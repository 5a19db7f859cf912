import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectedArrangement } from '../../../machines/arrangement-selection.machine';
import { selectedContainer } from '../../../machines/container-selection.machine';
import { FILTER_SCHEMA, compactFilters, type FilterValues } from '../../../elements/filter-bar/filter-values';
import { DRIVER_PAGE_SIZE, fetchDrivers } from '../../api/drivers';
import type { Driver } from '../../api/types';
import { ArrangementSelectionContext, ContainerSelectionContext } from '../../app/shell-actors';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../lib/url-filters';
import { DRIVER_GROW_SIZE, driverListQuery, keepOneStatus, type DriverScope, type DriverSection } from './driver-list-query';

export interface DriverListView {
  status: 'waiting' | 'loading' | 'ready' | 'failed';
  rows: Driver[];
  /** Drivers matching the filters, and in the section without filters ("filtered of total"). */
  resultCount: number;
  totalCount: number;
  filters: FilterValues;
  hasMore: boolean;
  loadingMore: boolean;
  setFilters(filters: FilterValues): void;
  /** Asks for the next rows (keyset `after`); ignored while a load runs or at the end. */
  loadMore(): void;
  retry(): void;
}

function readUrlFilters(search: string): FilterValues {
  return keepOneStatus({}, readFiltersFromQuery(search, FILTER_SCHEMA) as FilterValues);
}

/** Filters in one canonical form (the schema's order), to compare them. */
const canonical = (filters: FilterValues): string => writeFiltersToQuery('', filters, FILTER_SCHEMA);

/** Filters live in the address (replaceState: changing a filter adds no history entry). */
function writeUrlFilters(filters: FilterValues): void {
  const search = writeFiltersToQuery(location.search, filters, FILTER_SCHEMA);
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** The section's scope; null while the selection it needs is not there yet. */
function useScope(section: DriverSection): DriverScope | null {
  const arrangement = ArrangementSelectionContext.useSelector(selectedArrangement);
  const container = ContainerSelectionContext.useSelector(selectedContainer);
  const arrangementId = arrangement?.id ?? null;
  const containerId = container?.id ?? null;
  return useMemo(() => {
    if (section === 'arrangement') return arrangementId === null ? null : { carArrangementId: arrangementId };
    // Without containers (no licence, or none made yet) the mobility list shows the client's drivers.
    if (section === 'mobility') return containerId === null ? {} : { mobilityContainerId: containerId };
    return {};
  }, [section, arrangementId, containerId]);
}

interface Loaded {
  rows: Driver[];
  resultCount: number;
  nextCursor: string | null;
}
const EMPTY: Loaded = { rows: [], resultCount: 0, nextCursor: null };

/**
 * The driver list of a section (spec 01 §2, §4, §9; issue 5 point 2): filters from the URL (`search`,
 * the address's query, followed when it changes from outside), the
 * section's scope, the first 20 rows and 10 more per request as the table nears its bottom
 * (keyset paging). A change of filters or scope aborts whatever was loading.
 * A plain hook over src/api, like the driver search; a machine can replace it.
 */
export function useDriverList(section: DriverSection, search: string): DriverListView {
  const scope = useScope(section);
  const [filters, setFilterState] = useState<FilterValues>(() => readUrlFilters(search));
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [totalCount, setTotalCount] = useState(0);
  const [status, setStatus] = useState<DriverListView['status']>('waiting');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  /** Scroll events come faster than renders: one request for more rows at a time. */
  const moreInFlight = useRef(false);

  // The address changed from outside (a sub-menu link such as ?status=expired, back/forward): adopt it.
  useEffect(() => {
    const fromUrl = readUrlFilters(search);
    setFilterState((previous) => (canonical(previous) === canonical(fromUrl) ? previous : fromUrl));
  }, [search]);
  useEffect(() => writeUrlFilters(filters), [filters]);

  const query = useMemo(() => (scope ? driverListQuery(filters, scope) : null), [filters, scope]);
  const queryKey = query ? JSON.stringify(query) : null;

  useEffect(() => {
    if (!query) {
      setStatus('waiting');
      return;
    }
    const own = new AbortController();
    controller.current = own;
    setStatus('loading');
    setLoadingMore(false);
    moreInFlight.current = false;
    fetchDrivers({ ...query, pageSize: DRIVER_PAGE_SIZE }, { signal: own.signal })
      .then((page) => {
        if (own.signal.aborted) return;
        setLoaded({ rows: page.items, resultCount: page.resultCount, nextCursor: page.nextCursor });
        setStatus('ready');
      })
      .catch(() => {
        if (!own.signal.aborted) setStatus('failed');
      });
    return () => own.abort();
    // queryKey stands for query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, attempt]);

  // The section's count without filters, for "filtered of total".
  const scopeKey = scope ? JSON.stringify(scope) : null;
  useEffect(() => {
    if (!scope) return;
    const own = new AbortController();
    fetchDrivers({ ...scope, pageSize: 1 }, { signal: own.signal })
      .then((page) => setTotalCount(page.resultCount))
      .catch(() => undefined);
    return () => own.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey]);

  const loadMore = useCallback(() => {
    const own = controller.current;
    if (!query || !own || status !== 'ready' || moreInFlight.current || !loaded.nextCursor) return;
    moreInFlight.current = true;
    setLoadingMore(true);
    fetchDrivers({ ...query, after: loaded.nextCursor, pageSize: DRIVER_GROW_SIZE }, { signal: own.signal })
      .then((page) => {
        if (own.signal.aborted) return;
        setLoaded((previous) => ({ rows: [...previous.rows, ...page.items], resultCount: page.resultCount, nextCursor: page.nextCursor }));
        moreInFlight.current = false;
        setLoadingMore(false);
      })
      .catch(() => {
        if (own.signal.aborted) return;
        // The next scroll near the bottom asks again.
        moreInFlight.current = false;
        setLoadingMore(false);
      });
  }, [query, status, loaded.nextCursor]);

  const setFilters = useCallback((next: FilterValues) => {
    setFilterState((previous) => keepOneStatus(previous, compactFilters(next)));
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    status,
    rows: status === 'ready' ? loaded.rows : [],
    resultCount: loaded.resultCount,
    totalCount: Math.max(totalCount, loaded.resultCount),
    filters,
    hasMore: loaded.nextCursor !== null,
    loadingMore,
    setFilters,
    loadMore,
    retry,
  };
}
