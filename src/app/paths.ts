import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithReload } from './lazy';

/** Every route of the app in one place (ARCHITECTURE: app/paths.ts). History mode, base path /. */
export const paths = {
  dashboard: '/',
  auth: '/auth',
} as const;

export type LayoutName = 'auth' | 'main' | 'guest';

export interface RouteEntry {
  path: string;
  layout: LayoutName;
  /** Every screen loads lazily (spec section 2). */
  screen: LazyExoticComponent<ComponentType>;
}

export const routes: RouteEntry[] = [
  { path: paths.auth, layout: 'auth', screen: lazyWithReload(() => import('../screens/auth/login')) },
  { path: paths.dashboard, layout: 'main', screen: lazyWithReload(() => import('../screens/dashboard')) },
];

/** Unknown routes get the 404 error page, outside the main layout so it needs no sign-in. */
export const notFoundRoute: Omit<RouteEntry, 'path'> = {
  layout: 'guest',
  screen: lazyWithReload(() => import('./not-found')),
};
