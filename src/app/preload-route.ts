import { hasLiveSession, sessionStore } from '../api/session-store';
import type { PreloadableComponent } from './lazy';
import { SCREENS, notFoundScreen } from './lazy-routes';
import { routeForPath, standInFor } from './paths';
import { LAZY_LAYOUTS } from './router';

/**
 * A cold deep link (a bookmark, a reload; issue 21 point 2): React asks for the route's layout chunk only
 * once it renders, for the screen's chunk only once the layout has its data, and for each namespace only
 * once a component that shows it renders: one wait after another. Called at boot, before React renders,
 * this starts all of them at once from the route table. (The session itself needs no request: a stored one
 * that has not expired is restored as it is.)
 */

/**
 * The lazy chunks the route renders: its layout (the main one; the others are plain) and its screen (or the screen of
 * the route standing in for it), else the 404 page.
 * Signed out, a main-layout route sends the user to the sign-in (a page of its own, the login island): nothing to load.
 */
export function routeChunks(pathname: string, signedIn: boolean): PreloadableComponent[] {
  const route = routeForPath(pathname);
  if (!route) return [notFoundScreen];
  if (route.layout === 'main' && !signedIn) return [];
  const layout = route.layout === 'main' ? [LAZY_LAYOUTS.main] : [];
  const shown = standInFor(route)?.route ?? route;
  return [...layout, SCREENS[shown.name] ?? notFoundScreen];
}

/** The namespaces those chunks show, once each. */
export function routeNamespaces(pathname: string, signedIn: boolean): string[] {
  return [...new Set(routeChunks(pathname, signedIn).flatMap((chunk) => chunk.namespaces))];
}

/**
 * Starts loading the route's chunks now and returns its namespaces for initI18n, which loads them with the
 * chosen locale (they cannot load before i18next knows its language).
 */
export function preloadRoute(pathname: string, handedOver: boolean): string[] {
  // As the auth machine decides: a hand-over token signs in; else a stored session that has not expired.
  const signedIn = handedOver || hasLiveSession(sessionStore, Date.now());
  for (const chunk of routeChunks(pathname, signedIn)) chunk.preload();
  return routeNamespaces(pathname, signedIn);
}

