import type { ArrangementSettingValues, FuelLabel } from '../types/arrangement-settings';
import type { DEVIATION_ADJUSTMENTS, DEVIATION_APPLIES_TO, DEVIATION_BASES, DEVIATION_DIRECTIONS, DEVIATION_FUELS, DEVIATION_UNITS } from '../types/deviations';
import type { FuelCode } from '../fuels';

/*
 * The calculation's inputs, named as the API already names them: the version as car_types holds it
 * (migration 0002), the arrangement's settings as GET /cararrangementsetting answers them, the
 * deviations as GET /cararrangement/deviations does. Amounts in euros (as sent); the module turns them
 * into cents once (money.ts).
 */

/** Body types of spec 02 §3; bu* and pu* are vans and pick-ups (commercial road tax, rates.ts). */
export const BODY_TYPES = ['hb', 'sd', 'sw', 'tw', 'co', 'ca', 'bu', 'sc', 'sp', 'bulw', 'buhd', 'budc', 'pu', 'pudc', 'pulw'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

/** Durations 6–72 months (step 6) and yearly kilometres 5,000–80,000 (step 5,000): spec 02 §3, §9. */
export const DURATION_RANGE = { min: 6, max: 72, step: 6 } as const;
export const KM_RANGE = { min: 5_000, max: 80_000, step: 5_000 } as const;
/** The largest price the calculation accepts, in euros: keeps every cents product below 2^53 (money.ts). */
export const MAX_PRICE_EUROS = 10_000_000;

/** A version of a model (car_types). */
export interface LeaseCarVersion {
  /** Consumer price incl. VAT, euros. */
  consumerPrice: number;
  fiscalValue: number | null;
  fuelCode: FuelCode;
  /** g/km; null when the catalogue does not know it. */
  co2: number | null;
  /** A–G, or '-' (n.v.t.). */
  energyLabel: FuelLabel | null;
  bodyType: BodyType | null;
  segmentCode: string | null;
}

/** A chosen option or accessory: its price incl. VAT in euros. */
export interface LeaseExtra {
  description: string;
  price: number;
}

/** The settings the calculation reads, by their GET /cararrangementsetting names (null: not set). */
export type LeaseSettings = Pick<ArrangementSettingValues,
  | 'ownContributionStandard' | 'ownContributionExtra' | 'ownContributionFixed' | 'ownContributionMax' | 'lowerLimitOwnContribution'
  | 'maxLease' | 'minLease' | 'maxLeaseDeviation' | 'maxCo2' | 'maxFuelLabel' | 'maxFiscalValue' | 'maxConsumerPrice'
  | 'maxOptionsDeviation' | 'maxOptionsDeviationUnit'
  | 'minBudgetUsePercentage' | 'maxBudgetOverrunPercentage' | 'maxPaidToDriverPercentage'
  | 'ownContributionPercentage' | 'ownContributionPercentageMin' | 'ownContributionPercentageMax'
  | 'ownContributionDeductionPercentage' | 'ownContributionDeductionLowerLimit'
  | 'overshootOwnContributionInclVat' | 'contributionPeriod'
> & Partial<Pick<ArrangementSettingValues, 'segmentsIncluded' | 'segmentsExcluded'>>;

/** A deviation of the arrangement, by the fields GET /cararrangement/deviations answers. */
export interface LeaseDeviation {
  id: number;
  /** null: every category of the arrangement. */
  categoryId: number | null;
  fuel: (typeof DEVIATION_FUELS)[number];
  co2FuelLabel1: (typeof DEVIATION_BASES)[number];
  deviationLGS: (typeof DEVIATION_DIRECTIONS)[number];
  co2Value: number | null;
  fuelLabelValue: string | null;
  /** Euros (amount) or percent (percentage), per deviationPB. */
  deviationValue: number;
  deviationPB: (typeof DEVIATION_UNITS)[number];
  additionOrDeduction: (typeof DEVIATION_ADJUSTMENTS)[number];
  ownContributionOrMaxLeaseOrLeasePrice: (typeof DEVIATION_APPLIES_TO)[number];
  perGrCo2: boolean | null;
}

/** Everything one price needs. */
export interface LeasePriceInput {
  version: LeaseCarVersion;
  options?: readonly LeaseExtra[];
  accessories?: readonly LeaseExtra[];
  durationMonths: number;
  kmPerYear: number;
  settings: LeaseSettings;
  /** The category the driver is in (deviations for one category match it); null: none chosen. */
  categoryId: number | null;
  /** The category's norm lease (the driver's monthly budget) in euros; null: the category has none. */
  normLease: number | null;
  deviations?: readonly LeaseDeviation[];
  /** A fixed lease price for this version (euros a month): wins over the computed one. */
  fixedLeasePrice?: number | null;
}

/** The cost parts of the monthly price (parts.ts). */
export type CostPart = 'depreciation' | 'interest' | 'maintenance' | 'tyres' | 'insurance' | 'roadTax' | 'energy' | 'managementFee';

/** The steps that make up the own contribution (own-contribution.ts). */
export type ContributionStep =
  | 'fixed' | 'standard' | 'overshoot' | 'overshootVat' | 'extra' | 'consumerPricePercentage'
  | 'deviation' | 'deviationFloor' | 'deduction' | 'lowerLimit' | 'max' | 'paidToDriver';

/** The amounts deviations adjust: the norm lease (deviation "lease price") and the max lease. */
export type AdjustedAmountName = 'normLease' | 'maxLease';

/** The facts behind a line, for the reader: figures in cents, basis points, grams, months or km. */
export type Why = Readonly<Record<string, number | string | boolean | null>>;

/** One line of a breakdown: what, how much (cents, signed), why; a deviation's id when one caused it. */
export interface PriceLine<What extends string = string> {
  what: What;
  cents: number;
  why: Why;
  deviationId?: number;
}

/** An amount an arrangement sets and deviations adjust: its base, the lines and the result (cents). */
export interface AdjustedAmount {
  base: number;
  lines: PriceLine<'deviation' | 'deviationFloor'>[];
  value: number;
}

/** Why a car is not allowed under the arrangement, with the compared figures. */
export type RefusalReason =
  | 'co2AboveMax' | 'fuelLabelAboveMax' | 'fiscalValueAboveMax' | 'consumerPriceAboveMax' | 'optionsAboveMax'
  | 'leaseAboveMax' | 'leaseBelowMin' | 'budgetUseBelowMin' | 'budgetOverrunAboveMax' | 'segmentNotIncluded' | 'segmentExcluded';

export interface Refusal {
  reason: RefusalReason;
  /** The car's figure and the arrangement's limit (cents for money, g/km, a label, a segment code). */
  actual: number | string;
  limit: number | string | readonly string[];
}

/** A deviation that matched the car and what it did (or why it could not: no amount to adjust). */
export interface DeviationEffect {
  deviationId: number;
  target: 'ownContribution' | AdjustedAmountName;
  /** Signed cents added to the target; 0 when skipped. */
  cents: number;
  /** Grams beyond the compared CO2 value the amount was multiplied by (per gram CO2), else 1. */
  multiplier: number;
  skipped?: 'noNormLease' | 'noMaxLease';
}

export interface LeasePriceResult {
  /** Cents a month: the fixed lease price when one is given, else the computed one. */
  leasePrice: number;
  computedLeasePrice: number;
  isFixedPrice: boolean;
  /** The computed price's parts; they sum to computedLeasePrice. */
  parts: PriceLine<CostPart>[];
  /** The category's norm lease after "lease price" deviations; null without a norm lease. */
  normLease: AdjustedAmount | null;
  /** The arrangement's max lease after its deviations; null without a max lease. */
  maxLease: AdjustedAmount | null;
  /** The driver's monthly own contribution (negative: paid to the driver); the lines sum to it. */
  ownContribution: number;
  ownContributionLines: PriceLine<ContributionStep>[];
  /** Every deviation that matched the car: those on the norm lease, then the max lease, then the own contribution. */
  deviations: DeviationEffect[];
  allowed: boolean;
  refusals: Refusal[];
  /** Per four weeks (× 12 / 13) when the arrangement's contribution period is four weeks or both. */
  fourWeekly: { leasePrice: number; ownContribution: number } | null;
}
