import { hasLiveSession, sessionStore } from './api/session-store';
import { bootFiles, isAuthPage, linkFiles } from './app/boot-files';
import { currentBuild, paintShell, readPaintedShell, type PaintedShell } from './features/shell/painted-shell';
import { currentShellOwner } from './features/shell/stored-shell';
import { startLocale } from './lib/locale-choice';

/**
 * A classic script written into index.html's body after #app and before the stylesheet (rollup.config.mjs; the
 * server's CSP allows it by its hash): it runs as soon as the parser reaches it, needing no request and waiting for
 * no stylesheet, before the app's modules are evaluated, and paints the shell this session last saw on this page
 * (src/features/shell/painted-shell.ts; issue 21 point 2). Signed-in pages of the main layout only: not the /auth
 * pages, not a hand-over (?token= is another session), not an expired session.
 */
function storedShell(): PaintedShell | null {
  if (isAuthPage(location.pathname) || new URLSearchParams(location.search).has('token')) return null;
  if (!hasLiveSession(sessionStore, Date.now())) return null;
  return readPaintedShell(currentShellOwner(), currentBuild(), { path: location.pathname, locale: startLocale() });
}

// For the cold-load bench's waterfall: when the parser reached this script.
performance.mark('ld:paint-start');
let painted: PaintedShell | null = null;
try {
  painted = storedShell();
} catch {
  // Storage the browser refuses (a blocked site's): nothing is painted, and the files below are still asked for.
}
// What both boots need, asked for here rather than by index.html (the browser would fetch and compile it at once):
// at once on a page this script does not paint; once the painted shell is on the screen otherwise, as the entry
// does with the rest (src/main.tsx): compiling as the frame is drawn held it back.
const askForShared = () => linkFiles('modulepreload', bootFiles('shared'));
if (painted) void paintShell(painted).then(askForShared);
else askForShared();
