import type { FuelCode } from '../fuels';

/**
 * The provider's bulk comparer (spec 02 §3 "Bulk comparer: profiles, live car data, logs, client", §7; issue 19
 * point 4). The spec shows no fields: these are what an analyst comparing a client's prices now against its last
 * bulk run expects to read. Amounts in euros a month.
 */

/** A named way to look at one client's prices (GET /getbulkcomparerprofiles?clientId=). */
export interface BulkComparerProfile {
  id: number;
  clientId: number;
  name: string;
  /** One car arrangement, or null: every car arrangement active for drivers. */
  carArrangementId: number | null;
  carArrangementName: string | null;
  /** The contract the live side is priced at; null: each fuel's initial pair, as the run priced. */
  durationMonths: number | null;
  kmPerYear: number | null;
  brandId: number | null;
  brandName: string | null;
  fuelCode: FuelCode | null;
  /** A difference up to this many euros a month is rounding, not news. */
  tolerance: number;
  version: number;
}

/**
 * Why a row's price moved, as a hint (the run keeps its price, not the facts it priced from): the catalogue's
 * facts (consumer price, CO2 …) changed; the arrangement's settings changed since the run (another contract
 * pair or category, or a settings write after the run); a version the run did not price; one the arrangement
 * no longer offers; one that cannot be priced now; one the run could not price.
 */
export const COMPARISON_REASONS = ['consumerPriceChanged', 'settingsChanged', 'newlyAdded', 'noLongerOffered', 'notPricedNow', 'notPricedInRun'] as const;
export type ComparisonReason = (typeof COMPARISON_REASONS)[number];

export interface BulkComparisonRow {
  versionId: number;
  typeIdHist: number | null;
  brandName: string;
  modelName: string;
  versionName: string;
  carArrangementId: number;
  carArrangementName: string;
  lastRunPrice: number | null;
  livePrice: number | null;
  /** live − last run; null when either side has no price. */
  difference: number | null;
  /** The difference as a percentage of the last run's price, one decimal. */
  differencePercent: number | null;
  /** When the run priced this version. */
  lastRunAt: string | null;
  /** Null: no change worth a reason (within the tolerance). */
  reason: ComparisonReason | null;
  /** Beyond the profile's tolerance, or priced on one side only. */
  differs: boolean;
}

/** POST /BulkComparer: results[0]. */
export interface BulkComparison {
  clientId: number;
  profileId: number;
  /** The client's last finished run; null when it has none (every row is then newly added). */
  runId: number | null;
  runFinishedAt: string | null;
  tolerance: number;
  /** Versions compared (the profile's whole selection). */
  compared: number;
  /** Of those, beyond the tolerance or priced on one side only. */
  differing: number;
  /** The rows answered: differing first (largest difference first), at most `limit`; `compared` may be more. */
  rows: BulkComparisonRow[];
  truncated: boolean;
}

export interface BulkComparisonRequest {
  clientId: number;
  profileId: number;
  /** Rows answered, 1–1000 (default 500); the export takes up to 20,000. */
  limit?: number;
}

/** One run's price of a version (POST /getlivecardata), beside the live facts. */
export interface RunPriceOfVersion {
  carArrangementId: number;
  carArrangementName: string;
  runId: number;
  leasePrice: number | null;
  ownContribution: number | null;
  durationMonths: number;
  kmPerYear: number;
  categoryName: string | null;
  allowed: boolean;
  error: string | null;
  pricedAt: string;
}

/** The catalogue's facts of a version now (POST /getlivecardata). */
export interface LiveCarData {
  versionId: number;
  typeIdHist: number | null;
  brandName: string;
  modelName: string;
  versionName: string;
  consumerPrice: number | null;
  fiscalValue: number | null;
  co2: number | null;
  fuelCode: FuelCode;
  energyLabel: string | null;
  segmentCode: string | null;
  runPrices: RunPriceOfVersion[];
}

export interface LiveCarDataRequest {
  clientId: number;
  versionIds?: number[];
  typeIdHist?: number[];
}

export const BULK_RUN_STATES = ['queued', 'running', 'finished', 'failed'] as const;
export type BulkRunState = (typeof BULK_RUN_STATES)[number];

/** One bulk run of the client's log (POST /getbulklogsinfo), newest first. */
export interface BulkRunLogEntry {
  runId: number;
  state: BulkRunState;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The account that started it; null once that account is gone. */
  requestedBy: string | null;
  /** Prices this run still holds (each arrangement keeps its last run's only) and how many of them are errors. */
  pricesHeld: number;
  errorsHeld: number;
  errorMessage: string | null;
}
