import { bootFiles, linkFiles, type Boot } from './app/boot-files';
import { importWithReload } from './app/chunk-reload';
import { connectInspector, wantsInspector } from './features/machine-charts/live-inspection';
import { islandPageFor } from './login-island/island-pages';

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
  linkFiles('modulepreload', bootFiles(which));
  if (page) {
    const { startLoginIsland } = await importWithReload(() => import('./login-island/login-island'));
    await startLoginIsland(page, queryToken);
  } else {
    const { bootReact } = await importWithReload(() => import('./app/react-boot'));
    await bootReact(queryToken);
  }
}

void boot();
