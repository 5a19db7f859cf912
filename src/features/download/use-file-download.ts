import { useCallback, useEffect, useRef, useState } from 'react';
import type { FileDownload } from '../../../contract/types/orders';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { successNotice } from '../../app/toasts/toast-for-error';
import { saveFile } from './save-file';

export interface FileDownloadView {
  busy: boolean;
  /**
   * Fetches a file and hands it to the browser under the server's name, with the download toast;
   * a failure is the error catalogue's toast. A new download aborts the one still running. True when
   * the browser got the file.
   */
  download(fetchFile: (signal: AbortSignal) => Promise<FileDownload>): Promise<boolean>;
}

/** One download flow for every export button (drivers, orders). */
export function useFileDownload(): FileDownloadView {
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(async (fetchFile: (signal: AbortSignal) => Promise<FileDownload>) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setBusy(true);
    try {
      saveFile(await fetchFile(own.signal));
      showToast(successNotice('downloaded'));
      return true;
    } catch (error) {
      if (!own.signal.aborted) showErrorToast(error);
      return false;
    } finally {
      if (controller.current === own) setBusy(false);
    }
  }, []);

  return { busy, download };
}
