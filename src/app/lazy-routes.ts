import { lazyWithReload, type PreloadableComponent } from './lazy';
import { SCREEN_ROUTES, type ScreenModule } from './paths';

/**
 * The lazy route table: which screen a route renders, each loaded on first use (one chunk per screen, loaded once
 * however many routes it serves). The only module that imports screens (ARCHITECTURE: imports flow one way); the
 * router and the cold-load preload (preload-route.ts) read it, screens and the shell build their links from paths.ts,
 * which says which routes have a screen (SCREEN_ROUTES) without importing any.
 */

type Screen = PreloadableComponent;

/** The three car lists' texts. */
const CAR_LIST_NAMESPACES = ['cars', 'areas', 'widgets'];

/**
 * Every screen by its module below src/screens, with the i18n namespaces it shows: loaded alongside its chunk when its
 * route is opened directly (preload-route.ts). The keys are SCREEN_ROUTES' (paths.ts), so each side must name them all.
 */
const LAZY_SCREENS: Readonly<Record<ScreenModule, Screen>> = {
  // The kit's first: rollup orders the modules inside a shared chunk by where each dynamic import first reaches them,
  // and with these first (as in the route table before the split) the main layout's chunk keeps its order and size.
  'kit/resource-list': lazyWithReload(() => import('../screens/kit/resource-list'), ['kit', 'areas', 'widgets']),
  'kit/resource-form': lazyWithReload(() => import('../screens/kit/resource-form')),
  'auth/island-hand-over': lazyWithReload(() => import('../screens/auth/island-hand-over')),
  dashboard: lazyWithReload(() => import('../screens/dashboard'), ['dashboard', 'bulk']),
  'arrangement/driver-list': lazyWithReload(() => import('../screens/arrangement/driver-list'), ['drivers', 'widgets']),
  'arrangement/driver-edit': lazyWithReload(() => import('../screens/arrangement/driver-edit')),
  'arrangement/driver-view': lazyWithReload(() => import('../screens/arrangement/driver-view')),
  'arrangement/order-list': lazyWithReload(() => import('../screens/arrangement/order-list'), ['orders', 'widgets']),
  'tools/analyzer': lazyWithReload(() => import('../screens/tools/analyzer'), ['analyzer']),
  'fleetmanagement/driver-edit': lazyWithReload(() => import('../screens/fleetmanagement/driver-edit')),
  'leasewise/arrangements': lazyWithReload(() => import('../screens/leasewise/arrangements'), ['leasewise', 'kit']),
  'tools/machines': lazyWithReload(() => import('../screens/tools/machines'), ['tools']),
  'tools/release-notes': lazyWithReload(() => import('../screens/tools/release-notes'), ['tools', 'areas', 'kit']),
  'administration/settings': lazyWithReload(() => import('../screens/administration/settings'), ['clientSettings', 'kit', 'widgets']),
  'administration/run-bulk': lazyWithReload(() => import('../screens/administration/run-bulk'), ['bulk', 'kit']),
  'arrangement/calculator-setting/calculator-setting': lazyWithReload(() => import('../screens/arrangement/calculator-setting/calculator-setting')),
  'arrangement/dashboard': lazyWithReload(() => import('../screens/arrangement/dashboard'), ['arrangements', 'kit', 'webApp']),
  'component/arrangement-view': lazyWithReload(() => import('../screens/component/arrangement-view')),
  'arrangement/preferred-dealers/preferred-dealers': lazyWithReload(
    () => import('../screens/arrangement/preferred-dealers/preferred-dealers'),
    ['preferredDealers', 'kit', 'widgets'],
  ),
  'arrangement/preferred-dealers/add-preferred-dealers': lazyWithReload(() => import('../screens/arrangement/preferred-dealers/add-preferred-dealers')),
  'arrangement/cars/extended-cars': lazyWithReload(() => import('../screens/arrangement/cars/extended-cars'), CAR_LIST_NAMESPACES),
  'arrangement/cars/new-added-cars': lazyWithReload(() => import('../screens/arrangement/cars/new-added-cars'), CAR_LIST_NAMESPACES),
  'arrangement/cars/not-added-cars': lazyWithReload(() => import('../screens/arrangement/cars/not-added-cars'), CAR_LIST_NAMESPACES),
  'component/car-overview': lazyWithReload(() => import('../screens/component/car-overview')),
  'arrangement/deviation-overview': lazyWithReload(() => import('../screens/arrangement/deviation-overview'), ['deviations', 'areas', 'kit']),
  'arrangement/order-view': lazyWithReload(() => import('../screens/arrangement/order-view')),
  'arrangement/settings/arrangement-settings': lazyWithReload(() => import('../screens/arrangement/settings/arrangement-settings'), ['arrangementSettings', 'kit']),
  'mobility/dashboard': lazyWithReload(() => import('../screens/mobility/dashboard'), ['mobility', 'areas', 'kit']),
  'mobility/mobidisk': lazyWithReload(() => import('../screens/mobility/mobidisk'), ['mobility']),
  'mobility/container-edit': lazyWithReload(() => import('../screens/mobility/container-edit'), ['mobility']),
  'mobility/container-create': lazyWithReload(() => import('../screens/mobility/container-create')),
  'provider/languages': lazyWithReload(() => import('../screens/provider/languages'), ['provider', 'kit']),
  'provider/compare': lazyWithReload(() => import('../screens/provider/compare'), ['bulkComparer', 'kit']),
  'component/mail-log': lazyWithReload(() => import('../screens/component/mail-log')),
};

/** The screens that exist, by route name (paths.ts SCREEN_ROUTES). A declared route without one opens its stand-in (paths.ts standInFor). */
export const SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  (Object.entries(SCREEN_ROUTES) as [ScreenModule, readonly string[]][]).flatMap(([screen, names]) => names.map((name) => [name, LAZY_SCREENS[screen]])),
);

/** Unknown routes get the 404 error page, outside the main layout so it needs no sign-in. */
export const notFoundScreen: Screen = lazyWithReload(() => import('./not-found'));
