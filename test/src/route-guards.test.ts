import { describe, expect, it } from 'vitest';
import {
  arrangementTypeAllows,
  countryAllows,
  requiresCarArrangement,
  requiresDutchClient,
  routeGuardFailure,
  routeSegments,
} from '../../src/lib/route-guards';

const CAR_ONLY = [
  '/arrangement/writing/brand_model',
  '/arrangement/writing/brand_model/edit?id=3',
  '/arrangement/preferred_dealer',
  '/arrangement/blocked/create',
  '/arrangement/car/not_added',
  '/arrangement/car/new_added',
  '/arrangement/deviation',
  '/arrangement/deviation/edit?id=9',
  'arrangement-deviation-edit',
  'arrangement-writing-brand_model',
];

const ANY_TYPE = [
  '/',
  '/arrangement',
  '/arrangement/category',
  '/arrangement/writing/news',
  '/arrangement/writing/policy_condition',
  '/arrangement/car/extended',
  '/arrangement/driver/edit?id=1',
  '/component/deviation',
  '/mobility/category',
  '/arrangement/blocked_extra',
  'arrangement-category',
];

describe('route segments', () => {
  it('reads paths and dash-joined route names alike, without query or hash', () => {
    expect(routeSegments('/arrangement/car/new_added?id=1#top')).toEqual(['arrangement', 'car', 'new_added']);
    expect(routeSegments('arrangement-car-new_added')).toEqual(['arrangement', 'car', 'new_added']);
    expect(routeSegments('/')).toEqual([]);
  });
});

describe('arrangement-type guard (car only)', () => {
  it.each(CAR_ONLY)('%s needs a car arrangement', (route) => {
    expect(requiresCarArrangement(route)).toBe(true);
    expect(arrangementTypeAllows(route, 'car')).toBe(true);
    expect(arrangementTypeAllows(route, 'CAR')).toBe(true);
    for (const type of ['general', 'bike', 'card', 'model', 'rocket', 'tractor', 'truck', null, undefined]) {
      expect(arrangementTypeAllows(route, type)).toBe(false);
    }
  });

  it.each(ANY_TYPE)('%s is open to every arrangement type', (route) => {
    expect(requiresCarArrangement(route)).toBe(false);
    expect(arrangementTypeAllows(route, 'bike')).toBe(true);
    expect(arrangementTypeAllows(route, null)).toBe(true);
  });
});

describe('country guard (car new_added for Dutch clients only)', () => {
  it('allows new_added for NL car data only', () => {
    for (const route of ['/arrangement/car/new_added', '/arrangement/car/new_added?id=2', 'arrangement-car-new_added']) {
      expect(requiresDutchClient(route)).toBe(true);
      expect(countryAllows(route, 'NL')).toBe(true);
      expect(countryAllows(route, 'nl')).toBe(true);
      expect(countryAllows(route, 'BE')).toBe(false);
      expect(countryAllows(route, 'PL')).toBe(false);
      expect(countryAllows(route, null)).toBe(false);
    }
  });

  it('leaves other routes alone', () => {
    for (const route of ['/arrangement/car/not_added', '/arrangement/car/extended', '/arrangement', '/']) {
      expect(requiresDutchClient(route)).toBe(false);
      expect(countryAllows(route, 'BE')).toBe(true);
    }
  });
});

describe('routeGuardFailure', () => {
  it('names the first guard a route fails', () => {
    expect(routeGuardFailure('/arrangement/car/new_added', { arrangementType: 'car', countryCarData: 'NL' })).toBeNull();
    expect(routeGuardFailure('/arrangement/car/new_added', { arrangementType: 'car', countryCarData: 'BE' })).toBe('country');
    expect(routeGuardFailure('/arrangement/car/new_added', { arrangementType: 'bike', countryCarData: 'BE' })).toBe('country');
    expect(routeGuardFailure('/arrangement/car/new_added', { arrangementType: 'bike', countryCarData: 'NL' })).toBe('arrangementType');
    expect(routeGuardFailure('/arrangement/blocked', { arrangementType: 'general', countryCarData: 'BE' })).toBe('arrangementType');
    expect(routeGuardFailure('/arrangement/category', { arrangementType: 'general', countryCarData: 'BE' })).toBeNull();
  });
});
