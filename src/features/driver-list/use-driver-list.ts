import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectedArrangement } from '../../../machines/arrangement-selection.machine';
import { selectedContainer } from '../../../machines/container-selection.machine';
import type { FilterValues } from '../../../elements/filter-bar/filter-values';
import { fetchDrivers } from '../../api/drivers';
import type { Driver } from '../../../contract/types/drivers';
import type { AttentionFilter } from '../../../contract/types/dashboard';
import { ArrangementSelectionContext, ContainerSelectionContext } from '../../app/shell-actors';
import { writeFiltersToQuery } from '../../lib/url-filters';
import {
  DRIVER_GROW_SIZE, DRIVER_LIST_SEARCH_DEBOUNCE_MS, DRIVER_LIST_URL_SCHEMA, cleanFilters, driverListQuery, driverListSource, driverScope,
  driverTotalQuery, normalizeSearch, readUrlFilters, type DriverListFilters, type DriverScope, type DriverSection,
} from './driver-list-query';

export interface DriverListView {
  status: 'waiting' | 'loading' | 'ready' | 'failed';
  rows: Driver[];
  /** Drivers matching the filters, and in the section without filters ("filtered of total"). */
  resultCount: number;
  totalCount: number;
  filters: FilterValues;
  /** A home-dashboard figure's named filter from the address (`?attention=`), shown by its notice, not by the bar; null for none. */
  attention: AttentionFilter<'driver'> | null;
  /** The search box's text as typed; the list follows it after a pause (`q` in the address). */
  searchText: string;
  /** The search the shown rows answer ('' for none). */
  appliedSearch: string;
  /** The arrangement the list is scoped to (the export's), or null. */
  carArrangementId: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  setFilters(filters: FilterValues): void;
  setSearchText(text: string): void;
  /** Asks for the next rows (keyset `after`); ignored while a load runs or at the end. */
  loadMore(): void;
  /** Reads the rows and the total again (after a failure, or when a driver came back). */
  retry(): void;
}

/** Filters in one canonical form (the schema's order), to compare them. */
const canonical = (filters: DriverListFilters): string => writeFiltersToQuery('', filters, DRIVER_LIST_URL_SCHEMA);

/** Filters live in the address (replaceState: changing a filter adds no history entry). */
function writeUrlFilters(filters: DriverListFilters): void {
  const search = writeFiltersToQuery(location.search, filters, DRIVER_LIST_URL_SCHEMA);
  if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
}

/** The section's scope; null while the selection it needs is not there yet. */
function useScope(section: DriverSection): DriverScope | null {
  const arrangement = ArrangementSelectionContext.useSelector(selectedArrangement);
  const container = ContainerSelectionContext.useSelector(selectedContainer);
  const arrangementId = arrangement?.id ?? null;
  const containerId = container?.id ?? null;
  return useMemo(() => driverScope(section, arrangementId, containerId), [section, arrangementId, containerId]);
}

interface Loaded {
  rows: Driver[];
  resultCount: number;
  nextCursor: string | null;
}
const EMPTY: Loaded = { rows: [], resultCount: 0, nextCursor: null };

/**
 * The driver list of a section (spec 01 §2, §4, §9; issue 5 point 2): filters and the search box from
 * the URL (`search`, the address's query, followed when it changes from outside), the section's scope
 * and list route, the first 20 rows and 10 more per request as the table nears its bottom (keyset
 * paging). A change of filters, search or scope aborts whatever was loading.
 * A plain hook over src/api, like the driver search; a machine can replace it.
 */
export function useDriverList(section: DriverSection, search: string): DriverListView {
  const scope = useScope(section);
  const source = driverListSource(section);
  const [filters, setFilterState] = useState<DriverListFilters>(() => readUrlFilters(search));
  const [searchText, setSearchText] = useState(() => filters.q ?? '');
  const current = useRef(filters);
  current.current = filters;
  const [loaded, setLoaded] = useState<Loaded>(EMPTY);
  const [totalCount, setTotalCount] = useState(0);
  const [status, setStatus] = useState<DriverListView['status']>('waiting');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const controller = useRef<AbortController | null>(null);
  /** Scroll events come faster than renders: one request for more rows at a time. */
  const moreInFlight = useRef(false);

  // The address changed from outside (a sub-menu link such as ?status=expired, back/forward): adopt it,
  // the search box included. Our own replaceState lands here too, and changes nothing.
  useEffect(() => {
    const fromUrl = readUrlFilters(search);
    if (canonical(current.current) === canonical(fromUrl)) return;
    setFilterState(fromUrl);
    setSearchText(fromUrl.q ?? '');
  }, [search]);
  useEffect(() => writeUrlFilters(filters), [filters]);

  // The search box applies after a pause in typing; the query change then aborts the earlier request.
  useEffect(() => {
    const q = normalizeSearch(searchText);
    if (q === (current.current.q ?? '')) return;
    const timer = window.setTimeout(() => setFilterState((previous) => cleanFilters({ ...previous, q })), DRIVER_LIST_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const query = useMemo(() => (scope ? driverListQuery(filters, scope) : null), [filters, scope]);
  const queryKey = query ? JSON.stringify([source, query]) : null;

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
    // The first page's call is the one a cold page may have started already (src/app/route-data.ts).
    fetchDrivers(query, { signal: own.signal, source })
      .then((page) => {
        if (own.signal.aborted) return;
        setLoaded({ rows: page.items, resultCount: page.resultCount, nextCursor: page.nextCursor });
        setStatus('ready');
      })
      .catch(() => {
        if (!own.signal.aborted) setStatus('failed');
      });
    return () => own.abort();
    // queryKey stands for source and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, attempt]);

  // The section's count without filters, for "filtered of total".
  const scopeKey = scope ? JSON.stringify([source, scope]) : null;
  useEffect(() => {
    if (!scope) return;
    const own = new AbortController();
    fetchDrivers(driverTotalQuery(scope), { signal: own.signal, source })
      .then((page) => setTotalCount(page.resultCount))
      .catch(() => undefined);
    return () => own.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scopeKey, attempt]);

  const loadMore = useCallback(() => {
    const own = controller.current;
    if (!query || !own || status !== 'ready' || moreInFlight.current || !loaded.nextCursor) return;
    moreInFlight.current = true;
    setLoadingMore(true);
    fetchDrivers({ ...query, after: loaded.nextCursor, pageSize: DRIVER_GROW_SIZE }, { signal: own.signal, source })
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
  }, [query, status, loaded.nextCursor, source]);

  // The bar knows nothing of the search box or a dashboard figure's filter: its filters replace the bar's, those stay
  // (the figure's filter goes by its own notice's "show all").
  const setFilters = useCallback((next: FilterValues) => {
    setFilterState((previous) => cleanFilters({ ...next, q: previous.q, attention: previous.attention }));
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // The bar gets its own filters only, the same object while they stand (a new one would re-set its controls).
  const { attention, barFilters } = useMemo(() => {
    const { attention: named, ...rest } = filters;
    return { attention: named ?? null, barFilters: rest };
  }, [filters]);

  return {
    status,
    // While a new query loads, the earlier rows stay (marked busy): typing in the search box does not blank the table.
    rows: status === 'ready' || status === 'loading' ? loaded.rows : [],
    resultCount: loaded.resultCount,
    totalCount: Math.max(totalCount, loaded.resultCount),
    filters: barFilters,
    attention,
    searchText,
    appliedSearch: query?.q ?? '',
    carArrangementId: scope?.carArrangementId ?? null,
    hasMore: loaded.nextCursor !== null,
    loadingMore,
    setFilters,
    setSearchText,
    loadMore,
    retry,
  };
}
