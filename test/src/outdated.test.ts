import { describe, expect, it } from 'vitest';
import type { CarArrangement } from '../../contract/types/core';
import { isRunOutdated, outdatedActiveCount } from '../../src/lib/outdated';

const now = Date.parse('2026-03-10T12:00:00Z');
const row = (active: boolean, dateLastRun: string | null, type: CarArrangement['dataObject']['type'] = 'car') =>
  ({ dataObject: { type }, calculatorSettings: { isActiveOnlineForDrivers: active, dateLastRun } }) as CarArrangement;

describe('outdated runs (7 days)', () => {
  it('is outdated after a week, when never run, or for year-0001 dates', () => {
    expect(isRunOutdated('2026-03-04T12:00:00Z', now)).toBe(false);
    expect(isRunOutdated('2026-03-03T11:59:59Z', now)).toBe(true);
    expect(isRunOutdated(null, now)).toBe(true);
    expect(isRunOutdated('0001-01-01T00:00:00', now)).toBe(true);
  });

  it('counts only arrangements active for drivers', () => {
    expect(outdatedActiveCount([row(true, '2026-01-01'), row(false, '2026-01-01'), row(true, '2026-03-09')], now)).toBe(1);
  });

  it('never calls an arrangement outdated that a bulk run does not price (bike, card …: no lease prices to run)', () => {
    expect(outdatedActiveCount([row(true, null, 'bike'), row(true, '2026-01-01', 'card'), row(true, null)], now)).toBe(1);
  });
});
