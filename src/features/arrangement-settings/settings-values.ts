import type { ArrangementSettings, ArrangementSettingValues } from '../../../contract/types/arrangement-settings';
import { ORDERED_PAIRS, SETTING_COLUMNS } from '../../../contract/areas/arrangement-settings';
import type { FieldValues } from '../../api/resource';
import { limitsOf } from '../../lib/contract-limits';
import { CONTRIBUTION_PERIODS, DEVIATION_UNITS, FUEL_LABELS, type CarArrangement } from '../../../contract/types/core';

/**
 * The arrangement settings form without React (issue 14 point 3): its groups in the order an administrator
 * reads them, each field's kind and limits (the contract's, contract/areas/arrangement-settings.ts), the
 * record the generic resourceForm machine edits, what a save sends, and the rules checked before sending.
 */
export type SettingName = keyof ArrangementSettingValues;

export type SettingField =
  | { name: SettingName; kind: 'amount' | 'percentage' | 'count'; min: number; max: number; step: number; help?: boolean }
  | { name: SettingName; kind: 'choice'; choices: readonly string[]; help?: boolean }
  | { name: SettingName; kind: 'flag'; help?: boolean }
  | { name: SettingName; kind: 'segments' };

/** A number field with the contract's minimum, maximum and step. */
function numeric(name: SettingName, kind: 'amount' | 'percentage' | 'count'): SettingField {
  const { min, max, step } = limitsOf({ writable: SETTING_COLUMNS, required: [] }, name);
  if (min === undefined || max === undefined || step === undefined) throw new Error(`${name}: the contract gives no minimum, maximum or step`);
  return { name, kind, min, max, step };
}
const amount = (name: SettingName): SettingField => numeric(name, 'amount');
const percentage = (name: SettingName): SettingField => numeric(name, 'percentage');
const flag = (name: SettingName, help = false): SettingField => ({ name, kind: 'flag', help });

export interface SettingGroup {
  key: string;
  fields: readonly SettingField[];
}

export const SETTING_GROUPS: readonly SettingGroup[] = [
  { key: 'availability', fields: [flag('isActiveOnlineForDrivers', true), flag('isOfflineOnly'), flag('isOnlyForSupervisors')] },
  {
    key: 'ownContribution',
    fields: [amount('ownContributionStandard'), amount('ownContributionExtra'), amount('ownContributionFixed'), amount('ownContributionMax'),
      amount('lowerLimitOwnContribution'), flag('overshootOwnContributionInclVat')],
  },
  {
    key: 'limits',
    fields: [amount('minLease'), amount('maxLease'), amount('maxLeaseDeviation'), numeric('maxCo2', 'count'),
      { name: 'maxFuelLabel', kind: 'choice', choices: FUEL_LABELS }, amount('maxFiscalValue'), amount('maxConsumerPrice'),
      amount('maxOptionsDeviation'), { name: 'maxOptionsDeviationUnit', kind: 'choice', choices: DEVIATION_UNITS, help: true }],
  },
  {
    key: 'percentages',
    fields: [percentage('minBudgetUsePercentage'), percentage('maxBudgetOverrunPercentage'), percentage('maxPaidToDriverPercentage'),
      percentage('ownContributionPercentage'), amount('ownContributionPercentageMin'), amount('ownContributionPercentageMax'),
      percentage('ownContributionDeductionPercentage'), amount('ownContributionDeductionLowerLimit')],
  },
  { key: 'leasePrices', fields: [flag('showLeasePriceToEmployee'), flag('showLeasePriceToSupervisors', true)] },
  {
    key: 'display',
    fields: ['showOwnContribution', 'showEstimateMaxOptions', 'showFuelSurplus', 'showAccessories', 'showDealerContact', 'showAttachmentUpload',
      'showExpectedAnnualKm', 'showNegativePriceOptions'].map((name) => flag(name as SettingName)),
  },
  {
    key: 'flags',
    fields: [flag('hasAutoReviews'), flag('hasComparisonTool'), flag('hasDriverLicenseCheck', true), flag('hasAdvancedTaxBrackets'),
      flag('hasPersonalCostCalculation'), flag('askCarkitQuestion'), flag('hideOwnOptionsInput'), flag('importerOptionsSelectableOnline'),
      flag('metallicPaintInLeasePrice'), flag('requiresNameAddressData')],
  },
  {
    key: 'period',
    fields: [{ name: 'contributionPeriod', kind: 'choice', choices: CONTRIBUTION_PERIODS },
      numeric('defaultExpirationWeeks', 'count')],
  },
  { key: 'segments', fields: [{ name: 'segmentsIncluded', kind: 'segments' }, { name: 'segmentsExcluded', kind: 'segments' }] },
];

const NAMES: readonly SettingName[] = SETTING_GROUPS.flatMap((group) => group.fields.map((field) => field.name));

/** The record the form machine edits: id is the arrangement's, version the setting's (0 while it has no row). */
export function settingsRecord(settings: ArrangementSettings): { id: number; version: number } & FieldValues {
  return { id: settings.carArrangementId, version: settings.version ?? 0, ...Object.fromEntries(NAMES.map((name) => [name, settings[name]])) };
}

/** What a save sends: the arrangement and every setting of the form (the read-only ones stay out). */
export function settingsBody(carArrangementId: number, values: FieldValues): { carArrangementId: number } & Partial<ArrangementSettingValues> {
  return { carArrangementId, ...Object.fromEntries(NAMES.filter((name) => name in values).map((name) => [name, values[name]])) };
}

export type SettingProblem = 'minAboveMax' | 'percentageAbove100';

/** The rules between fields the values break, by the field the text shows under; empty when none. */
export function settingsProblems(values: FieldValues): Partial<Record<SettingName, SettingProblem>> {
  const problems: Partial<Record<SettingName, SettingProblem>> = {};
  for (const [low, high] of ORDERED_PAIRS) {
    const [a, b] = [values[low], values[high]];
    if (typeof a === 'number' && typeof b === 'number' && a > b) problems[low] = 'minAboveMax';
  }
  const deviation = values.maxOptionsDeviation;
  if (values.maxOptionsDeviationUnit === 'percentage' && typeof deviation === 'number' && deviation > 100) problems.maxOptionsDeviation = 'percentageAbove100';
  return problems;
}

/** The server's reason for a field in the form's own words, when it is one of the rules above. */
export function problemOfReason(reason: string): SettingProblem | null {
  if (/must not be (more|less) than/.test(reason)) return 'minAboveMax';
  if (/at most 100 when maxOptionsDeviationUnit is percentage/.test(reason)) return 'percentageAbove100';
  return null;
}

/**
 * Whether a save changed what the arrangement list says of the arrangement: active online for drivers (the banner
 * and the sidebar dot read it) or the driver's licence check (the driver form reads it). Not listed: no.
 */
export function listOutdated(saved: Pick<ArrangementSettingValues, 'isActiveOnlineForDrivers' | 'hasDriverLicenseCheck'>, listed: CarArrangement | undefined): boolean {
  if (!listed) return false;
  return saved.isActiveOnlineForDrivers !== listed.calculatorSettings.isActiveOnlineForDrivers || saved.hasDriverLicenseCheck !== (listed.hasDriverLicenseCheck ?? false);
}
