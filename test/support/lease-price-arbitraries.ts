import fc from 'fast-check';
import { FUEL_LABELS } from '../../contract/types/core';
import { DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_DIRECTIONS, DEVIATION_UNITS, FUEL_LABELS as DEVIATION_LABELS } from '../../contract/types/deviations';
import { FUEL_CODES } from '../../contract/fuels';
import { BODY_TYPES, type LeaseDeviation, type LeaseSettings } from '../../contract/lease-price';
import { NO_SETTINGS } from './lease-price';

/*
 * fast-check arbitraries of the lease-price calculation's inputs: any version the catalogue holds, any settings the
 * server stores (and min-above-max pairs old data may hold), any deviation. Shared by the calculation's properties
 * (test/src/lease-price-properties.test.ts) and the analyzer's (test/server/analyzer-evaluate.test.ts).
 */

/** Euros with cents, as the API sends them. */
export const euros = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const percentage = maybe(fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100));

export const version = fc.record({
  consumerPrice: euros(250_000),
  fiscalValue: maybe(euros(250_000)),
  fuelCode: fc.constantFrom(...FUEL_CODES),
  co2: maybe(fc.integer({ min: 0, max: 400 })),
  energyLabel: maybe(fc.constantFrom(...FUEL_LABELS)),
  bodyType: maybe(fc.constantFrom(...BODY_TYPES)),
  segmentCode: maybe(fc.constantFrom('A', 'B', 'C', 'D')),
});

// Any settings the server stores, and min-above-max pairs it refuses today but old data may hold.
export const settings: fc.Arbitrary<LeaseSettings> = fc.record({
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

export const deviation: fc.Arbitrary<LeaseDeviation> = fc.record({
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
