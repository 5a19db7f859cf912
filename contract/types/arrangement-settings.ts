import type { ArrangementSetting, CONTRIBUTION_PERIODS, CalculatorSetting, DEVIATION_UNITS, FUEL_LABELS } from './core';

/**
 * An arrangement's settings on the wire (spec 02 §3 "Arrangement settings", §7 "Arrangement setting"): what
 * GET/PUT /cararrangementsetting carry (the app's calls: src/api/arrangement-setting.ts) and the catalogue segments.
 * The lease-price calculation reads the same values.
 */

export type FuelLabel = (typeof FUEL_LABELS)[number];

/** Every setting a PUT writes; an empty amount or percentage (null) means no limit. */
export interface ArrangementSettingValues {
  isActiveOnlineForDrivers: boolean;
  ownContributionStandard: number | null;
  ownContributionExtra: number | null;
  ownContributionFixed: number | null;
  ownContributionMax: number | null;
  lowerLimitOwnContribution: number | null;
  maxLease: number | null;
  minLease: number | null;
  maxLeaseDeviation: number | null;
  maxCo2: number | null;
  maxFuelLabel: FuelLabel | null;
  maxFiscalValue: number | null;
  maxConsumerPrice: number | null;
  maxOptionsDeviation: number | null;
  maxOptionsDeviationUnit: (typeof DEVIATION_UNITS)[number];
  minBudgetUsePercentage: number | null;
  maxBudgetOverrunPercentage: number | null;
  maxPaidToDriverPercentage: number | null;
  ownContributionPercentage: number | null;
  ownContributionPercentageMin: number | null;
  ownContributionPercentageMax: number | null;
  ownContributionDeductionPercentage: number | null;
  ownContributionDeductionLowerLimit: number | null;
  contributionPeriod: (typeof CONTRIBUTION_PERIODS)[number];
  defaultExpirationWeeks: number;
  isOfflineOnly: boolean;
  showLeasePriceToEmployee: boolean;
  showLeasePriceToSupervisors: boolean;
  isOnlyForSupervisors: boolean;
  overshootOwnContributionInclVat: boolean;
  hasAutoReviews: boolean;
  hasComparisonTool: boolean;
  hasDriverLicenseCheck: boolean;
  hasAdvancedTaxBrackets: boolean;
  hasPersonalCostCalculation: boolean;
  askCarkitQuestion: boolean;
  hideOwnOptionsInput: boolean;
  importerOptionsSelectableOnline: boolean;
  metallicPaintInLeasePrice: boolean;
  requiresNameAddressData: boolean;
  showOwnContribution: boolean;
  showEstimateMaxOptions: boolean;
  showFuelSurplus: boolean;
  showAccessories: boolean;
  showDealerContact: boolean;
  showAttachmentUpload: boolean;
  showExpectedAnnualKm: boolean;
  showNegativePriceOptions: boolean;
  segmentsIncluded: string[];
  segmentsExcluded: string[];
}

/** GET's answer: the settings plus what is shown, not written here. */
export interface ArrangementSettings extends ArrangementSetting, ArrangementSettingValues {
  version?: number;
  logoUrl: string | null;
  carArrangement: { id: number; displayName: string; dataObject: { type: string } };
  /** The calculator setting's durations and kilometres per fuel, shown read-only. */
  durationKm: NonNullable<CalculatorSetting['durationKm']>;
}

export interface Segment {
  segmentID: number;
  segmentCode: string;
  name: string;
}

