import { describe, expect, it } from 'vitest';

// The route table and router only declare lazy imports; nothing here loads a screen.
const { routeChunks, routeNamespaces } = await import('../../src/app/preload-route');
const { routeForPath, routes } = await import('../../src/app/paths');
const { SCREENS, notFoundScreen } = await import('../../src/app/lazy-routes');
const { LOCALES } = await import('../../contract/types/core');
const { LAZY_LAYOUTS } = await import('../../src/app/router');

describe('preloading a cold deep link from the route table (issue 21 point 2)', () => {
  it('finds the route the router opens, whatever the case or a trailing slash', () => {
    expect(routeForPath('/')?.name).toBe('index');
    expect(routeForPath('/component/driver')?.name).toBe('component-driver');
    expect(routeForPath('/Arrangement/Driver/')?.name).toBe('arrangement-driver');
    expect(routeForPath('/component/driver/create')?.name).toBe('component-driver-create');
    expect(routeForPath('/no/such/page')).toBeUndefined();
  });

  it('loads a signed-in list route\'s main layout and its own screen', () => {
    expect(routeChunks('/component/driver', true)).toEqual([LAZY_LAYOUTS.main, SCREENS['component-driver']]);
    expect(routeChunks('/arrangement/driver', true)).toEqual([LAZY_LAYOUTS.main, SCREENS['arrangement-driver']]);
    expect(routeChunks('/', true)).toEqual([LAZY_LAYOUTS.main, SCREENS.index]);
    // Several routes share one chunk: the same lazy component.
    expect(SCREENS['component-driver']).toBe(SCREENS['arrangement-driver']);
  });

  it('loads nothing of a main-layout route when no session is stored (the sign-in is a page of its own); an auth page without a layout chunk', () => {
    expect(routeChunks('/component/driver', false)).toEqual([]);
    // The login island's pages: inside React only the hand-over to a page load, shared by all four.
    for (const path of ['/auth/grant_access', '/auth/fleetmanagement', '/auth/leasewise']) {
      expect(routeChunks(path, false), path).toEqual([SCREENS.auth]);
    }
    expect(routeChunks('/auth/nothing', false)).toEqual([notFoundScreen]);
  });

  it('loads the 404 page for an unknown path, and the screen standing in for a declared route without one', () => {
    expect(routeChunks('/no/such/page', true)).toEqual([notFoundScreen]);
    const unbuilt = routes.filter((route) => route.layout === 'main' && !SCREENS[route.name]);
    expect(unbuilt.length, 'declared routes without a screen').toBeGreaterThan(0);
    expect(routeChunks('/arrangement/car/extended/edit', true)).toEqual([LAZY_LAYOUTS.main, SCREENS['arrangement-car-extended']]);
    expect(routeChunks('/component/car_overview', true)).toEqual([LAZY_LAYOUTS.main, SCREENS['component-car_overview-view']]);
  });

  it('names the namespaces of the shell and of the screen, once each', () => {
    const namespaces = routeNamespaces('/component/driver', true);
    expect(namespaces).toEqual(expect.arrayContaining(['shell', 'menu', 'topbar', 'session', 'drivers', 'widgets']));
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(routeNamespaces('/component/driver', false)).toEqual([]);
  });

  it('names only namespaces that exist in every locale', async () => {
    const { existsSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const root = resolve(import.meta.dirname, '../../locales');
    const all = new Set(routes.flatMap((route) => routeNamespaces(route.path, true)));
    expect(all.size).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      for (const namespace of all) expect(existsSync(resolve(root, locale, `${namespace}.json`)), `${locale}/${namespace}.json`).toBe(true);
    }
  });

  it('declares the texts of every list screen, so a cold list route loads them beside its chunk', () => {
    // The home dashboard shows only the shell's texts; every other list route's screen has texts of its own.
    const undeclared = routes
      .filter((route) => route.layout === 'main' && route.variant === 'list' && route.name !== 'index' && SCREENS[route.name])
      .filter((route) => SCREENS[route.name]!.namespaces.length === 0)
      .map((route) => route.path);
    expect(undeclared).toEqual([]);
  });
});
