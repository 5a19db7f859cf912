import { describe, expect, it } from 'vitest';
import { calculateLeasePrice, type LeasePriceInput, type LeaseSettings, type RefusalReason } from '../../contract/lease-price';
import { PETROL_40K, PETROL_40K_CENTS, leaseInput } from '../support/lease-price';

// The example car costs 84,494 cents a month (lease-price-parts.test.ts); its gross capital is 4,000,000 cents.
const price = (settings: Partial<LeaseSettings>, over: Partial<LeasePriceInput> = {}) => calculateLeasePrice(leaseInput(over, settings));
const contribution = (settings: Partial<LeaseSettings>, normLease: number | null = 750) => price(settings, { normLease });
const steps = (settings: Partial<LeaseSettings>, normLease: number | null = 750) =>
  contribution(settings, normLease).ownContributionLines.map((line) => [line.what, line.cents]);
const reasons = (settings: Partial<LeaseSettings>, over: Partial<LeasePriceInput> = {}): RefusalReason[] =>
  price(settings, over).refusals.map((r) => r.reason);

describe('lease price: own contribution', () => {
  it('is nothing under the norm lease without settings, the overshoot above it', () => {
    expect(contribution({}, 900).ownContribution).toBe(0);
    // 84,494 − 75,000 = 9,494.
    expect(steps({})).toEqual([['overshoot', 9_494]]);
    expect(contribution({}, null).ownContribution).toBe(0);
  });

  it('adds the standard contribution always, and VAT and the extra only above the norm lease', () => {
    expect(steps({ ownContributionStandard: 50, ownContributionExtra: 30, overshootOwnContributionInclVat: true }, 900)).toEqual([['standard', 5_000]]);
    // Overshoot 9,494; VAT 21 % of it: 1,993.74 → 1,994; extra 3,000. Total 5,000 + 9,494 + 1,994 + 3,000 = 19,488.
    expect(steps({ ownContributionStandard: 50, ownContributionExtra: 30, overshootOwnContributionInclVat: true })).toEqual([
      ['standard', 5_000], ['overshoot', 9_494], ['overshootVat', 1_994], ['extra', 3_000],
    ]);
    expect(contribution({ ownContributionStandard: 50, ownContributionExtra: 30, overshootOwnContributionInclVat: true }).ownContribution).toBe(19_488);
  });

  it('lets a fixed own contribution replace standard, overshoot and percentage; a fixed 0 is 0', () => {
    expect(steps({ ownContributionFixed: 100, ownContributionStandard: 50, ownContributionPercentage: 2 })).toEqual([['fixed', 10_000]]);
    expect(contribution({ ownContributionFixed: 0 }).ownContribution).toBe(0);
  });

  it('takes a percentage of the consumer price a year, monthly, within its min and max (max wins when min is above it)', () => {
    // 1.5 % of 4,000,000 a year / 12 = 5,000 a month.
    expect(steps({ ownContributionPercentage: 1.5 }, 900)).toEqual([['consumerPricePercentage', 5_000]]);
    expect(contribution({ ownContributionPercentage: 1.5, ownContributionPercentageMin: 60 }, 900).ownContribution).toBe(6_000);
    expect(contribution({ ownContributionPercentage: 1.5, ownContributionPercentageMax: 40 }, 900).ownContribution).toBe(4_000);
    expect(contribution({ ownContributionPercentage: 1.5, ownContributionPercentageMin: 60, ownContributionPercentageMax: 40 }, 900).ownContribution).toBe(4_000);
    expect(contribution({ ownContributionPercentage: 0, ownContributionPercentageMin: 60 }, 900).ownContribution).toBe(0);
    // Options count: (4,000,000 + 121,000) × 150 / 120,000 = 5,151.25 → 5,151.
    expect(price({ ownContributionPercentage: 1.5 }, { normLease: 2_000, options: [{ description: 'Panorama roof', price: 1_210 }] }).ownContribution).toBe(5_151);
  });

  it('deducts its percentage down to the deduction lower limit, never raising an amount below it', () => {
    // 9,494 − 20 % (1,898.8 → 1,899) = 7,595.
    expect(steps({ ownContributionDeductionPercentage: 20 })).toEqual([['overshoot', 9_494], ['deduction', -1_899]]);
    expect(contribution({ ownContributionDeductionPercentage: 20, ownContributionDeductionLowerLimit: 80 }).ownContribution).toBe(8_000);
    expect(contribution({ ownContributionStandard: 50, ownContributionDeductionPercentage: 20, ownContributionDeductionLowerLimit: 80 }, 900).ownContribution).toBe(5_000);
  });

  it('raises a positive own contribution to the lower limit and caps it at the max; the max wins over a higher lower limit', () => {
    expect(steps({ ownContributionMax: 60 })).toEqual([['overshoot', 9_494], ['max', -3_494]]);
    expect(contribution({ lowerLimitOwnContribution: 120 }).ownContribution).toBe(12_000);
    expect(contribution({ lowerLimitOwnContribution: 120 }, 900).ownContribution).toBe(0);
    expect(contribution({ lowerLimitOwnContribution: 100, ownContributionMax: 80 }).ownContribution).toBe(8_000);
    expect(contribution({ ownContributionMax: 0 }).ownContribution).toBe(0);
  });

  it('pays the driver the budget left, up to its percentage of the norm lease', () => {
    // Norm 90,000: 5,506 left, cap 10 % = 9,000 → −5,506. Norm 100,000: 15,506 left, cap 10,000 → −10,000.
    expect(contribution({ maxPaidToDriverPercentage: 10 }, 900).ownContribution).toBe(-5_506);
    expect(contribution({ maxPaidToDriverPercentage: 10 }, 1_000).ownContribution).toBe(-10_000);
    expect(contribution({ maxPaidToDriverPercentage: 0 }, 1_000).ownContribution).toBe(0);
    expect(contribution({ maxPaidToDriverPercentage: 10 }).ownContribution).toBe(9_494);
  });
});

describe('lease price: whether the arrangement allows the car', () => {
  it('refuses above maxCo2, a worse label, a higher fiscal value or consumer price, at the boundary allowing', () => {
    expect(reasons({ maxCo2: 119 })).toEqual(['co2AboveMax']);
    expect(reasons({ maxCo2: 120 })).toEqual([]);
    expect(reasons({ maxCo2: 0 }, { version: { ...PETROL_40K, co2: null } })).toEqual([]);
    expect(reasons({ maxFuelLabel: 'B' })).toEqual(['fuelLabelAboveMax']);
    expect(reasons({ maxFuelLabel: 'C' })).toEqual([]);
    expect(reasons({ maxFuelLabel: '-' })).toEqual([]);
    expect(reasons({ maxFuelLabel: 'A' }, { version: { ...PETROL_40K, energyLabel: '-' } })).toEqual([]);
    expect(reasons({ maxFiscalValue: 39_999.99 })).toEqual(['fiscalValueAboveMax']);
    expect(reasons({ maxFiscalValue: 40_000 })).toEqual([]);
    expect(reasons({ maxConsumerPrice: 39_999.99 })).toEqual(['consumerPriceAboveMax']);
    expect(price({ maxConsumerPrice: 39_999.99 }).refusals[0]).toEqual({ reason: 'consumerPriceAboveMax', actual: 4_000_000, limit: 3_999_999 });
  });

  it('applies the max options deviation: in euros 0 means 0, in percent 0 means no filter', () => {
    const option = { options: [{ description: 'Tow bar', price: 500 }] };
    expect(reasons({ maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'amount' }, option)).toEqual(['optionsAboveMax']);
    expect(reasons({ maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'amount' })).toEqual([]);
    expect(reasons({ maxOptionsDeviation: 0, maxOptionsDeviationUnit: 'percentage' }, option)).toEqual([]);
    // 1 % of € 40,000 = € 400 < € 500; 1.25 % = € 500 allowed.
    expect(reasons({ maxOptionsDeviation: 1, maxOptionsDeviationUnit: 'percentage' }, option)).toEqual(['optionsAboveMax']);
    expect(reasons({ maxOptionsDeviation: 1.25, maxOptionsDeviationUnit: 'percentage' }, option)).toEqual([]);
    expect(reasons({ maxOptionsDeviation: 499, maxOptionsDeviationUnit: 'amount' }, { accessories: option.options })).toEqual(['optionsAboveMax']);
  });

  it('compares the lease price with max lease plus its tolerance, and min lease', () => {
    expect(reasons({ maxLease: 800 })).toEqual(['leaseAboveMax']);
    // 80,000 + 5,000 tolerance = 85,000 ≥ 84,494.
    expect(reasons({ maxLease: 800, maxLeaseDeviation: 50 })).toEqual([]);
    expect(reasons({ maxLease: 844.94 })).toEqual([]);
    expect(reasons({ minLease: 900 })).toEqual(['leaseBelowMin']);
    expect(reasons({ minLease: 844.94 })).toEqual([]);
    expect(reasons({ minLease: 900, maxLease: 800 })).toEqual(['leaseAboveMax', 'leaseBelowMin']);
  });

  it('keeps the price within the budget percentages of the norm lease', () => {
    // Overrun: 75,000 + 10 % = 82,500 < 84,494; + 15 % = 86,250.
    expect(reasons({ maxBudgetOverrunPercentage: 10 }, { normLease: 750 })).toEqual(['budgetOverrunAboveMax']);
    expect(reasons({ maxBudgetOverrunPercentage: 15 }, { normLease: 750 })).toEqual([]);
    expect(reasons({ maxBudgetOverrunPercentage: 0 }, { normLease: 750 })).toEqual(['budgetOverrunAboveMax']);
    // Use: 95 % of 90,000 = 85,500 > 84,494; 90 % = 81,000.
    expect(reasons({ minBudgetUsePercentage: 95 }, { normLease: 900 })).toEqual(['budgetUseBelowMin']);
    expect(reasons({ minBudgetUsePercentage: 90 }, { normLease: 900 })).toEqual([]);
    expect(reasons({ minBudgetUsePercentage: 95, maxBudgetOverrunPercentage: 0 })).toEqual([]);
  });

  it('honours the segments included and excluded', () => {
    expect(reasons({ segmentsIncluded: ['D'] })).toEqual(['segmentNotIncluded']);
    expect(reasons({ segmentsIncluded: ['C', 'D'] })).toEqual([]);
    expect(reasons({ segmentsExcluded: ['C'] })).toEqual(['segmentExcluded']);
    expect(reasons({ segmentsIncluded: [], segmentsExcluded: [] })).toEqual([]);
  });

  it('lists every reason at once', () => {
    expect(reasons({ maxCo2: 100, maxFuelLabel: 'A', maxLease: 500 })).toEqual(['co2AboveMax', 'fuelLabelAboveMax', 'leaseAboveMax']);
  });
});

describe('lease price: fixed prices and the contribution period', () => {
  it('lets a fixed lease price win, for the limits and the own contribution too, keeping the computed parts', () => {
    const result = price({ maxLease: 750 }, { fixedLeasePrice: 700, normLease: 650 });
    expect(result.isFixedPrice).toBe(true);
    expect(result.leasePrice).toBe(70_000);
    expect(result.computedLeasePrice).toBe(PETROL_40K_CENTS);
    expect(result.allowed).toBe(true);
    expect(result.ownContribution).toBe(5_000);
    expect(price({}, { fixedLeasePrice: null }).isFixedPrice).toBe(false);
    expect(price({}, { fixedLeasePrice: 0 }).leasePrice).toBe(0);
  });

  it('gives four-weekly figures (× 12 / 13) only when the period asks for them', () => {
    expect(price({ contributionPeriod: 'month' }).fourWeekly).toBeNull();
    // 84,494 × 12 / 13 = 77,994.46 → 77,994; own contribution 9,494 × 12 / 13 = 8,763.7 → 8,764.
    expect(price({ contributionPeriod: 'fourWeeks' }, { normLease: 750 }).fourWeekly).toEqual({ leasePrice: 77_994, ownContribution: 8_764 });
    // Paid to the driver: −5,506 × 12 / 13 = −5,082.46 → −5,082.
    expect(price({ contributionPeriod: 'both', maxPaidToDriverPercentage: 10 }, { normLease: 900 }).fourWeekly).toEqual({ leasePrice: 77_994, ownContribution: -5_082 });
  });
});
