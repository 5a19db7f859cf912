import { fetchArrangementOverview } from '../../api/cararrangement';
import { fetchOrderPage } from '../../api/orders';
import type { CarArrangementOverview } from '../../../contract/types/core';

export interface ArrangementState {
  /** The arrangement as the overview shows it: settings, categories, driver counts, mantel check; null when not in reach. */
  row: CarArrangementOverview | null;
  /** Orders waiting for approval; null when the user may not see orders or they could not be counted. */
  openOrders: number | null;
}

/**
 * One arrangement's state at a glance (the /arrangement dashboard and /component/arrangement/view): its overview
 * row (GET /cararrangement/overview — a client has tens of arrangements, and the row carries the driver counts and
 * mantel check the single GET lacks) and its open orders (one page of size 1 for the count).
 */
export async function loadArrangementState(id: number, withOrders: boolean, signal: AbortSignal): Promise<ArrangementState> {
  const orders = withOrders
    ? fetchOrderPage({ carArrangementId: id, status: 'open', pageSize: 1 }, { signal }).then((page) => page.totalCount, () => null)
    : Promise.resolve(null);
  const [rows, openOrders] = await Promise.all([fetchArrangementOverview({ signal }), orders]);
  return { row: rows.find((candidate) => candidate.id === id) ?? null, openOrders };
}
