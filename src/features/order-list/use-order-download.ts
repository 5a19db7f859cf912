import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadOrders, type OrderScope } from '../../api/orders';
import type { OrderStatusFilter } from '../../api/types';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { successNotice } from '../../app/toasts/toast-for-error';
import { saveFile } from './save-file';

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
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(
    async (addPrivacyData: boolean) => {
      if (!scope) return false;
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setBusy(true);
      try {
        saveFile(await downloadOrders({ orders: [], status, addPrivacyData, ...scope }, { signal: own.signal }));
        showToast(successNotice('downloaded'));
        return true;
      } catch (error) {
        if (!own.signal.aborted) showErrorToast(error);
        return false;
      } finally {
        if (controller.current === own) setBusy(false);
      }
    },
    [scope, status],
  );

  return { busy, download };
}
