/**
 * Orders (spec 02 §4, §7 "Orders", §9; issue 5). Endpoint shapes:
 *
 *   GET  /api-admin/order?includePaginationInfo=true&status&pageSize&pageIndex&name
 *        &carArrangementId={id} | &mobilityContainerId={id}   (the side-menu section decides which)
 *        → results[0] = { items: Order[], totalCount, pageIndex, pageSize }
 *        defaults (§9): page size 20, page index 1 (first page), status open, empty name.
 *        The status menu's "all" is sent as status=all.
 *   GET  /api-admin/order/detail?orderId={id}               → results[0] = OrderDetail
 *   POST /api-admin/order { orderId, agreement, reason? }    agreement true approves, false rejects.
 *        The server mails the employee or the leasing companies on approval; the body has no
 *        recipient (the contract gives none).
 *   POST /api-admin/order/download { orders, status, addPrivacyData } → .xlsx, named in Content-Disposition
 *
 * A new search cancels the earlier one through `signal` (the caller aborts). Order lists fail
 * silently to an empty page (spec 02 §8): callers that want that use `fetchOrderPageOrEmpty`.
 */
import type { Envelope } from '../../contract/types/core';
import type { FileDownload, OrderDecision, OrderDetail, OrderDownloadRequest, OrderPage, OrderStatus, OrderStatusFilter } from '../../contract/types/orders';
import { ORDER_PATHS } from '../../contract/paths/order';
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import { downloadFile } from './download';

export const ORDER_PAGE_SIZE = 20;
export const ORDER_FIRST_PAGE = 1;
export const ORDER_DEFAULT_STATUS: OrderStatus = 'open';

/** Exactly one section scope: an arrangement's orders or a mobility container's. */
/** One arrangement's orders, one container's, or (neither) every order in the reader's reach: the main section's list. */
export type OrderScope =
  | { carArrangementId: number; mobilityContainerId?: never }
  | { mobilityContainerId: number; carArrangementId?: never }
  | { carArrangementId?: never; mobilityContainerId?: never };

export type OrderPageQuery = OrderScope & {
  status?: OrderStatusFilter;
  pageSize?: number;
  pageIndex?: number;
  name?: string;
};

/** The query exactly as sent, defaults filled in. */
export function orderPageParams(query: OrderPageQuery): Record<string, string | number | boolean> {
  const { status = ORDER_DEFAULT_STATUS, pageSize = ORDER_PAGE_SIZE, pageIndex = ORDER_FIRST_PAGE, name = '' } = query;
  const params: Record<string, string | number | boolean> = { includePaginationInfo: true, status, pageSize, pageIndex, name: name.trim() };
  if (query.carArrangementId !== undefined) params.carArrangementId = query.carArrangementId;
  else if (query.mobilityContainerId !== undefined) params.mobilityContainerId = query.mobilityContainerId;
  return params;
}

export async function fetchOrderPage(query: OrderPageQuery, { signal }: CallOptions = {}): Promise<OrderPage> {
  const envelope = await http<Envelope<OrderPage>>(ORDER_PATHS.order, { query: orderPageParams(query), signal });
  const page = firstResult(envelope, 'order page');
  return { ...page, items: Array.isArray(page.items) ? page.items : [] };
}

/** Spec 02 §8: order lists fail silently — an empty page. A cancelled search still rejects. */
export async function fetchOrderPageOrEmpty(query: OrderPageQuery, options: CallOptions = {}): Promise<OrderPage> {
  try {
    return await fetchOrderPage(query, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { items: [], totalCount: 0, pageIndex: query.pageIndex ?? ORDER_FIRST_PAGE, pageSize: query.pageSize ?? ORDER_PAGE_SIZE };
  }
}

export async function fetchOrderDetail(orderId: number, { signal }: CallOptions = {}): Promise<OrderDetail> {
  return firstResult(await http<Envelope<OrderDetail>>(ORDER_PATHS.detail, { query: { orderId }, signal }), 'order detail');
}

/** Approves (agreement true) or rejects (false, with the reason) an order. */
export async function postOrderDecision({ orderId, agreement, reason, sendMail }: OrderDecision, { signal }: CallOptions = {}): Promise<void> {
  const body: OrderDecision = { orderId, agreement };
  if (reason !== undefined) body.reason = reason;
  if (sendMail !== undefined) body.sendMail = sendMail;
  await http<Envelope<unknown>>(ORDER_PATHS.order, { method: 'POST', body, signal });
}

/** The chosen orders as a spreadsheet (the bulk dialog: terms, privacy-data step). */
export function downloadOrders(request: OrderDownloadRequest, { signal }: CallOptions = {}): Promise<FileDownload> {
  return downloadFile(ORDER_PATHS.download, { method: 'POST', body: request, signal }, 'orders.xlsx');
}
