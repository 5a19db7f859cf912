import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptPrices } from '../../server/jobs/kept-prices';
import type { PricedColumns } from '../../server/jobs/bulk-pricing-task';

const window = (ids: number[]): PricedColumns => ({
  versionId: ids, categoryId: ids.map(() => 7), durationMonths: ids.map(() => 48), kmPerYear: ids.map(() => 20000),
  leasePrice: ids.map((id) => (id % 2 ? id / 100 : null)), ownContribution: ids.map((id) => (id % 2 ? 0 : null)), allowed: ids.map((id) => id % 2 === 1),
  error: ids.map((id) => (id % 2 ? null : `version ${id} has no consumer price`)),
});

describe('the prices a run keeps for its workbooks', () => {
  it('answers each tracked part its kept prices by version, across windows, and nothing for a part not tracked', () => {
    const kept = new KeptPrices();
    kept.track(1);
    kept.keep(1, window([3, 4]));
    kept.keep(1, window([9]));
    kept.keep(2, window([3]));
    expect([...kept.pricesOf(1, [9, 3, 4, 5])]).toEqual([
      [9, [7, 48, 20000, 0.09, 0, true, null]], [3, [7, 48, 20000, 0.03, 0, true, null]],
      [4, [7, 48, 20000, null, null, false, 'version 4 has no consumer price']]]);
    expect([kept.has(1), kept.has(2), kept.pricesOf(2, [3]).size]).toEqual([true, false, 0]);
  });

  it('finds every kept version and no other, over any ascending windows (a search, where a Map of every version was)', () => {
    const windows = fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 30 }), { maxLength: 12 });
    fc.assert(fc.property(windows, fc.array(fc.integer({ min: 0, max: 401 }), { maxLength: 60 }), (drawn, asked) => {
      // Ascending from window to window, as the run reads the catalogue: window k holds ids of (k * 400, (k + 1) * 400].
      const ids = drawn.map((w, k) => [...w].sort((a, b) => a - b).map((id) => id + k * 400));
      const kept = new KeptPrices();
      kept.track(1);
      for (const w of ids) kept.keep(1, window(w));
      const all = new Set(ids.flat());
      const questions = asked.flatMap((id) => [id, id + 400 * Math.floor(id % 12)]);
      const found = kept.pricesOf(1, questions);
      expect([...found.keys()].sort((a, b) => a - b)).toEqual([...new Set(questions.filter((id) => all.has(id)))].sort((a, b) => a - b));
      for (const [id, price] of found) expect(price[3]).toBe(id % 2 ? id / 100 : null);
    }));
  });

  it('keeps nothing at all once the run has more rows than its limit: every workbook then reads the table', () => {
    const kept = new KeptPrices(3);
    kept.track(1);
    kept.track(2);
    kept.keep(1, window([1, 2]));
    expect(kept.has(1)).toBe(true);
    kept.keep(2, window([1, 2]));
    expect([kept.has(1), kept.has(2)]).toEqual([false, false]);
  });
});
