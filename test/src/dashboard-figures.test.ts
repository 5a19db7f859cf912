import { describe, expect, it } from 'vitest';
import { DASHBOARD_FIGURES, type Dashboard } from '../../contract/types/dashboard';
import { routeForPath } from '../../src/app/paths';
import { allClear, daysSince, figureGroups, figureHref } from '../../src/features/dashboard/dashboard-figures';
import { readUrlFilters } from '../../src/features/driver-list/driver-list-query';
import { readOrderListQuery } from '../../src/features/order-list/order-list-query';
import { readAttention } from '../../src/lib/attention';

/** Issue 37 point 1: what the home page shows of the server's figures, and where each leads. */
const board = (counts: Partial<Record<(typeof DASHBOARD_FIGURES)[number], number>>): Dashboard => ({
  figures: DASHBOARD_FIGURES.map((key) => ({ key, count: counts[key] ?? 0 })),
  bulkRun: null,
});

describe('home dashboard figures', () => {
  it('lead every figure to a route of the table', () => {
    for (const key of DASHBOARD_FIGURES) expect(routeForPath(figureHref(key).split('?')[0]!), key).toBeDefined();
  });

  it('carry the filters in the address the lists read', () => {
    expect(readOrderListQuery(`?${figureHref('ordersWaiting').split('?')[1]}`).status).toBe('open');
    const driverFilters = (key: (typeof DASHBOARD_FIGURES)[number]) => readUrlFilters(`?${figureHref(key).split('?')[1]}`);
    expect(driverFilters('driversExpiring')).toEqual({ expiration: 'withinThirtyDays' });
    expect(driverFilters('welcomeMailsNotSent')).toEqual({ emailNotSent: true });
    expect(readAttention(`?${figureHref('arrangementsStaleRun').split('?')[1]}`, 'arrangement')).toBe('staleRun');
    expect(readAttention(`?${figureHref('productTypesDuplicate').split('?')[1]}`, 'mobilityProduct')).toBe('duplicateType');
  });

  it('show only what needs attention, grouped in the page order, and the provider count always', () => {
    const groups = figureGroups(board({ mailFailed: 2, ordersWaiting: 4, driversExpiring: 0, providerClients: 3 }));
    expect(groups.map((g) => g.group)).toEqual(['orders', 'mail', 'provider']);
    expect(groups[0]!.figures.map((f) => f.key)).toEqual(['ordersWaiting']);
  });

  it('are all clear when only informative figures are above zero', () => {
    expect(allClear(board({ providerClients: 12 }))).toBe(true);
    expect(allClear(board({ providerClients: 12, providerClientsStaleRun: 1 }))).toBe(false);
  });

  it('count whole days since the oldest waiting order, never below zero', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(daysSince('2026-11-29T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-27T09:00:00Z', now)).toBe(2);
    expect(daysSince('2026-11-30T09:00:00Z', now)).toBe(0);
  });
});
