import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLeasePrice, type LeasePriceInput } from '../../contract/lease-price';
import { deviation, euros, maybe, settings, version } from '../support/lease-price-arbitraries';

const extras = fc.array(fc.record({ description: fc.constant('extra'), price: euros(5_000) }), { maxLength: 3 });

const input: fc.Arbitrary<LeasePriceInput> = fc.record({
  version, settings, options: extras, accessories: extras,
  durationMonths: fc.integer({ min: 1, max: 12 }).map((n) => n * 6),
  kmPerYear: fc.integer({ min: 1, max: 16 }).map((n) => n * 5_000),
  categoryId: maybe(fc.integer({ min: 1, max: 3 })),
  normLease: maybe(euros(2_000)),
  deviations: fc.array(deviation, { maxLength: 5 }),
  fixedLeasePrice: fc.option(euros(2_000), { nil: null, freq: 4 }),
});

const sum = (lines: readonly { cents: number }[]) => lines.reduce((total, line) => total + line.cents, 0);
const RUNS = { numRuns: 500, seed: 20_261_125 };

describe('lease price: properties', () => {
  it('never gives a negative price or part, and every figure is whole cents', () => {
    fc.assert(fc.property(input, (i) => {
      const result = calculateLeasePrice(i);
      expect(result.leasePrice).toBeGreaterThanOrEqual(0);
      expect(result.computedLeasePrice).toBeGreaterThan(0);
      for (const part of result.parts) expect(part.cents).toBeGreaterThanOrEqual(0);
      for (const cents of [result.leasePrice, result.ownContribution, ...result.ownContributionLines.map((l) => l.cents)]) expect(Number.isInteger(cents)).toBe(true);
      expect(result.normLease?.value ?? 0).toBeGreaterThanOrEqual(0);
      expect(result.maxLease?.value ?? 0).toBeGreaterThanOrEqual(0);
    }), RUNS);
  });

  it('adds every breakdown up to its total', () => {
    fc.assert(fc.property(input, (i) => {
      const result = calculateLeasePrice(i);
      expect(sum(result.parts)).toBe(result.computedLeasePrice);
      expect(sum(result.ownContributionLines)).toBe(result.ownContribution);
      for (const amount of [result.normLease, result.maxLease]) if (amount) expect(amount.base + sum(amount.lines)).toBe(amount.value);
      expect(result.allowed).toBe(result.refusals.length === 0);
    }), RUNS);
  });

  it('lets a fixed price win whenever one is given', () => {
    fc.assert(fc.property(input, (i) => {
      const result = calculateLeasePrice(i);
      expect(result.isFixedPrice).toBe(i.fixedLeasePrice !== null);
      expect(result.leasePrice).toBe(i.fixedLeasePrice === null || i.fixedLeasePrice === undefined ? result.computedLeasePrice : Math.round(i.fixedLeasePrice * 100));
    }), RUNS);
  });

  it('costs no less for a dearer car or more kilometres', () => {
    fc.assert(fc.property(input, euros(50_000), fc.integer({ min: 1, max: 15 }), (i, more, steps) => {
      const computed = (over: Partial<LeasePriceInput>) => calculateLeasePrice({ ...i, ...over }).computedLeasePrice;
      const base = computed({});
      const dearer = Math.min(i.version.consumerPrice + more, 300_000);
      expect(computed({ version: { ...i.version, consumerPrice: dearer } })).toBeGreaterThanOrEqual(base);
      const km = Math.min(80_000, i.kmPerYear + steps * 5_000);
      expect(computed({ kmPerYear: km })).toBeGreaterThanOrEqual(base);
    }), RUNS);
  });

  it('gives four weeks × 13 the same as months × 12 within a cent', () => {
    fc.assert(fc.property(input, (i) => {
      const result = calculateLeasePrice(i);
      expect(result.fourWeekly === null).toBe(i.settings.contributionPeriod === 'month');
      if (!result.fourWeekly) return;
      for (const [monthly, fourWeekly] of [[result.leasePrice, result.fourWeekly.leasePrice], [result.ownContribution, result.fourWeekly.ownContribution]] as const) {
        // Each four-weekly figure is within half a cent of monthly × 12 / 13, so × 13 / 12 is back within a cent.
        expect(Math.abs(fourWeekly * 13 - monthly * 12)).toBeLessThanOrEqual(13 / 2);
        expect(Math.abs((fourWeekly * 13) / 12 - monthly)).toBeLessThanOrEqual(1);
      }
    }), RUNS);
  });

  it('is pure: the same input gives the same result and is left untouched', () => {
    fc.assert(fc.property(input, (i) => {
      const copy = structuredClone(i);
      expect(calculateLeasePrice(i)).toEqual(calculateLeasePrice(copy));
      expect(i).toEqual(copy);
    }), { ...RUNS, numRuns: 100 });
  });
});
