import type { FileDownload } from '../../../contract/types/orders';

/**
 * Hands a downloaded file to the browser as a download under the server's name. The object URL is
 * revoked on the next task: revoking it at once can cancel the download in some browsers.
 */
export function saveFile({ blob, fileName }: FileDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
