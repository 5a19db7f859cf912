/**
 * An arrangement's settings (spec 02 §3 "Arrangement settings", §7 "Arrangement setting"; issue 14 point 3):
 *
 *   GET  /api-admin/cararrangementsetting?carArrangementId={id}  → results[0] every setting (ETag "<version>";
 *        no version while the arrangement has no settings row yet)
 *   PUT  /api-admin/cararrangementsetting  { carArrangementId, ...settings }, If-Match → results[0]; 412 when stale
 *   POST /api-admin/cararrangementsetting/uploadlogo?carArrangementId={id}  one image as form data → results[0];
 *        the same POST without a body removes the logo. PNG, JPEG, GIF or WebP, at most 1 MB (by content).
 *   GET  /api-admin/segments → [{ segmentID, segmentCode, name }], the catalogue segments are chosen from.
 *
 * isActiveOnlineForDrivers is the calculator setting's flag (one truth with the sidebar dot and the banners).
 * Supervisor and above.
 */
import type { ArrangementSetting, CONTRIBUTION_PERIODS, CalculatorSetting, DEVIATION_UNITS, Envelope, FUEL_LABELS } from './types';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';
import { versionHeaders } from './resource';
import { postImage } from './image-upload';

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

const PATH = '/cararrangementsetting';
const NOUN = 'arrangement setting';

export async function fetchArrangementSettings(carArrangementId: number, { signal }: CallOptions = {}): Promise<ArrangementSettings> {
  return firstResult(await http<Envelope<ArrangementSettings>>(PATH, { query: { carArrangementId }, signal }), NOUN);
}

/** Sends `version` as If-Match (none while the arrangement has no settings row). */
export async function updateArrangementSettings(
  body: { carArrangementId: number } & Partial<ArrangementSettingValues>, version: number | undefined, { signal }: CallOptions = {},
): Promise<ArrangementSettings> {
  return firstResult(await http<Envelope<ArrangementSettings>>(PATH, { method: 'PUT', body, headers: versionHeaders(version), signal }), NOUN);
}

/** Stores `file` as the logo, or removes the logo when null (the contract's POST without a body). */
export async function replaceArrangementLogo(carArrangementId: number, file: File | null, { signal }: CallOptions = {}): Promise<ArrangementSettings> {
  return postImage<ArrangementSettings>(`${PATH}/uploadlogo`, { carArrangementId }, file, NOUN, { signal });
}

export async function fetchSegments({ signal }: CallOptions = {}): Promise<Segment[]> {
  return allResults(await http<Envelope<Segment>>('/segments', { signal }));
}
