import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from '../../contract/access/access-table';
import { requiresCarArrangement, requiresDutchClient } from '../../src/lib/route-guards';

const { routes, routeByName, paths, nameOf, SCREEN_ROUTES, hasScreen, standInFor, standInAddress } = await import('../../src/app/paths');
// The lazy route table imports every screen lazily; vitest loads none of them.
const { SCREENS } = await import('../../src/app/lazy-routes');

describe('route table (spec 01 §2)', () => {
  it('declares every route once, named after its path', () => {
    const names = routes.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const route of routes) expect(route.name).toBe(nameOf(route.path));
  });

  it('holds the routes the spec lists, with their variants', () => {
    for (const path of [
      '/', '/auth', '/auth/grant_access', '/auth/fleetmanagement', '/auth/leasewise',
      '/arrangement', '/arrangement/driver/view', '/arrangement/calculatorsetting/edit', '/arrangement/order/view',
      '/arrangement/car/new_added', '/arrangement/mail/template/create', '/arrangement/writing/policy_condition/edit',
      '/mobility', '/mobility/container/edit', '/mobility/features/mobidisk', '/mobility/driver/view',
      '/component/arrangement/view', '/component/car_overview/view', '/component/settings/edit', '/component/mail/logs/edit',
      '/component/mobility_container/create', '/fleetmanagement/driver', '/leasewise/arrangement', '/leasewise/driver/create',
      '/amw/compare', '/amw/language', '/amw/client', '/amw/mail/template', '/amw/mail/type', '/amw/mail/variable',
      '/administration/run_bulk', '/administration/settings', '/tools/analyzer', '/tools/release-notes', '/tools/machines',
      '/resources/release-notes', '/resources/release-notes/create', '/resources/release-notes/edit',
    ]) {
      expect(routes.some((route) => route.path === path), path).toBe(true);
    }
    expect(routes.some((route) => route.path === '/arrangement/calculatorsetting')).toBe(false);
    expect(routes.some((route) => route.path === '/arrangement/order/create')).toBe(false);
  });

  it('names only features of the access table', () => {
    for (const route of routes) for (const feature of route.features) expect(ACCESS_TABLE).toHaveProperty(feature);
  });

  it('declares the same guards as src/lib/route-guards', () => {
    for (const route of routes) {
      expect(route.guards.includes('country'), route.path).toBe(requiresDutchClient(route.path));
      expect(route.guards.includes('arrangementType'), route.path).toBe(requiresCarArrangement(route.path));
    }
  });

  it('maps sections: component and index to main, administration and resources to none', () => {
    expect(routeByName('index')?.section).toBe('main');
    expect(routeByName('component-driver')?.section).toBe('main');
    expect(routeByName('administration-settings')?.section).toBeNull();
    expect(routeByName('resources-release-notes')?.section).toBeNull();
    expect(routeByName('amw-client')?.section).toBe('amw');
    expect(routeByName('arrangement-driver-edit')?.parent).toBe('arrangement-driver');
  });

  it('links only to declared routes', () => {
    for (const path of Object.values(paths)) expect(routes.some((route) => route.path === path), path).toBe(true);
  });
});

describe('the paths module and the lazy route table (issue 38 point 3)', () => {
  it('gives a screen to exactly the declared routes paths.ts says have one, one screen per route', () => {
    const served = Object.values(SCREEN_ROUTES).flat();
    expect(new Set(served).size).toBe(served.length);
    expect(Object.keys(SCREENS).sort()).toEqual([...served].sort());
    for (const name of served) expect(routeByName(name), name).toBeDefined();
    for (const route of routes) expect(hasScreen(route.name), route.name).toBe(Boolean(SCREENS[route.name]));
  });

  it('loads one chunk per screen module, shared by every route it serves', () => {
    for (const names of Object.values(SCREEN_ROUTES)) for (const name of names) expect(SCREENS[name], name).toBe(SCREENS[names[0]!]);
    expect(new Set(Object.values(SCREENS)).size).toBe(Object.keys(SCREEN_ROUTES).length);
  });
});

describe('stand-ins for declared routes without a screen (issue 37 point 5)', () => {
  const route = (name: string) => routeByName(name)!;

  it('leaves every declared route with a screen, its own or its stand-in\'s: none shows the 404 page', () => {
    const unshown = routes.filter((entry) => !SCREENS[entry.name] && !SCREENS[standInFor(entry)?.route.name ?? '']);
    expect(unshown.map((entry) => entry.path)).toEqual([]);
    // And there are such routes to stand in for: the spec's create and edit variants of lists that have none.
    expect(routes.filter((entry) => standInFor(entry)).length).toBeGreaterThanOrEqual(12);
  });

  it('opens the list for the create and edit of a list whose rows change in place, without the query', () => {
    for (const name of ['arrangement-car-extended-edit', 'arrangement-car-not_added-create', 'leasewise-arrangement-create', 'amw-language-edit']) {
      const list = name.replace(/-(create|edit)$/, '');
      expect(standInFor(route(name)), name).toEqual({ route: route(list), keepsQuery: false });
    }
    // The lease system's arrival rule (spec 01 §6) sends a bulk user to /leasewise/arrangement/create?id=…: the coupling list.
    expect(standInAddress(route('leasewise-arrangement-create'), 'id=7')).toBe('/leasewise/arrangement');
  });

  it('opens the record route of a view-only or edit-only area with the query, which offers its own choice without an id', () => {
    expect(standInAddress(route('component-car_overview'), 'id=12')).toBe('/component/car_overview/view?id=12');
    expect(standInAddress(route('component-car_overview'), '')).toBe('/component/car_overview/view');
    expect(standInAddress(route('component-settings'), 'id=3')).toBe('/component/settings/edit?id=3');
  });

  it('stands in for nothing that has a screen', () => {
    for (const name of ['component-faq', 'component-faq-edit', 'arrangement-car-extended', 'component-settings-edit']) {
      expect(standInFor(route(name)), name).toBeNull();
      expect(standInAddress(route(name), 'id=1'), name).toBeNull();
    }
  });
});
