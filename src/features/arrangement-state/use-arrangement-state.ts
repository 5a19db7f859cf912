import { useEffect, useState } from 'react';
import { fetchArrangementOverview } from '../../api/cararrangement';
import { httpStatus } from '../../api/errors';
import { fetchOrderPage } from '../../api/orders';
import type { CarArrangementOverview } from '../../api/types';

export interface ArrangementStateView {
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  /** The arrangement as the overview shows it: settings, categories, driver counts, mantel check. */
  row: CarArrangementOverview | null;
  /** Orders waiting for approval; null when the user may not see orders or they could not be counted. */
  openOrders: number | null;
}

const LOADING: ArrangementStateView = { status: 'loading', row: null, openOrders: null };

/**
 * One arrangement's state at a glance (the /arrangement dashboard and /component/arrangement/view): its overview
 * row (GET /cararrangement/overview — a client has tens of arrangements, and the row carries the driver counts
 * and mantel check the single GET lacks) and its open orders (one page of size 1 for the count). A fetch on
 * mount, cancelled on leave: no flow to draw, so no machine (the arrangement selection machine owns the choice).
 */
export function useArrangementState(id: number | null, { withOrders }: { withOrders: boolean }): ArrangementStateView {
  const [view, setView] = useState<ArrangementStateView>(LOADING);
  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    setView(LOADING);
    const orders = withOrders
      ? fetchOrderPage({ carArrangementId: id, status: 'open', pageSize: 1 }, { signal }).then((page) => page.totalCount, () => null)
      : Promise.resolve(null);
    Promise.all([fetchArrangementOverview({ signal }), orders]).then(
      ([rows, openOrders]) => {
        const row = rows.find((candidate) => candidate.id === id) ?? null;
        setView(row ? { status: 'ready', row, openOrders } : { status: 'notFound', row: null, openOrders: null });
      },
      (error: unknown) => {
        if (!signal.aborted) setView({ status: httpStatus(error) === 404 ? 'notFound' : 'failed', row: null, openOrders: null });
      },
    );
    return () => controller.abort();
  }, [id, withOrders]);
  return view;
}
