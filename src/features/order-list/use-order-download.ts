import { useCallback } from 'react';
import { downloadOrders, type OrderScope } from '../../api/orders';
import type { OrderStatusFilter } from '../../api/types';
import { useFileDownload } from '../download/use-file-download';

export interface OrderDownloadView {
  busy: boolean;
  /** Downloads every order of the status in the scope; true when the file was handed to the browser. */
  download(addPrivacyData: boolean): Promise<boolean>;
}

/**
 * The order export (POST /order/download, spec 02 §7) as the bulk dialog confirms it: an empty
 * `orders` list means every order of the status within the section. Success and failure are toasts.
 */
export function useOrderDownload(scope: OrderScope | null, status: OrderStatusFilter): OrderDownloadView {
  const file = useFileDownload();
  const download = useCallback(
    async (addPrivacyData: boolean) =>
      scope !== null && file.download((signal) => downloadOrders({ orders: [], status, addPrivacyData, ...scope }, { signal })),
    [scope, status, file.download],
  );
  return { busy: file.busy, download };
}
