import { proxy, subscribe } from 'valtio';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readJson, readText, writeText } from './storage';

/** Spec 01 §4: the active side-menu item; main is the default. */
export const ACTIVE_ITEMS = ['main', 'arrangement', 'mobility', 'tools', 'fleetmanagement', 'leasewise', 'amw'] as const;
export type ActiveItem = (typeof ACTIVE_ITEMS)[number];

/**
 * Last visited address per menu group (spec 01 §2). Not in lib/storage-keys.ts (owned elsewhere):
 * the lead should move it there as `sideMenuLastRoutes`.
 */
export const LAST_ROUTES_KEY = STORAGE_KEYS.sideMenuLastRoutes;

interface SideMenuState {
  activeItem: ActiveItem;
  lastRoutes: Partial<Record<ActiveItem, string>>;
}

function isActiveItem(value: unknown): value is ActiveItem {
  return typeof value === 'string' && (ACTIVE_ITEMS as readonly string[]).includes(value);
}

export const sideMenuStore = proxy<SideMenuState>({ activeItem: 'main', lastRoutes: {} });

/** Stored keys containing "active-route" (an older app's) are removed on load (spec 01 §4). */
function dropActiveRouteKeys(storage: Storage | undefined): void {
  try {
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
    for (const key of keys) if (key.includes('active-route')) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clean.
  }
}

let loaded = false;

/**
 * Once per page load: clean old keys, read the stored item and last routes, and reset the item to
 * main when the address's first segment differs from it (spec 01 §4). Later changes persist.
 */
export function loadSideMenu(pathname: string = location.pathname): void {
  if (loaded) return;
  loaded = true;
  dropActiveRouteKeys(globalThis.localStorage);
  dropActiveRouteKeys(globalThis.sessionStorage);
  const stored = readText(STORAGE_KEYS.sideMenuActiveItem);
  const first = pathname.split('/')[1] ?? '';
  sideMenuStore.activeItem = isActiveItem(stored) && stored === first ? stored : 'main';
  const routes = readJson<Record<string, unknown>>(LAST_ROUTES_KEY, {});
  for (const [item, route] of Object.entries(routes)) {
    if (isActiveItem(item) && typeof route === 'string' && route.startsWith('/') && !route.startsWith('//')) {
      sideMenuStore.lastRoutes[item] = route;
    }
  }
  subscribe(sideMenuStore, () => {
    writeText(STORAGE_KEYS.sideMenuActiveItem, sideMenuStore.activeItem);
    writeText(LAST_ROUTES_KEY, JSON.stringify(sideMenuStore.lastRoutes));
  });
  writeText(STORAGE_KEYS.sideMenuActiveItem, sideMenuStore.activeItem);
}

/** A visit of a route of `section` makes it the active item and its last visited address. */
export function visitSection(section: ActiveItem, address: string): void {
  if (sideMenuStore.activeItem !== section) sideMenuStore.activeItem = section;
  if (section !== 'tools' && sideMenuStore.lastRoutes[section] !== address) sideMenuStore.lastRoutes[section] = address;
}
