import { hasLiveSession, sessionStore } from './api/session-store';
import { isAuthPage } from './app/boot-files';
import { currentBuild, paintShell, readPaintedShell } from './features/shell/painted-shell';
import { currentShellOwner } from './features/shell/stored-shell';
import { startLocale } from './lib/locale-choice';

/**
 * A classic script written into index.html's body after #app and before the stylesheet (rollup.config.mjs; the
 * server's CSP allows it by its hash): it runs as soon as the parser reaches it, needing no request and waiting for
 * no stylesheet, before the app's modules are evaluated, and paints the shell this session last saw on this page
 * (src/features/shell/painted-shell.ts; issue 21 point 2). Signed-in pages of the main layout only: not the /auth
 * pages, not a hand-over (?token= is another session), not an expired session.
 */
function paintStoredShell(): void {
  if (isAuthPage(location.pathname) || new URLSearchParams(location.search).has('token')) return;
  if (!hasLiveSession(sessionStore, Date.now())) return;
  const painted = readPaintedShell(currentShellOwner(), currentBuild(), { path: location.pathname, locale: startLocale() });
  if (painted) void paintShell(painted);
}

paintStoredShell();
