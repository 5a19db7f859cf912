/**
 * Route guards that depend on the client or the selected arrangement (spec 01 §6). Pure functions
 * of a route path (`/arrangement/car/new_added?x=1`) or route name (`arrangement-car-new_added`).
 * A route that fails a guard shows the 404 page ("failed route validation gives 404", spec 01 §2).
 */
import type { ArrangementType } from '../../contract/types/core';

/** Arrangement routes that only make sense for a car arrangement (relative to /arrangement). */
export const CAR_ONLY_ROUTES = ['writing/brand_model', 'preferred_dealer', 'blocked', 'car/not_added', 'car/new_added', 'deviation'] as const;

/** Routes for clients whose car data is Dutch only (countryCarData NL). */
export const DUTCH_ONLY_ROUTES = ['car/new_added'] as const;
export const DUTCH_COUNTRY = 'NL';

/** Path segments of a route path or a dash-joined route name; query and hash dropped. */
export function routeSegments(route: string): string[] {
  const bare = route.split(/[?#]/, 1)[0] ?? '';
  const separator = bare.startsWith('/') ? '/' : '-';
  return bare.split(separator).filter((segment) => segment !== '');
}

/** Is `route` the arrangement route `relative` or one of its sub-routes (create, edit, view)? */
function isArrangementRoute(route: string, relative: string): boolean {
  const segments = routeSegments(route);
  const wanted = relative.split('/');
  if (segments[0] !== 'arrangement') return false;
  return wanted.every((part, index) => segments[index + 1] === part);
}

export function requiresCarArrangement(route: string): boolean {
  return CAR_ONLY_ROUTES.some((relative) => isArrangementRoute(route, relative));
}

export function requiresDutchClient(route: string): boolean {
  return DUTCH_ONLY_ROUTES.some((relative) => isArrangementRoute(route, relative));
}

/** Car-only routes need a selected car arrangement; with none selected (null) they are refused. */
export function arrangementTypeAllows(route: string, arrangementType: ArrangementType | string | null | undefined): boolean {
  return !requiresCarArrangement(route) || arrangementType?.toLowerCase() === 'car';
}

/** car/new_added is for Dutch clients only; an unknown country is refused. */
export function countryAllows(route: string, countryCarData: string | null | undefined): boolean {
  return !requiresDutchClient(route) || countryCarData?.toUpperCase() === DUTCH_COUNTRY;
}

export interface RouteGuardFacts {
  arrangementType: ArrangementType | string | null | undefined;
  countryCarData: string | null | undefined;
}

export type RouteGuardFailure = 'country' | 'arrangementType';

/** The first guard `route` fails, or null when it may be shown. */
export function routeGuardFailure(route: string, facts: RouteGuardFacts): RouteGuardFailure | null {
  if (!countryAllows(route, facts.countryCarData)) return 'country';
  if (!arrangementTypeAllows(route, facts.arrangementType)) return 'arrangementType';
  return null;
}
