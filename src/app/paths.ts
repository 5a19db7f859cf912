import type { Feature } from '../../contract/access/permissions';
import { KIT_LIST_PATHS, MOBILITY_KIT_PATHS, PROVIDER_KIT_PATHS, RESOURCE_KIT_PATHS } from '../areas/kit-paths';

/**
 * Every route of the app in one place (spec 01 §2, ARCHITECTURE: app/paths.ts). History mode,
 * base path /, ids in the query string (?id=…). A route's name is its path's segments joined by
 * "-" ("/" is "index"); breadcrumbs read the name's parts, menus and guards read the rest.
 *
 * Only routes with a built screen (SCREEN_ROUTES below) render one; a declared route without one opens the route that
 * stands in for it (standInFor), else the 404 error page inside its layout — no placeholder screens.
 * This module imports no screen: screens import it to build their links. Which screen a route loads, lazily, is the
 * route table's (lazy-routes.ts), which the router and the cold-load preload read.
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
  /** Access-table rows (contract/access/access-table.ts) the user must pass, all of them. */
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

/**
 * The screens that exist, each by its module below src/screens with the routes it serves: one lazily loaded chunk per
 * screen, loaded once however many routes it serves. The route table (lazy-routes.ts) gives every module here its
 * import and the texts it shows; this module names none, so a screen can import it. Everything else declared above
 * opens its stand-in (standInFor below), else the 404 page.
 */
const OWN_SCREENS = {
  // The login island's pages (src/login-island): one lazy hand-over by page load for all four.
  'auth/island-hand-over': ['auth', 'auth-grant_access', 'auth-fleetmanagement', 'auth-leasewise'],
  dashboard: ['index'],
  // One screen per kind for every section that has it; the section comes from the path (issue 5).
  'arrangement/driver-list': ['arrangement-driver', 'mobility-driver', 'component-driver', 'leasewise-driver', 'fleetmanagement-driver'],
  'arrangement/driver-edit': ['arrangement-driver-create', 'arrangement-driver-edit', 'mobility-driver-create', 'mobility-driver-edit',
    'component-driver-create', 'component-driver-edit', 'leasewise-driver-create', 'leasewise-driver-edit'],
  // The component area has no driver view route.
  'arrangement/driver-view': ['arrangement-driver-view', 'mobility-driver-view'],
  'arrangement/order-list': ['arrangement-order', 'mobility-order', 'component-order'],
  'tools/analyzer': ['tools-analyzer'],
  // Fleet management's own driver form (issue 20): fleet managers reach no arrangements, containers or companies.
  'fleetmanagement/driver-edit': ['fleetmanagement-driver-create', 'fleetmanagement-driver-edit'],
  'leasewise/arrangements': ['leasewise-arrangement'],
  'tools/machines': ['tools-machines'],
  'tools/release-notes': ['tools-release-notes'],
  'administration/settings': ['administration-settings'],
  'administration/run-bulk': ['administration-run_bulk'],
  'arrangement/calculator-setting/calculator-setting': ['arrangement-calculatorsetting-edit'],
  'arrangement/dashboard': ['arrangement'],
  'component/arrangement-view': ['component-arrangement-view'],
  // Preferred dealers: grouped by brand and added per brand on screens of their own; a dealer's edit is the kit's.
  'arrangement/preferred-dealers/preferred-dealers': ['arrangement-preferred_dealer'],
  'arrangement/preferred-dealers/add-preferred-dealers': ['arrangement-preferred_dealer-create'],
  'arrangement/cars/extended-cars': ['arrangement-car-extended'],
  'arrangement/cars/new-added-cars': ['arrangement-car-new_added'],
  'arrangement/cars/not-added-cars': ['arrangement-car-not_added'],
  'component/car-overview': ['component-car_overview-view'],
  // Deviations' lists are their own overview (spec 01 §7); their forms are the kit's.
  'arrangement/deviation-overview': ['arrangement-deviation', 'component-deviation'],
  'arrangement/order-view': ['arrangement-order-view', 'mobility-order-view', 'component-order-view'],
  'arrangement/settings/arrangement-settings': ['arrangement-settings', 'component-settings-edit'],
  'mobility/dashboard': ['mobility'],
  'mobility/mobidisk': ['mobility-features-mobidisk'],
  'mobility/container-edit': ['mobility-container-edit'],
  // A new container is a flow of its own (logo, favicon, made current); its list and edit are the kit's.
  'mobility/container-create': ['component-mobility_container-create'],
  // The product's languages with their client counts, and one client's (issue 18).
  'provider/languages': [`${PRODUCT}-language`],
  // The provider's bulk comparer: a client's prices now against its last bulk run (issue 19 point 4).
  'provider/compare': [`${PRODUCT}-compare`],
  // One mail of the log, read-only, with its delete (the route table names it an edit route).
  'component/mail-log': ['component-mail-logs-edit'],
} as const satisfies Record<string, readonly string[]>;

/** Every kit list path below its section: /arrangement and /component by their own names, /mobility, /{product} and /resources by theirs (spec 01 §2). */
const KIT_LISTS = [
  ...KIT_LIST_PATHS.flatMap((list) => [`/arrangement/${list}`, `/component/${list}`]),
  ...Object.keys(MOBILITY_KIT_PATHS).map((list) => `/mobility/${list}`),
  ...PROVIDER_KIT_PATHS.map((list) => `/${PRODUCT}/${list}`),
  ...RESOURCE_KIT_PATHS.map((list) => `/resources/${list}`),
];

const ownScreenRoutes = new Set<string>(Object.values(OWN_SCREENS).flat());

/** The declared kit routes of these variants that no screen of their own serves. */
const kitRoutes = (...variants: Variant[]): string[] => variants.flatMap((variant) => KIT_LISTS
  .map((list) => nameOf(`${list}${variant === 'list' ? '' : `/${variant}`}`))
  .filter((name) => byName.get(name)?.variant === variant && !ownScreenRoutes.has(name)));

/** Each screen's module below src/screens with the route names it serves; a route name is served by one screen at most. */
export const SCREEN_ROUTES = {
  ...OWN_SCREENS,
  // The resource kit's generic list and form serve every declared route of its areas (src/areas/) that has no screen of its own.
  'kit/resource-list': kitRoutes('list'),
  'kit/resource-form': kitRoutes('create', 'edit'),
} satisfies Record<string, readonly string[]>;

/** A screen's module below src/screens: the key of its lazy import in the route table (lazy-routes.ts). */
export type ScreenModule = keyof typeof SCREEN_ROUTES;

const screenRouteNames = new Set<string>(Object.values(SCREEN_ROUTES).flat());

/** Whether a screen of its own serves the route (else it opens its stand-in, or the 404 page). */
export function hasScreen(name: string): boolean {
  return screenRouteNames.has(name);
}

/**
 * What a declared route without a screen of its own opens instead (issue 37 point 5: a choice, not the 404 page).
 * The spec gives every list create and edit variants "unless noted"; the car lists, the lease system's arrangements
 * and the product's languages change their rows in place, so their create and edit open the list (without the query:
 * the list reads its own). The car overview and one arrangement's settings exist only as a record's view or edit
 * (?id=), so their bare path opens that route with the query, which offers its own choice when the id is missing.
 */
export function standInFor(route: RouteEntry): { route: RouteEntry; keepsQuery: boolean } | null {
  if (hasScreen(route.name)) return null;
  if (route.variant === 'list') {
    const record = (['view', 'edit'] as const).map((variant) => byName.get(`${route.name}-${variant}`)).find((entry) => entry && hasScreen(entry.name));
    return record ? { route: record, keepsQuery: true } : null;
  }
  const list = route.parent === null ? undefined : byName.get(route.parent);
  return list?.variant === 'list' && hasScreen(list.name) ? { route: list, keepsQuery: false } : null;
}

/** The address `route` opens instead, with `search` (wouter's, without "?") where the stand-in reads it; null when it has a screen or nothing stands in. */
export function standInAddress(route: RouteEntry, search: string): string | null {
  const standIn = standInFor(route);
  if (!standIn) return null;
  return standIn.keepsQuery && search ? `${standIn.route.path}?${search}` : standIn.route.path;
}
