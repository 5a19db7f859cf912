import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUEL_LABELS } from '../../src/api/types';
import {
  DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_DIRECTIONS, DEVIATION_UNITS, FUEL_LABELS as DEVIATION_LABELS,
} from '../../src/api/types-deviations';
import { FUEL_CODES } from '../../src/lib/fuels';
import { BODY_TYPES, calculateLeasePrice, type LeaseDeviation, type LeasePriceInput, type LeaseSettings } from '../../src/lib/lease-price';
import { NO_SETTINGS } from '../support/lease-price';

/** Euros with cents, as the API sends them. */
const euros = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const percentage = maybe(fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100));

const version = fc.record({
  consumerPrice: euros(250_000),
  fiscalValue: maybe(euros(250_000)),
  fuelCode: fc.constantFrom(...FUEL_CODES),
  co2: maybe(fc.integer({ min: 0, max: 400 })),
  energyLabel: maybe(fc.constantFrom(...FUEL_LABELS)),
  bodyType: maybe(fc.constantFrom(...BODY_TYPES)),
  segmentCode: maybe(fc.constantFrom('A', 'B', 'C', 'D')),
});

// Any settings the server stores, and min-above-max pairs it refuses today but old data may hold.
const settings: fc.Arbitrary<LeaseSettings> = fc.record({
  ownContributionStandard: maybe(euros(300)), ownContributionExtra: maybe(euros(300)), ownContributionFixed: fc.option(euros(300), { nil: null, freq: 5 }),
  ownContributionMax: maybe(euros(500)), lowerLimitOwnContribution: maybe(euros(500)),
  maxLease: maybe(euros(2_000)), minLease: maybe(euros(1_000)), maxLeaseDeviation: maybe(euros(200)),
  maxCo2: maybe(fc.integer({ min: 0, max: 400 })), maxFuelLabel: maybe(fc.constantFrom(...FUEL_LABELS)),
  maxFiscalValue: maybe(euros(250_000)), maxConsumerPrice: maybe(euros(250_000)),
  maxOptionsDeviation: maybe(euros(100)), maxOptionsDeviationUnit: fc.constantFrom(...DEVIATION_UNITS),
  minBudgetUsePercentage: percentage, maxBudgetOverrunPercentage: percentage, maxPaidToDriverPercentage: percentage,
  ownContributionPercentage: maybe(fc.integer({ min: 0, max: 500 }).map((bp) => bp / 100)),
  ownContributionPercentageMin: maybe(euros(300)), ownContributionPercentageMax: maybe(euros(300)),
  ownContributionDeductionPercentage: percentage, ownContributionDeductionLowerLimit: maybe(euros(300)),
  overshootOwnContributionInclVat: fc.boolean(), contributionPeriod: fc.constantFrom('month', 'fourWeeks', 'both'),
}).map((s) => ({ ...NO_SETTINGS, ...s }));

const deviation: fc.Arbitrary<LeaseDeviation> = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  categoryId: maybe(fc.integer({ min: 1, max: 3 })),
  fuel: fc.constantFrom('l', 'd'),
  basis: fc.constantFrom('co2', 'fuelLabel'),
  deviationLGS: fc.constantFrom(...DEVIATION_DIRECTIONS),
  co2Value: fc.integer({ min: 0, max: 400 }),
  fuelLabelValue: fc.constantFrom(...DEVIATION_LABELS),
  deviationPB: fc.constantFrom(...DEVIATION_UNITS),
  deviationValue: euros(100),
  additionOrDeduction: fc.constantFrom(...DEVIATION_ADJUSTMENTS),
  ownContributionOrMaxLeaseOrLeasePrice: fc.constantFrom(...DEVIATION_APPLIES_TO),
  perGrCo2: fc.boolean(),
}).map(({ basis, co2Value, fuelLabelValue, perGrCo2, ...rest }) => ({
  ...rest,
  co2FuelLabel1: basis,
  co2Value: basis === 'co2' ? co2Value : null,
  fuelLabelValue: basis === 'fuelLabel' ? fuelLabelValue : null,
  perGrCo2: basis === 'co2' && perGrCo2,
}));

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
