import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fetchOrderPageOrEmpty, ORDER_PAGE_SIZE, type OrderScope } from '../../api/orders';
import type { OrderPage, OrderStatusFilter } from '../../../contract/types/orders';
import { SEARCH_PAUSE_MS } from '../../lib/search-pause';
import { orderPageQuery, readOrderListQuery, writeOrderListQuery, type OrderListState, type OrderSection } from './order-list-query';
import { useOrderScope } from './use-order-scope';


export interface OrderListView {
  /** What the address asks for (defaults filled in). */
  state: OrderListState;
  /** `waiting`: the section's selection is missing (see `missing`). */
  status: 'waiting' | 'loading' | 'ready';
  missing: 'arrangement' | 'container' | null;
  scope: OrderScope | null;
  /** The last page answered; kept while the next one loads so the table does not jump. */
  page: OrderPage;
  /** The search box's text, ahead of the address while the user types. */
  nameInput: string;
  setNameInput(value: string): void;
  /** Where a status menu entry leads (page 1, the search kept). */
  statusHref(status: OrderStatusFilter): string;
  setPage(page: number): void;
}

const emptyPage = (pageIndex: number): OrderPage => ({ items: [], totalCount: 0, pageIndex, pageSize: ORDER_PAGE_SIZE });

/**
 * The order list of a section (spec 02 §4, §7, §8, §9; 01 §2): status, page and name live in the
 * address, which is the only source of truth (the sidebar's ?status= links and back/forward just
 * work). A status link or page change adds a history entry; the debounced search replaces it. Each new
 * query aborts the request still on its way, so a slow earlier search never overwrites a newer one.
 * Lists fail silently to an empty page (02 §8).
 */
export function useOrderList(section: OrderSection): OrderListView {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { scope, missing } = useOrderScope(section);
  const state = useMemo(() => readOrderListQuery(search), [search]);
  const [page, setPageData] = useState<OrderPage>(() => emptyPage(state.page));
  const [status, setStatusValue] = useState<OrderListView['status']>('waiting');
  const [nameInput, setNameInputValue] = useState(state.name);
  /** The name this hook last wrote, so its own write is not mistaken for a change from outside. */
  const written = useRef(state.name);

  const go = useCallback(
    (next: OrderListState, replace: boolean) => navigate(`${location}${writeOrderListQuery(search, next)}`, { replace }),
    [location, navigate, search],
  );

  // Spec 02 §9: open by default. Written into the address so the sidebar's sub-menu marks "open" too.
  useEffect(() => {
    if (!new URLSearchParams(search).has('status')) go(state, true);
  }, [search, state, go]);

  // The address changed from outside (back/forward, a sidebar link): the box shows its name.
  useEffect(() => {
    if (state.name !== written.current) {
      written.current = state.name;
      setNameInputValue(state.name);
    }
  }, [state.name]);

  // A search starts on page 1, after a pause in typing.
  useEffect(() => {
    if (nameInput === state.name) return;
    const timer = window.setTimeout(() => {
      written.current = nameInput;
      go({ ...state, name: nameInput, page: 1 }, true);
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [nameInput, state, go]);

  const query = scope ? orderPageQuery(state, scope) : null;
  const queryKey = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (!query) {
      setStatusValue('waiting');
      return;
    }
    const controller = new AbortController();
    setStatusValue('loading');
    fetchOrderPageOrEmpty(query, { signal: controller.signal })
      .then((answer) => {
        setPageData(answer);
        setStatusValue('ready');
      })
      // Only an aborted request rejects; a newer query is already on its way.
      .catch(() => undefined);
    return () => controller.abort();
    // queryKey stands for query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey]);

  const statusHref = useCallback(
    (next: OrderStatusFilter) => `${location}${writeOrderListQuery(search, { ...state, status: next, page: 1 })}`,
    [location, search, state],
  );
  const setPage = useCallback((next: number) => go({ ...state, page: next }, false), [go, state]);

  return { state, status, missing, scope, page, nameInput, setNameInput: setNameInputValue, statusHref, setPage };
}
