import { prefetchGet } from '../api/client';
import { CAR_ARRANGEMENTS_PATH } from '../api/cararrangement';
import { driverListRequest } from '../api/drivers';
import { MOBILITY_CONTAINERS_PATH } from '../api/mobilitycontainer';
import {
  DRIVER_SECTIONS, driverListQuery, driverListSource, driverScope, driverSectionOf, driverTotalQuery, readUrlFilters,
} from '../features/driver-list/driver-list-query';
import { shellSubject } from '../features/shell/shell-subject';
import { currentShellOwner, readStoredShell } from '../features/shell/stored-shell';
import { can } from '../../contract/access/permissions';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { rememberedId, type KeyValueStorage } from '../../machines/remembered-choice';
import { routeForPath } from './paths';
import { safeAssetUrl } from './theme';

/**
 * A cold deep link's first reads, started at boot beside the chunks instead of after the layout and the
 * screen have rendered (issue 21 point 2): the selection lists the layout reads and a driver list's first
 * page and count, for the stored selection; and the client logo. Each read goes through the HTTP client's prefetch, keyed by the
 * address the screen's own call builds with the same functions, so the screen adopts the answer; a
 * selection that turns out otherwise just asks its own (a wasted read, never a wrong one).
 *
 * Only with this session's stored shell: it says who is signed in, and nothing is asked that the user may
 * be refused (every 403 renews the token, spec 01 §4).
 */

const DRIVER_LIST_ROUTES = new Set<string>(DRIVER_SECTIONS.map((section) => `${section}-driver`));

/** The GETs to start for this address: [path, query] as the screens ask them. */
export function routeDataRequests(pathname: string, search: string, storage: KeyValueStorage): [string, Record<string, string | number | boolean>?][] {
  const route = routeForPath(pathname);
  if (!route || route.layout !== 'main') return [];
  const shell = readStoredShell(currentShellOwner(storage), storage);
  if (!shell) return [];
  const subject = shellSubject(shell);
  const requests: [string, Record<string, string | number | boolean>?][] = [];
  const arrangements = can(subject, 'arrangementMenu');
  const containers = can(subject, 'mobility');
  // The main layout reads both selections on every page (its providers), so they are asked anyway.
  if (arrangements) requests.push([CAR_ARRANGEMENTS_PATH]);
  if (containers) requests.push([MOBILITY_CONTAINERS_PATH]);
  if (DRIVER_LIST_ROUTES.has(route.name) && route.features.every((feature) => can(subject, feature))) {
    const section = driverSectionOf(pathname);
    const scope = driverScope(
      section,
      arrangements ? rememberedId(storage, STORAGE_KEYS.carArrangement) : null,
      containers ? rememberedId(storage, STORAGE_KEYS.mobilityContainer) : null,
    );
    if (scope) {
      const source = driverListSource(section);
      for (const query of [driverListQuery(readUrlFilters(search), scope), driverTotalQuery(scope)]) {
        const request = driverListRequest(query, source);
        requests.push([request.path, request.query]);
      }
    }
  }
  return requests;
}

/**
 * The client logo the sidebar header will show (every section but arrangement and mobility, which show their
 * selection there), from this session's stored shell; null when none. Often the page's largest paint.
 */
export function routeLogo(pathname: string, storage: KeyValueStorage): string | null {
  const route = routeForPath(pathname);
  if (!route || route.layout !== 'main' || route.section === 'arrangement' || route.section === 'mobility') return null;
  return safeAssetUrl(readStoredShell(currentShellOwner(storage), storage)?.clientSetting.logoUrl);
}

export function prefetchRouteData(pathname: string, search: string, storage: KeyValueStorage = globalThis.localStorage): void {
  for (const [path, query] of routeDataRequests(pathname, search, storage)) prefetchGet(path, { query });
  const logo = routeLogo(pathname, storage);
  if (logo && !document.head.querySelector(`link[rel="preload"][href="${CSS.escape(logo)}"]`)) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = logo;
    document.head.append(link);
  }
}
