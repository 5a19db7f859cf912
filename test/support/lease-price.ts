import type { LeaseCarVersion, LeaseDeviation, LeasePriceInput, LeaseSettings } from '../../contract/lease-price';

/** Settings with nothing set: every amount and percentage empty (no limit), as a new arrangement reads. */
export const NO_SETTINGS: LeaseSettings = {
  ownContributionStandard: null, ownContributionExtra: null, ownContributionFixed: null, ownContributionMax: null, lowerLimitOwnContribution: null,
  maxLease: null, minLease: null, maxLeaseDeviation: null, maxCo2: null, maxFuelLabel: null, maxFiscalValue: null, maxConsumerPrice: null,
  maxOptionsDeviation: null, maxOptionsDeviationUnit: 'amount',
  minBudgetUsePercentage: null, maxBudgetOverrunPercentage: null, maxPaidToDriverPercentage: null,
  ownContributionPercentage: null, ownContributionPercentageMin: null, ownContributionPercentageMax: null,
  ownContributionDeductionPercentage: null, ownContributionDeductionLowerLimit: null,
  overshootOwnContributionInclVat: false, contributionPeriod: 'month',
};

/**
 * The worked example most tests start from: a petrol hatchback of € 40,000 incl. VAT, 120 g/km, label C,
 * 48 months, 20,000 km a year. Its computed price is € 844.94 (test/src/lease-price-parts.test.ts works it out).
 */
export const PETROL_40K: LeaseCarVersion = {
  consumerPrice: 40_000, fiscalValue: 40_000, fuelCode: 'l', co2: 120, energyLabel: 'C', bodyType: 'hb', segmentCode: 'C',
};
export const PETROL_40K_CENTS = 84_494;

export function leaseInput(over: Partial<LeasePriceInput> = {}, settings: Partial<LeaseSettings> = {}): LeasePriceInput {
  return {
    version: PETROL_40K, durationMonths: 48, kmPerYear: 20_000, categoryId: 1, normLease: null, ...over,
    settings: { ...NO_SETTINGS, ...over.settings, ...settings },
  };
}

/** A deviation: "CO2 smaller than 130 g/km adds € 50 to the norm lease of every petrol category", changed by `over`. */
export function deviation(over: Partial<LeaseDeviation> = {}): LeaseDeviation {
  return {
    id: 1, categoryId: null, fuel: 'l', co2FuelLabel1: 'co2', deviationLGS: 'smaller', co2Value: 130, fuelLabelValue: null,
    deviationValue: 50, deviationPB: 'amount', additionOrDeduction: 'addition', ownContributionOrMaxLeaseOrLeasePrice: 'leasePrice', perGrCo2: false,
    ...over,
  };
}
