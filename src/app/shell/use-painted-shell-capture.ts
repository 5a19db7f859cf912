import { useEffect } from 'react';
import { currentShellOwner } from '../../features/shell/stored-shell';
import { capturePaintedShell, storePaintedShell } from './painted-shell-capture';

/** A change to the shell is kept once nothing has changed for this long (a navigation redraws it in steps). */
const QUIET_MS = 400;

/**
 * The next cold load of this page paints the shell as it is now (issue 21 point 2). While the shell of `client` is
 * shown: keep its picture when it has been quiet for a moment after a change outside the page, and when the page is
 * hidden or left. Changes inside the page (rows, forms) do not count. Nothing is kept when the browser's session or
 * client is no longer the one shown (a sign-out, or a client switch reloading).
 */
export function usePaintedShellCapture(client: string | undefined): void {
  useEffect(() => {
    if (!client) return;
    const frame = document.querySelector('.app-shell');
    const page = frame?.querySelector('#main-content');
    if (!frame || !page) return;
    // It shows every request coming and going; what it shows at capture time is kept, but it alone is no change.
    const loadingBar = frame.querySelector('.loading-bar');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let kept = '';
    const capture = () => {
      clearTimeout(timer);
      timer = undefined;
      const owner = currentShellOwner();
      const shell = owner.client === client?.toLowerCase() ? capturePaintedShell(frame, schedule) : null;
      const key = shell && JSON.stringify([owner, location.pathname, shell]);
      // The same picture of the same page again (the loading bar came and went): nothing to write.
      if (!shell || key === kept) return;
      kept = key!;
      storePaintedShell(shell, owner, location.pathname);
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(capture, QUIET_MS);
    };
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !page.contains(record.target) && !loadingBar?.contains(record.target))) schedule();
    });
    observer.observe(frame, { childList: true, subtree: true, attributes: true, characterData: true });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') capture();
    };
    schedule();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', capture);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', capture);
    };
  }, [client]);
}
