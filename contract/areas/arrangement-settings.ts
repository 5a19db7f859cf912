import { Type } from 'typebox';
import { nullable } from '../schemas';
import { CONTRIBUTION_PERIODS, DEVIATION_UNITS, FUEL_LABELS } from '../types/core';

/**
 * An arrangement's settings as PUT /cararrangementsetting writes them (spec 02 §3 "Arrangement settings", §5, §7):
 * every field with its limits, which the server validates with (server/routes/arrangement-setting-schemas.ts) and the
 * settings form shows (src/features/arrangement-settings/settings-values.ts). Empty amounts and percentages mean
 * "no limit".
 */
const amount = () => nullable(Type.Number({ minimum: 0, maximum: 99_999_999.99, format: 'cents' }));
const largeAmount = () => nullable(Type.Number({ minimum: 0, maximum: 9_999_999_999.99, format: 'cents' }));
const percentage = () => nullable(Type.Number({ minimum: 0, maximum: 100, format: 'cents' }));
const flag = () => Type.Boolean();

/** The fields stored in car_arrangement_settings, by group as the screen shows them. */
export const SETTING_COLUMNS = {
  // Own contribution.
  ownContributionStandard: amount(),
  ownContributionExtra: amount(),
  ownContributionFixed: amount(),
  ownContributionMax: amount(),
  lowerLimitOwnContribution: amount(),
  // Limits.
  maxLease: amount(),
  minLease: amount(),
  maxLeaseDeviation: amount(),
  maxCo2: nullable(Type.Integer({ minimum: 0, maximum: 1000 })),
  maxFuelLabel: nullable(Type.Enum(FUEL_LABELS)),
  maxFiscalValue: largeAmount(),
  maxConsumerPrice: largeAmount(),
  // In the unit below; a percentage is at most 100 (checked with the unit, repositories/arrangement-setting.ts).
  maxOptionsDeviation: amount(),
  maxOptionsDeviationUnit: Type.Enum(DEVIATION_UNITS),
  // Percentages.
  minBudgetUsePercentage: percentage(),
  maxBudgetOverrunPercentage: percentage(),
  maxPaidToDriverPercentage: percentage(),
  ownContributionPercentage: percentage(),
  ownContributionPercentageMin: amount(),
  ownContributionPercentageMax: amount(),
  ownContributionDeductionPercentage: percentage(),
  ownContributionDeductionLowerLimit: amount(),
  // Contribution period and the default expiry of a driver's access.
  contributionPeriod: Type.Enum(CONTRIBUTION_PERIODS),
  defaultExpirationWeeks: Type.Integer({ minimum: 1, maximum: 520 }),
  // Flags.
  isOfflineOnly: flag(),
  showLeasePriceToEmployee: flag(),
  showLeasePriceToSupervisors: flag(),
  isOnlyForSupervisors: flag(),
  overshootOwnContributionInclVat: flag(),
  hasAutoReviews: flag(),
  hasComparisonTool: flag(),
  // Makes the driver's birth date mandatory.
  hasDriverLicenseCheck: flag(),
  hasAdvancedTaxBrackets: flag(),
  hasPersonalCostCalculation: flag(),
  askCarkitQuestion: flag(),
  hideOwnOptionsInput: flag(),
  importerOptionsSelectableOnline: flag(),
  metallicPaintInLeasePrice: flag(),
  requiresNameAddressData: flag(),
  // Display options.
  showOwnContribution: flag(),
  showEstimateMaxOptions: flag(),
  showFuelSurplus: flag(),
  showAccessories: flag(),
  showDealerContact: flag(),
  showAttachmentUpload: flag(),
  showExpectedAnnualKm: flag(),
  showNegativePriceOptions: flag(),
};

/** Pairs whose low end may not be above the high end: [low, high] (both sides check them). */
export const ORDERED_PAIRS: readonly (readonly [keyof typeof SETTING_COLUMNS, keyof typeof SETTING_COLUMNS])[] = [
  ['minLease', 'maxLease'],
  ['ownContributionPercentageMin', 'ownContributionPercentageMax'],
  ['lowerLimitOwnContribution', 'ownContributionMax'],
];
