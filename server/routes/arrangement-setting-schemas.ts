import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import { CONTRIBUTION_PERIODS, DEVIATION_UNITS, FUEL_LABELS } from '../../contract/types/core';
import { nullable } from '../../contract/schemas';
import { ignoredFields } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';

/**
 * An arrangement's settings (spec 02 §3 "Arrangement settings", §5, §7; issue 14 point 3). Each field's
 * column is its name in snake case (maxCo2 → max_co2). Empty amounts and percentages mean "no limit".
 * SETTING_DEFAULTS are the columns' defaults in migration 0003: what an arrangement without a stored
 * settings row reads as. (Not as the schemas' `default`: ajv would fill them into every PUT body.)
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

export type SettingColumnName = keyof typeof SETTING_COLUMNS;
export type SettingColumns = { [K in SettingColumnName]: Static<(typeof SETTING_COLUMNS)[K]> };

/** The NOT NULL columns' defaults (migration 0003); every other field is empty (null) by default. */
export const SETTING_DEFAULTS: Partial<SettingColumns> = {
  maxOptionsDeviationUnit: 'amount', contributionPeriod: 'month', defaultExpirationWeeks: 4,
  isOfflineOnly: false, showLeasePriceToEmployee: true, showLeasePriceToSupervisors: true, isOnlyForSupervisors: false,
  overshootOwnContributionInclVat: false, hasAutoReviews: false, hasComparisonTool: false, hasDriverLicenseCheck: false,
  hasAdvancedTaxBrackets: false, hasPersonalCostCalculation: false, askCarkitQuestion: false, hideOwnOptionsInput: false,
  importerOptionsSelectableOnline: false, metallicPaintInLeasePrice: false, requiresNameAddressData: false,
  showOwnContribution: true, showEstimateMaxOptions: false, showFuelSurplus: false, showAccessories: true, showDealerContact: true,
  showAttachmentUpload: false, showExpectedAnnualKm: true, showNegativePriceOptions: false,
};

export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Pairs whose low end may not be above the high end: [low, high]. */
export const ORDERED_PAIRS: readonly (readonly [SettingColumnName, SettingColumnName])[] = [
  ['minLease', 'maxLease'],
  ['ownContributionPercentageMin', 'ownContributionPercentageMax'],
  ['lowerLimitOwnContribution', 'ownContributionMax'],
];

/** A segment of the car catalogue by its code (migration 0002). */
const segmentCodes = Type.Array(Type.String({ pattern: '^[A-Za-z0-9]{1,10}$' }), { maxItems: 100, uniqueItems: true });

const optional = <T extends Record<string, TSchema>>(schemas: T) =>
  Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, Type.Optional(schema)])) as { [K in keyof T]: TOptional<T[K]> };

/** Read-only in a PUT: shown by GET, written elsewhere (the logo by its own call, durations by the calculator setting). */
export const SETTING_READ_ONLY = ['version', 'logoUrl', 'carArrangement', 'durationKm'] as const;

/**
 * PUT /cararrangementsetting: the arrangement and any setting (what it omits stays as stored); what GET
 * returned is accepted as it is. isActiveOnlineForDrivers is the calculator setting's flag.
 */
export const ArrangementSettingUpdate = Type.Object({
  carArrangementId: idSchema,
  ...optional(SETTING_COLUMNS),
  isActiveOnlineForDrivers: Type.Optional(Type.Boolean()),
  segmentsIncluded: Type.Optional(segmentCodes),
  segmentsExcluded: Type.Optional(segmentCodes),
  ...ignoredFields(SETTING_READ_ONLY),
}, { additionalProperties: false });
export type ArrangementSettingUpdate = Static<typeof ArrangementSettingUpdate>;
