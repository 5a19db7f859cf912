import { Type, type Static, type TOptional, type TSchema } from 'typebox';
import { SETTING_COLUMNS } from '../../contract/areas/arrangement-settings';
import { ignoredFields } from '../kit/schemas';
import { idSchema } from '../../contract/schemas';

/**
 * An arrangement's settings (spec 02 §3 "Arrangement settings", §5, §7; issue 14 point 3). Each field's
 * column is its name in snake case (maxCo2 → max_co2). Empty amounts and percentages mean "no limit".
 * SETTING_DEFAULTS are the columns' defaults in migration 0003: what an arrangement without a stored
 * settings row reads as. (Not as the schemas' `default`: ajv would fill them into every PUT body.) The fields and their
 * limits are contract/areas/arrangement-settings.ts, which the app's form reads too.
 */

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
