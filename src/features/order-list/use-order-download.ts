import { useCallback } from 'react';
import { downloadOrders, type OrderScope } from '../../api/orders';
import type { OrderStatusFilter } from '../../../contract/types/orders';
import { useFileDownload } from '../download/use-file-download';

export interface OrderDownloadView {
  busy: boolean;
  /** Downloads every order the list matches (status, name search, scope); true when the file was handed to the browser. */
  download(addPrivacyData: boolean): Promise<boolean>;
}

/**
 * The order export (POST /order/download, spec 02 §7) as the bulk dialog confirms it: an empty
 * `orders` list means every order of the status within the section, narrowed by the list's name
 * search so the file holds what the administrator sees. Success and failure are toasts.
 */
export function useOrderDownload(scope: OrderScope | null, status: OrderStatusFilter, name: string): OrderDownloadView {
  const file = useFileDownload();
  const download = useCallback(
    async (addPrivacyData: boolean) =>
      scope !== null && file.download((signal) =>
        downloadOrders({ orders: [], status, addPrivacyData, ...scope, ...(name.trim() ? { name: name.trim() } : {}) }, { signal })),
    [scope, status, name, file.download],
  );
  return { busy: file.busy, download };
}
