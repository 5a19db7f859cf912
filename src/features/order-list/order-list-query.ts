import { ORDER_DEFAULT_STATUS, ORDER_FIRST_PAGE, type OrderPageQuery, type OrderScope } from '../../api/orders';
import { ORDER_STATUSES, type OrderStatusFilter } from '../../../contract/types/orders';
import { readFiltersFromQuery, writeFiltersToQuery } from '../../lib/url-filters';
import { recordIdOf } from '../../lib/record-id';

/**
 * Pure helpers of the order list (spec 02 §4, §9; 01 §2 order list menu): the list's state in the
 * address (?status=&page=&name=) with the contract's defaults, and the paths a section links to.
 */

/** The status menu, in the sidebar's order. */
export const ORDER_STATUS_MENU: readonly OrderStatusFilter[] = ['all', ...ORDER_STATUSES];

/** Areas with an order list (the route table's /{section}/order routes). */
export const ORDER_SECTIONS = ['arrangement', 'mobility', 'component'] as const;
export type OrderSection = (typeof ORDER_SECTIONS)[number];

export interface OrderListState {
  status: OrderStatusFilter;
  /** 1-based. */
  page: number;
  /** As typed; the API call trims it. */
  name: string;
}

export const ORDER_LIST_DEFAULTS: Readonly<OrderListState> = { status: ORDER_DEFAULT_STATUS, page: ORDER_FIRST_PAGE, name: '' };

const SCHEMA = { status: ORDER_STATUS_MENU, page: 'text', name: 'text' } as const;

/** The server reads page indexes of at most six digits. */
const PAGE = /^[1-9]\d{0,5}$/;

/** The list state the address asks for; anything missing or unreadable takes its default. */
export function readOrderListQuery(search: string): OrderListState {
  const read = readFiltersFromQuery(search, SCHEMA);
  return {
    status: read.status ?? ORDER_LIST_DEFAULTS.status,
    page: read.page && PAGE.test(read.page) ? Number(read.page) : ORDER_LIST_DEFAULTS.page,
    name: read.name ?? ORDER_LIST_DEFAULTS.name,
  };
}

/**
 * Writes the state into `search`, keeping its other parameters. The status is always written, so
 * the sidebar's sub-menu (which reads ?status=) marks the right entry; page 1 and an empty name are left out.
 */
export function writeOrderListQuery(search: string, state: OrderListState): string {
  return writeFiltersToQuery(search, {
    status: state.status,
    page: state.page > ORDER_FIRST_PAGE ? String(state.page) : '',
    name: state.name.trim() === '' ? '' : state.name,
  }, SCHEMA);
}

/** The page request of a state within a section's scope. */
export function orderPageQuery(state: OrderListState, scope: OrderScope): OrderPageQuery {
  return { ...scope, status: state.status, pageIndex: state.page, name: state.name.trim() };
}

/** The section of a path like /mobility/order/view; the component (main) area when it names none. */
export function orderSectionOf(pathname: string): OrderSection {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (ORDER_SECTIONS as readonly string[]).includes(first) ? (first as OrderSection) : 'component';
}

export function orderListPath(section: OrderSection): string {
  return `/${section}/order`;
}

export function orderViewPath(section: OrderSection, id: number): string {
  return `${orderListPath(section)}/view?id=${encodeURIComponent(String(id))}`;
}

/** The order id of a view address (?id=), or null when it is missing or not a positive integer. */
export const orderIdOf = recordIdOf;
