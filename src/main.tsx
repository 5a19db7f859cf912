import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './app/i18n';
import { App } from './app/app';
import { connectInspector, wantsInspector } from './features/machine-charts/live-inspection';

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
  await initI18n();
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html lacks #app');
  createRoot(root).render(
    <StrictMode>
      <App queryToken={queryToken} />
    </StrictMode>,
  );
}

void boot();
