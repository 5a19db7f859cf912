import { useEffect, useState } from 'react';
import { fetchOrderDetail } from '../../api/orders';
import type { OrderDetail } from '../../../contract/types/orders';

export type OrderDetailView =
  | { status: 'loading'; order: null }
  | { status: 'ready'; order: OrderDetail }
  /** Unknown id, another client's order, or no answer. */
  | { status: 'failed'; order: null };

/** One order with its lines (GET /order/detail); a new id aborts the earlier request. */
export function useOrderDetail(orderId: number | null): OrderDetailView {
  const [view, setView] = useState<OrderDetailView>({ status: 'loading', order: null });
  useEffect(() => {
    if (orderId === null) {
      setView({ status: 'failed', order: null });
      return;
    }
    const controller = new AbortController();
    setView({ status: 'loading', order: null });
    fetchOrderDetail(orderId, { signal: controller.signal })
      .then((order) => setView({ status: 'ready', order }))
      .catch(() => {
        if (!controller.signal.aborted) setView({ status: 'failed', order: null });
      });
    return () => controller.abort();
  }, [orderId]);
  return view;
}
