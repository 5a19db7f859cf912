import { bootFiles, isAuthPage, linkFiles, type Boot } from './app/boot-files';
import { importWithReload } from './app/chunk-reload';
import { hasLiveSession, sessionStore } from './api/session-store';
import { connectInspector, wantsInspector } from './features/machine-charts/live-inspection';
import { islandPageFor } from './login-island/island-pages';
import { isShellPainted, shellDrawn } from './features/shell/painted-shell';

/**
 * The entry: small on purpose. The sign-in pages (/auth, /auth/fleetmanagement, /auth/leasewise,
 * /auth/grant_access) are a React-free island, so the route every user opens first loads no React
 * (issue 21 point 1); every other page boots the React app.
 */

/**
 * `?token=` is a hand-over from another application (spec: "A query token triggers a login
 * refresh"). It is taken out of the address bar before anything renders so it is neither
 * bookmarked nor sent on as a Referer, and given to the auth machine as its input.
 */
function takeQueryToken(): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token || null;
}

async function boot(): Promise<void> {
  const queryToken = takeQueryToken();
  // Before the first actor starts, so the inspector sees them all; never awaited (no network, no wait).
  if (wantsInspector(location.search)) void connectInspector();
  const page = islandPageFor(location.pathname);
  const which: Boot = page ? 'login' : 'app';
  // Signed in on a page of the main layout (every app page but the /auth ones): its chunk loads beside React's
  // instead of after React has run (issue 21 point 2).
  const signedInPage = which === 'app' && !isAuthPage(location.pathname) && hasLiveSession(sessionStore, Date.now());
  // src/paint-shell.ts has painted it by now, if this session has a picture of this page. Fetching and compiling
  // the app's modules would hold the painted shell's frame back (on a 2-core machine, by tens of milliseconds):
  // nothing is asked for until it is on the screen.
  const painted = signedInPage && isShellPainted();
  if (painted) await shellDrawn();
  linkFiles('modulepreload', bootFiles(which));
  if (signedInPage) linkFiles('modulepreload', bootFiles('mainLayout'));
  if (page) {
    const { startLoginIsland } = await importWithReload(() => import('./login-island/login-island'));
    await startLoginIsland(page, queryToken);
  } else {
    const { bootReact } = await importWithReload(() => import('./app/react-boot'));
    await bootReact(queryToken);
  }
}

void boot();
