import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import i18next from 'i18next';
import { initI18n } from './i18n';
import { preloadRoute } from './preload-route';
import { hasLiveSession, sessionStore } from '../api/session-store';
import { App } from './app';

/**
 * The React app on #app: every route but the login page (src/main.tsx). Also started by the login
 * island after a sign-in, with i18next already initialised and the session in storage, which the
 * auth machine restores without a request.
 */
export async function bootReact(queryToken: string | null): Promise<void> {
  const namespaces = preloadRoute(location.pathname, queryToken !== null);
  // A hand-over replaces the stored session first: what that session kept is not the new one's.
  if (queryToken === null && hasLiveSession(sessionStore, Date.now())) {
    void import('./route-data').then(({ prefetchRouteData }) => prefetchRouteData(location.pathname, location.search), () => undefined);
  }
  await initI18n(namespaces);
  // react-i18next's plugin only records the instance; binding it after init is the same as .use() before.
  initReactI18next.init(i18next);
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html lacks #app');
  createRoot(root).render(
    <StrictMode>
      <App queryToken={queryToken} />
    </StrictMode>,
  );
}
