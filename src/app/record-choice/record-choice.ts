import { hasScreen, routeByName, type RouteEntry } from '../paths';

/** Which arrangements may be picked: every one in reach, or only car arrangements (what deviations belong to). */
export type ArrangementKind = 'all' | 'car';

/**
 * What a route that needs a record offers when its address names none (issue 37 point 5): the list to pick a row
 * from, shown in place, or the arrangements in reach when the id is an arrangement's.
 */
export type RecordChoice = { kind: 'list'; list: RouteEntry } | { kind: 'arrangement'; arrangements: ArrangementKind };

/** The routes whose ?id= is not a row of the list right above them. */
const OWN_CHOICES: Readonly<Record<string, { list: string } | { arrangements: ArrangementKind }>> = {
  // One arrangement's settings: ?id= is the arrangement's (spec 01 §2).
  'component-settings-edit': { arrangements: 'all' },
  // One arrangement's deviations; deviations exist for car arrangements only (spec 01 §6, the /arrangement route's guard).
  'component-deviation': { arrangements: 'car' },
  // A car version under every arrangement: its ids are picked from a car list, whose version names open this page.
  'component-car_overview-view': { list: 'arrangement-car-extended' },
};

/** A declared route that has a screen, by name. */
function shown(name: string): RouteEntry | null {
  const route = routeByName(name);
  return route && hasScreen(route.name) ? route : null;
}

/**
 * The choice `route` offers without a usable ?id=, or null when it needs none: a list, a create form, a page of the
 * selected arrangement (calculatorsetting/edit, which has no list), or a route with no screen (404 with or without an id).
 */
export function recordChoiceOf(route: RouteEntry): RecordChoice | null {
  if (!hasScreen(route.name)) return null;
  const own = OWN_CHOICES[route.name];
  if (own) {
    if ('arrangements' in own) return { kind: 'arrangement', arrangements: own.arrangements };
    const list = shown(own.list);
    return list && { kind: 'list', list };
  }
  if (route.variant !== 'edit' && route.variant !== 'view') return null;
  const list = shown(route.name.slice(0, -route.variant.length - 1));
  return list && list.variant === 'list' ? { kind: 'list', list } : null;
}
