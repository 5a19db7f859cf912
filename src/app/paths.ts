import type { ComponentType } from 'react';
import type { Feature } from '../lib/permissions';
import { lazyWithReload, type PreloadableComponent } from './lazy';
import { KIT_LIST_PATHS, MOBILITY_KIT_PATHS, PROVIDER_KIT_PATHS, RESOURCE_KIT_PATHS } from '../areas/kit-paths';

/**
 * Every route of the app in one place (spec 01 §2, ARCHITECTURE: app/paths.ts). History mode,
 * base path /, ids in the query string (?id=…). A route's name is its path's segments joined by
 * "-" ("/" is "index"); breadcrumbs read the name's parts, menus and guards read the rest.
 *
 * Only routes with a built screen (SCREENS below) render one; a declared route without one opens the route that
 * stands in for it (standInFor), else the 404 error page inside its layout — no placeholder screens.
 */

export type LayoutName = 'auth' | 'main' | 'guest';
/** Side-menu groups (spec 01 §2 "Side menu groups") and the tools item (no sidebar). */
export type Section = 'main' | 'arrangement' | 'mobility' | 'leasewise' | 'fleetmanagement' | 'amw' | 'tools';
export type Variant = 'list' | 'create' | 'edit' | 'view';
export type GuardName = 'country' | 'arrangementType';

export interface RouteEntry {
  name: string;
  path: string;
  layout: LayoutName;
  /** Access-table rows (src/lib/access-table.ts) the user must pass, all of them. */
  features: readonly Feature[];
  /** Client and arrangement guards (src/lib/route-guards.ts); failing one shows the 404 page. */
  guards: readonly GuardName[];
  /** The menu group the route belongs to; null leaves the active group as it is (administration, resources, auth). */
  section: Section | null;
  /** The nearest declared route above this one (breadcrumbs, sub-navigation); null at a root. */
  parent: string | null;
  variant: Variant;
}

/** The provider's product key `{product}` (ARCHITECTURE "Names fixed once"). */
export const PRODUCT = 'amw';

const CE = ['create', 'edit'] as const;

type Variants = readonly ('create' | 'edit' | 'view')[];
/** [path below the area, features, variants (default create + edit, spec: "unless noted"), edit only?] */
type Spec = [path: string, features: Feature | readonly Feature[], variants?: Variants, only?: 'only'];

function sectionOf(first: string | undefined): Section | null {
  if (!first || first === 'component') return 'main';
  if (first === 'administration' || first === 'resources' || first === 'auth') return null;
  return first === PRODUCT ? 'amw' : (first as Section);
}

export const nameOf = (path: string): string => (path === '/' ? 'index' : path.slice(1).replaceAll('/', '-'));

/**
 * Spec 01 §6: car-only arrangement routes and the Dutch-only car/new_added, with their sub-routes.
 * The rules themselves live in src/lib/route-guards.ts (kept out of the login route's bundle);
 * test/src/paths.test.ts checks that this table and those rules agree.
 */
const GUARDED: Readonly<Record<string, readonly GuardName[]>> = {
  '/arrangement/writing/brand_model': ['arrangementType'],
  '/arrangement/preferred_dealer': ['arrangementType'],
  '/arrangement/blocked': ['arrangementType'],
  '/arrangement/car/not_added': ['arrangementType'],
  '/arrangement/car/new_added': ['country', 'arrangementType'],
  '/arrangement/deviation': ['arrangementType'],
};

const table: RouteEntry[] = [];

function guardsOf(path: string): readonly GuardName[] {
  const key = Object.keys(GUARDED).find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return key ? GUARDED[key]! : [];
}

function add(path: string, layout: LayoutName, features: readonly Feature[], variant: Variant): void {
  const guards = guardsOf(path);
  const segments = path.split('/').filter(Boolean);
  let parent: string | null = null;
  for (let n = segments.length - 1; n >= 0 && parent === null; n--) {
    const candidate = nameOf(`/${segments.slice(0, n).join('/')}`);
    if (table.some((route) => route.name === candidate)) parent = candidate;
  }
  if (path === '/') parent = null;
  table.push({ name: nameOf(path), path, layout, features, guards, section: sectionOf(segments[0]), parent, variant });
}

/** One area: its root (a dashboard, when it has one) and its list routes with their variants. */
function area(root: string, rootFeatures: readonly Feature[] | null, specs: readonly Spec[], shared: readonly Feature[] = []): void {
  if (rootFeatures) add(root, 'main', [...shared, ...rootFeatures], 'list');
  for (const [relative, features, variants = CE, only] of specs) {
    const path = `${root}/${relative}`;
    const all = [...shared, ...(typeof features === 'string' ? [features] : features)];
    if (!only) add(path, 'main', all, 'list');
    for (const variant of variants) add(`${path}/${variant}`, 'main', all, variant);
  }
}

add('/', 'main', ['dashboard'], 'list');
for (const path of ['/auth', '/auth/grant_access', '/auth/fleetmanagement', '/auth/leasewise']) add(path, 'auth', [], 'list');

area('/arrangement', ['arrangementMenu'], [
  ['account', 'accounts'], ['blocked', 'blocked'], ['calculatorsetting', 'calculatorSetting', ['edit'], 'only'],
  ['category', 'categories'], ['component', 'components'], ['deviation', 'deviations'],
  ['driver', 'drivers', ['create', 'edit', 'view']], ['option_accessory', 'options'],
  // Orders are placed by drivers: a list and a view (spec: "order and order/view").
  ['order', 'orders', ['view']], ['order_company', 'orderCompanies'], ['preferred_dealer', 'preferredDealers'],
  // One settings page per arrangement, not a list.
  ['settings', 'settings', []],
  ['car/extended', 'carData'], ['car/new_added', 'carData'], ['car/not_added', 'carData'],
  ['mail/setting', 'mail'], ['mail/template', 'mail'],
  ['writing/brand_model', 'texts'], ['writing/news', 'texts'], ['writing/policy_condition', 'texts'],
], ['arrangementMenu']);

area('/mobility', [], [
  ['category', 'categories'], ['driver', 'drivers', ['create', 'edit', 'view']], ['order', 'orders', ['view']],
  // The current container's own form: a container write, supervisor and above (access table `mobilityContainers`).
  ['product', []], ['container/edit', 'mobilityContainers', []], ['features/mobidisk', [], []],
  ['mail/setting', 'mail'], ['mail/template', 'mail'],
], ['mobility']);

area('/component', null, [
  // Everyone with the arrangement menu sees the arrangements; creating and changing one is supervisor and above.
  ['account', 'accounts'], ['arrangement', 'arrangementMenu', ['view']], ['arrangement', 'arrangements', CE, 'only'], ['car_overview', 'carData', ['view']],
  ['category', 'categories'], ['deviation', 'deviations'], ['driver', 'drivers'], ['faq', 'faq'],
  ['mobility_category', ['mobility', 'categories']], ['mobility_product', 'mobility'],
  // Everyone in the mobility area sees the containers; creating and changing one is supervisor and above.
  ['mobility_container', 'mobility', []], ['mobility_container', 'mobilityContainers', CE, 'only'],
  ['operating_company', 'operatingCompanies'], ['order', 'orders', ['view']], ['order_company', 'orderCompanies'],
  // Edit with ?id= the arrangement id.
  ['settings', 'settings', ['edit']],
  ['writing/brand_model', 'texts'], ['writing/news', 'texts'], ['writing/policy_condition', 'texts'],
  ['mail/logs', 'mailLog', ['edit']], ['mail/setting', 'mail'], ['mail/template', 'mail'],
]);

area('/fleetmanagement', null, [['driver', 'fleetManagement']]);
area('/leasewise', null, [['arrangement', 'leaseSystemMenu'], ['driver', 'leaseSystemMenu']]);
area(`/${PRODUCT}`, null, [
  ['compare', 'bulkCompare', []], ['language', 'languages'], ['client', 'clientList'],
  ['mail/template', 'mailTemplates'], ['mail/type', 'mailTypes'], ['mail/variable', 'mailVariables'],
], ['productMenu']);
area('/administration', null, [['run_bulk', 'bulkCalculator', []], ['settings', 'settingsMenu', []]]);
// /tools/machines is not in the spec: the statecharts page of issue 6, for masters.
area('/tools', null, [['analyzer', 'analyzer', []], ['release-notes', 'releaseNotes', []], ['machines', 'machineCharts', []]]);
area('/resources', null, [['release-notes', 'productMenu']]);

/** The whole route table, in declaration order. */
export const routes: readonly RouteEntry[] = table;
const byName = new Map(table.map((route) => [route.name, route]));

/** The declared route a path opens, as the router picks it (first match; case and a trailing slash do not matter). */
export function routeForPath(pathname: string): RouteEntry | undefined {
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase() || '/';
  return table.find((route) => route.path.toLowerCase() === path);
}

export function routeByName(name: string): RouteEntry | undefined {
  return byName.get(name);
}

/** Paths the app links to by name; every value is a declared route. */
export const paths = {
  dashboard: '/',
  auth: '/auth',
  arrangement: '/arrangement',
  mobility: '/mobility',
  mobidisk: '/mobility/features/mobidisk',
  containerCreate: '/component/mobility_container/create',
  leasewise: '/leasewise/arrangement',
  fleetmanagement: '/fleetmanagement/driver',
  productClients: `/${PRODUCT}/client`,
  analyzer: '/tools/analyzer',
  releaseNotes: '/tools/release-notes',
  machines: '/tools/machines',
  settings: '/administration/settings',
  bulkCalculator: '/administration/run_bulk',
  arrangementSettings: '/arrangement/settings',
} as const;

type Screen = PreloadableComponent;

/**
 * One lazily loaded screen serving several routes (one chunk, loaded once). `namespaces`: the texts it shows,
 * loaded alongside its chunk when its route is opened directly (src/app/preload-route.ts).
 */
function sharedScreen(names: readonly string[], load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []): Record<string, Screen> {
  const screen = lazyWithReload(load, namespaces);
  return Object.fromEntries(names.map((name) => [name, screen]));
}

/** Every kit list path below its section: /arrangement and /component by their own names, /mobility, /{product} and /resources by theirs (spec 01 §2). */
const KIT_LISTS = [
  ...KIT_LIST_PATHS.flatMap((list) => [`/arrangement/${list}`, `/component/${list}`]),
  ...Object.keys(MOBILITY_KIT_PATHS).map((list) => `/mobility/${list}`),
  ...PROVIDER_KIT_PATHS.map((list) => `/${PRODUCT}/${list}`),
  ...RESOURCE_KIT_PATHS.map((list) => `/resources/${list}`),
];

/** The resource kit's generic list and form serve every declared route of its areas (src/areas/). */
function kitScreens(): Record<string, Screen> {
  const declared = (variant: Variant) => KIT_LISTS.map((list) => nameOf(`${list}${variant === 'list' ? '' : `/${variant}`}`))
    .filter((name) => byName.get(name)?.variant === variant);
  return {
    ...sharedScreen(declared('list'), () => import('../screens/kit/resource-list'), ['kit', 'areas', 'widgets']),
    ...sharedScreen([...declared('create'), ...declared('edit')], () => import('../screens/kit/resource-form')),
  };
}

/** The three car lists' texts. */
const CAR_LIST_NAMESPACES = ['cars', 'areas', 'widgets'];

/** The screens that exist, by route name. Everything else declared above opens its stand-in (standInFor below). */
export const SCREENS: Readonly<Record<string, Screen>> = {
  // The login island's pages (src/login-island): one lazy hand-over by page load for all four.
  ...sharedScreen(['auth', 'auth-grant_access', 'auth-fleetmanagement', 'auth-leasewise'], () => import('../screens/auth/island-hand-over')),
  index: lazyWithReload(() => import('../screens/dashboard'), ['dashboard', 'bulk']),
  // One screen per kind for every section that has it; the section comes from the path (issue 5).
  ...sharedScreen(
    ['arrangement-driver', 'mobility-driver', 'component-driver', 'leasewise-driver', 'fleetmanagement-driver'],
    () => import('../screens/arrangement/driver-list'),
    ['drivers', 'widgets'],
  ),
  ...sharedScreen(
    ['arrangement-driver-create', 'arrangement-driver-edit', 'mobility-driver-create', 'mobility-driver-edit', 'component-driver-create', 'component-driver-edit',
      'leasewise-driver-create', 'leasewise-driver-edit'],
    () => import('../screens/arrangement/driver-edit'),
  ),
  // The component area has no driver view route.
  ...sharedScreen(['arrangement-driver-view', 'mobility-driver-view'], () => import('../screens/arrangement/driver-view')),
  ...sharedScreen(['arrangement-order', 'mobility-order', 'component-order'], () => import('../screens/arrangement/order-list'), ['orders', 'widgets']),
  'tools-analyzer': lazyWithReload(() => import('../screens/tools/analyzer'), ['analyzer']),
  // Fleet management's own driver form (issue 20): fleet managers reach no arrangements, containers or companies.
  ...sharedScreen(['fleetmanagement-driver-create', 'fleetmanagement-driver-edit'], () => import('../screens/fleetmanagement/driver-edit')),
  'leasewise-arrangement': lazyWithReload(() => import('../screens/leasewise/arrangements'), ['leasewise', 'kit']),
  'tools-machines': lazyWithReload(() => import('../screens/tools/machines'), ['tools']),
  'tools-release-notes': lazyWithReload(() => import('../screens/tools/release-notes'), ['tools', 'areas', 'kit']),
  'administration-settings': lazyWithReload(() => import('../screens/administration/settings'), ['clientSettings', 'kit', 'widgets']),
  'administration-run_bulk': lazyWithReload(() => import('../screens/administration/run-bulk'), ['bulk', 'kit']),
  'arrangement-calculatorsetting-edit': lazyWithReload(() => import('../screens/arrangement/calculator-setting/calculator-setting')),
  arrangement: lazyWithReload(() => import('../screens/arrangement/dashboard'), ['arrangements', 'kit', 'webApp']),
  'component-arrangement-view': lazyWithReload(() => import('../screens/component/arrangement-view')),
  ...kitScreens(),
  // Preferred dealers: grouped by brand and added per brand on screens of their own; a dealer's edit is the kit's.
  'arrangement-preferred_dealer': lazyWithReload(() => import('../screens/arrangement/preferred-dealers/preferred-dealers'), ['preferredDealers', 'kit', 'widgets']),
  'arrangement-preferred_dealer-create': lazyWithReload(() => import('../screens/arrangement/preferred-dealers/add-preferred-dealers')),
  'arrangement-car-extended': lazyWithReload(() => import('../screens/arrangement/cars/extended-cars'), CAR_LIST_NAMESPACES),
  'arrangement-car-new_added': lazyWithReload(() => import('../screens/arrangement/cars/new-added-cars'), CAR_LIST_NAMESPACES),
  'arrangement-car-not_added': lazyWithReload(() => import('../screens/arrangement/cars/not-added-cars'), CAR_LIST_NAMESPACES),
  'component-car_overview-view': lazyWithReload(() => import('../screens/component/car-overview')),
  // Deviations' lists are their own overview (spec 01 §7); their forms are the kit's.
  ...sharedScreen(['arrangement-deviation', 'component-deviation'], () => import('../screens/arrangement/deviation-overview'), ['deviations', 'areas', 'kit']),
  ...sharedScreen(['arrangement-order-view', 'mobility-order-view', 'component-order-view'], () => import('../screens/arrangement/order-view')),
  ...sharedScreen(['arrangement-settings', 'component-settings-edit'], () => import('../screens/arrangement/settings/arrangement-settings'), ['arrangementSettings', 'kit']),
  mobility: lazyWithReload(() => import('../screens/mobility/dashboard'), ['mobility', 'areas', 'kit']),
  'mobility-features-mobidisk': lazyWithReload(() => import('../screens/mobility/mobidisk'), ['mobility']),
  'mobility-container-edit': lazyWithReload(() => import('../screens/mobility/container-edit'), ['mobility']),
  // A new container is a flow of its own (logo, favicon, made current); its list and edit are the kit's.
  'component-mobility_container-create': lazyWithReload(() => import('../screens/mobility/container-create')),
  // The product's languages with their client counts, and one client's (issue 18).
  [`${PRODUCT}-language`]: lazyWithReload(() => import('../screens/provider/languages'), ['provider', 'kit']),
  // The provider's bulk comparer: a client's prices now against its last bulk run (issue 19 point 4).
  [`${PRODUCT}-compare`]: lazyWithReload(() => import('../screens/provider/compare'), ['bulkComparer', 'kit']),
  // One mail of the log, read-only, with its delete (the route table names it an edit route).
  'component-mail-logs-edit': lazyWithReload(() => import('../screens/component/mail-log')),
};

/**
 * What a declared route without a screen of its own opens instead (issue 37 point 5: a choice, not the 404 page).
 * The spec gives every list create and edit variants "unless noted"; the car lists, the lease system's arrangements
 * and the product's languages change their rows in place, so their create and edit open the list (without the query:
 * the list reads its own). The car overview and one arrangement's settings exist only as a record's view or edit
 * (?id=), so their bare path opens that route with the query, which offers its own choice when the id is missing.
 */
export function standInFor(route: RouteEntry): { route: RouteEntry; keepsQuery: boolean } | null {
  if (SCREENS[route.name]) return null;
  if (route.variant === 'list') {
    const record = (['view', 'edit'] as const).map((variant) => byName.get(`${route.name}-${variant}`)).find((entry) => entry && SCREENS[entry.name]);
    return record ? { route: record, keepsQuery: true } : null;
  }
  const list = route.parent === null ? undefined : byName.get(route.parent);
  return list?.variant === 'list' && SCREENS[list.name] ? { route: list, keepsQuery: false } : null;
}

/** The address `route` opens instead, with `search` (wouter's, without "?") where the stand-in reads it; null when it has a screen or nothing stands in. */
export function standInAddress(route: RouteEntry, search: string): string | null {
  const standIn = standInFor(route);
  if (!standIn) return null;
  return standIn.keepsQuery && search ? `${standIn.route.path}?${search}` : standIn.route.path;
}

/** Unknown routes get the 404 error page, outside the main layout so it needs no sign-in. */
export const notFoundScreen: Screen = lazyWithReload(() => import('./not-found'));
